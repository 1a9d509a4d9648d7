import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropertyService } from '../../server/properties/property-service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';

// The admin console's cards show no photos, so its reads leave them out (issue 32); every other
// read keeps them.

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let id: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  id = await createProperty(
    { db: database.db, storage: storage.storage },
    { name: 'With photos' },
    { images: 2 },
  );
});

afterAll(async () => {
  await database?.destroy();
  await storage?.cleanup();
});

describe('reading properties with or without their photos', () => {
  it('lists and gets them with their photos unless told otherwise', async () => {
    const service = createPropertyService({ db: database.db, storage: storage.storage });
    const query = { page: 1, pageSize: 10 };
    const [listed] = (await service.list(query, 'admin')).items;
    expect(listed?.images).toHaveLength(2);
    expect(listed?.images[0]?.variants.length).toBeGreaterThan(0);
    const [got] = await service.getMany([id], 'admin');
    expect(got?.images).toHaveLength(2);

    const without = await service.list(query, 'admin', { withImages: false });
    expect(without.total).toBe(1);
    expect(without.items[0]).toMatchObject({ id, name: 'With photos', images: [] });
    const [gotWithout] = await service.getMany([id], 'admin', { withImages: false });
    expect(gotWithout).toMatchObject({ id, images: [] });
  });
});
