import { data, Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/alerts-confirm';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { AccountStatus } from '../features/account/account-frame.tsx';
import { formError } from '../responses.ts';
import { TOKEN_PATTERN } from '../../shared/domain/account-schemas.ts';
import { describeSearch } from '../../shared/domain/alert-search.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

/**
 * /alerts/confirm?token=...: the double opt-in link of a new alert (issue 30). Opening it shows what
 * would start and a button; only the button (a POST) starts the alert and uses the link up, so a
 * mail scanner that fetches the link starts nothing. A used or old link answers 410.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const view = TOKEN_PATTERN.test(token)
    ? await services.alerts.confirmView(token)
    : { status: 'gone' as const };
  if (view.status === 'gone') return data({ status: 'gone' as const }, { status: 410 });
  const language = languageOf(request);
  return {
    status: 'ok' as const,
    token,
    email: view.search.email,
    search: describeSearch(parseListingQuery(new URLSearchParams(view.search.query)), language),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const token = (await readForm(request)).get('token');
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return formError(410, { done: false });
  const result = await services.alerts.confirm(token);
  return result === 'confirmed' ? { done: true } : formError(410, { done: false });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.confirmMetaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isBusy = useNavigation().state !== 'idle';
  const answer = actionData as { done: boolean } | undefined;
  return (
    <section className="container auth-page alert-page" aria-labelledby="confirm-alert-title">
      <h1 id="confirm-alert-title">{t('showings.alerts.confirmHeading')}</h1>
      {answer?.done ? (
        <AccountStatus>{t('showings.alerts.confirmed')}</AccountStatus>
      ) : answer || loaderData.status === 'gone' ? (
        <AccountStatus tone="problem">{t('showings.alerts.confirmGone')}</AccountStatus>
      ) : (
        <Form method="post" className="confirm-email">
          <p>{t('showings.alerts.confirmIntro', { search: loaderData.search, email: loaderData.email })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t('showings.alerts.confirm')}
          </button>
        </Form>
      )}
      <p>
        <Link to="/list-layout-new-3">{t('showings.manage.browseListings')}</Link>
      </p>
    </section>
  );
}
