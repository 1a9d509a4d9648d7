import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestMessages as m } from '../../shared/i18n/en/request-messages.ts';
import { common as enCommon } from '../../shared/i18n/en/common.ts';
import { common as frCommon } from '../../shared/i18n/fr/common.ts';
import { languageOfPath, LOCALES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import { fieldErrorsIn, refusalIn } from '../../shared/i18n/refusals.ts';
import { apiLanguageOf, varyOnLanguage } from './api-language.ts';
import { ClientRequestError } from './request-body.ts';
import { GateFullError } from './render-gate.ts';
import { DATABASE_RETRY_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';

/** When a visitor refused for a crowd (503) should try again. */
const BUSY_RETRY_SECONDS = 2;

/** The one shape of every JSON error answer. */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Why access was refused, for clients that act on it ('csrf'). */
  reason?: string;
  requestId?: string;
};

export type ApiErrorExtra = Pick<ApiErrorBody, 'fieldErrors' | 'reason' | 'requestId'>;

/** Builds every JSON error body: sendApiError's, and a Web Response's where there is no reply. */
export function apiErrorBody(status: number, message: string, extra: ApiErrorExtra = {}): ApiErrorBody {
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...extra };
}

/**
 * Sends a JSON error answer; every API route answers errors through this. `message` and the field
 * errors are our English words; the client reads them in the language its `Accept-Language` asks
 * for (ADR 053).
 */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  message: string,
  extra: ApiErrorExtra = {},
): FastifyReply {
  const language = apiLanguageOf(reply.request);
  const said = extra.fieldErrors
    ? { ...extra, fieldErrors: fieldErrorsIn(language, extra.fieldErrors) }
    : extra;
  return varyOnLanguage(reply)
    .code(status)
    .type('application/json; charset=utf-8')
    .send(apiErrorBody(status, refusalIn(language, message), said));
}

/** PostgreSQL refusing a value the client sent (SQLSTATE class 22: data exception). */
const CLIENT_DATA_SQLSTATES = new Set([
  '22021', // character_not_in_repertoire: U+0000 in text
  '22P05', // untranslatable_character
  '22P02', // invalid_text_representation: a malformed uuid or number
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
]);

function sqlStateOf(error: unknown): string | undefined {
  // Drizzle wraps the driver's error in `cause`.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type Classified = {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Seconds to send as Retry-After (a 503). */
  retryAfter?: number;
};

/** What a failed request tells its client: a status and our own words, never the error's text. */
export function classifyError(error: unknown): Classified {
  if (error instanceof GateFullError) return { status: 503, message: m.busy, retryAfter: BUSY_RETRY_SECONDS };
  // A database restart or failover (issue 26): seconds, not a fault of ours or the client's.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: m.unavailable, retryAfter: DATABASE_RETRY_SECONDS };
  }
  if (error instanceof ClientRequestError) {
    return {
      status: error.status,
      message: error.message,
      ...(Object.keys(error.fieldErrors).length ? { fieldErrors: error.fieldErrors } : {}),
    };
  }
  const sqlState = sqlStateOf(error);
  if (sqlState && CLIENT_DATA_SQLSTATES.has(sqlState)) {
    return {
      status: 400,
      message: sqlState === '22021' || sqlState === '22P05' ? m.controlCharacters : m.invalidFields,
    };
  }
  const fastify = error as Partial<FastifyError>;
  const status = typeof fastify.statusCode === 'number' ? fastify.statusCode : 500;
  if (status < 400 || status >= 500) return { status: 500, message: m.serverError };
  switch (fastify.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: m.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: m.unsupportedJsonType };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: m.invalidJson };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: m.invalidQuery };
    default:
      // JSON.parse's SyntaxError carries 400 without a code.
      if (error instanceof SyntaxError) return { status: 400, message: m.invalidJson };
      return { status, message: STATUS_CODES[status] ?? 'Bad Request' };
  }
}

/** The endpoints machines read (health checks, metrics): their errors answer JSON, like the API's. */
const MACHINE_PATHS = new Set(['/api', '/healthz', '/readyz', '/metrics']);

/** Whether the client asked for a page rather than JSON: everything outside /api, /media and MACHINE_PATHS. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !path.startsWith('/media/') && !MACHINE_PATHS.has(path);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const COMMON = { en: enCommon, fr: frCommon } as const;

/**
 * The page shown when a page request fails outside React Router (a body it refused, a fault in the
 * host, a crowd or an outage that leaves nothing to render with): plain HTML with no script or
 * style, so it renders under any CSP, in the language of the page asked for. `message` is said in
 * that language already.
 */
export function errorPageHtml(
  status: number,
  message: string,
  requestId: string,
  language: Language,
): string {
  const common = COMMON[language];
  const title =
    status === 503
      ? common.errors.unavailableTitle
      : status >= 500
        ? common.errors.errorTitle
        : status === 404
          ? common.errors.notFoundTitle
          : common.errors.badRequestTitle;
  const reference =
    status >= 500 ? `<p>${escapeHtml(common.errors.reference.replace('{{id}}', requestId))}</p>` : '';
  // Style attributes only: the CSP allows them without a nonce, and this page has no stylesheet.
  const main =
    'max-width:36rem;margin:15vh auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;color:#1f2933';
  const h1 = 'color:#0f4c5c;font-size:1.75rem;line-height:1.2';
  const link =
    'display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f4c5c;color:#fff;text-decoration:none;font-weight:600';
  return `<!doctype html><html lang="${LOCALES[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="margin:0"><main style="${main}"><h1 style="${h1}">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${reference}<p><a style="${link}" href="${pathInLanguage('/', language)}">${escapeHtml(common.errors.backToHome)}</a></p></main></body></html>`;
}

/**
 * Answers a page request with the plain error page (errorPageHtml) in its path's language; `message`
 * is our English words (classifyError's, the catalogue's), said in that language.
 */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
): FastifyReply {
  const language = languageOfPath(request.url.split('?')[0] ?? '');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPageHtml(status, refusalIn(language, message), String(request.id), language));
}

/**
 * The error handlers: one for the JSON API (a JSON body) and one for page requests (an HTML page).
 * Both log the error with the request's id, and answer our own words and that id: never the
 * error's message (it may hold SQL or a path), never a stack, in any mode.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const result = classifyError(error);
    if (error instanceof GateFullError) request.log.warn('page refused: too many renders waiting (503)');
    else if (result.retryAfter) request.log.warn({ err: error }, 'database unavailable (503)');
    else if (result.status >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ err: { message: (error as Error).message } }, `request refused (${result.status})`);
    if (reply.sent || reply.raw.headersSent) return;
    const requestId = String(request.id);
    if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
    if (isPageRequest(request)) return sendErrorPage(request, reply, result.status, result.message);
    return sendApiError(reply, result.status, result.message, {
      ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
      ...(result.status >= 500 ? { requestId } : {}),
    });
  });

  // Paths no route matches (the page host's catch-all takes every other path when pages are served).
  app.setNotFoundHandler((request, reply) => sendApiError(reply, 404, m.notFound));
}
