import type { ListingFilters } from './listing-filters.ts';
import { defaultMaxPrice, listingSearchParams } from './listing-filters.ts';
import { formatDollars } from '../format.ts';
import type { Language } from '../i18n/languages.ts';
import { ALERT_MESSAGES } from '../i18n/alert-messages.ts';
import { property as enProperty } from '../i18n/en/property.ts';
import { property as frProperty } from '../i18n/fr/property.ts';

const PROPERTY_WORDS = { en: enProperty.property, fr: frProperty.property } as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A saved search in words, for the alert form and the e-mails: 'For rent · Apartment · in Moncton ·
 * 2+ beds · $1,000 to $2,000'. Every filter the listing has, in the reader's language.
 */
export function describeSearch(filters: ListingFilters, language: Language): string {
  const t = ALERT_MESSAGES[language];
  const words = PROPERTY_WORDS[language];
  const parts: string[] = [];
  if (filters.listingType) parts.push(t.search[filters.listingType]);
  if (filters.propertyType) parts.push(words.typeNames[filters.propertyType]);
  if (filters.city) parts.push(fill(t.search.city, { city: filters.city }));
  if (filters.minBeds) parts.push(fill(t.search.beds, { count: filters.minBeds }));
  if (filters.minBaths) parts.push(fill(t.search.baths, { count: filters.minBaths }));
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = formatDollars(filters.minPrice ?? 0, language);
    const isOpen =
      filters.maxPrice === undefined || filters.maxPrice === defaultMaxPrice(filters.minPrice ?? 0);
    parts.push(
      isOpen
        ? fill(t.search.from, { min })
        : fill(t.search.price, { min, max: formatDollars(filters.maxPrice ?? 0, language) }),
    );
  }
  for (const feature of filters.features ?? []) parts.push(words.featureNames[feature]);
  if (filters.bounds) parts.push(t.search.bounds);
  return parts.length > 0 ? parts.join(' · ') : t.email.anySearch;
}

/** The canonical query string of a search: the listing's own, without the order or the page. */
export const alertQueryOf = (filters: ListingFilters) =>
  listingSearchParams({ ...filters, sort: undefined }).toString();

/** The consent sentence the form shows and the database records, word for word. */
export const consentTextOf = (language: Language, siteName: string) =>
  fill(ALERT_MESSAGES[language].consent, { site: siteName });
