import type { PropertySummary } from './property.ts';

/**
 * A saved or compared property as the header's side panel shows it without asking the server: kept
 * in the browser's storage, and for a signed-in account also on the server (its bookmarks).
 */
export type ShortlistItem = Pick<PropertySummary, 'id' | 'name' | 'address' | 'price' | 'listingType'> & {
  imageUrl: string | null;
};

export function toShortlistItem(
  property: Pick<PropertySummary, 'id' | 'name' | 'address' | 'price' | 'listingType' | 'images'>,
): ShortlistItem {
  const jpeg = property.images[0]?.variants.find((v) => v.format === 'jpeg');
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    price: property.price,
    listingType: property.listingType,
    imageUrl: jpeg?.url ?? null,
  };
}
