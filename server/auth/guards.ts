import type { UserRole } from '../db/schema.ts';
import type { Authentication } from './authentication.ts';
import { headerOf, hostOf, isSafeMethod, pathOf, type RequestLike } from './request-like.ts';
import { ClientRequestError, readFormData } from '../http/request-body.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/** Name of the hidden form field and of the header that carry the CSRF token. */
export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** What the guards need of the auth service. */
type AuthCore = {
  authenticate(request: RequestLike): Promise<Authentication | null>;
  isCsrfSatisfied(auth: Authentication, submitted: unknown): boolean;
};

export type AuthFailureReason = 'unauthenticated' | 'forbidden' | 'csrf';

/** What an API client is told for each refusal (pages show the error page's words instead). */
export const AUTH_FAILURE_MESSAGES = {
  unauthenticated: apiMessages.access.unauthenticated,
  forbidden: apiMessages.access.forbidden,
  csrf: apiMessages.access.csrf,
} as const satisfies Record<AuthFailureReason, string>;

export class AuthFailure extends Error {
  readonly status: 401 | 403;
  readonly reason: AuthFailureReason;
  constructor(reason: AuthFailureReason) {
    super(AUTH_FAILURE_MESSAGES[reason]);
    this.name = 'AuthFailure';
    this.reason = reason;
    this.status = reason === 'unauthenticated' ? 401 : 403;
  }
}

export type CsrfOptions = {
  /**
   * The CSRF token travels in a body the caller parses itself (a multipart upload, too large to
   * read twice): the guard checks everything else now, and the caller must refuse the write unless
   * `services.auth.isCsrfSatisfied(auth, token)` once it has read the token, before storing anything.
   */
  isCsrfCheckedByCaller?: boolean;
  /**
   * Signing out only (ADR 054): the logout form of a page from the shared cache carries no token
   * until its script has it. Without a token, the browser's own word that this site sent it
   * (`Sec-Fetch-Site: same-origin`, or an `Origin` of this host) is enough; with neither header the
   * token is still required.
   */
  isSameOriginEnough?: boolean;
};

export type RequireOptions = CsrfOptions & {
  /** Role needed; default 'admin' (spec 6: a signed-in user is an admin; other roles come later). */
  role?: UserRole;
};

/** Reads the CSRF token from the header, or from a form body without consuming the request's own. */
async function submittedCsrf(request: RequestLike): Promise<string | null> {
  const header = headerOf(request, CSRF_HEADER);
  if (header) return header;
  const type = headerOf(request, 'content-type') ?? '';
  if (
    request instanceof Request &&
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
  ) {
    // A body the form guard refuses carries no token: the write is refused (403) as unverified.
    const form = await readFormData(request.clone()).catch((error: unknown) => {
      if (error instanceof ClientRequestError) return null;
      throw error;
    });
    const value = form?.get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/**
 * Whether a request shows that another origin sent it (issue 27): a `Sec-Fetch-Site` other than
 * `same-origin` (a sibling subdomain's `same-site` included: it shares our cookies' site, not our
 * origin), or an `Origin` naming another host (`null` included). A request with neither header
 * shows nothing either way; the token alone decides for it.
 */
export function isFromAnotherOrigin(request: RequestLike): boolean {
  const site = headerOf(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = headerOf(request, 'origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== hostOf(request);
  } catch {
    return true;
  }
}

/**
 * The one CSRF rule of every write a session cookie authenticates, page actions and JSON endpoints
 * alike (issue 27, ADR 015 as amended): refused when the request shows another origin sent it, and unless it
 * carries the session's token (the form field or the X-CSRF-Token header; a caller that reads a
 * large body itself checks the field there, `isCsrfCheckedByCaller`). Both, not either: the token
 * is what another site can never send, the origin rule refuses a sibling subdomain even if the
 * token leaked. Bearer and API tokens need neither: no browser adds an Authorization header on its
 * own. Throws AuthFailure('csrf').
 */
export async function checkCsrf(
  auth: AuthCore,
  current: Authentication,
  request: RequestLike,
  options: CsrfOptions = {},
): Promise<void> {
  if (current.via !== 'cookie' || isSafeMethod(request.method)) return;
  if (isFromAnotherOrigin(request)) throw new AuthFailure('csrf');
  if (options.isCsrfCheckedByCaller) return;
  const submitted = await submittedCsrf(request);
  if (options.isSameOriginEnough && !submitted && isFromThisOrigin(request)) return;
  if (!auth.isCsrfSatisfied(current, submitted)) throw new AuthFailure('csrf');
}

/** Whether the browser says this origin sent the request (`Sec-Fetch-Site`, else `Origin`). */
function isFromThisOrigin(request: RequestLike): boolean {
  const site = headerOf(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = headerOf(request, 'origin');
  return origin !== undefined && !isFromAnotherOrigin(request);
}

/**
 * The core check shared by pages and the API: signed in (cookie or bearer), the right role, and for
 * a cookie-authenticated write the CSRF rule (checkCsrf). Throws AuthFailure.
 */
export async function checkAccess(
  auth: AuthCore,
  request: RequestLike,
  options: RequireOptions = {},
): Promise<Authentication> {
  const result = await auth.authenticate(request);
  if (!result) throw new AuthFailure('unauthenticated');
  if (result.user.role !== (options.role ?? 'admin')) throw new AuthFailure('forbidden');
  await checkCsrf(auth, result, request, options);
  return result;
}

/**
 * For React Router actions that anyone may call but a signed-in browser calls as its account (a
 * submission: it becomes the account's and uses its package): null signed out; signed in, the
 * account once the CSRF rule passes; otherwise the 403 error page is thrown.
 */
export async function signedInWriterOf(
  auth: AuthCore,
  request: Request,
  options: CsrfOptions = {},
): Promise<Authentication | null> {
  const current = await auth.authenticate(request);
  if (!current) return null;
  await checkPageWrite(auth, current, request, options);
  return current;
}

/** checkCsrf for page actions: a refusal is the error page's 403 (a thrown Response). */
export async function checkPageWrite(
  auth: AuthCore,
  current: Authentication,
  request: Request,
  options: CsrfOptions = {},
): Promise<void> {
  try {
    await checkCsrf(auth, current, request, options);
  } catch (error) {
    if (error instanceof AuthFailure) throw new Response(null, { status: 403 });
    throw error;
  }
}

/**
 * For React Router loaders and actions: the admin making this request, or a thrown answer — a
 * redirect to /login (and back to this page, its query included, afterwards) when signed out, the
 * 403 error page when signed in without the role, with a bad CSRF token or from another site.
 */
export async function requireAdminPage(
  auth: AuthCore,
  request: Request,
  options: RequireOptions = {},
): Promise<Authentication> {
  try {
    return await checkAccess(auth, request, options);
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    if (error.status === 401) {
      const back = encodeURIComponent(pathOf(request));
      throw new Response(null, { status: 302, headers: { Location: `/login?redirectTo=${back}` } });
    }
    // The error page's 403, without text (what app/responses.ts pageError answers; server/ does not
    // import app/).
    throw new Response(null, { status: 403 });
  }
}
