import { useTranslation } from 'react-i18next';
import type { Route } from './+types/listings';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { listingSearchParams } from '../../shared/domain/listing-filters.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { ListingFiltersForm } from '../features/properties/listing-filters-form.tsx';
import { Pagination } from '../features/properties/pagination.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';

const PATH = '/list-layout-new-3';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { page, pageSize: _ignored, ...filters } = parseListingQuery(new URL(request.url).searchParams);
  const result = await services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'public');
  return { ...result, items: result.items.map(toPropertySummary), filters };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const qs = loaderData ? listingSearchParams(loaderData.filters, loaderData.page).toString() : '';
  return pageMeta({
    title: i18n.t('meta.listingsTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('meta.listingsDescription'),
    canonical: root ? `${root.origin}${PATH}${qs ? `?${qs}` : ''}` : undefined,
  });
};

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, pageSize, pageCount, filters } = loaderData;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const hrefFor = (n: number) => {
    const qs = listingSearchParams(filters, n).toString();
    return qs ? `${PATH}?${qs}` : PATH;
  };
  return (
    <div className="container listing-layout">
      <aside className="listing-layout__sidebar">
        <ListingFiltersForm filters={filters} action={PATH} />
      </aside>
      <section className="listing-layout__results" aria-labelledby="listing-title">
        <h1 id="listing-title">{t('listing.heading')}</h1>
        <p className="listing-layout__count" role="status">
          {total > 0 ? t('listing.showing', { from, to, count: total }) : t('listing.showingNone')}
        </p>
        {items.length > 0 ? (
          <PropertyGrid properties={items} headingLevel={2} />
        ) : (
          <div className="empty-state">
            <p className="empty-state__title">{t('listing.noResults')}</p>
            <p>{t('listing.noResultsHint')}</p>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
