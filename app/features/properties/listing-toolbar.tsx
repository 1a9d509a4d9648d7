import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import {
  LISTING_SORTS,
  listingHref,
  listingSearchParams,
  type ListingFilters,
  type ListingSort,
} from '../../../shared/domain/listing-filters.ts';
import { withParams, type PriceBounds } from './listing-layouts.ts';

// The dialog's code is loaded when it is first opened: the listing page keeps its JavaScript budget.
const AdvancedFiltersDialog = lazy(() => import('./advanced-filters-dialog.tsx'));

/** The alert form for a search: its filters, without the order. */
export function alertsHref(filters: ListingFilters): string {
  const query = listingSearchParams({ ...filters, sort: undefined }).toString();
  return query ? `/alerts?${query}` : '/alerts';
}

/** "Get alerts for this search": in a phone's toolbar it shows "Get alerts", its name stays whole. */
export function AlertsLink({ filters }: { filters: ListingFilters }) {
  const t = useT();
  return (
    <Link className="button button--ghost listing-toolbar__alerts" to={alertsHref(filters)}>
      <span className="listing-toolbar__alerts-full">{t('listing.alertsLink')}</span>
      <span className="listing-toolbar__alerts-short" aria-hidden="true">
        {t('listing.alertsLinkShort')}
      </span>
    </Link>
  );
}

/**
 * Above the results of every listing layout: the order (a popover of links, so it works without
 * JavaScript), the grid and list links where the layout has both (they keep the search), and the
 * advanced filters (a dialog once the page runs JavaScript; before, and without it, a link to the
 * filter form, which has the same filters).
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
  const t = useT();
  const isHydrated = useHydrated();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasDialog, setHasDialog] = useState(false);
  const current: ListingSort = filters.sort ?? 'newest';
  const menuId = `sort-menu${useId()}`;
  // The list is placed under its button by CSS anchor positioning (listing-layouts.css).
  const anchor = `--${menuId.replace(/[^\w-]/g, '')}`;
  return (
    <div className="listing-toolbar">
      <div className="sort-menu" style={{ ['--sort-anchor' as string]: anchor }}>
        {/* A native popover (as the phone menu): it opens without a script, and the browser closes it
            on Escape (focus back on this button) and on a click outside, and reports it expanded. */}
        <button type="button" className="sort-menu__toggle" popoverTarget={menuId}>
          {t('listing.sortShown', { sort: t(`listing.sorts.${current}`) })}
        </button>
        <ul id={menuId} popover="auto" className="sort-menu__list" aria-label={t('listing.sortBy')}>
          {LISTING_SORTS.map((sort) => (
            <li key={sort}>
              <Link
                to={withParams(listingHref(path, { ...filters, sort }), extraParams)}
                aria-current={sort === current ? 'true' : undefined}
                onClick={(event) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()}
              >
                {t(`listing.sorts.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
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
                {/* On a phone only the icon shows; the word stays the link's name. */}
                <span className="view-switch__text">
                  {t(view === 'grid' ? 'listing.viewGrid' : 'listing.viewList')}
                </span>
              </Link>
            );
          })}
        </nav>
      ) : null}
      {/* In the server's page too, so that hydration moves nothing below it (it took a row of its
          own on a phone: CLS 0.037, issue 32): until the script runs, the same box is a link to the
          filter form, which has the same filters (the browser unfolds it to show its heading). */}
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
      ) : (
        <a className="button button--ghost listing-toolbar__advanced" href="#filters-title">
          <SlidersHorizontal aria-hidden="true" size={18} />
          {t('advancedFilters.open')}
        </a>
      )}
      {/* A saved-search alert for exactly this search (issue 30): a page of its own, no script. */}
      <AlertsLink filters={filters} />
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
