import type { Route } from './+types/alerts-confirm';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { AlertLinkPage } from '../features/alerts/alert-link.tsx';
import { answerAlertLink, loadAlertLink } from '../features/alerts/alert-link.server.ts';

/**
 * /alerts/confirm?token=...: the double opt-in link of a new alert (issue 30). Opening it shows what
 * would start and a button; only the button (a POST) starts the alert and uses the link up, so a
 * mail scanner that fetches the link starts nothing. A used or old link answers 410.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAlertLink('confirm', request, context.get(requestEnvContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return answerAlertLink('confirm', request, context.get(requestEnvContext));
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.confirmMetaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AlertLinkPage kind="confirm" view={loaderData} answer={actionData as { done: boolean } | undefined} />
  );
}
