import { createContext, useContext } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { Link } from './site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { useRootData } from '../root-data.ts';

/** What went wrong, as a visitor is told: never the error's own text. */
export type ErrorKind =
  'not-found' | 'error' | 'forbidden' | 'unreadable' | 'too-large' | 'unsupported' | 'unavailable';

/** The error page's kind for an HTTP status (a thrown Response, a refused form body). */
export function errorKindOf(status: number | undefined): ErrorKind {
  switch (status) {
    case 404:
      return 'not-found';
    case 403:
      return 'forbidden';
    case 400:
    case 422:
      return 'unreadable';
    case 413:
      return 'too-large';
    case 415:
      return 'unsupported';
    case 503:
      return 'unavailable';
    default:
      return 'error';
  }
}

/**
 * This request's id, provided by entry.server: the reference a visitor can quote for a server
 * error, the same id the log line carries. The browser has none (a client-side error shows none).
 */
export const RequestIdContext = createContext<string>('');

const TEXT = {
  'not-found': { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  error: { title: 'errors.errorTitle', text: 'errors.errorText' },
  forbidden: { title: 'errors.forbiddenTitle', text: 'errors.forbiddenText' },
  unreadable: { title: 'errors.badRequestTitle', text: 'errors.unreadableText' },
  'too-large': { title: 'errors.badRequestTitle', text: 'errors.tooLargeText' },
  unsupported: { title: 'errors.badRequestTitle', text: 'errors.unsupportedText' },
  unavailable: { title: 'errors.unavailableTitle', text: 'errors.unavailableText' },
} as const satisfies Record<ErrorKind, { title: string; text: string }>;

/** The 404 page and the page shown when a request fails: never a blank screen. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useT();
  const requestId = useContext(RequestIdContext);
  const site = useRootData()?.site.name ?? '';
  const isNotFound = kind === 'not-found';
  const text = TEXT[kind];
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <title>{t(isNotFound ? 'meta.notFoundTitle' : 'meta.errorTitle', { site })}</title>
      <svg className="error-page__image" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
        <rect x="0" y="120" width="240" height="40" rx="6" fill="#e6eef0" />
        <path d="M60 120V70l60-45 60 45v50z" fill="#0f4c5c" />
        <rect x="105" y="85" width="30" height="35" rx="3" fill="#f5a623" />
        <text x="120" y="62" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
          {isNotFound ? '404' : '!'}
        </text>
      </svg>
      <h1 id="error-title">{t(text.title)}</h1>
      <p>{t(text.text)}</p>
      {kind === 'error' ? (
        // The server knows the id, the browser does not: keep the server's text when hydrating.
        <p className="error-page__reference" suppressHydrationWarning>
          {requestId ? t('errors.reference', { id: requestId }) : ''}
        </p>
      ) : null}
      <Link className="button button--primary" to="/">
        {t('errors.backToHome')}
      </Link>
    </section>
  );
}

/** A route's ErrorBoundary: the page for what was thrown (a fault is also logged in development). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const kind = errorKindOf(isRouteErrorResponse(error) ? error.status : undefined);
  if (kind === 'error' && import.meta.env.DEV) console.error(error);
  return <ErrorPage kind={kind} />;
}
