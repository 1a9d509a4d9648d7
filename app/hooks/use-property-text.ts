import { useT } from '../i18n/use-t.ts';
import { formatAvailableDate, formatDollars, formatNumber } from '../../shared/format.ts';
import type { PublicProperty } from '../../shared/domain/property.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** The words a card or detail page shows for a property, from the catalogue. */
export function usePropertyText() {
  const t = useT();
  const language = useLanguage();
  return {
    price(p: Pick<PublicProperty, 'price' | 'listingType'>) {
      const amount = formatDollars(p.price, language);
      return p.listingType === 'rent' ? t('property.perMonth', { price: amount }) : amount;
    },
    listingBadge(p: Pick<PublicProperty, 'listingType'>) {
      return t(p.listingType === 'rent' ? 'property.forRent' : 'property.forSell');
    },
    closedBadge(p: Pick<PublicProperty, 'listingType'>) {
      return t(p.listingType === 'rent' ? 'property.rented' : 'property.sold');
    },
    availability(p: Pick<PublicProperty, 'availableDate'>) {
      const date = formatAvailableDate(p.availableDate, language);
      return date ? t('property.availableOn', { date }) : t('property.availableNow');
    },
    beds: (p: Pick<PublicProperty, 'beds'>) => t('property.beds', { count: p.beds }),
    washrooms: (p: Pick<PublicProperty, 'washrooms'>) => t('property.washrooms', { count: p.washrooms }),
    sqft: (p: Pick<PublicProperty, 'sqft'>) => t('property.sqft', { sqft: formatNumber(p.sqft, language) }),
    photoAlt(p: Pick<PublicProperty, 'name' | 'propertyType' | 'city'>, n: number, total: number) {
      return t('property.photoAlt', {
        name: p.name,
        type: t(`property.typeNames.${p.propertyType}`),
        city: p.city,
        n,
        total,
      });
    },
  };
}
