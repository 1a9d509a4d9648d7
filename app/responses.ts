import { data } from 'react-router';

/**
 * The two ways a loader or action says no (docs/CONVENTIONS.md, "Answering errors"). Redirects stay
 * React Router's own `redirect()`; JSON errors are `sendApiError` in server/http/errors.ts.
 */

/** Statuses the error page (app/components/error-page.tsx) has its own words for. */
export type PageErrorStatus = 400 | 403 | 404 | 413 | 415;

/**
 * This request cannot be served: `throw pageError(404)`. The nearest ErrorBoundary shows the error
 * page for the status, in the catalogue's words (common.errors). The answer carries no text of ours
 * (not even in the page's data), so nothing internal can reach the visitor.
 */
export function pageError(status: PageErrorStatus) {
  return data(null, { status });
}

/**
 * The form cannot be accepted: `return formError(400, { result: submission.reply() })`. The page
 * renders again with this as its action data: the values sent, the errors under their fields
 * (Conform's `result`) and any message for the whole form, answered with a 4xx or 5xx status.
 */
export function formError<Body extends object>(status: number, body: Body, headers?: HeadersInit) {
  return data(body, { status, headers });
}
