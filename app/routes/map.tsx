import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/map';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { listingHref } from '../../shared/domain/listing-filters.ts';
import { readListingPage } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { Pagination } from '../components/pagination.tsx';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { AlertsLink } from '../features/properties/listing-toolbar.tsx';
import { MapSearch, MapSearchNotes } from '../features/maps/map-search.tsx';
import { MapAdvancedSearch } from '../features/maps/map-advanced-search.tsx';
import '../i18n/catalogues/map-search.ts';

const PATH = '/map';

/**
 * /map (spec 2.12 "Map page", issue 16): the map of every public property with coordinates, with
 * the spec's collapsible advanced search (For Buy or For Rent, location), and the list beside it.
 * The URL holds the search: for, city, bounds (from "Search this area"), page; any other listing
 * filter in it (type, beds, price...) applies too, to the map and the list alike.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { query } = readListingPage(new URL(request.url).searchParams);
  const { page, pageSize: _ignored, ...filters } = query;
  const [list, map] = await Promise.all([
    services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'public'),
    services.propertyMap.points(filters),
  ]);
  return { ...list, items: list.items.map(toPropertySummary), filters, map };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const href = loaderData ? listingHref(PATH, loaderData.filters, loaderData.page) : PATH;
  return pageMeta(matches, {
    title: i18n.t('mapSearch.meta.mapTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('mapSearch.meta.mapDescription'),
    canonical: href,
  });
};

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, filters, map, page, pageSize, pageCount, total } = loaderData;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="map-page">
      <MapSearch
        path={PATH}
        filters={filters}
        map={map}
        variant="map"
        header={
          <>
            <h1 id="map-title">{t('mapSearch.mapHeading')}</h1>
            <MapAdvancedSearch action={PATH} filters={filters} />
          </>
        }
      >
        <section className="map-page__results" aria-labelledby="map-results-title">
          <h2 id="map-results-title" className="map-page__results-title">
            {t('mapSearch.resultsLabel')}
          </h2>
          <p className="map-page__count" role="status">
            {total > 0 ? t('listing.showing', { from, to, count: total }) : t('listing.showingNone')}
          </p>
          <MapSearchNotes path={PATH} filters={filters} map={map} />
          <p>
            <AlertsLink filters={filters} />
          </p>
          {items.length > 0 ? (
            <PropertyGrid properties={items} />
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">{t('listing.noResults')}</p>
              <p>{t('listing.noResultsHint')}</p>
            </div>
          )}
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listingHref(PATH, filters, n)} />
        </section>
      </MapSearch>
    </div>
  );
}
