import { Form, useNavigation } from 'react-router';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { AccountStatus } from './account-frame.tsx';
import { TOKEN_PATTERN } from '../../../shared/domain/account-schemas.ts';

/**
 * The two links of the e-mails about a change of address (issues 17 and 27): the new address's,
 * which makes the change (/confirm-email), and the old address's, which cancels or undoes it
 * (/undo-email-change). Opening one shows a button; pressing it (a POST) acts, so a mail scanner
 * that fetches links changes nothing.
 */
const COPY = {
  confirm: {
    heading: 'account.confirmEmail.heading',
    intro: 'account.confirmEmail.intro',
    confirm: 'account.confirmEmail.confirm',
    done: 'account.confirmEmail.done',
    taken: 'account.confirmEmail.taken',
    failed: 'account.confirmEmail.failed',
  },
  undo: {
    heading: 'account.undoEmail.heading',
    intro: 'account.undoEmail.intro',
    confirm: 'account.undoEmail.confirm',
    done: 'account.undoEmail.done',
    taken: 'account.undoEmail.taken',
    failed: 'account.undoEmail.failed',
  },
} as const;

/** The link's token from the page's address, when it has the shape of one. */
export function emailLinkToken(request: Request): { token: string | null } {
  const token = new URL(request.url).searchParams.get('token');
  return { token: token && TOKEN_PATTERN.test(token) ? token : null };
}

/** What the action answered: the address now in use, or why the link did nothing. */
export type EmailLinkAnswer = { email: string } | { failure: 'invalid' | 'taken' };

export function EmailLinkPage({
  copy,
  token,
  answer,
  afterDone,
  footer,
}: {
  copy: keyof typeof COPY;
  token: string | null;
  answer: EmailLinkAnswer | undefined;
  /** Shown under the confirmation once the link has acted. */
  afterDone?: ReactNode;
  /** Shown under whatever the page says. */
  footer?: ReactNode;
}) {
  const t = useT();
  const text = COPY[copy];
  const isBusy = useNavigation().state === 'submitting';
  const outcome = answer
    ? 'email' in answer
      ? ({ kind: 'done', email: answer.email } as const)
      : ({ kind: answer.failure } as const)
    : token
      ? null
      : ({ kind: 'invalid' } as const);
  const titleId = `${copy}-email-title`;
  return (
    <section className="container auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(text.heading)}</h1>
      {outcome === null ? (
        <Form method="post" className="confirm-email">
          <p>{t(text.intro)}</p>
          <input type="hidden" name="token" value={token ?? ''} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t(text.confirm)}
          </button>
        </Form>
      ) : outcome.kind === 'done' ? (
        <>
          <AccountStatus>{t(text.done, { email: outcome.email })}</AccountStatus>
          {afterDone}
        </>
      ) : (
        <AccountStatus tone="problem">{t(outcome.kind === 'taken' ? text.taken : text.failed)}</AccountStatus>
      )}
      {footer}
    </section>
  );
}
