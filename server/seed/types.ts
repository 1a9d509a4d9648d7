import type { NewProperty } from '../properties/property-writer.ts';

/** The scene a generated demo photo shows. */
export type PhotoScene = 'exterior' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'office' | 'garage';

/** One demo property, as the seed writes it: a new property placed in town, with its photos' scenes. */
export type DemoPropertySeed = Omit<NewProperty, 'createdAt' | 'placeId' | 'latitude' | 'longitude'> & {
  city: 'Moncton' | 'Dieppe' | 'Riverview' | 'Shediac';
  province: 'New Brunswick';
  latitude: number;
  longitude: number;
  /** Days before "now" that the listing was created, so "newest first" has a stable order. */
  createdDaysAgo: number;
  /** 3 to 8 scenes, first one is the cover photo. */
  photos: PhotoScene[];
};
