import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryActionData } from './submission-state.ts';

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
  const { t } = useTranslation();
  if (!data || data.status === 'invalid') return null;
  const isSent = data.status === 'sent';
  const title = isSent
    ? kind === 'contact'
      ? t('enquiries.states.contactSuccessTitle')
      : t('enquiries.states.successTitle')
    : t('enquiries.states.errorTitle');
  const text = isSent
    ? t('enquiries.states.successText')
    : data.status === 'rate-limited'
      ? t('enquiries.states.rateLimited')
      : kind === 'contact'
        ? t('enquiries.states.contactErrorText')
        : t('enquiries.states.errorText');
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
