import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Search } from 'lucide-react';
import { listingSearchParams, type ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { FILTER_CITIES } from '../../../shared/domain/options.ts';
import { PlaceField } from '../../components/form/place-field.tsx';

/**
 * The classic listing's location search (spec 2.12): a GET form that changes the city and keeps
 * every other filter, the order and the view, and goes back to page 1.
 */
export function ListingSearchBar({
  path,
  filters,
  extraParams = {},
}: {
  path: string;
  filters: ListingFilters;
  extraParams?: Record<string, string>;
}) {
  const t = useT();
  const kept = [...listingSearchParams({ ...filters, city: undefined })].concat(Object.entries(extraParams));
  return (
    <Form
      method="get"
      action={path}
      className="listing-search"
      role="search"
      aria-label={t('listing.locationSearch')}
    >
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <PlaceField
        // A new result shows its own city, not the last one typed.
        key={filters.city ?? ''}
        id="search-location"
        name="city"
        label={t('listing.location')}
        defaultValue={filters.city ?? ''}
        suggestions={FILTER_CITIES}
        className="field listing-search__field"
      />
      <button type="submit" className="button button--primary listing-search__submit">
        <Search aria-hidden="true" size={18} />
        {t('listing.search')}
      </button>
    </Form>
  );
}
