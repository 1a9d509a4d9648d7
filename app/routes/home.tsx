import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
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
    // Whether the visitor chose Rent or Buy (a search was made), rather than the default.
    isKindChosen: query.listingType !== undefined,
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

const LISTINGS_PATH = '/list-layout-new-3';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { properties, listingType, city, isSearch, isKindChosen } = loaderData;
  const navigation = useNavigation();
  const { key } = useLocation();
  // What the search form says now, as the visitor changes it, for "Browse More Properties". Edits
  // belong to the results they were made on: a new search (or Back) starts again from its URL.
  const [edited, setEdited] = useState<{ results: object; filters: ListingFilters } | null>(null);
  const submitted: ListingFilters = {
    ...(isKindChosen || city ? { listingType } : {}),
    ...(city ? { city } : {}),
  };
  const browseFilters = edited?.results === loaderData ? edited.filters : submitted;

  // Back or Forward to another search: the form shows that search again, as the results do. Only
  // values that differ are set, so the field being typed in keeps its text and its focus; the
  // first render keeps whatever was typed before the page hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    const form = formRef.current;
    if (!form || shownKey.current === key) return;
    shownKey.current = key;
    const kind = form.elements.namedItem('for');
    if (kind instanceof RadioNodeList && kind.value !== listingType) kind.value = listingType;
    const place = form.elements.namedItem('city');
    if (place instanceof HTMLInputElement && place.value.trim() !== city) place.value = city;
  }, [key, listingType, city]);
  // A new search is on its way: the old results stay, dimmed, under a spinner.
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <Form
            ref={formRef}
            method="get"
            action="/"
            className="hero__search"
            preventScrollReset
            onChange={(event) => {
              const form = new FormData(event.currentTarget);
              const kind = form.get('for');
              const place = String(form.get('city') ?? '').trim();
              setEdited({
                results: loaderData,
                filters: {
                  listingType: kind === 'sale' ? 'sale' : 'rent',
                  ...(place ? { city: place } : {}),
                },
              });
            }}
          >
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
          {/* The home search carried over (spec 2.3's Rent/Buy and location): the same properties, more of them. */}
          <Link className="button button--primary" to={listingHref(LISTINGS_PATH, browseFilters)}>
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
