import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { FEATURES, PROPERTY_TYPES } from '../../shared/domain/options.ts';
import { buildDemoProperties } from '../../server/seed/demo-properties.ts';
import { planDemoPhotos, SHARED_PICTURES_PER_SCENE } from '../../server/seed/photo-plan.ts';
import { renderPlaceholderPhoto } from '../../server/seed/placeholder-photo.ts';
import type { DemoPropertySeed, PhotoScene } from '../../server/seed/types.ts';

const properties = buildDemoProperties();

const FSA_BY_CITY: Record<DemoPropertySeed['city'], string[]> = {
  Moncton: ['E1A', 'E1C', 'E1E', 'E1G'],
  Dieppe: ['E1A'],
  Riverview: ['E1B'],
  Shediac: ['E4P'],
};

const CENTRE_BY_CITY: Record<DemoPropertySeed['city'], { lat: number; lng: number }> = {
  Moncton: { lat: 46.09, lng: -64.78 },
  Dieppe: { lat: 46.09, lng: -64.72 },
  Riverview: { lat: 46.06, lng: -64.81 },
  Shediac: { lat: 46.22, lng: -64.54 },
};

describe('buildDemoProperties', () => {
  it('returns a large, deterministic set', () => {
    expect(properties.length).toBeGreaterThanOrEqual(40);
    expect(buildDemoProperties()).toEqual(properties);
  });

  it('covers every city, with Moncton about half', () => {
    for (const city of ['Moncton', 'Dieppe', 'Riverview', 'Shediac'] as const) {
      expect(
        properties.some((p) => p.city === city),
        city,
      ).toBe(true);
    }
    const moncton = properties.filter((p) => p.city === 'Moncton').length;
    expect(moncton / properties.length).toBeGreaterThan(0.4);
    expect(moncton / properties.length).toBeLessThan(0.6);
  });

  it('includes every property type, and rentals and sales', () => {
    for (const type of PROPERTY_TYPES) {
      expect(
        properties.some((p) => p.propertyType === type),
        type,
      ).toBe(true);
    }
    for (const type of ['Detached', 'Apartment', 'Semi-Detached'] as const) {
      expect(
        properties.some((p) => p.propertyType === type && p.listingType === 'rent'),
        `${type} rent`,
      ).toBe(true);
      expect(
        properties.some((p) => p.propertyType === type && p.listingType === 'sale'),
        `${type} sale`,
      ).toBe(true);
    }
    const rentShare = properties.filter((p) => p.listingType === 'rent').length / properties.length;
    expect(rentShare).toBeGreaterThan(0.55);
    expect(rentShare).toBeLessThan(0.75);
  });

  it('has every listing state visible', () => {
    const open = properties.filter((p) => p.isVerified && !p.isArchived && !p.isClosed);
    const closed = properties.filter((p) => p.isVerified && p.isClosed);
    const unverified = properties.filter((p) => !p.isVerified);
    const archived = properties.filter((p) => p.isArchived);
    expect(open.length).toBeGreaterThanOrEqual(34);
    expect(closed.length).toBeGreaterThanOrEqual(4);
    expect(closed.some((p) => p.listingType === 'rent')).toBe(true);
    expect(closed.some((p) => p.listingType === 'sale')).toBe(true);
    expect(unverified.length).toBeGreaterThanOrEqual(3);
    expect(archived.length).toBeGreaterThanOrEqual(3);
  });

  it('uses only known features', () => {
    const known = new Set<string>(FEATURES);
    for (const p of properties) {
      for (const feature of p.features) expect(known.has(feature), `${p.name}: ${feature}`).toBe(true);
      expect(new Set(p.features).size).toBe(p.features.length);
    }
  });

  it('has 3 to 8 photos, starting with a cover that fits the type', () => {
    for (const p of properties) {
      expect(p.photos.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.photos.length, p.name).toBeLessThanOrEqual(8);
      const cover: PhotoScene =
        p.propertyType === 'Office' ? 'office' : p.propertyType === 'Garage' ? 'garage' : 'exterior';
      expect(p.photos[0], p.name).toBe(cover);
    }
  });

  it('has well-formed local addresses, postal codes and coordinates', () => {
    for (const p of properties) {
      expect(p.postalCode, p.name).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(FSA_BY_CITY[p.city], `${p.name} ${p.postalCode}`).toContain(p.postalCode.slice(0, 3));
      expect(p.province).toBe('New Brunswick');
      expect(p.address).toBe(`${p.streetNumber} ${p.streetName}, ${p.city}, NB ${p.postalCode}`);
      const centre = CENTRE_BY_CITY[p.city];
      expect(Math.abs(p.latitude - centre.lat), p.name).toBeLessThan(0.05);
      expect(Math.abs(p.longitude - centre.lng), p.name).toBeLessThan(0.06);
    }
  });

  it('keeps prices, sizes and rooms in local ranges', () => {
    for (const p of properties) {
      if (p.listingType === 'rent') {
        expect(p.price, p.name).toBeGreaterThanOrEqual(850);
        expect(p.price, p.name).toBeLessThanOrEqual(2900);
      } else if (p.propertyType === 'Garage') {
        expect(p.price, p.name).toBeGreaterThanOrEqual(25000);
        expect(p.price, p.name).toBeLessThanOrEqual(60000);
      } else {
        expect(p.price, p.name).toBeGreaterThanOrEqual(165000);
        expect(p.price, p.name).toBeLessThanOrEqual(689000);
      }
      expect(p.sqft, p.name).toBeGreaterThanOrEqual(400);
      expect(p.sqft, p.name).toBeLessThanOrEqual(3200);
      expect(Number.isInteger(p.beds) && p.beds >= 1 && p.beds <= 6, p.name).toBe(true);
      expect(Number.isInteger(p.washrooms * 2), p.name).toBe(true);
      expect(p.washrooms, p.name).toBeGreaterThanOrEqual(1);
      expect(p.washrooms, p.name).toBeLessThanOrEqual(4);
    }
  });

  it('has valid dates, contacts and videos', () => {
    for (const p of properties) {
      expect(p.availableDate >= '2026-09-01' && p.availableDate <= '2027-06-01', p.name).toBe(true);
      expect(Number.isNaN(Date.parse(p.availableDate))).toBe(false);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(120);
      expect(p.customerEmail, p.name).toMatch(/@example\.(com|ca)$/);
      if (p.customerPhone !== null) expect(p.customerPhone, p.name).toMatch(/^50655501\d\d$/);
      if (p.videoUrl !== null) {
        expect(p.videoUrl).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
      }
    }
    const videos = properties.filter((p) => p.videoUrl !== null).length;
    expect(videos).toBeGreaterThanOrEqual(4);
    expect(videos).toBeLessThanOrEqual(8);
  });

  it('gives each listing its own name and text', () => {
    const names = new Set(properties.map((p) => p.name));
    const primary = new Set(properties.map((p) => p.descriptionPrimary));
    const secondary = new Set(properties.map((p) => p.descriptionSecondary));
    expect(names.size).toBe(properties.length);
    expect(primary.size).toBe(properties.length);
    expect(secondary.size).toBe(properties.length);
  });
});

