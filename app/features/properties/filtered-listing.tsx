import type { ReactNode } from 'react';
import { listingHref, type ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ListingFiltersForm } from './listing-filters-form.tsx';

/** One page of a filtered list, as the listing service answers it. */
type ListPage = { page: number; pageSize: number; pageCount: number; total: number };

/**
 * The listing page's layout (spec 2.4), shared by the admin console's property list (spec 2.8): the
 * filters beside the results, their heading and count, the list itself (children), its pages.
 */
export function FilteredListing({
  className,
  path,
  filters,
  list,
  titleId,
  title,
  countText,
  children,
}: {
  className: string;
  /** The page's own path: the filters' GET form and the page links go there. */
  path: string;
  filters: ListingFilters;
  list: ListPage;
  titleId: string;
  title: string;
  /** "Showing {from}-{to} of {total}", or what to say when there are none. */
  countText: (shown: { from: number; to: number; total: number }) => string;
  children: ReactNode;
}) {
  const { page, pageSize, pageCount, total } = list;
  const shown = { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize), total };
  return (
    <div className={className}>
      <aside className="listing-layout__sidebar">
        <ListingFiltersForm filters={filters} action={path} />
      </aside>
      <section className="listing-layout__results" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <p className="listing-layout__count" role="status">
          {countText(shown)}
        </p>
        {children}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listingHref(path, filters, n)} />
      </section>
    </div>
  );
}
