import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { SlidersHorizontal } from 'lucide-react';
import type { ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { FILTER_CITIES } from '../../../shared/domain/options.ts';
import { PlaceField } from '../../components/form/place-field.tsx';

/**
 * The map page's collapsible advanced search (spec 2.12): For Buy or For Rent, and a location. A
 * plain GET form to the page itself, so it works without JavaScript; a new search drops the map
 * area (bounds) and the page number, and keeps nothing else.
 */
export function MapAdvancedSearch({ action, filters }: { action: string; filters: ListingFilters }) {
  const t = useT();
  const choices = [
    { value: '', label: t('mapSearch.anyType') },
    { value: 'sale', label: t('mapSearch.forBuy') },
    { value: 'rent', label: t('mapSearch.forRent') },
  ];
  return (
    <details className="map-advanced" open>
      <summary className="map-advanced__toggle">
        <SlidersHorizontal aria-hidden="true" size={18} />
        {t('mapSearch.advancedSearch')}
      </summary>
      <Form method="get" action={action} className="map-advanced__form">
        <fieldset className="map-advanced__kind">
          <legend>{t('mapSearch.buyOrRent')}</legend>
          <div className="map-advanced__choices">
            {choices.map((choice) => (
              <label key={choice.value} className="map-advanced__choice">
                <input
                  // A new search result (Back, a link) shows its own choice.
                  key={`${choice.value}-${filters.listingType ?? ''}`}
                  type="radio"
                  name="for"
                  value={choice.value}
                  defaultChecked={(filters.listingType ?? '') === choice.value}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <PlaceField
          key={filters.city ?? ''}
          id="map-location"
          name="city"
          label={t('mapSearch.location')}
          defaultValue={filters.city ?? ''}
          placeholder={t('mapSearch.locationHint')}
          suggestions={FILTER_CITIES}
          className="field map-advanced__location"
        />
        <button type="submit" className="button button--accent map-advanced__submit">
          {t('mapSearch.search')}
        </button>
      </Form>
    </details>
  );
}
