import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import {
  activeFilterCount,
  priceFilterStateOf,
  type ListingFilters,
  type PriceFilterState,
} from '../../../shared/domain/listing-filters.ts';
import { FILTER_CITIES, PROPERTY_TYPES } from '../../../shared/domain/options.ts';
import { PRICE_FILTER_MAX } from '../../../shared/domain/limits.ts';
import { formatDollars } from '../../../shared/format.ts';
import { PlaceField } from '../../components/form/place-field.tsx';
import { FieldError } from '../../components/form/field-parts.tsx';

/** From here up the filters sit beside the results, always open (the site's breakpoint, spec 9). */
const WIDE = '(min-width: 992px)';

/**
 * Spec 2.4 filter sidebar. A plain GET form: it works without JavaScript, the filters live in the
 * URL (shareable, back button works), and submitting drops the page number, so a change goes
 * back to page 1.
 *
 * On a phone it is a disclosure ("Filters", and how many are set), closed at first so the results
 * start on the first screen; it opens by itself when a price needs correcting. From 992 px up it is
 * always open: the CSS shows its content and hides the summary, without JavaScript too; the script
 * also sets `open`, so assistive technology hears it as open.
 */
export function ListingFiltersForm({
  filters,
  action,
  price = priceFilterStateOf(filters),
}: {
  filters: ListingFilters;
  action: string;
  /** The price fields as the loader read them (errors, swapped range); by default, from `filters`. */
  price?: PriceFilterState;
}) {
  const { t } = useTranslation();
  const count = activeFilterCount(filters);
  const hasPriceError = Boolean(price.errors.min || price.errors.max);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();

  // Each new result (a search, a page, Back): open on a wide screen or to show an error, else closed
  // so the phone's results come into view; focus inside a closing disclosure goes to its summary.
  // On the first render only ever opened: a visitor may have opened it before the page hydrated.
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const isFirst = shownKey.current === null;
    shownKey.current = key;
    const shouldOpen = window.matchMedia(WIDE).matches || hasPriceError;
    if (shouldOpen) details.open = true;
    else if (!isFirst && details.open) {
      if (details.contains(document.activeElement)) details.querySelector('summary')?.focus();
      details.open = false;
    }
  }, [key, hasPriceError]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches && detailsRef.current) detailsRef.current.open = true;
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const priceError = (side: 'min' | 'max') => {
    const problem = price.errors[side];
    return problem ? [t(`listing.priceErrors.${problem}`)] : undefined;
  };
  const describedBy = (side: 'min' | 'max') =>
    ['filter-price-hint', price.errors[side] ? `filter-${side}-price-error` : undefined]
      .filter(Boolean)
      .join(' ');

  return (
    <details ref={detailsRef} className="filters" open={hasPriceError || undefined}>
      <summary className="filters__toggle">
        <SlidersHorizontal aria-hidden="true" size={18} />
        {t('listing.filtersToggle')}
        {count > 0 ? <span className="filters__count">{t('listing.activeFilters', { count })}</span> : null}
      </summary>
      <Form method="get" action={action} className="filters__form">
        <h2 id="filters-title" className="filters__title">
          {t('listing.filters')}
        </h2>
        <div className="field">
          <label htmlFor="filter-for">{t('listing.listingType')}</label>
          <select
            key={filters.listingType}
            id="filter-for"
            name="for"
            defaultValue={filters.listingType ?? ''}
          >
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
          <select
            key={filters.propertyType}
            id="filter-type"
            name="type"
            defaultValue={filters.propertyType ?? ''}
          >
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
          <select
            key={filters.minBeds}
            id="filter-beds"
            name="beds"
            defaultValue={filters.minBeds ? String(filters.minBeds) : ''}
          >
            <option value="">{t('listing.any')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </div>
        {/* Text, not type=number: the browser would refuse "$1,500" or "1.5k" before we could read it. */}
        <fieldset className="filters__price">
          <legend>{t('listing.priceRange')}</legend>
          <div className="filters__price-fields">
            {(['min', 'max'] as const).map((side) => (
              <div className="field" key={side}>
                <label htmlFor={`filter-${side}-price`}>
                  {t(side === 'min' ? 'listing.priceMin' : 'listing.priceMax')}
                </label>
                <input
                  // A new reading (a swap, "1.5k" shown as "1,500") replaces what was typed.
                  key={price[side]}
                  id={`filter-${side}-price`}
                  name={side === 'min' ? 'minPrice' : 'maxPrice'}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={32}
                  placeholder={formatDollars(side === 'min' ? 0 : PRICE_FILTER_MAX)}
                  defaultValue={price[side]}
                  aria-invalid={price.errors[side] ? true : undefined}
                  aria-describedby={describedBy(side)}
                />
                <FieldError id={`filter-${side}-price-error`} errors={priceError(side)} />
              </div>
            ))}
          </div>
          <p id="filter-price-hint" className="field__hint">
            {t('listing.priceHint')}
          </p>
        </fieldset>
        <div className="filters__actions">
          <button type="submit" className="button button--accent">
            {t('listing.apply')}
          </button>
          <a href={action} className="button button--ghost">
            {t('listing.reset')}
          </a>
        </div>
      </Form>
    </details>
  );
}
