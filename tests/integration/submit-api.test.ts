import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { auditLog, emailOutbox, properties, propertyImages } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage, makeJpeg } from '../support/factories.ts';
import { createSignedInUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

/** Every file under the storage root, relative paths. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(storage.root, path.join(e.parentPath, e.name)));
}

async function propertyCount(): Promise<number> {
  return (await database.db.select({ id: properties.id }).from(properties)).length;
}

/** The spec's submit payload (section 3), as an API client sends it. */
function specPayload(overrides: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    propertyTitle: 'Sunny flat near Centennial Park',
    Type: 'Apartment',
    PropertyAmount: '1450',
    Sqft: '900',
    Bedrooms: '2',
    Washrooms: '1.5',
    City: 'Moncton',
    Province: 'NB',
    PostalCode: 'e1c 4b5',
    description: 'Bright, quiet, two minutes from the park.',
    features: JSON.stringify({ Parking: 'Yes', Internet: 'Yes', Elevator: 'No' }),
    name: 'Owner Person',
    email: 'owner@example.com',
    phone: '(506) 555-0199',
    gdprAgreement: 'true',
    AddressLine1: '25 Park Street',
    availableDate: '2027-03-01',
    Verified: 'true',
    ForRent: 'true',
    PlaceId: '',
    PropertyClosed: 'true',
    videoUrl: 'https://www.youtube.com/watch?v=abc123XYZ',
    PropertyArchived: 'false',
    streetName: 'Park Street',
    streetNumber: '25',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}

async function post(url: string, form: FormData) {
  // Fastify's inject takes a body and headers: let the Web Request encode the multipart body.
  const request = new Request('http://local', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const jpegFile = async (name: string, shade: number) =>
  new File([new Uint8Array(await makeJpeg(320, 240, shade))], name, { type: 'image/jpeg' });

beforeEach(() => {
  // Each test counts rows and files from a known point.
});

describe('POST /api/submit-property', () => {
  it('stores a submission unverified, open and not archived, with its photos in the order sent', async () => {
    const form = specPayload();
    for (const [name, shade] of [
      ['porch-3.jpg', 30],
      ['kitchen-1.jpg', 90],
      ['bedroom-2.jpg', 200],
    ] as const) {
      form.append('images', await jpegFile(name, shade));
    }
    const { status, body } = await post('/api/submit-property', form);
    expect(status, JSON.stringify(body)).toBe(201);
    const id = body.id as string;

    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      name: 'Sunny flat near Centennial Park',
      listingType: 'rent',
      propertyType: 'Apartment',
      price: 1450,
      sqft: 900,
      beds: 2,
      washrooms: 1.5,
      address: '25 Park Street',
      province: 'New Brunswick',
      postalCode: 'E1C 4B5',
      customerPhone: '5065550199',
      features: ['Internet', 'Parking'],
      // The request said Verified and PropertyClosed: a submission is never either.
      isVerified: false,
      isClosed: false,
      isArchived: false,
    });
    const images = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(propertyImages.position);
    expect(images).toHaveLength(3);
    // Order as sent (the API client ordered them); the first is the dark one (shade 30).
    const firstBytes = await storage.storage.read(images[0]!.originalKey);
    const firstPixel = await sharp(firstBytes!).raw().toBuffer();
    expect(firstPixel[0]).toBeLessThan(60);

    // Submitted for review: not public.
    const publicView = await app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(publicView.statusCode).toBe(404);

    // The company and the owner are told, through the outbox.
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'))
      .orderBy(emailOutbox.id);
    const about = mails.filter((m) => m.subject.includes('Sunny flat near Centennial Park'));
    expect(about.map((m) => [m.toAddress, m.replyTo, m.subject])).toEqual([
      [
        expect.any(String),
        'owner@example.com',
        'New property submitted for review: Sunny flat near Centennial Park',
      ],
      ['owner@example.com', expect.any(String), 'We received your property: Sunny flat near Centennial Park'],
    ]);
    expect(about[1]!.textBody).toContain('Photos: 3');
  });

  it('answers each missing field with the spec message', async () => {
    const { status, body } = await post('/api/submit-property', new FormData());
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      title: ['Property title is required.'],
      listingType: ['Status is required.'],
      propertyType: ['Property type is required.'],
      price: ['Price is required.'],
      sqft: ['Sqft is required.'],
      beds: ['Number of bedrooms is required.'],
      washrooms: ['Number of bathrooms is required.'],
      availableDate: ['Available date is required.'],
      address: ['Address is required.'],
      streetNumber: ['Street number is required.'],
      streetName: ['Street name is required.'],
      city: ['City is required.'],
      province: ['Province is required.'],
      postalCode: ['Postal code is required.'],
      name: ['Name is required.'],
      email: ['Email is required.'],
      phone: ['Phone number is required.'],
      gdprAgreement: ['You must agree to the terms.'],
    });
  });

  it('refuses malformed values with the spec messages', async () => {
    const { status, body } = await post(
      '/api/submit-property',
      specPayload({
        PropertyAmount: 'lots',
        Sqft: 'big',
        email: 'nope',
        phone: '12345',
        PostalCode: '12345',
      }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      price: ['Price must be a valid number.'],
      sqft: ['Sqft must be a valid number.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number (at least 10 digits).'],
      postalCode: ['Please enter a valid Canadian postal code, for example E1C 4B5.'],
    });
  });

  it('refuses a 9th photo and leaves no rows and no files', async () => {
    const before = { rows: await propertyCount(), files: (await storedFiles()).length };
    const form = specPayload();
    for (let i = 1; i <= 9; i++) form.append('images', await jpegFile(`photo-${i}.jpg`, i * 20));
    const { status, body } = await post('/api/submit-property', form);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ images: ['Please select a maximum of 8 images.'] });
    expect(await propertyCount()).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('refuses a non-image renamed .jpg by its bytes, removing the photos already stored', async () => {
    const before = { rows: await propertyCount(), files: await storedFiles() };
    const form = specPayload();
    form.append('images', await jpegFile('good-1.jpg', 10));
    form.append(
      'images',
      new File(['%PDF-1.4 this is not a photo'], 'holiday-2.jpg', { type: 'image/jpeg' }),
    );
    const { status, body } = await post('/api/submit-property', form);
    expect(status).toBe(422);
    expect(body.fieldErrors).toEqual({ images: ['“holiday-2.jpg” is not a JPEG, PNG, WebP or HEIC image.'] });
    expect(await propertyCount()).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
  });

  it('keeps uploaded photos on disk only while their submission is handled: stored, refused or over the limit', async () => {
    // New photos wait on disk until their turn in the image pipeline (docs/memory.md); each
    // submission removes its own folder, whatever the answer.
    const spool = await mkdtemp(path.join(os.tmpdir(), 'submit-spool-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = spool;
    try {
      const stored = specPayload();
      stored.append('images', await jpegFile('kept-1.jpg', 30));
      expect((await post('/api/submit-property', stored)).status).toBe(201);

      const refused = specPayload();
      refused.append('images', await jpegFile('good-1.jpg', 40));
      refused.append('images', new File(['not a photo'], 'bad-2.jpg', { type: 'image/jpeg' }));
      expect((await post('/api/submit-property', refused)).status).toBe(422);

      const invalid = specPayload({ propertyTitle: '' });
      invalid.append('images', await jpegFile('unused-1.jpg', 50));
      expect((await post('/api/submit-property', invalid)).status).toBe(400);

      const tooMany = specPayload();
      for (let i = 1; i <= 9; i++) tooMany.append('images', await jpegFile(`many-${i}.jpg`, i * 10));
      expect((await post('/api/submit-property', tooMany)).status).toBe(400);

      expect(await readdir(spool)).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(spool, { recursive: true, force: true });
    }
  });

  it('refuses an HEVC-coded HEIC photo with a message saying what to do', async () => {
    // An HEIF file declaring the HEVC brands of iPhone photos; the prebuilt sharp has no HEVC decoder.
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'red' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    const heic = Buffer.from(
      avif.toString('latin1').replaceAll('avif', 'heic').replaceAll('av01', 'hvc1'),
      'latin1',
    );
    const form = specPayload();
    form.append('images', new File([new Uint8Array(heic)], 'IMG_0001.HEIC', { type: 'image/heic' }));
    const { status, body } = await post('/api/submit-property', form);
    expect(status).toBe(422);
    expect((body.fieldErrors as { images: string[] }).images[0]).toContain(
      '“IMG_0001.HEIC” is an HEIC photo in the HEVC format',
    );
  });

  it('accepts AVIF-coded HEIF, PNG and WebP photos', async () => {
    const form = specPayload();
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: 'blue' } });
    form.append(
      'images',
      new File([new Uint8Array(await base.clone().heif({ compression: 'av1' }).toBuffer())], 'a-1.heic'),
    );
    form.append('images', new File([new Uint8Array(await base.clone().png().toBuffer())], 'b-2.png'));
    form.append('images', new File([new Uint8Array(await base.clone().webp().toBuffer())], 'c-3.webp'));
    const { status, body } = await post('/api/submit-property', form);
    expect(status, JSON.stringify(body)).toBe(201);
  });

  it('refuses an oversize photo with the limit in the message', async () => {
    const before = await propertyCount();
    const form = specPayload();
    form.append('images', new File([new Uint8Array(16 * 1024 * 1024)], 'huge-1.jpg', { type: 'image/jpeg' }));
    const { status, body } = await post('/api/submit-property', form);
    expect(status).toBe(413);
    expect(body.fieldErrors).toEqual({
      images: ['A photo is larger than 15 MB. Please choose a smaller photo.'],
    });
    expect(await propertyCount()).toBe(before);
  });

  it('strips EXIF and GPS metadata from every stored file', async () => {
    const withGps = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: 'green' } })
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'GPS Leaker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '46/1 5/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '64/1 47/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    // The input really carries the tags the test looks for.
    expect(withGps.includes(Buffer.from('Exif\0\0'))).toBe(true);
    expect(withGps.includes(Buffer.from('GPS Leaker'))).toBe(true);
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const before = new Set(await storedFiles());
    const form = specPayload();
    form.append('images', new File([new Uint8Array(withGps)], 'gps-1.jpg', { type: 'image/jpeg' }));
    const { status } = await post('/api/submit-property', form);
    expect(status).toBe(201);
    const added = (await storedFiles()).filter((f) => !before.has(f));
    expect(added.length).toBe(7); // the original and 6 variants
    for (const file of added) {
      const bytes = await readFile(path.join(storage.root, file));
      expect(bytes.includes(Buffer.from('Exif\0\0')), file).toBe(false);
      expect(bytes.includes(Buffer.from('GPS Leaker')), file).toBe(false);
      expect(bytes.includes(Buffer.from('TestPhone')), file).toBe(false);
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
    }
  });

  it('refuses base64 photos inside JSON, pointing to multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/submit-property',
      payload: { propertyTitle: 'x', images: ['data:image/jpeg;base64,AAAA'] },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send new images as files in a multipart/form-data request.');
  });
});

