import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/grid-layout-with-map';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { listingHref, listingSearchParams } from '../../shared/domain/listing-filters.ts';
import { readListingPage } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { FilteredListing } from '../features/properties/filtered-listing.tsx';
import { ListingToolbar } from '../features/properties/listing-toolbar.tsx';
import { MapSearch, MapSearchNotes } from '../features/maps/map-search.tsx';
import '../i18n/catalogues/map-search.ts';

const PATH = '/grid-layout-with-map';

/**
 * /grid-layout-with-map (spec 2.1, issue 16): the listing (the same filters, count and pages as
 * /list-layout-new-3) with a map of the same search beside it; "Search this area" adds bounds=.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { query, price } = readListingPage(new URL(request.url).searchParams);
  const { page, pageSize: _ignored, ...filters } = query;
  const [list, map, priceBounds] = await Promise.all([
    services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'public'),
    services.propertyMap.points(filters),
    services.properties.priceBounds(filters.listingType),
  ]);
  return { ...list, items: list.items.map(toPropertySummary), filters, price, priceBounds, map };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const href = loaderData ? listingHref(PATH, loaderData.filters, loaderData.page) : PATH;
  return pageMeta(matches, {
    title: i18n.t('mapSearch.meta.gridTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('mapSearch.meta.gridDescription'),
    canonical: href,
  });
};

export default function GridLayoutWithMap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, filters, price, priceBounds, map, total } = loaderData;
  return (
    <div className="map-grid-page">
      <MapSearch path={PATH} filters={filters} map={map} variant="list">
        <FilteredListing
          className="listing-layout"
          path={PATH}
          filters={filters}
          price={price}
          list={loaderData}
          titleId="map-grid-title"
          title={t('mapSearch.gridHeading')}
          // Beside the map the results need the width: the filters fold above them until opened.
          placement="panel"
          beforeResults={
            <>
              <MapSearchNotes path={PATH} filters={filters} map={map} />
              <ListingToolbar
                // A new search starts the dialog afresh.
                key={listingSearchParams(filters).toString()}
                path={PATH}
                filters={filters}
                total={total}
                priceBounds={priceBounds}
                // The grid is this page; the list is the listing's list layout, with this search.
                views={{
                  grid: listingHref(PATH, filters),
                  list: listingHref('/listings-list-with-sidebar', filters),
                  current: 'grid',
                }}
              />
            </>
          }
          countText={({ from, to, total }) =>
            total > 0 ? t('listing.showing', { from, to, count: total }) : t('listing.showingNone')
          }
        >
          {items.length > 0 ? (
            <PropertyGrid properties={items} headingLevel={2} />
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">{t('listing.noResults')}</p>
              <p>{t('listing.noResultsHint')}</p>
            </div>
          )}
        </FilteredListing>
      </MapSearch>
    </div>
  );
}
