import { useState } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/home';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { listingHref, type ListingFilters } from '../../shared/domain/listing-filters.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { TestimonialsCarousel } from '../features/testimonials/testimonials-carousel.tsx';
import { HydrateLater } from '../components/hydration.tsx';
// The modules themselves, not the feature's entry: the home page's code stays free of the variants'
// carousels (bundle budget, ADR 023).
import { HomeResults } from '../features/home/home-results.tsx';
import { HomeSearchHero } from '../features/home/home-search-hero.tsx';
import { LISTINGS_PATH } from '../features/home/search-filters.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const query = parseListingQuery(new URL(request.url).searchParams);
  // Spec 2.3: Rent is the default; the location matches the city, case-insensitively.
  const listingType = query.listingType ?? 'rent';
  const city = query.city;
  const properties = await services.properties.listForHome({ listingType, city });
  return {
    properties: properties.map(toPropertySummary),
    listingType,
    city: city ?? '',
    isSearch: Boolean(city),
    // Whether the visitor chose Rent or Buy (a search was made), rather than the default.
    isKindChosen: query.listingType !== undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('meta.homeTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('meta.siteDescription'),
    canonical: '/',
  });
};

/**
 * Spec 2.3: the search hero, the newest rentals (or the search's results) and the customer reviews.
 * The sections are the home feature's (app/features/home), shared with the variants /home-2 … /home-11.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { properties, listingType, city, isSearch, isKindChosen } = loaderData;
  const navigation = useNavigation();
  // What the search form says now, as the visitor changes it, for "Browse More Properties". Edits
  // belong to the results they were made on: a new search (or Back) starts again from its URL.
  const [edited, setEdited] = useState<{ results: object; filters: ListingFilters } | null>(null);
  const submitted: ListingFilters = {
    ...(isKindChosen || city ? { listingType } : {}),
    ...(city ? { city } : {}),
  };
  const browseFilters = edited?.results === loaderData ? edited.filters : submitted;
  // A new search is on its way: the old results stay, dimmed, under a spinner.
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <HomeSearchHero
        listingType={listingType}
        city={city}
        onEdit={(filters) => setEdited({ results: loaderData, filters })}
      />
      <HomeResults
        isSearch={isSearch}
        isSearching={isSearching}
        browseHref={listingHref(LISTINGS_PATH, browseFilters)}
      >
        {properties.length > 0 ? <PropertyGrid properties={properties} /> : null}
      </HomeResults>
      <HydrateLater>
        <TestimonialsCarousel />
      </HydrateLater>
    </>
  );
}
