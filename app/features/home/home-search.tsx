import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Search } from 'lucide-react';
import { listingHref } from '../../../shared/domain/listing-filters.ts';
import { FILTER_CITIES, PROPERTY_TYPES } from '../../../shared/domain/options.ts';
import { PlaceField } from '../../components/form/place-field.tsx';
import type { SearchKind } from './compositions.ts';
import { filtersOfSearch, LISTINGS_PATH, SEARCH_BEDS } from './search-filters.ts';

export type ListingCounts = { rent: number; sale: number };

/**
 * A home variant's search (issue 16): a GET form to the main listing, so the results page carries
 * the search in its URL (for=, city=, type=, beds=) and works without JavaScript. With JavaScript it
 * goes there as a client-side navigation, leaving out the fields left empty.
 *
 * inline: Rent or Buy and a location in one row, as on the home page (spec 2.3);
 * tabbed: Rent and Buy as tabs with the real number of homes of each, over location and kind;
 * card: a card of its own with every field: location, kind, bedrooms.
 */
export function HomeSearch({ kind, counts }: { kind: SearchKind; counts: ListingCounts }) {
  const t = useT();
  const navigate = useNavigate();
  const hasType = kind !== 'inline';
  const hasBeds = kind === 'card';
  return (
    <form
      method="get"
      action={LISTINGS_PATH}
      role="search"
      aria-label={t('homeVariants.search.label')}
      className={`home-search home-search--${kind}`}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(listingHref(LISTINGS_PATH, filtersOfSearch(new FormData(event.currentTarget))));
      }}
    >
      {kind === 'card' ? (
        <div className="home-search__intro">
          <h2 className="home-search__title">{t('homeVariants.search.cardTitle')}</h2>
          <p>{t('homeVariants.search.cardText')}</p>
        </div>
      ) : null}
      <fieldset className="home-search__kind">
        <legend className={kind === 'card' ? 'home-search__legend' : 'visually-hidden'}>
          {t('home.searchLegend')}
        </legend>
        {(['rent', 'sale'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="for" value={value} defaultChecked={value === 'rent'} />
            <span>{t(value === 'rent' ? 'home.rent' : 'home.buy')}</span>
            {kind === 'tabbed' ? (
              <span className="home-search__count">
                {t('homeVariants.search.tabCount', { count: counts[value] })}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="home-search__fields">
        <PlaceField
          id="home-search-city"
          name="city"
          label={t('home.location')}
          defaultValue=""
          placeholder={t('home.locationPlaceholder')}
          suggestions={FILTER_CITIES}
          className="field home-search__field home-search__field--place"
        />
        {hasType ? (
          <div className="field home-search__field">
            <label htmlFor="home-search-type">{t('listing.propertyType')}</label>
            <select id="home-search-type" name="type" defaultValue="">
              <option value="">{t('listing.any')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`property.typeNames.${type}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {hasBeds ? (
          <div className="field home-search__field">
            <label htmlFor="home-search-beds">{t('listing.minBeds')}</label>
            <select id="home-search-beds" name="beds" defaultValue="">
              <option value="">{t('listing.any')}</option>
              {SEARCH_BEDS.map((count) => (
                <option key={count} value={count}>
                  {t('homeVariants.search.bedsOption', { count })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button--accent home-search__submit">
          <Search aria-hidden="true" size={18} />
          {t('home.search')}
        </button>
      </div>
    </form>
  );
}
