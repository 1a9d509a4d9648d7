import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import {
  LISTING_SORTS,
  listingHref,
  type ListingFilters,
  type ListingSort,
} from '../../../shared/domain/listing-filters.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { withParams, type PriceBounds } from './listing-layouts.ts';

// The dialog's code is loaded when it is first opened: the listing page keeps its JavaScript budget.
const AdvancedFiltersDialog = lazy(() => import('./advanced-filters-dialog.tsx'));

/**
 * Above the results of every listing layout: the order (a menu of links, so it works without
 * JavaScript), the grid and list links where the layout has both (they keep the search), and the
 * advanced filters (a dialog, offered once the page runs JavaScript; without it the filter form has
 * the same filters).
 */
export function ListingToolbar({
  path,
  filters,
  total,
  priceBounds,
  extraParams,
  views,
}: {
  path: string;
  filters: ListingFilters;
  /** How many properties the filters find (the dialog starts from it). */
  total: number;
  priceBounds: PriceBounds;
  extraParams?: Record<string, string>;
  /** Links to this search as a grid and as a list, and which one is shown. */
  views?: { grid: string; list: string; current: 'grid' | 'list' };
}) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasDialog, setHasDialog] = useState(false);
  const current: ListingSort = filters.sort ?? 'newest';
  return (
    <div className="listing-toolbar">
      <details className="sort-menu">
        <summary className="sort-menu__toggle">
          {t('listing.sortShown', { sort: t(`listing.sorts.${current}`) })}
        </summary>
        <ul className="sort-menu__list" aria-label={t('listing.sortBy')}>
          {LISTING_SORTS.map((sort) => (
            <li key={sort}>
              <Link
                to={withParams(listingHref(path, { ...filters, sort }), extraParams)}
                aria-current={sort === current ? 'true' : undefined}
                onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
              >
                {t(`listing.sorts.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      {views ? (
        <nav className="view-switch" aria-label={t('listing.view')}>
          {(['grid', 'list'] as const).map((view) => {
            const Icon = view === 'grid' ? LayoutGrid : List;
            return (
              <Link
                key={view}
                to={views[view]}
                aria-current={views.current === view ? 'page' : undefined}
                className="view-switch__link"
              >
                <Icon aria-hidden="true" size={18} />
                {t(view === 'grid' ? 'listing.viewGrid' : 'listing.viewList')}
              </Link>
            );
          })}
        </nav>
      ) : null}
      {isHydrated ? (
        <button
          type="button"
          className="button button--ghost listing-toolbar__advanced"
          aria-haspopup="dialog"
          onClick={() => {
            setHasDialog(true);
            setIsDialogOpen(true);
          }}
        >
          <SlidersHorizontal aria-hidden="true" size={18} />
          {t('advancedFilters.open')}
        </button>
      ) : null}
      {hasDialog ? (
        <Suspense fallback={null}>
          <AdvancedFiltersDialog
            isOpen={isDialogOpen}
            onClose={() => setIsDialogOpen(false)}
            path={path}
            filters={filters}
            total={total}
            priceBounds={priceBounds}
            extraParams={extraParams}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
