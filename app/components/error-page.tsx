import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { loader as rootLoader } from '../root.tsx';

/** The 404 page and the page shown when a loader fails: never a blank screen. */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const { t } = useTranslation();
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site.name ?? '';
  const isNotFound = kind === 'not-found';
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
      <h1 id="error-title">{t(isNotFound ? 'errors.notFoundTitle' : 'errors.errorTitle')}</h1>
      <p>{t(isNotFound ? 'errors.notFoundText' : 'errors.errorText')}</p>
      <Link className="button button--primary" to="/">
        {t('errors.backToHome')}
      </Link>
    </section>
  );
}
