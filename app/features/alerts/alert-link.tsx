import { Form, useNavigation } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { AccountStatus } from '../account/index.ts';

/**
 * The two links of the saved-search alert e-mails (issue 30): the double opt-in's, which starts the
 * alert (/alerts/confirm), and every alert e-mail's, which stops it (/alerts/unsubscribe), no
 * account needed. Opening one shows which alert and a button; only the button (a POST) acts, so a
 * mail scanner that fetches the link changes nothing.
 */
const COPY = {
  confirm: {
    heading: 'showings.alerts.confirmHeading',
    intro: 'showings.alerts.confirmIntro',
    button: 'showings.alerts.confirm',
    done: 'showings.alerts.confirmed',
    gone: 'showings.alerts.confirmGone',
  },
  unsubscribe: {
    heading: 'showings.alerts.unsubscribeHeading',
    intro: 'showings.alerts.unsubscribeIntro',
    button: 'showings.alerts.unsubscribe',
    done: 'showings.alerts.unsubscribed',
    gone: 'showings.alerts.unsubscribeGone',
  },
} as const;

export type AlertLinkKind = keyof typeof COPY;

/** What the loader found: the alert the link names, or nothing (410). */
export type AlertLinkView =
  { status: 'ok'; token: string; email: string; search: string } | { status: 'gone' };

export function AlertLinkPage({
  kind,
  view,
  answer,
}: {
  kind: AlertLinkKind;
  view: AlertLinkView;
  /** The button's answer: whether the link acted. */
  answer: { done: boolean } | undefined;
}) {
  const t = useT();
  const text = COPY[kind];
  const isBusy = useNavigation().state !== 'idle';
  const titleId = `${kind}-alert-title`;
  return (
    <section className="container auth-page alert-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(text.heading)}</h1>
      {answer?.done ? (
        <AccountStatus>{t(text.done)}</AccountStatus>
      ) : answer || view.status === 'gone' ? (
        <AccountStatus tone="problem">{t(text.gone)}</AccountStatus>
      ) : (
        <Form method="post" className="confirm-email">
          <p>{t(text.intro, { search: view.search, email: view.email })}</p>
          <input type="hidden" name="token" value={view.token} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t(text.button)}
          </button>
        </Form>
      )}
      <p>
        <Link to="/list-layout-new-3">{t('showings.manage.browseListings')}</Link>
      </p>
    </section>
  );
}
