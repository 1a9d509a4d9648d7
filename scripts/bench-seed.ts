// The benchmark's data set: 10,000 generated listings across Greater Moncton, inserted in batches.
// Bench data only: every property shares one stored image (3 rows each), so listing pages render
// their <picture> markup without processing 30,000 images.
//
// Deterministic: the same count always gives the same listings (prices, types, cities, states),
// except for ids and the dates, which are relative to the seeding time.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { queryRows } from '../server/db/client.ts';
import { properties, propertyImages } from '../server/db/schema.ts';
import type { FileStorage } from '../server/storage/storage.ts';
import { storeImage, type StoredImage } from '../server/images/pipeline.ts';
import type { NewProperty } from '../server/properties/property-writer.ts';
import { renderPlaceholderPhoto } from '../server/seed/placeholder-photo.ts';
import { FEATURES, PROPERTY_TYPES } from '../shared/domain/options.ts';
import type { Feature, ListingType, PropertyType } from '../shared/domain/options.ts';

export const BENCH_PROPERTY_COUNT = 10_000;
export const BENCH_IMAGES_PER_PROPERTY = 3;
/** Rows per INSERT statement (about 17,000 bind parameters for properties; PostgreSQL allows 65,535). */
const BATCH_SIZE = 500;

/**
 * Marks the bench rows. Bump the version when the generator changes, so an older bench set is
 * recognised as stale and replaced.
 */
const BENCH_EMAIL_DOMAIN = 'bench-v1.example.com';
/** Any version of the bench set, to tell bench rows from somebody's real data. */
const ANY_BENCH_EMAIL = '%@bench-v%.example.com';

/**
 * Fixed folder of the shared image. storeImage() picks a random folder; the storage wrapper below
 * moves it here, so a later run can re-create the files under the keys already in the database.
 */
const SHARED_IMAGE_PREFIX = 'properties/bench-shared-image/';

// ───────────────────────────── state of the database ─────────────────────────────

export type BenchSetStatus = {
  /** The database holds exactly the current bench set: nothing to do. */
  ready: boolean;
  properties: number;
  /** Properties that are not bench rows of any version: somebody's data. */
  foreign: number;
};

export async function benchSetStatus(db: Database): Promise<BenchSetStatus> {
  const [row] = await queryRows<{
    total: number;
    current: number;
    foreign: number;
    images: number;
    shared: number;
  }>(
    db,
    sql`select
      (select count(*)::int from properties) as total,
      (select count(*)::int from properties where customer_email like ${`%@${BENCH_EMAIL_DOMAIN}`}) as current,
      (select count(*)::int from properties where customer_email not like ${ANY_BENCH_EMAIL}) as foreign,
      (select count(*)::int from property_images) as images,
      (select count(*)::int from property_images where original_key like ${`${SHARED_IMAGE_PREFIX}%`}) as shared`,
  );
  if (!row) throw new Error('The status query returned no row.');
  const expectedImages = BENCH_PROPERTY_COUNT * BENCH_IMAGES_PER_PROPERTY;
  return {
    ready:
      row.total === BENCH_PROPERTY_COUNT &&
      row.current === BENCH_PROPERTY_COUNT &&
      row.images === expectedImages &&
      row.shared === expectedImages,
    properties: row.total,
    foreign: row.foreign,
  };
}

// ───────────────────────────── the shared image ─────────────────────────────

function sharedKey(key: string): string {
  const match = /^properties\/[^/]+\/(.+)$/.exec(key);
  if (!match?.[1]) throw new Error(`Unexpected image key: ${key}`);
  return `${SHARED_IMAGE_PREFIX}${match[1]}`;
}

/**
 * Processes one generated photo through the real image pipeline into `storage`, under fixed keys.
 * Same input, same keys: a run that reuses the seeded rows calls this again to put the files back.
 */
export async function storeBenchImage(storage: FileStorage): Promise<StoredImage> {
  const fixed: FileStorage = {
    put: (key, body, contentType) => storage.put(sharedKey(key), body, contentType),
    read: (key) => storage.read(sharedKey(key)),
    open: (key, conditions) => storage.open(sharedKey(key), conditions),
    delete: (key) => storage.delete(sharedKey(key)),
    publicUrl: (key) => storage.publicUrl(sharedKey(key)),
  };
  const photo = await renderPlaceholderPhoto({ scene: 'exterior', seed: 42 });
  const stored = await storeImage(fixed, photo);
  return {
    ...stored,
    originalKey: sharedKey(stored.originalKey),
    variants: stored.variants.map((v) => ({ ...v, key: sharedKey(v.key) })),
  };
}

// ───────────────────────────── generated listings ─────────────────────────────

