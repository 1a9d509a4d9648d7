import { describe, expect, it } from 'vitest';
import { FEATURES, STATUS_FLAGS } from '../../shared/domain/options.ts';
import { descriptionParagraphs, type Property, type PropertyFields } from '../../shared/domain/property.ts';
import { formFieldsOf, propertyFieldsOf } from '../../shared/domain/property-form.ts';
import { propertyFormSchema, propertyUpdateSchema } from '../../shared/domain/property-schemas.ts';
import {
  fromApiProperty,
  fromSpecPayload,
  statusFieldOf,
  statusFlagOf,
  toApiProperty,
  toSpecPayload,
} from '../../server/properties/api-mapping.ts';
import { buildDemoProperties } from '../../server/seed/demo-properties.ts';

// Every mapping of a property has its inverse (issue 18): form ↔ stored fields, domain ↔ the spec's
// read format, form ↔ the spec's submit payload, flag ↔ the spec's status field. Each pair is fed
// every field and must give back exactly what it was given.

const ID = '5d1f6a34-2c1b-4d8e-9f00-1a2b3c4d5e6f';

/** A property that uses every field at its edges: two paragraphs, all 15 features, 8 photos. */
function fullProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: ID,
    name: 'Stone house on Main',
    listingType: 'sale',
    propertyType: 'Detached',
    price: 389_900,
    sqft: 1850,
    beds: 4,
    washrooms: 2.5,
    availableDate: '2027-03-01',
    address: '120 Main Street, Moncton, NB E1C 1B9',
    streetNumber: '120',
    streetName: 'Main Street',
    city: 'Moncton',
    province: 'New Brunswick',
    postalCode: 'E1C 1B9',
    placeId: 'ChIJ-example-place',
    textLanguage: 'fr',
    latitude: 46.0878,
    longitude: -64.7782,
    descriptionPrimary: 'A bright stone house close to the river.',
    descriptionSecondary: 'Renovated kitchen.\n\nNew roof in 2024; the garden is fenced.',
    videoUrl: 'https://www.youtube.com/watch?v=abc123xyz00',
    features: [...FEATURES],
    customerName: 'Anne Owner',
    customerEmail: 'anne@example.ca',
    customerPhone: '5065550100',
    isVerified: true,
    isClosed: false,
    isArchived: false,
    createdAt: new Date('2026-10-01T12:00:00.000Z'),
    updatedAt: new Date('2026-10-02T08:30:00.000Z'),
    // 8 photos, in an order that is not the order of their ids.
    images: [7, 2, 5, 0, 3, 6, 1, 4].map((n, position) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      position,
      width: 1200,
      height: 800,
      url: `/media/properties/${ID}/photo-${n}/original.jpg`,
      variants: [],
    })),
    ...overrides,
  };
}

const EDGE_CASES: [string, Property][] = [
  ['every field, two description paragraphs, 15 features, 8 photos', fullProperty()],
  ['an empty secondary description', fullProperty({ descriptionSecondary: '' })],
  ['no description at all', fullProperty({ descriptionPrimary: '', descriptionSecondary: '' })],
  [
    'no video, no place, no coordinates, no features, no photos',
    fullProperty({
      videoUrl: null,
      placeId: null,
      latitude: null,
      longitude: null,
      features: [],
      images: [],
    }),
  ],
  ['a rental with half a washroom', fullProperty({ listingType: 'rent', washrooms: 1.5, price: 1450 })],
];

const DEMO_CASES: [string, Property][] = buildDemoProperties().map((seed, index) => {
  const { createdDaysAgo: _days, photos: _photos, ...fields } = seed;
  return [
    `demo property ${index + 1}: ${seed.name}`,
    {
      ...fields,
      placeId: null,
      textLanguage: 'en',
      id: ID,
      createdAt: new Date('2026-10-01T00:00:00Z'),
      updatedAt: new Date('2026-10-01T00:00:00Z'),
      images: [],
    },
  ];
});

function fieldsOfProperty(property: Property): PropertyFields {
  const {
    id: _id,
    isVerified: _v,
    isClosed: _c,
    isArchived: _a,
    createdAt: _cr,
    updatedAt: _u,
    images: _i,
    textLanguage: _l,
    ...fields
  } = property;
  return fields;
}

