import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import {
  BATHS_FILTER_MAX,
  LISTING_SORTS,
  listingHref,
  listingSearchParams,
  type ListingFilters,
  type ListingSort,
} from '../../../shared/domain/listing-filters.ts';
import { FEATURES, type Feature } from '../../../shared/domain/options.ts';
import { formatDollars } from '../../../shared/format.ts';
import { Dialog } from '../../components/dialog.tsx';
import { FeatureLabel } from './feature-label.tsx';
import { withParams, type PriceBounds } from './listing-layouts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { apiHeaders } from '../../i18n/api-headers.ts';

/** Bedrooms and bathrooms offered as minimums: 1+ to 4+ (the largest means "or more"), and 1+ to 5+. */
const BED_CHOICES = [1, 2, 3, 4] as const;
const BATH_CHOICES = Array.from({ length: BATHS_FILTER_MAX }, (_, i) => i + 1);
/** Wait this long after the last change before counting again. */
const COUNT_DELAY_MS = 250;

type Props = {
  isOpen: boolean;
  onClose: () => void;
  path: string;
  filters: ListingFilters;
  total: number;
  priceBounds: PriceBounds;
  extraParams?: Record<string, string>;
};

/**
 * The advanced filters (spec 2.12), loaded on first use (listing-toolbar.tsx): a price slider over
 * the real prices of the kind listed, bedrooms, bathrooms, the features, the order; the count of
 * what the filters as set would find, before applying ('See N Properties'); applying puts them in
 * the URL. What the data cannot answer (Hot Deals, kinds of laundry, studios) is not offered.
 */
export default function AdvancedFiltersDialog({ isOpen, onClose, ...rest }: Props) {
  const t = useT();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('advancedFilters.title')} className="dialog--advanced">
      {/* Rendered only while open: each opening starts from the filters of the page. */}
      <AdvancedFiltersForm {...rest} onClose={onClose} />
    </Dialog>
  );
}

