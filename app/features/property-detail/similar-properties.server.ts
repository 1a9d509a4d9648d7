import type { PropertyService } from '../../../server/properties/property-service.ts';
import {
  toPropertySummary,
  type PropertySummary,
  type PublicProperty,
} from '../../../shared/domain/property.ts';

/** Cards under a rented or sold property. */
const SIMILAR_COUNT = 3;
/** Enough to find SIMILAR_COUNT open ones among closed neighbours. */
const CANDIDATES = 12;

/**
 * What a rented or sold property's page offers instead of a showing (issue "The site as a visitor
 * meets it"): the newest open properties of the same kind (rent or sale), in the same city first,
 * then elsewhere.
 */
export async function findSimilarProperties(
  properties: Pick<PropertyService, 'list'>,
  property: Pick<PublicProperty, 'id' | 'listingType' | 'city'>,
): Promise<PropertySummary[]> {
  const found: PropertySummary[] = [];
  const seen = new Set([property.id]);
  for (const city of [property.city, undefined]) {
    const page = await properties.list(
      { listingType: property.listingType, city, page: 1, pageSize: CANDIDATES },
      'public',
    );
    for (const candidate of page.items) {
      if (found.length === SIMILAR_COUNT) return found;
      if (candidate.isClosed || seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      found.push(toPropertySummary(candidate));
    }
  }
  return found;
}
