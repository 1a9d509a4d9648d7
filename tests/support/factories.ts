import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../server/db/client.ts';
import { createLocalDiskStorage } from '../../server/storage/local-disk.ts';
import { insertProperty, type NewProperty } from '../../server/properties/property-writer.ts';

let counter = 0;

/** A valid, public (verified, open, not archived) rental; override what the test cares about. */
export function buildProperty(overrides: Partial<NewProperty> = {}): NewProperty {
  counter += 1;
  return {
    name: `Test Apartment ${counter}`,
    listingType: 'rent',
    propertyType: 'Apartment',
    price: 1200,
    sqft: 850,
    beds: 2,
    washrooms: 1,
    availableDate: '2027-01-01',
    address: `${counter} Test Street, Moncton, NB E1C 1A1`,
    streetNumber: String(counter),
    streetName: 'Test Street',
    city: 'Moncton',
    province: 'New Brunswick',
    postalCode: 'E1C 1A1',
    placeId: null,
    latitude: 46.09,
    longitude: -64.78,
    descriptionPrimary: 'A bright test apartment.',
    descriptionSecondary: 'Close to everything.',
    videoUrl: null,
    features: ['Parking'],
    customerName: 'Owner Person',
    customerEmail: 'owner@example.com',
    customerPhone: '5065550100',
    isVerified: true,
    isClosed: false,
    isArchived: false,
    ...overrides,
  };
}

/** A small real JPEG, one colour per call so images are told apart. */
export async function makeJpeg(width = 640, height = 480, shade = counter * 37): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 120, b: 140 } },
  })
    .jpeg()
    .toBuffer();
}

/** A temporary local-disk storage, removed by cleanup(). */
export async function createTestStorage() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'app-test-storage-'));
  const storage = createLocalDiskStorage(root);
  return { storage, root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export async function createProperty(
  deps: { db: Database; storage: ReturnType<typeof createLocalDiskStorage> },
  overrides: Partial<NewProperty> = {},
  options: { images?: number } = {},
): Promise<string> {
  const images = await Promise.all(Array.from({ length: options.images ?? 0 }, () => makeJpeg()));
  return insertProperty(deps, buildProperty(overrides), images);
}

/** A valid submission in the spec's payload names (spec 3 "Submit payload"), as an API client sends it. */
export function specSubmissionFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    propertyTitle: 'Pending flat',
    Type: 'Apartment',
    ForRent: 'true',
    PropertyAmount: '1000',
    Sqft: '700',
    Bedrooms: '1',
    Washrooms: '1',
    availableDate: '2027-01-01',
    AddressLine1: '1 Main Street',
    streetNumber: '1',
    streetName: 'Main Street',
    City: 'Moncton',
    Province: 'New Brunswick',
    PostalCode: 'E1C 1A1',
    name: 'Owner',
    email: 'owner@example.com',
    phone: '5065550100',
    gdprAgreement: 'true',
    ...overrides,
  };
}

/** The same as multipart form data, ready for photo parts to be appended. */
export function specSubmissionForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(specSubmissionFields(overrides))) form.append(name, value);
  return form;
}