type City = 'Moncton' | 'Dieppe' | 'Riverview' | 'Shediac';

type Area = { fsa: string; lat: number; lng: number; spreadLat: number; spreadLng: number };

const CITIES: Record<
  City,
  { weight: number; rentFactor: number; saleFactor: number; areas: Area[]; streets: string[] }
> = {
  Moncton: {
    weight: 50,
    rentFactor: 1,
    saleFactor: 1,
    areas: [
      { fsa: 'E1A', lat: 46.0985, lng: -64.7545, spreadLat: 0.008, spreadLng: 0.012 },
      { fsa: 'E1C', lat: 46.09, lng: -64.782, spreadLat: 0.007, spreadLng: 0.012 },
      { fsa: 'E1E', lat: 46.101, lng: -64.813, spreadLat: 0.008, spreadLng: 0.012 },
      { fsa: 'E1G', lat: 46.12, lng: -64.798, spreadLat: 0.007, spreadLng: 0.012 },
    ],
    streets: [
      'St. George Street',
      'Main Street',
      'Mountain Road',
      'Elmwood Drive',
      'Killam Drive',
      'Edinburgh Drive',
      'Highfield Street',
      'Botsford Street',
      'Lewisville Road',
      'Shediac Road',
      'Vaughan Harvey Boulevard',
      'Wheeler Boulevard',
      'McLaughlin Drive',
      'Ryan Street',
    ],
  },
  Dieppe: {
    weight: 20,
    rentFactor: 1.04,
    saleFactor: 1.06,
    areas: [{ fsa: 'E1A', lat: 46.093, lng: -64.722, spreadLat: 0.008, spreadLng: 0.012 }],
    streets: [
      'Champlain Street',
      'Acadie Avenue',
      'Amirault Street',
      'Gauvin Road',
      'Dover Street',
      'Paul Street',
      'Melanson Road',
      'Virginia Street',
    ],
  },
  Riverview: {
    weight: 18,
    rentFactor: 0.96,
    saleFactor: 0.97,
    areas: [{ fsa: 'E1B', lat: 46.06, lng: -64.81, spreadLat: 0.007, spreadLng: 0.018 }],
    streets: [
      'Coverdale Road',
      'Pine Glen Road',
      'Findlay Boulevard',
      'Hillsborough Road',
      'Gunningsville Boulevard',
      'Whitepine Road',
      'Trites Road',
    ],
  },
  Shediac: {
    weight: 12,
    rentFactor: 0.93,
    saleFactor: 1.1,
    areas: [{ fsa: 'E4P', lat: 46.22, lng: -64.54, spreadLat: 0.005, spreadLng: 0.01 }],
    streets: [
      'Main Street',
      'Parlee Beach Road',
      'Belliveau Road',
      'Pleasant Street',
      'Sackville Street',
      'Breaux Bridge Road',
    ],
  },
};

/** How often each type appears, by kind of listing. Basements are rentals only. */
const TYPE_WEIGHTS: Record<ListingType, Record<PropertyType, number>> = {
  rent: { Apartment: 45, Basement: 15, 'Semi-Detached': 12, Detached: 12, Office: 8, Garage: 8 },
  sale: { Detached: 50, 'Semi-Detached': 22, Apartment: 15, Office: 8, Garage: 5, Basement: 0 },
};

/** Bedrooms, square feet and price range of each type. Office and garage have one "room", as in the demo. */
const SHAPES: Record<
  PropertyType,
  {
    beds: [number, number];
    sqftBase: number;
    sqftPerBed: number;
    rent: [number, number];
    rentPerBed: number;
    sale: [number, number];
  }
> = {
  Apartment: {
    beds: [1, 3],
    sqftBase: 350,
    sqftPerBed: 260,
    rent: [750, 1250],
    rentPerBed: 260,
    sale: [120_000, 220_000],
  },
  Basement: {
    beds: [1, 2],
    sqftBase: 400,
    sqftPerBed: 220,
    rent: [700, 1000],
    rentPerBed: 200,
    sale: [0, 0],
  },
  'Semi-Detached': {
    beds: [2, 4],
    sqftBase: 500,
    sqftPerBed: 330,
    rent: [950, 1500],
    rentPerBed: 250,
    sale: [150_000, 260_000],
  },
  Detached: {
    beds: [2, 5],
    sqftBase: 600,
    sqftPerBed: 380,
    rent: [1150, 1800],
    rentPerBed: 300,
    sale: [180_000, 330_000],
  },
  Office: {
    beds: [1, 1],
    sqftBase: 600,
    sqftPerBed: 0,
    rent: [900, 4500],
    rentPerBed: 0,
    sale: [180_000, 900_000],
  },
  Garage: {
    beds: [1, 1],
    sqftBase: 250,
    sqftPerBed: 0,
    rent: [150, 900],
    rentPerBed: 0,
    sale: [25_000, 90_000],
  },
};

