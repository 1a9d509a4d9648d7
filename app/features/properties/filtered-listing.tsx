import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import {
  listingHref,
  priceFilterStateOf,
  priceInputText,
  type ListingFilters,
  type PriceFilterState,
} from '../../../shared/domain/listing-filters.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ListingFiltersForm } from './listing-filters-form.tsx';
import { withParams, type FiltersPlacement } from './listing-layouts.ts';

/** One page of a filtered list, as the listing service answers it. */
type ListPage = { page: number; pageSize: number; pageCount: number; total: number };

/**
 * The listing page's layout (spec 2.4), shared by the listing's other layouts (issue 16) and the
 * admin console's property list (spec 2.8): the heading and count, the filters, the list itself
 * (children), its pages. The heading comes first in the document (h1, then the filters' h2, then the
 * cards'); from 992 px up the filters sit in a column on the left, beside both ('column'), or can be
 * hidden ('toggle'), or fold above the results ('panel').
 */
export function FilteredListing({
  className,
  path,
  filters,
  price = priceFilterStateOf(filters),
  list,
  titleId,
  title,
  countText,
  placement = 'column',
  extraParams,
  beforeResults,
  children,
}: {
  className: string;
  /** The page's own path: the filters' GET form and the page links go there. */
  path: string;
  filters: ListingFilters;
  /** The price fields as the loader read them (readListingPage); by default, from `filters`. */
  price?: PriceFilterState;
  list: ListPage;
  titleId: string;
  title: string;
  /** "Showing {from}-{to} of {total}", or what to say when there are none. */
  countText: (shown: { from: number; to: number; total: number }) => string;
  placement?: FiltersPlacement;
  /** Parameters of the page that are not filters (?view=list): kept by the form and the page links. */
  extraParams?: Record<string, string>;
  /** Above the results: a search bar, the sort and view controls. */
  beforeResults?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { page, pageSize, pageCount, total } = list;
  const shown = { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize), total };
  // What the page did with the prices it was given, always in words: a forgiving reading ("1.5k"),
  // a swapped range or an amount left out is never silent.
  const priceNotes: string[] = [];
  if (price.errors.min || price.errors.max) priceNotes.push(t('listing.priceNotApplied'));
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) {
    // To the cent, as applied ("$1,499.99"), where formatDollars would round.
    const range = {
      min: `$${priceInputText(filters.minPrice)}`,
      max: `$${priceInputText(filters.maxPrice)}`,
    };
    priceNotes.push(t(price.isSwapped ? 'listing.priceSwapped' : 'listing.priceShowing', range));
  }
  return (
    <div className={`${className} listing-layout--${placement}`}>
      <div className="listing-layout__header">
        <h1 id={titleId}>{title}</h1>
        <div className="listing-layout__count" role="status">
          <p>{countText(shown)}</p>
          {priceNotes.length > 0 ? <p className="listing-layout__note">{priceNotes.join(' ')}</p> : null}
        </div>
      </div>
      <aside className="listing-layout__sidebar" aria-labelledby="filters-title">
        <ListingFiltersForm
          filters={filters}
          action={path}
          price={price}
          placement={placement}
          extraParams={extraParams}
        />
      </aside>
      <div className="listing-layout__results">
        {beforeResults}
        {children}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => withParams(listingHref(path, filters, n), extraParams)}
        />
      </div>
    </div>
  );
}
