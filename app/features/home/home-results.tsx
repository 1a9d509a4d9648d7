import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';

/**
 * The home page's results (spec 2.3): at most six cards (the page passes them in), or 'No Properties
 * Found'; while a new search loads, the old results stay, dimmed, under a spinner. "Browse More
 * Properties" goes to the listing with the search carried over.
 */
export function HomeResults({
  isSearch,
  isSearching,
  browseHref,
  children,
}: {
  /** A location was searched for: the heading says these are its results. */
  isSearch: boolean;
  isSearching: boolean;
  browseHref: string;
  /** The cards; nothing when there are none. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      className={`container section${isSearching ? ' results--pending' : ''}`}
      aria-labelledby="home-results-title"
      aria-busy={isSearching}
    >
      <h2 id="home-results-title">{t(isSearch ? 'home.resultsHeading' : 'home.rentalsHeading')}</h2>
      {isSearching ? (
        <div className="results__spinner" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('home.searching')}</span>
        </div>
      ) : null}
      {children ?? (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{t('listing.noResults')}</p>
          <p>{t('listing.noResultsHint')}</p>
        </div>
      )}
      <p className="section__more">
        {/* The home search carried over (spec 2.3's Rent/Buy and location): the same properties, more of them. */}
        <Link className="button button--primary" to={browseHref}>
          {t('home.browseMore')}
        </Link>
      </p>
    </section>
  );
}
