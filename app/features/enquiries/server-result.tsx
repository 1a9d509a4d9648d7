import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { bookedMessage } from './booked-message.ts';
import { outcomeMessage, outcomeOf, type EnquiryActionData } from './submission-state.ts';

/**
 * The answer to a plain form POST (no JavaScript): the dialogs' titles and texts, rendered by the
 * server in the page. With JavaScript the same answers open dialogs instead.
 */
export function ServerResult({
  data,
  kind,
  children,
}: {
  data: EnquiryActionData | undefined;
  kind: 'enquiry' | 'contact';
  /** The way on after success (back to the property, or home). */
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  // 'invalid' has no result to show: its errors stand under the fields.
  const outcome = data ? outcomeOf(data) : null;
  if (!outcome) return null;
  const isSent = outcome === 'success';
  const said = outcomeMessage(t, outcome, kind, data?.retryAfterSeconds);
  // A showing booked with its time (issue 30) says when, and where the confirmation goes.
  const { title, text } = data?.booked ? bookedMessage(t, language, data.booked) : said;
  return (
    <div
      className={`enquiry-result enquiry-result--${isSent ? 'success' : 'error'}`}
      role={isSent ? 'status' : 'alert'}
    >
      <h2 className="enquiry-result__title">{title}</h2>
      <p>{text}</p>
      {isSent ? children : null}
    </div>
  );
}