const ADJECTIVES = [
  'Bright',
  'Renovated',
  'Spacious',
  'Quiet',
  'Cosy',
  'Updated',
  'Sunny',
  'Modern',
  'Charming',
];
const FIRST_NAMES = [
  'Marc',
  'Julie',
  'Sophie',
  'Daniel',
  'Natalie',
  'Luc',
  'Karen',
  'Mike',
  'Chantal',
  'Jason',
  'Emily',
  'Rémi',
  'Heather',
  'Paul',
  'Isabelle',
  'Kevin',
];
const LAST_NAMES = [
  'LeBlanc',
  'Cormier',
  'Gallant',
  'Landry',
  'Richard',
  'Goguen',
  'Bourque',
  'Steeves',
  'MacDonald',
  'Wilson',
  'Arsenault',
  'Melanson',
  'Doiron',
  'Campbell',
];
const OPENINGS = [
  'Freshly painted and ready for move-in, with large windows that bring in light most of the day.',
  'A well-kept unit on a quiet street, with hardwood floors and a kitchen redone in the last few years.',
  'Open-concept layout with a bright living room, plenty of storage and a practical kitchen.',
  'Updated throughout, with new flooring, modern fixtures and a heat pump for year-round comfort.',
  'Solid, well-maintained building with an attentive owner and a good mix of long-term neighbours.',
];
const CLOSINGS = [
  'Close to schools, grocery stores and the bus line; downtown is a short drive away.',
  'Walking distance to parks and trails, with easy access to the highway and the shopping centres.',
  'Parking on site. References and a credit check are requested from every applicant.',
  'Snow clearing and lawn care are handled by the owner. Showings available most evenings.',
  'Tenant insurance is required. The owner answers quickly and keeps the place in good repair.',
];

/** Seeded PRNG (mulberry32): the same seed always gives the same data set. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted() needs weights');
    return last[0];
  };
  return { next, int, pick, weighted };
}

type Random = ReturnType<typeof createRandom>;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function priceFor(
  random: Random,
  listingType: ListingType,
  type: PropertyType,
  beds: number,
  city: City,
): number {
  const shape = SHAPES[type];
  const extraBeds = beds - shape.beds[0];
  if (listingType === 'rent') {
    const [low, high] = shape.rent;
    const base = low + random.next() * (high - low) + extraBeds * shape.rentPerBed;
    return roundTo(base * CITIES[city].rentFactor, 25);
  }
  const [low, high] = shape.sale;
  const base = (low + random.next() * (high - low)) * (1 + extraBeds * 0.18);
  // Asking prices end in 900: 349,900.
  return Math.max(roundTo(base * CITIES[city].saleFactor, 1000) - 100, 0);
}

function washroomsFor(random: Random, type: PropertyType, beds: number): number {
  if (type === 'Garage') return 1;
  if (type === 'Office') return random.int(1, 3);
  const max = Math.min(1 + (beds - 1) * 0.75, 4);
  return Math.max(1, roundTo(1 + random.next() * (max - 1), 0.5));
}

function nameFor(random: Random, type: PropertyType, beds: number, street: string): string {
  const adjective = random.pick(ADJECTIVES);
  switch (type) {
    case 'Office':
      return `${adjective} Office Space on ${street}`;
    case 'Garage':
      return `${random.next() < 0.5 ? 'Heated' : 'Insulated'} Garage on ${street}`;
    case 'Basement':
      return `${adjective} ${beds}-Bedroom Basement Apartment on ${street}`;
    case 'Semi-Detached':
      return `${adjective} ${beds}-Bedroom Semi on ${street}`;
    case 'Detached':
      return `${adjective} ${beds}-Bedroom Home on ${street}`;
    case 'Apartment':
      return `${adjective} ${beds}-Bedroom Apartment on ${street}`;
  }
}

function featuresFor(random: Random): Feature[] {
  const chosen = new Set<Feature>();
  const wanted = random.int(2, 7);
  while (chosen.size < wanted) chosen.add(random.pick(FEATURES));
  // In the spec's order, as the forms store them.
  return FEATURES.filter((f) => chosen.has(f));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The bench listings. `now` anchors the dates (created up to a year ago, available within six months). */
