import { Form, redirect } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/my-alerts';
import '../i18n/catalogues/account.ts';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { AccountHeading, AccountStatus } from '../features/account/index.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../shared/domain/alerts.ts';
import { describeSearch } from '../../shared/domain/alert-search.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

/**
 * My Alerts (issue 30): the account's saved-search alerts (made signed in, or for its verified
 * address), each with how often it comes and a way to stop it. Without JavaScript too: each form
 * posts with the CSRF token and comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const language = languageOf(request);
  const alerts = (await services.alerts.listFor(user.id)).map((alert) => ({
    ...alert,
    words: describeSearch(parseListingQuery(new URLSearchParams(alert.query)), language),
  }));
  const done = new URL(request.url).searchParams.get('done');
  return { alerts, done: done === 'saved' || done === 'stopped' ? done : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const form = await readForm(request);
  const id = form.get('id');
  const intent = form.get('intent');
  const frequency = form.get('frequency');
  if (typeof id !== 'string') throw pageError(400);
  let isDone: boolean;
  if (intent === 'stop') isDone = await services.alerts.update(user.id, id, { unsubscribe: true });
  else if (intent === 'save' && (ALERT_FREQUENCIES as readonly unknown[]).includes(frequency)) {
    isDone = await services.alerts.update(user.id, id, { frequency: frequency as AlertFrequency });
  } else throw pageError(400);
  if (!isDone) throw pageError(404);
  throw redirect(`/my-alerts?done=${intent === 'stop' ? 'stopped' : 'saved'}`, {
    headers: { 'Cache-Control': 'no-store' },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.mineMetaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function MyAlerts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { alerts, done } = loaderData;
  return (
    <>
      <AccountHeading heading={t('showings.alerts.mineHeading')} />
      {done ? (
        <AccountStatus>
          {t(done === 'saved' ? 'showings.alerts.saved' : 'showings.alerts.stopped')}
        </AccountStatus>
      ) : null}
      {alerts.length === 0 ? (
        <div className="account-empty">
          <p>{t('showings.alerts.mineEmpty')}</p>
          <Link className="button button--accent" to="/list-layout-new-3">
            {t('account.bookmarks.browse')}
          </Link>
        </div>
      ) : (
        <ul className="alert-list">
          {alerts.map((alert) => (
            <li key={alert.id} className="alert-list__item">
              <h2 className="alert-list__title">
                <Link to={`/list-layout-new-3${alert.query ? `?${alert.query}` : ''}`}>{alert.words}</Link>
              </h2>
              <p>
                {alert.email} ·{' '}
                {alert.status === 'pending' ? t('showings.alerts.pending') : t('showings.alerts.active')}
              </p>
              <Form method="post" className="alert-list__form">
                <CsrfInput />
                <input type="hidden" name="id" value={alert.id} />
                <label className="showing-admin__field">
                  <span>{t('showings.alerts.frequency')}</span>
                  <select name="frequency" defaultValue={alert.frequency}>
                    {ALERT_FREQUENCIES.map((value) => (
                      <option key={value} value={value}>
                        {t(`showings.alerts.${value}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" name="intent" value="save" className="button button--accent">
                  {t('showings.alerts.save')}
                </button>
                <button type="submit" name="intent" value="stop" className="button button--ghost">
                  {t('showings.alerts.stop')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