describe('renderPlaceholderPhoto', () => {
  it('renders a JPEG of the default 1200x900 size', async () => {
    const jpeg = await renderPlaceholderPhoto({ scene: 'exterior', seed: 1 });
    expect(jpeg[0]).toBe(0xff);
    expect(jpeg[1]).toBe(0xd8);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(900);
  });

  it('renders every scene at a requested size, deterministically', async () => {
    const scenes: PhotoScene[] = ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'office', 'garage'];
    for (const [index, scene] of scenes.entries()) {
      const jpeg = await renderPlaceholderPhoto({ scene, seed: index + 7, width: 640, height: 480 });
      expect(jpeg.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), scene).toBe(true);
      const meta = await sharp(jpeg).metadata();
      expect([meta.width, meta.height], scene).toEqual([640, 480]);
    }
    const a = await renderPlaceholderPhoto({ scene: 'living', seed: 42, width: 320, height: 240 });
    const b = await renderPlaceholderPhoto({ scene: 'living', seed: 42, width: 320, height: 240 });
    expect(a.equals(b)).toBe(true);
  });
});

describe('planDemoPhotos', () => {
  const plan = planDemoPhotos(properties);

  it('gives each property one photo per scene it lists, in order', () => {
    expect(plan.map((photos) => photos.map((p) => p.scene))).toEqual(properties.map((p) => p.photos));
  });

  it('gives every property a cover of its own, and no picture twice within one property', () => {
    const covers = plan.map((photos) => photos[0]!);
    expect(new Set(covers.map((c) => c.key)).size).toBe(properties.length);
    expect(new Set(covers.map((c) => c.seed)).size).toBe(properties.length);
    for (const [index, photos] of plan.entries()) {
      expect(new Set(photos.map((p) => p.key)).size, properties[index]!.name).toBe(photos.length);
      expect(new Set(photos.map((p) => p.seed)).size, properties[index]!.name).toBe(photos.length);
    }
  });

  it('draws far fewer pictures than there are photos: the rooms share a few per scene', () => {
    const photos = plan.flat();
    const pictures = new Map(photos.map((p) => [p.key, p.seed]));
    expect(pictures.size).toBeLessThanOrEqual(properties.length + 7 * SHARED_PICTURES_PER_SCENE);
    expect(pictures.size).toBeLessThan(photos.length / 2);
    // One key, one drawing: a shared picture is the same scene and seed wherever it is used.
    for (const photo of photos) expect(pictures.get(photo.key)).toBe(photo.seed);
    expect(new Set(pictures.values()).size).toBe(pictures.size);
  });
});

describe("the README's demo count", () => {
  it('matches what visitors and the review queue see', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const visible = properties.filter((p) => p.isVerified && !p.isArchived);
    const available = visible.filter((p) => !p.isClosed).length;
    const closed = visible.length - available;
    const awaiting = properties.filter((p) => !p.isVerified && !p.isArchived).length;
    const archived = properties.filter((p) => p.isArchived).length;
    expect(readme).toContain(
      `${properties.length} properties with generated photos, of which a visitor sees ${visible.length} ` +
        `(${available} available, ${closed} rented or sold); ${awaiting} more await review and ${archived} ` +
        'are archived',
    );
    expect(readme).toContain(`Loading demo properties: 12/${properties.length}`);
  });
});
