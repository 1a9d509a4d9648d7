import type { UserRole } from '../db/schema.ts';
import type { Authentication } from './auth-service.ts';
import { headerOf, isSafeMethod, pathOf, type RequestLike } from './request-like.ts';
import { ClientRequestError, readFormData } from '../http/request-body.ts';

/** Name of the hidden form field and of the header that carry the CSRF token. */
export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** What the guards need of the auth service. */
type AuthCore = {
  authenticate(request: RequestLike): Promise<Authentication | null>;
  isCsrfTokenValid(auth: Authentication, submitted: string | null | undefined): boolean;
};

export type AuthFailureReason = 'unauthenticated' | 'forbidden' | 'csrf';

export class AuthFailure extends Error {
  readonly status: 401 | 403;
  readonly reason: AuthFailureReason;
  constructor(reason: AuthFailureReason) {
    super(
      reason === 'unauthenticated'
        ? 'Sign-in required.'
        : reason === 'forbidden'
          ? 'This needs an admin account.'
          : 'Missing or invalid CSRF token.',
    );
    this.name = 'AuthFailure';
    this.reason = reason;
    this.status = reason === 'unauthenticated' ? 401 : 403;
  }
}

export type RequireOptions = {
  /** Role needed; default 'admin' (spec 6: a signed-in user is an admin; other roles come later). */
  role?: UserRole;
  /** The CSRF token when the caller has already read it (e.g. from a multipart body it parsed). */
  csrfToken?: string | null;
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
    const submitted = options.csrfToken ?? (await submittedCsrf(request));
    if (!auth.isCsrfTokenValid(result, submitted)) throw new AuthFailure('csrf');
  }
  return result;
}

/**
 * For React Router loaders and actions: the admin making this request, or a thrown Response —
 * a redirect to /login (and back here afterwards) when signed out, 403 when signed in without the
 * role or with a bad CSRF token.
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
      const back = isSafeMethod(request.method) ? pathOf(request) : pathOf(request).split('?')[0]!;
      throw new Response(null, {
        status: 302,
        headers: { Location: `/login?redirectTo=${encodeURIComponent(back)}` },
      });
    }
    throw new Response(error.message, { status: 403, statusText: 'Forbidden' });
  }
}

/** The JSON body of a 401/403 answer, in the shape of the API's other errors. */
export function authFailureBody(error: AuthFailure) {
  return {
    statusCode: error.status,
    error: error.status === 401 ? 'Unauthorized' : 'Forbidden',
    message: error.message,
    reason: error.reason,
  };
}

/** For API handlers that receive a Web Request: the admin, or a thrown JSON Response 401/403. */
export async function requireAdminApi(
  auth: AuthCore,
  request: RequestLike,
  options: RequireOptions = {},
): Promise<Authentication> {
  try {
    return await checkAccess(auth, request, options);
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    throw Response.json(authFailureBody(error), {
      status: error.status,
      headers: error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
    });
  }
}