describe('POST /api/get-download-urls', () => {
  it('resolves image references (URLs, ids, keys) to URLs and leaves unknown ones out', async () => {
    const form = specPayload();
    form.append('images', await jpegFile('one-1.jpg', 50));
    const { body } = await post('/api/submit-property', form);
    // Only public properties' photos resolve for an anonymous caller (tests/integration/media-privacy.test.ts).
    await database.db
      .update(properties)
      .set({ isVerified: true })
      .where(eq(properties.id, body.id as string));
    const [image] = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, body.id as string));
    const url = `/media/${image!.originalKey}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/get-download-urls',
      payload: {
        imageUrls: [
          url,
          image!.id,
          image!.variants[0]!.key,
          '/media/properties/00000000-0000-4000-8000-000000000000/original.jpg',
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [url]: url,
      [image!.id]: url,
      [image!.variants[0]!.key]: `/media/${image!.variants[0]!.key}`,
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/get-download-urls',
      payload: { imageUrls: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/update-property', () => {
  async function postAs(token: string | null, form: FormData) {
    const request = new Request('http://local', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-property',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('refuses anyone but an admin before reading the upload', async () => {
    const id = await createProperty({ db: database.db, storage: storage.storage });
    const form = specPayload({ id });
    expect((await postAs(null, form)).status).toBe(401);
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    expect((await postAs(customer.token, form)).status).toBe(403);
  });

  it('changes fields and the gallery; removed files are deleted after the commit', async () => {
    const id = await createProperty(
      { db: database.db, storage: storage.storage },
      { name: 'Before', isVerified: true },
      { images: 3 },
    );
    const before = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(propertyImages.position);
    const admin = await createSignedInUser(app.services);
    const form = specPayload({ id, propertyTitle: 'After', deletedImages: [before[1]!.id] });
    form.delete('Verified');
    form.delete('PropertyClosed');
    form.delete('PropertyArchived');
    // New order: the third photo first (by its URL, as the API's `image` list gives it), a new one, the first.
    form.append('images', `/media/${before[2]!.originalKey}`);
    form.append('images', await jpegFile('added-1.jpg', 250));
    form.append('images', before[0]!.id);
    const { status, body } = await postAs(admin.token, form);
    expect(status, JSON.stringify(body)).toBe(200);

    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ name: 'After', isVerified: true, province: 'New Brunswick' });
    const after = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(propertyImages.position);
    expect(after.map((i) => i.id)).toEqual([before[2]!.id, expect.any(String), before[0]!.id]);
    for (const key of [before[1]!.originalKey, ...before[1]!.variants.map((v) => v.key)]) {
      expect(await storage.storage.read(key), key).toBeNull();
    }
    expect(await storage.storage.read(after[1]!.originalKey)).not.toBeNull();

    // The public view changed at once (the cache was dropped).
    const publicView = await app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(publicView.json().name).toBe('After');
  });

  it('keeps the photos when the request says nothing about them, and sets flags an admin sends (audited)', async () => {
    const id = await createProperty({ db: database.db, storage: storage.storage }, {}, { images: 2 });
    const admin = await createSignedInUser(app.services);
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-property',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        id,
        propertyTitle: 'JSON edit',
        Type: 'Office',
        PropertyAmount: 2000,
        Sqft: 1000,
        Bedrooms: 1,
        Washrooms: 1,
        City: 'Dieppe',
        Province: 'New Brunswick',
        PostalCode: 'E1A 1A1',
        features: { Parking: 'Yes' },
        name: 'Owner',
        email: 'owner@example.com',
        phone: '5065550100',
        gdprAgreement: true,
        AddressLine1: '1 Main Street',
        availableDate: '2027-01-01',
        ForRent: false,
        streetName: 'Main Street',
        streetNumber: '1',
        PropertyArchived: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ name: 'JSON edit', listingType: 'sale', isArchived: true });
    expect(row!.archivedChangedAt).not.toBeNull();
    const images = await database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id));
    expect(images).toHaveLength(2);
    // The flag the edit changed is in the audit trail like a toggle's, by its clean name; the
    // flags it left as they were are not.
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.actorUserId, a.action, a.field, a.before, a.after])).toEqual([
      [admin.user.id, 'property.status', 'isArchived', false, true],
    ]);
  });

  it('refuses an image reference of another property and changes nothing', async () => {
    const mine = await createProperty(
      { db: database.db, storage: storage.storage },
      { name: 'Mine' },
      { images: 1 },
    );
    const other = await createProperty({ db: database.db, storage: storage.storage }, {}, { images: 1 });
    const [foreign] = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, other));
    const admin = await createSignedInUser(app.services);
    const form = specPayload({ id: mine, propertyTitle: 'Changed', images: [foreign!.id] });
    const { status, body } = await postAs(admin.token, form);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      images: ['One of the photos is no longer part of this property. Please reload the page.'],
    });
    const [row] = await database.db.select().from(properties).where(eq(properties.id, mine));
    expect(row!.name).toBe('Mine');
  });
});
