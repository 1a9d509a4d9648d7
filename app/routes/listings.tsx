import { useTranslation } from 'react-i18next';
import type { Route } from './+types/listings';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { listingHref } from '../../shared/domain/listing-filters.ts';
import { readListingPage } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { FilteredListing } from '../features/properties/filtered-listing.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';

const PATH = '/list-layout-new-3';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { query, price } = readListingPage(new URL(request.url).searchParams);
  const { page, pageSize: _ignored, ...filters } = query;
  const result = await services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'public');
  return { ...result, items: result.items.map(toPropertySummary), filters, price };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const href = loaderData ? listingHref(PATH, loaderData.filters, loaderData.page) : PATH;
  return pageMeta({
    title: i18n.t('meta.listingsTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('meta.listingsDescription'),
    canonical: root ? `${root.origin}${href}` : undefined,
  });
};

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, filters, price } = loaderData;
  return (
    <FilteredListing
      className="container listing-layout"
      path={PATH}
      filters={filters}
      price={price}
      list={loaderData}
      titleId="listing-title"
      title={t('listing.heading')}
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
  );
}