/** Slider positions in steps of 1, 2 or 5 times a power of ten, about a hundred steps in all. */
export function sliderScale(bounds: { min: number; max: number }) {
  const rough = Math.max(1, (bounds.max - bounds.min) / 100);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power * 10;
  const low = Math.floor(bounds.min / step) * step;
  const high = Math.max(low + step, Math.ceil(bounds.max / step) * step);
  return { low, high, step };
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

function AdvancedFiltersForm({
  onClose,
  path,
  filters,
  total,
  priceBounds,
  extraParams,
}: Omit<Props, 'isOpen'>) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const scale = priceBounds ? sliderScale(priceBounds) : null;
  const [draft, setDraft] = useState<ListingFilters>(() => ({ ...filters }));
  // The slider's two handles; the price filter changes only once one is moved.
  const [handles, setHandles] = useState(() =>
    scale
      ? {
          low: clamp(filters.minPrice ?? scale.low, scale.low, scale.high),
          high: clamp(filters.maxPrice ?? scale.high, scale.low, scale.high),
        }
      : null,
  );
  const query = listingSearchParams(draft).toString();
  const initialQuery = listingSearchParams(filters).toString();
  const [count, setCount] = useState<{ query: string; total: number | null }>({
    query: initialQuery,
    total,
  });

  // The live count: GET /api/properties with the filters as set, one row, X-Total-Count. A change
  // waits for the next; a newer change cancels the request of an older one.
  useEffect(() => {
    if (query === count.query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams(query);
        params.set('pageSize', '1');
        const response = await fetch(`/api/properties?${params}`, {
          signal: controller.signal,
          headers: apiHeaders({ accept: 'application/json' }),
        });
        const header = response.headers.get('x-total-count');
        const found = response.ok && header !== null ? Number(header) : null;
        setCount({ query, total: found });
      } catch (error) {
        if (!controller.signal.aborted) setCount({ query, total: null });
        else void error;
      }
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, count.query]);

  const isCounting = count.query !== query;
  const update = (change: Partial<ListingFilters>) => setDraft((current) => ({ ...current, ...change }));

  const moveHandle = (side: 'low' | 'high', value: number) => {
    if (!scale || !handles) return;
    // The handles never cross: each stops at the other.
    const next =
      side === 'low'
        ? { ...handles, low: Math.min(value, handles.high) }
        : { ...handles, high: Math.max(value, handles.low) };
    setHandles(next);
    // At the ends of the slider the price is not limited on that side.
    update({
      minPrice: next.low > scale.low ? next.low : undefined,
      maxPrice: next.high < scale.high ? next.high : undefined,
    });
  };

  const toggleFeature = (feature: Feature, isOn: boolean) => {
    const set = new Set(draft.features ?? []);
    if (isOn) set.add(feature);
    else set.delete(feature);
    update({ features: FEATURES.filter((f) => set.has(f)) });
  };

  const reset = () => {
    setDraft({
      ...filters,
      minPrice: undefined,
      maxPrice: undefined,
      minBeds: undefined,
      minBaths: undefined,
      features: [],
      sort: undefined,
    });
    if (scale) setHandles({ low: scale.low, high: scale.high });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    void navigate(withParams(listingHref(path, draft), extraParams));
  };

  const priceText = (value: number) => formatDollars(value, language);
  const countText =
    isCounting && count.total === null
      ? t('advancedFilters.counting')
      : count.total === null
        ? t('advancedFilters.countFailed')
        : null;

  return (
    <form className="advanced-filters" onSubmit={apply} aria-describedby={`${id}-status`}>
      <div className="advanced-filters__fields">
        <fieldset className="advanced-filters__group">
          <legend>{t('advancedFilters.price')}</legend>
          {scale && handles ? (
            <div className="range-slider">
              <div className="range-slider__labels">
                {(['low', 'high'] as const).map((side) => (
                  <label key={side} htmlFor={`${id}-${side}`}>
                    {t(side === 'low' ? 'advancedFilters.priceMin' : 'advancedFilters.priceMax')}{' '}
                    <output htmlFor={`${id}-${side}`}>{priceText(handles[side])}</output>
                  </label>
                ))}
              </div>
              <div
                className="range-slider__track"
                style={{
                  // The chosen stretch of the track, between the handles.
                  ['--from' as string]: `${((handles.low - scale.low) / (scale.high - scale.low)) * 100}%`,
                  ['--to' as string]: `${((handles.high - scale.low) / (scale.high - scale.low)) * 100}%`,
                }}
              >
                {(['low', 'high'] as const).map((side) => (
                  <input
                    key={side}
                    id={`${id}-${side}`}
                    type="range"
                    className={`range-slider__input range-slider__input--${side}`}
                    min={scale.low}
                    max={scale.high}
                    step={scale.step}
                    value={handles[side]}
                    aria-valuetext={priceText(handles[side])}
                    onChange={(event) => moveHandle(side, Number(event.currentTarget.value))}
                  />
                ))}
              </div>
            </div>
          ) : (
            <p>{t('advancedFilters.noPrices')}</p>
          )}
        </fieldset>

        <ChoiceRow
          name={`${id}-beds`}
          legend={t('advancedFilters.bedrooms')}
          choices={BED_CHOICES}
          value={draft.minBeds}
          onChange={(minBeds) => update({ minBeds })}
        />
        <ChoiceRow
          name={`${id}-baths`}
          legend={t('advancedFilters.bathrooms')}
          choices={BATH_CHOICES}
          value={draft.minBaths}
          onChange={(minBaths) => update({ minBaths })}
        />

        <fieldset className="advanced-filters__group">
          <legend>{t('listing.amenities')}</legend>
          <div className="advanced-filters__features">
            {/* Pet Friendly first, as the template has it; then the other features in the spec's order. */}
            {[...FEATURES]
              .sort((a, b) => Number(b === 'Pets Allowed') - Number(a === 'Pets Allowed'))
              .map((feature) => (
                <label key={feature} className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.features?.includes(feature) ?? false}
                    onChange={(event) => toggleFeature(feature, event.currentTarget.checked)}
                  />
                  <FeatureLabel feature={feature} asFilter />
                </label>
              ))}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('listing.sortBy')}</label>
          <select
            id={`${id}-sort`}
            value={draft.sort ?? 'newest'}
            onChange={(event) => {
              const sort = event.currentTarget.value as ListingSort;
              update({ sort: sort === 'newest' ? undefined : sort });
            }}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sorts.${sort}`)}
              </option>
            ))}
          </select>
          {draft.sort === 'popular' ? <p className="field__hint">{t('listing.popularHint')}</p> : null}
        </div>
      </div>

      <div className="advanced-filters__actions">
        <p id={`${id}-status`} className="advanced-filters__status" role="status">
          {countText}
        </p>
        <button type="button" className="button button--ghost" onClick={reset}>
          {t('advancedFilters.reset')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('advancedFilters.cancel')}
        </button>
        <button
          type="submit"
          className="button button--accent advanced-filters__apply"
          aria-busy={isCounting || undefined}
          data-count={count.total ?? undefined}
        >
          {count.total === null ? t('listing.apply') : t('advancedFilters.see', { count: count.total })}
        </button>
      </div>
    </form>
  );
}

/** "Any", then "1+", "2+"... as one row of radio buttons. */
function ChoiceRow({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const t = useT();
  const options: [number | undefined, string][] = [
    [undefined, t('advancedFilters.any')],
    ...choices.map((n): [number, string] => [n, t('advancedFilters.orMore', { count: n })]),
  ];
  return (
    <fieldset className="advanced-filters__group">
      <legend>{legend}</legend>
      <div className="segmented">
        {options.map(([option, label]) => (
          <label key={label} className="segmented__option">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