export function buildBenchProperties(count = BENCH_PROPERTY_COUNT, now = new Date()): NewProperty[] {
  const random = createRandom(0xbe7c4);
  const cityWeights = Object.fromEntries(
    Object.entries(CITIES).map(([city, info]) => [city, info.weight]),
  ) as Record<City, number>;
  const result: NewProperty[] = [];
  for (let index = 0; index < count; index++) {
    // Every type appears at least once in any set of 12 or more, whatever the weights give.
    const listingType: ListingType =
      index < 12 ? (index < 6 ? 'rent' : 'sale') : random.next() < 0.65 ? 'rent' : 'sale';
    let propertyType: PropertyType =
      index < 12 ? (PROPERTY_TYPES[index % 6] ?? 'Apartment') : random.weighted(TYPE_WEIGHTS[listingType]);
    if (listingType === 'sale' && propertyType === 'Basement') propertyType = 'Apartment';
    const city = random.weighted(cityWeights);
    const cityInfo = CITIES[city];
    const area = random.pick(cityInfo.areas);
    const shape = SHAPES[propertyType];
    const beds = random.int(shape.beds[0], shape.beds[1]);
    const streetNumber = String(random.int(1, 2400));
    const streetName = random.pick(cityInfo.streets);
    const letters = 'ABCEGHJKLMNPRSTVWXYZ';
    const postalCode = `${area.fsa} ${random.int(1, 9)}${random.pick([...letters])}${random.int(0, 9)}`;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);

    // About 91% public: 5% waiting for verification, 4% archived; 8% rented or sold.
    const state = random.next();
    const isVerified = state >= 0.05;
    const isArchived = state >= 0.05 && state < 0.09;
    const isClosed = state >= 0.09 && state < 0.17;

    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 365 * 86_400_000));
    const available = new Date(now.getTime() + random.int(0, 180) * 86_400_000);
    const sqftSpread = 0.85 + random.next() * 0.3;

    result.push({
      name: nameFor(random, propertyType, beds, streetName),
      listingType,
      propertyType,
      price: priceFor(random, listingType, propertyType, beds, city),
      sqft: roundTo((shape.sqftBase + beds * shape.sqftPerBed) * sqftSpread, 10),
      beds,
      washrooms: washroomsFor(random, propertyType, beds),
      availableDate: isoDate(available),
      address: `${streetNumber} ${streetName}, ${city}, NB ${postalCode}`,
      streetNumber,
      streetName,
      city,
      province: 'New Brunswick',
      postalCode,
      placeId: null,
      latitude: Math.round((area.lat + (random.next() * 2 - 1) * area.spreadLat) * 1e5) / 1e5,
      longitude: Math.round((area.lng + (random.next() * 2 - 1) * area.spreadLng) * 1e5) / 1e5,
      descriptionPrimary: `${random.pick(OPENINGS)} ${random.pick(OPENINGS)}`,
      descriptionSecondary: `${random.pick(CLOSINGS)} ${random.pick(CLOSINGS)}`,
      videoUrl: random.next() < 0.08 ? `https://www.youtube.com/watch?v=bench${index.toString(36)}` : null,
      features: featuresFor(random),
      customerName: `${first} ${last}`,
      customerEmail: `owner${index}@${BENCH_EMAIL_DOMAIN}`,
      customerPhone: random.next() < 0.9 ? `50655${String(random.int(0, 99_999)).padStart(5, '0')}` : '',
      isVerified,
      isClosed,
      isArchived,
      createdAt,
    });
  }
  return result;
}

// ───────────────────────────── loading ─────────────────────────────

/**
 * Replaces every property (TRUNCATE ... CASCADE: images, enquiries and their e-mails go too) with
 * the bench set, in one transaction, then refreshes the planner's statistics.
 */
export async function seedBenchData(db: Database, image: StoredImage, now = new Date()): Promise<void> {
  const listings = buildBenchProperties(BENCH_PROPERTY_COUNT, now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${properties} cascade`);
    for (let start = 0; start < listings.length; start += BATCH_SIZE) {
      const batch = listings.slice(start, start + BATCH_SIZE).map((input) => {
        const createdAt = input.createdAt ?? now;
        return {
          ...input,
          id: randomUUID(),
          createdAt,
          updatedAt: createdAt,
          verifiedChangedAt: input.isVerified ? createdAt : null,
          closedChangedAt: input.isClosed ? createdAt : null,
          archivedChangedAt: input.isArchived ? createdAt : null,
        };
      });
      await tx.insert(properties).values(batch);
      await tx.insert(propertyImages).values(
        batch.flatMap((row) =>
          Array.from({ length: BENCH_IMAGES_PER_PROPERTY }, (_, position) => ({
            propertyId: row.id,
            position,
            originalKey: image.originalKey,
            width: image.width,
            height: image.height,
            variants: image.variants,
            createdAt: row.createdAt,
          })),
        ),
      );
    }
  });
  // A freshly loaded table has no statistics and no visibility map yet; production tables have both.
  await db.execute(sql`vacuum (analyze) properties, property_images`);
}