describe('the edit form ↔ the stored property', () => {
  it.each([...EDGE_CASES, ...DEMO_CASES])(
    '%s: opened in the form and saved unchanged, is unchanged',
    (_, property) => {
      const form = formFieldsOf(property);
      const parsed = propertyUpdateSchema.safeParse(form);
      // The form's rules accept every stored property as it is (the demo owners all have a phone).
      expect(parsed.error?.issues ?? []).toEqual([]);
      const { id, deletedImages, ...values } = parsed.data!;
      expect(id).toBe(property.id);
      expect(deletedImages).toEqual([]);
      expect(propertyFieldsOf(values)).toEqual(fieldsOfProperty(property));
    },
  );

  it('keeps a form sent by a browser (CRLF line ends, extra blank lines) through a save and an edit', () => {
    const sent = {
      ...formFieldsOf(fullProperty()),
      description: '  First paragraph.\r\n\r\n\r\nSecond paragraph,\r\nwith a line break.\r\n \r\nThird.  ',
      features: ['Parking', 'Air Condition'],
    };
    const values = propertyFormSchema.parse(sent);
    expect(values.description).toBe('First paragraph.\n\nSecond paragraph,\nwith a line break.\n\nThird.');
    expect(values.features).toEqual(['Air Condition', 'Parking']);
    const stored = propertyFieldsOf(values);
    expect(stored).toMatchObject({
      descriptionPrimary: 'First paragraph.',
      descriptionSecondary: 'Second paragraph,\nwith a line break.\n\nThird.',
    });
    const reopened = propertyFormSchema.parse(formFieldsOf({ ...stored, id: ID }));
    expect(reopened).toEqual(values);
    expect(descriptionParagraphs(stored)).toEqual([
      'First paragraph.',
      'Second paragraph,\nwith a line break.',
      'Third.',
    ]);
  });
});

describe("the domain ↔ the spec's read format (spec 3)", () => {
  it.each(EDGE_CASES)('%s: an admin read comes back whole', (_, property) => {
    const api = toApiProperty(property);
    expect(fromApiProperty(JSON.parse(JSON.stringify(api)))).toEqual({
      ...property,
      // The wire carries each photo's URL, in order; sizes and variants are the page's business.
      images: property.images.map((image) => ({ ...image, id: '', width: 0, height: 0 })),
    });
  });

  it('a public read carries no owner details, and comes back without them', () => {
    const { customerName: _n, customerEmail: _e, customerPhone: _p, ...publicProperty } = fullProperty();
    const api = toApiProperty(publicProperty);
    expect(api).not.toHaveProperty('customerName');
    expect(api).not.toHaveProperty('customerPhone');
    expect(fromApiProperty(api)).not.toHaveProperty('customerEmail');
    expect(api).toMatchObject({
      tag2: 'For Sell',
      loction: publicProperty.address,
      description1: publicProperty.descriptionPrimary,
      description2: publicProperty.descriptionSecondary,
      Verified: true,
      verified: true,
      PropertyClosed: false,
      popertyArchived: false,
    });
  });
});

describe("the form ↔ the spec's submit payload (spec 3)", () => {
  it.each(EDGE_CASES)('%s: sent by an API client, reads as the same form', (_, property) => {
    const form = { ...formFieldsOf(property), deletedImages: ['a', 'b'] };
    const payload = toSpecPayload(form);
    expect(payload).toMatchObject({ propertyTitle: property.name, PropertyAmount: String(property.price) });
    expect(payload.ForRent).toBe(String(property.listingType === 'rent'));
    expect(fromSpecPayload(payload)).toEqual(form);
    expect(propertyUpdateSchema.parse(fromSpecPayload(payload))).toEqual(propertyUpdateSchema.parse(form));
  });
});

describe("the moderation flags ↔ the spec's status fields (spec 7 call 6)", () => {
  it('maps each flag to its spec name and back, and leaves unknown names for the schema to refuse', () => {
    expect(STATUS_FLAGS.map(statusFieldOf)).toEqual(['Verified', 'PropertyClosed', 'PropertyArchived']);
    for (const flag of STATUS_FLAGS) {
      expect(statusFlagOf(statusFieldOf(flag))).toBe(flag);
      expect(statusFlagOf(flag)).toBe(flag);
    }
    expect(statusFlagOf('toString')).toBe('toString');
    expect(statusFlagOf(42)).toBe(42);
  });
});
