import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { Route } from './+types/home';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { TestimonialsCarousel } from '../features/testimonials/testimonials-carousel.tsx';
import { HydrateLater } from '../components/hydration.tsx';
import { PlaceField } from '../components/form/place-field.tsx';

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
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta({
    title: i18n.t('meta.homeTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('meta.siteDescription'),
    canonical: root ? `${root.origin}/` : undefined,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { properties, listingType, city, isSearch } = loaderData;
  const navigation = useNavigation();
  // A new search is on its way: the old results stay, dimmed, under a spinner.
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <Form method="get" action="/" className="hero__search" preventScrollReset>
            <fieldset className="hero__kind">
              <legend className="visually-hidden">{t('home.searchLegend')}</legend>
              <label>
                <input type="radio" name="for" value="rent" defaultChecked={listingType === 'rent'} />
                {t('home.rent')}
              </label>
              <label>
                <input type="radio" name="for" value="sale" defaultChecked={listingType === 'sale'} />
                {t('home.buy')}
              </label>
            </fieldset>
            <PlaceField
              id="hero-location"
              name="city"
              label={t('home.location')}
              defaultValue={city}
              placeholder={t('home.locationPlaceholder')}
              className="hero__location"
            />
            <button type="submit" className="button button--accent">
              <Search aria-hidden="true" size={18} />
              {t('home.search')}
            </button>
          </Form>
        </div>
      </section>
      <section
        className={`container section${isSearching ? ' results--pending' : ''}`}
        aria-labelledby="home-results-title"
        aria-busy={isSearching}
      >
        <h2 id="home-results-title">{t(isSearch ? 'home.resultsHeading' : 'home.rentalsHeading')}</h2>
        {isSearching ? (
          <div className="results__spinner" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('home.searching')}</span>
          </div>
        ) : null}
        {properties.length > 0 ? (
          <PropertyGrid properties={properties} />
        ) : (
          <div className="empty-state" role="status">
            <p className="empty-state__title">{t('listing.noResults')}</p>
            <p>{t('listing.noResultsHint')}</p>
          </div>
        )}
        <p className="section__more">
          <Link className="button button--primary" to="/list-layout-new-3">
            {t('home.browseMore')}
          </Link>
        </p>
      </section>
      <HydrateLater>
        <TestimonialsCarousel />
      </HydrateLater>
    </>
  );
}
