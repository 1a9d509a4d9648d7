import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { SlidersHorizontal } from 'lucide-react';
import {
  activeFilterCount,
  BATHS_FILTER_MAX,
  boundsParam,
  priceFilterStateOf,
  type ListingFilters,
  type PriceFilterState,
} from '../../../shared/domain/listing-filters.ts';
import { FEATURES, FILTER_CITIES, PROPERTY_TYPES } from '../../../shared/domain/options.ts';
import { PRICE_FILTER_MAX } from '../../../shared/domain/limits.ts';
import { formatDollars } from '../../../shared/format.ts';
import { PlaceField } from '../../components/form/place-field.tsx';
import { FieldError } from '../../components/form/field-parts.tsx';
import type { FiltersPlacement } from './listing-layouts.ts';
import { FeatureLabel } from './feature-label.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

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
 *
 * In the other layouts (issue 16) the summary is the filters' show/hide button at every width:
 * 'toggle' starts open beside the results on a wide screen, 'panel' starts folded above them.
 */
export function ListingFiltersForm({
  filters,
  action,
  price = priceFilterStateOf(filters),
  placement = 'column',
  extraParams = {},
}: {
  filters: ListingFilters;
  action: string;
  /** The price fields as the loader read them (errors, swapped range); by default, from `filters`. */
  price?: PriceFilterState;
  placement?: FiltersPlacement;
  /** Parameters of the page that are not filters (?view=list), sent again with the form. */
  extraParams?: Record<string, string>;
}) {
  const t = useT();
  const language = useLanguage();
  const count = activeFilterCount(filters);
  const hasPriceError = Boolean(price.errors.min || price.errors.max);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();

  // Each new result (a search, a page, Back): open on a wide screen or to show an error, else closed
  // so the phone's results come into view; focus inside a closing disclosure goes to its summary.
  // On the first render only ever opened: a visitor may have opened it before the page hydrated.
  // A layout with a show/hide button leaves a wide screen's filters as the visitor set them.
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const isFirst = shownKey.current === null;
    shownKey.current = key;
    const isWide = window.matchMedia(WIDE).matches;
    const shouldOpen =
      hasPriceError || (isWide && (placement === 'column' || (placement === 'toggle' && isFirst)));
    const shouldClose = !isFirst && (!isWide || placement === 'panel');
    if (shouldOpen) details.open = true;
    else if (shouldClose && details.open) {
      if (details.contains(document.activeElement)) details.querySelector('summary')?.focus();
      details.open = false;
    }
  }, [key, hasPriceError, placement]);

  useEffect(() => {
    if (placement !== 'column') return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches && detailsRef.current) detailsRef.current.open = true;
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [placement]);

  const priceError = (side: 'min' | 'max') => {
    const problem = price.errors[side];
    return problem ? [t(`listing.priceErrors.${problem}`)] : undefined;
  };
  const describedBy = (side: 'min' | 'max') =>
    ['filter-price-hint', price.errors[side] ? `filter-${side}-price-error` : undefined]
      .filter(Boolean)
      .join(' ');
  // What the form has no field for is sent again as it is: the order, the map's area, the view.
  const kept: [string, string][] = [
    ...(filters.sort ? [['sort', filters.sort] as [string, string]] : []),
    ...(filters.bounds ? [['bounds', boundsParam(filters.bounds)] as [string, string]] : []),
    ...Object.entries(extraParams),
  ];
  const featureCount = filters.features?.length ?? 0;

  return (
    <details
      ref={detailsRef}
      className={`filters${placement === 'column' ? '' : ' filters--collapsible'}`}
      open={hasPriceError || undefined}
    >
      <summary className="filters__toggle">
        <SlidersHorizontal aria-hidden="true" size={18} />
        {t('listing.filtersToggle')}
        {count > 0 ? <span className="filters__count">{t('listing.activeFilters', { count })}</span> : null}
      </summary>
      <Form method="get" action={action} className="filters__form">
        <h2 id="filters-title" className="filters__title">
          {t('listing.filters')}
        </h2>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterSelect
          id="filter-for"
          name="for"
          label={t('listing.listingType')}
          value={filters.listingType}
          options={[
            ['sale', t('listing.forSellOption')],
            ['rent', t('listing.forRentOption')],
          ]}
        />
        <PlaceField
          id="filter-city"
          name="city"
          label={t('listing.city')}
          defaultValue={filters.city ?? ''}
          suggestions={FILTER_CITIES}
        />
        <FilterSelect
          id="filter-type"
          name="type"
          label={t('listing.propertyType')}
          value={filters.propertyType}
          options={PROPERTY_TYPES.map((type) => [type, t(`property.typeNames.${type}`)])}
        />
        <div className="filters__pair">
          <FilterSelect
            id="filter-beds"
            name="beds"
            label={t('listing.minBeds')}
            value={filters.minBeds ? String(filters.minBeds) : undefined}
            options={minimums(5)}
          />
          <FilterSelect
            id="filter-baths"
            name="baths"
            label={t('listing.minBaths')}
            value={filters.minBaths ? String(filters.minBaths) : undefined}
            options={minimums(BATHS_FILTER_MAX)}
          />
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
                  placeholder={formatDollars(side === 'min' ? 0 : PRICE_FILTER_MAX, language)}
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
        {/* The 15 features, folded: open when one is set. */}
        <details className="filters__more" open={featureCount > 0 || undefined}>
          <summary>
            {t('listing.amenities')}
            {featureCount > 0 ? <span className="filters__count">{featureCount}</span> : null}
          </summary>
          <fieldset className="filters__features">
            <legend className="visually-hidden">{t('listing.amenities')}</legend>
            {FEATURES.map((feature) => (
              <label key={feature} className="checkbox">
                <input
                  key={String(filters.features?.includes(feature))}
                  type="checkbox"
                  name="feature"
                  value={feature}
                  defaultChecked={filters.features?.includes(feature)}
                />
                <FeatureLabel feature={feature} asFilter />
              </label>
            ))}
          </fieldset>
        </details>
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

/** "1+" to "max+", as [value, label] options of a minimum. */
function minimums(max: number): [string, string][] {
  return Array.from({ length: max }, (_, i) => [String(i + 1), `${i + 1}+`]);
}

/** A select of the filters, "Any" first (the filter not set). */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* Keyed by the value: a new result (Back, a link) shows its own filters, not the last typed. */}
      <select key={value} id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{t('listing.any')}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
