import type { UserRole } from '../db/schema.ts';
import type { Authentication } from './authentication.ts';
import { headerOf, isSafeMethod, pathOf, type RequestLike } from './request-like.ts';
import { ClientRequestError, readFormData } from '../http/request-body.ts';

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
  unauthenticated: 'Sign-in required.',
  forbidden: 'This needs an admin account.',
  csrf: 'Missing or invalid CSRF token.',
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

export type RequireOptions = {
  /** Role needed; default 'admin' (spec 6: a signed-in user is an admin; other roles come later). */
  role?: UserRole;
  /**
   * The CSRF token travels in a body the caller parses itself (a multipart upload, too large to
   * read twice): the guard checks everything else now, and the caller must refuse the write unless
   * `services.auth.isCsrfSatisfied(auth, token)` once it has read the token, before storing anything.
   */
  isCsrfCheckedByCaller?: boolean;
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
 * The core check shared by pages and the API: signed in (cookie or bearer), the right role, and for
 * a cookie-authenticated write the session's CSRF token. Throws AuthFailure.
 */
export async function checkAccess(
  auth: AuthCore,
  request: RequestLike,
  options: RequireOptions = {},
): Promise<Authentication> {
  const result = await auth.authenticate(request);
  if (!result) throw new AuthFailure('unauthenticated');
  if (result.user.role !== (options.role ?? 'admin')) throw new AuthFailure('forbidden');
  // Browsers attach cookies on their own; an Authorization header they never add by themselves.
  if (result.via === 'cookie' && !isSafeMethod(request.method)) {
    if (headerOf(request, 'sec-fetch-site') === 'cross-site') throw new AuthFailure('csrf');
    if (!options.isCsrfCheckedByCaller && !auth.isCsrfSatisfied(result, await submittedCsrf(request))) {
      throw new AuthFailure('csrf');
    }
  }
  return result;
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
