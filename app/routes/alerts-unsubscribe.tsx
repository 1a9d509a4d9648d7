import { data, Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/alerts-unsubscribe';
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
 * /alerts/unsubscribe?token=...: the unsubscribe link in every alert e-mail (issue 30), no account
 * needed. Opening it shows which alert and a button; the button (a POST) stops it at once, and again
 * is no error (the link works any number of times). Mail clients use the one-click address of the
 * List-Unsubscribe header instead (POST /api/alerts/unsubscribe, server/alerts/api-routes.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const view = TOKEN_PATTERN.test(token)
    ? await services.alerts.unsubscribeView(token)
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
  const result = await services.alerts.unsubscribe(token);
  return result === 'unsubscribed' ? { done: true } : formError(410, { done: false });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.unsubscribeMetaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function UnsubscribeAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isBusy = useNavigation().state !== 'idle';
  const answer = actionData as { done: boolean } | undefined;
  return (
    <section className="container auth-page alert-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('showings.alerts.unsubscribeHeading')}</h1>
      {answer?.done ? (
        <AccountStatus>{t('showings.alerts.unsubscribed')}</AccountStatus>
      ) : answer || loaderData.status === 'gone' ? (
        <AccountStatus tone="problem">{t('showings.alerts.unsubscribeGone')}</AccountStatus>
      ) : (
        <Form method="post" className="confirm-email">
          <p>
            {t('showings.alerts.unsubscribeIntro', { search: loaderData.search, email: loaderData.email })}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t('showings.alerts.unsubscribe')}
          </button>
        </Form>
      )}
      <p>
        <Link to="/list-layout-new-3">{t('showings.manage.browseListings')}</Link>
      </p>
    </section>
  );
}
