import { Link } from './site-link.tsx';
import { useT } from '../i18n/use-t.ts';

/** Pages to show: first, last, and a window around the current one; null marks a gap. */
export function pageWindow(current: number, count: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * Previous, numbered and next links (spec 2.4). Plain links: they work without JavaScript. On a phone
 * the numbers give way to "Page 2 of 5" between Previous and Next (app.css), so the pager keeps to one
 * line at any width; only one of the two is ever displayed, so a screen reader reads one.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              {t('listing.previous')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('listing.previous')}</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__number" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n} className="pagination__number">
              {n === page ? (
                // A span may not carry aria-label (Nu checker): the spoken words are hidden text.
                <span aria-current="page">
                  <span className="visually-hidden">{t('listing.currentPage', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link to={hrefFor(n)} aria-label={t('listing.page', { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li className="pagination__status">{t('listing.pageOf', { page, pageCount })}</li>
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next">
              {t('listing.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('listing.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
