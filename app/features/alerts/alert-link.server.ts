import { data } from 'react-router';
import type { RequestEnv } from '../../context.ts';
import { formError } from '../../responses.ts';
import { TOKEN_PATTERN } from '../../../shared/domain/account-schemas.ts';
import { describeSearch } from '../../../shared/domain/alert-search.ts';
import { parseListingQuery } from '../../../shared/domain/listing-query.ts';
import { languageOf } from '../../../shared/i18n/languages.ts';
import type { AlertLinkKind } from './alert-link.tsx';

/**
 * The loader of an alert link's page (app/features/alerts/alert-link.tsx): which alert the link
 * names, read only; a used, expired or malformed link answers 410.
 */
export async function loadAlertLink(kind: AlertLinkKind, request: Request, env: RequestEnv) {
  const alerts = env.services.alerts;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const view = !TOKEN_PATTERN.test(token)
    ? ({ status: 'gone' } as const)
    : kind === 'confirm'
      ? await alerts.confirmView(token)
      : await alerts.unsubscribeView(token);
  if (view.status === 'gone') return data({ status: 'gone' as const }, { status: 410 });
  const language = languageOf(request);
  return {
    status: 'ok' as const,
    token,
    email: view.search.email,
    search: describeSearch(parseListingQuery(new URLSearchParams(view.search.query)), language),
  };
}

/** The button's POST: the link acts (starts or stops the alert), or answers 410. */
export async function answerAlertLink(kind: AlertLinkKind, request: Request, env: RequestEnv) {
  const token = (await env.readForm(request)).get('token');
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return formError(410, { done: false });
  const done =
    kind === 'confirm'
      ? (await env.services.alerts.confirm(token)) === 'confirmed'
      : (await env.services.alerts.unsubscribe(token)) === 'unsubscribed';
  return done ? { done: true } : formError(410, { done: false });
}
