import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { FILTER_CITIES, PROPERTY_TYPES } from '../../../shared/domain/options.ts';
import { PRICE_FILTER_MAX } from '../../../shared/domain/limits.ts';
import { PlaceField } from '../../components/form/place-field.tsx';

/**
 * Spec 2.4 filter sidebar. A plain GET form: it works without JavaScript, the filters live in the
 * URL (shareable, back button works), and submitting drops the page number, so a change goes
 * back to page 1.
 */
export function ListingFiltersForm({ filters, action }: { filters: ListingFilters; action: string }) {
  const { t } = useTranslation();
  const priceValue =
    filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? `${filters.minPrice ?? 0}-${filters.maxPrice ?? PRICE_FILTER_MAX}`
      : '';
  return (
    <Form method="get" action={action} className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="filters__title">
        {t('listing.filters')}
      </h2>
      <div className="field">
        <label htmlFor="filter-for">{t('listing.listingType')}</label>
        <select id="filter-for" name="for" defaultValue={filters.listingType ?? ''}>
          <option value="">{t('listing.any')}</option>
          <option value="sale">{t('listing.forSellOption')}</option>
          <option value="rent">{t('listing.forRentOption')}</option>
        </select>
      </div>
      <PlaceField
        id="filter-city"
        name="city"
        label={t('listing.city')}
        defaultValue={filters.city ?? ''}
        suggestions={FILTER_CITIES}
      />
      <div className="field">
        <label htmlFor="filter-type">{t('listing.propertyType')}</label>
        <select id="filter-type" name="type" defaultValue={filters.propertyType ?? ''}>
          <option value="">{t('listing.any')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-beds">{t('listing.minBeds')}</label>
        <select id="filter-beds" name="beds" defaultValue={filters.minBeds ? String(filters.minBeds) : ''}>
          <option value="">{t('listing.any')}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}+
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-price">{t('listing.priceRange')}</label>
        <input
          id="filter-price"
          name="price"
          type="text"
          inputMode="numeric"
          pattern="\d{0,9}-\d{0,9}"
          placeholder={`0-${PRICE_FILTER_MAX}`}
          defaultValue={priceValue}
        />
      </div>
      <div className="filters__actions">
        <button type="submit" className="button button--accent">
          {t('listing.apply')}
        </button>
        <a href={action} className="button button--ghost">
          {t('listing.reset')}
        </a>
      </div>
    </Form>
  );
}
