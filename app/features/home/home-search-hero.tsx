import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Search } from 'lucide-react';
import type { ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { PlaceField } from '../../components/form/place-field.tsx';

/**
 * The home page's hero (spec 2.3): Rent or Buy (Rent by default), a location and Search, which
 * filters the home page's own results (a GET form to /, so it works without JavaScript).
 * `onEdit` hears every change, for "Browse More Properties" to carry what the form says now.
 */
export function HomeSearchHero({
  listingType,
  city,
  onEdit,
}: {
  listingType: 'rent' | 'sale';
  city: string;
  onEdit: (filters: ListingFilters) => void;
}) {
  const t = useT();
  const { key } = useLocation();

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

  return (
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
            const place = String(form.get('city') ?? '').trim();
            onEdit({
              listingType: form.get('for') === 'sale' ? 'sale' : 'rent',
              ...(place ? { city: place } : {}),
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
  );
}
