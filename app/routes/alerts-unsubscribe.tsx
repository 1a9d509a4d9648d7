import type { Route } from './+types/alerts-unsubscribe';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { AlertLinkPage } from '../features/alerts/alert-link.tsx';
import { answerAlertLink, loadAlertLink } from '../features/alerts/alert-link.server.ts';

/**
 * /alerts/unsubscribe?token=...: the unsubscribe link in every alert e-mail (issue 30), no account
 * needed. Opening it shows which alert and a button; the button (a POST) stops it at once, and again
 * is no error (the link works any number of times). Mail clients use the one-click address of the
 * List-Unsubscribe header instead (POST /api/alerts/unsubscribe, server/alerts/api-routes.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAlertLink('unsubscribe', request, context.get(requestEnvContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return answerAlertLink('unsubscribe', request, context.get(requestEnvContext));
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.unsubscribeMetaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function UnsubscribeAlert({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AlertLinkPage
      kind="unsubscribe"
      view={loaderData}
      answer={actionData as { done: boolean } | undefined}
    />
  );
}
