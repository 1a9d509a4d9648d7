import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/listings';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { listingHref, listingSearchParams } from '../../shared/domain/listing-filters.ts';
import { readListingPage } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { FilteredListing } from '../features/properties/filtered-listing.tsx';
import { ListingToolbar } from '../features/properties/listing-toolbar.tsx';
import { ListingSearchBar } from '../features/properties/listing-search-bar.tsx';
import {
  cardStyleOf,
  listingLayoutOf,
  MAIN_LISTING_PATH,
  withParams,
} from '../features/properties/listing-layouts.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';

// The listing (spec 2.4) and its layouts (spec 2.1, 2.12; issue 16): /list-layout-new-3,
// /grid-layout-with-sidebar, /grid, /classical-property, /list-layout-full and
// /listings-list-with-sidebar are this one module, registered once per path in app/route-registry.ts; the
// path picks the layout (listing-layouts.ts). Same filters, URL, count and pages everywhere.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { query, price } = readListingPage(new URL(request.url).searchParams);
  const { page, pageSize: _ignored, ...filters } = query;
  const [result, priceBounds] = await Promise.all([
    services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'public'),
    services.properties.priceBounds(filters.listingType),
  ]);
  return { ...result, items: result.items.map(toPropertySummary), filters, price, priceBounds };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  // Every layout of a search has one address for search engines: the main listing's.
  const href = loaderData
    ? listingHref(MAIN_LISTING_PATH, loaderData.filters, loaderData.page)
    : MAIN_LISTING_PATH;
  return pageMeta(matches, {
    title: i18n.t('meta.listingsTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('meta.listingsDescription'),
    canonical: href,
  });
};

export default function Listings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  // The layout from the address in the browser (a loader's request may name its data URL instead).
  const layout = listingLayoutOf(pathname);
  const cards = cardStyleOf(layout, new URLSearchParams(search));
  const { items, filters, price, priceBounds, total } = loaderData;
  const path = layout.path;
  // The classic listing shows either style at one address: ?view=list.
  const extraParams: Record<string, string> =
    layout.cards === 'either' && cards === 'list' ? { view: 'list' } : {};
  const views =
    layout.cards === 'either'
      ? {
          grid: listingHref(path, filters),
          list: withParams(listingHref(path, filters), { view: 'list' }),
          current: cards,
        }
      : layout.grid && layout.list
        ? { grid: listingHref(layout.grid, filters), list: listingHref(layout.list, filters), current: cards }
        : undefined;
  return (
    <FilteredListing
      className={`container listing-layout listing-layout--${cards}`}
      path={path}
      filters={filters}
      price={price}
      list={loaderData}
      titleId="listing-title"
      title={t('listing.heading')}
      placement={layout.filters}
      extraParams={extraParams}
      countText={({ from, to, total: count }) =>
        count > 0 ? t('listing.showing', { from, to, count }) : t('listing.showingNone')
      }
      beforeResults={
        <>
          {layout.hasSearchBar ? (
            <ListingSearchBar path={path} filters={filters} extraParams={extraParams} />
          ) : null}
          <ListingToolbar
            // A new search starts the dialog afresh.
            key={listingSearchParams(filters).toString()}
            path={path}
            filters={filters}
            total={total}
            priceBounds={priceBounds}
            extraParams={extraParams}
            views={views}
          />
        </>
      }
    >
      {items.length > 0 ? (
        <PropertyGrid properties={items} headingLevel={2} layout={cards} />
      ) : (
        <div className="empty-state">
          <p className="empty-state__title">{t('listing.noResults')}</p>
          <p>{t('listing.noResultsHint')}</p>
        </div>
      )}
    </FilteredListing>
  );
}
