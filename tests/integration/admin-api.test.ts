import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { auditLog, emailOutbox, enquiries, properties } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { adminApiEndpoints, type AdminCall } from '../support/admin-endpoints.ts';

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let admin: SignedInUser;
let customer: SignedInUser;
const ids: Record<string, string> = {};
let failedMessageId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const deps = { db: database.db, storage: storage.storage };
  ids.published = await createProperty(deps, {
    name: 'Published Flat',
    createdAt: new Date(Date.UTC(2026, 0, 1)),
  });
  ids.submitted = await createProperty(deps, {
    name: 'Fresh Submission',
    isVerified: false,
    customerEmail: 'owner@example.com',
    customerPhone: '5065550111',
    createdAt: new Date(Date.UTC(2026, 0, 2)),
  });
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
  admin = await createSignedInUser(app.services);
  customer = await createSignedInUser(app.services, { role: 'customer' });
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      kind: 'property',
      propertyId: ids.published,
      name: 'Jane Renter',
      email: 'jane@example.com',
      phone: '5065550123',
      message: 'Is it still available?',
    })
    .returning({ id: enquiries.id });
  ids.enquiry = enquiry!.id;
  const [message] = await database.db
    .insert(emailOutbox)
    .values({
      toAddress: 'office@example.com',
      subject: 'New enquiry',
      textBody: 'Hello',
      status: 'failed',
      attempts: 5,
      lastError: 'ECONNREFUSED',
      nextAttemptAt: sql`now() + interval '1 day'`,
    })
    .returning({ id: emailOutbox.id });
  failedMessageId = message!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

/** Every admin endpoint (the shared table), its writes aimed at rows they leave unchanged. */
const endpoints = () =>
  adminApiEndpoints(ids.published!, { awaitingReviewId: ids.submitted, openEnquiryId: ids.enquiry });

const call = (c: AdminCall, headers: Record<string, string> = {}) =>
  app.inject({ method: c.method, url: c.url, payload: c.payload, headers });

describe('every admin endpoint', () => {
  it('answers 401 without a session or token', async () => {
    for (const c of endpoints()) {
      const response = await call(c);
      expect(response.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 for an unknown bearer token or a forged cookie', async () => {
    for (const c of endpoints()) {
      expect((await call(c, { authorization: 'Bearer mpt_not-a-token' })).statusCode).toBe(401);
      expect((await call(c, { cookie: 'session=forged', 'x-csrf-token': 'x' })).statusCode).toBe(401);
    }
  });

  it('answers 403 to a signed-in non-admin (cookie with a valid CSRF token, or bearer)', async () => {
    for (const c of endpoints()) {
      const byCookie = await call(c, { cookie: customer.cookie, 'x-csrf-token': customer.csrfToken });
      expect(byCookie.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(byCookie.json()).toMatchObject({ reason: 'forbidden' });
      expect((await call(c, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(403);
    }
  });

  it('answers 403 to an admin cookie write with a missing or wrong CSRF token', async () => {
    for (const c of endpoints().filter((e) => e.method !== 'GET')) {
      for (const csrf of [undefined, 'wrong', customer.csrfToken]) {
        const response = await call(c, { cookie: admin.cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) });
        expect(response.statusCode, `${c.method} ${c.url} csrf=${csrf}`).toBe(403);
        expect(response.json()).toMatchObject({ reason: 'csrf' });
      }
      // A cross-site request is refused even with the token.
      const crossSite = await call(c, {
        cookie: admin.cookie,
        'x-csrf-token': admin.csrfToken,
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
    }
  });

  it('lets an admin through by cookie + CSRF token and by bearer token, never cached', async () => {
    for (const c of endpoints()) {
      const byCookie = await call(c, { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken });
      expect([200, 201, 204, 404], `${c.method} ${c.url}`).toContain(byCookie.statusCode);
      expect(byCookie.headers['cache-control'], `${c.method} ${c.url}`).toBe('private, no-store');
      const byBearer = await call(c, { authorization: `Bearer ${admin.token}` });
      expect([200, 201, 204, 404], `${c.method} ${c.url}`).toContain(byBearer.statusCode);
    }
  });
});

const asAdmin = (c: AdminCall) => call(c, { authorization: `Bearer ${admin.token}` });
const publicNames = async () =>
  ((await app.inject({ url: '/api/properties' })).json() as { name: string }[]).map((p) => p.name);

describe('POST /api/update-property-status', () => {
  it('validates the body (400) and answers 404 for an unknown property', async () => {
    const bad = await asAdmin({
      method: 'POST',
      url: '/api/update-property-status',
      payload: { id: 'x', field: 'Color', value: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['field', 'id', 'value']);
    const missing = await asAdmin({
      method: 'POST',
      url: '/api/update-property-status',
      payload: { id: '00000000-0000-4000-8000-000000000000', field: 'Verified', value: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes each flag, sets its *_changed_at, audits who/what/before/after, and the public list follows at once', async () => {
    // Warm the public cache first: the change must still show on the very next read.
    expect(await publicNames()).toEqual(['Published Flat']);
    const set = (field: string, value: boolean) =>
      asAdmin({
        method: 'POST',
        url: '/api/update-property-status',
        payload: { id: ids.submitted, field, value },
      });

    const verified = await set('Verified', true);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      ok: true,
      changed: true,
      property: {
        id: ids.submitted,
        Verified: true,
        customerEmail: 'owner@example.com',
        customerPhone: '5065550111',
      },
    });
    expect(await publicNames()).toEqual(['Fresh Submission', 'Published Flat']);

    expect((await set('PropertyClosed', true)).json()).toMatchObject({ property: { PropertyClosed: true } });
    const closed = (await app.inject({ url: `/api/properties/${ids.submitted}` })).json();
    expect(closed).toMatchObject({ propertyClosed: true });

    expect((await set('PropertyArchived', true)).json()).toMatchObject({
      property: { PropertyArchived: true },
    });
    expect(await publicNames()).toEqual(['Published Flat']);

    // Setting a flag to its current value changes nothing and writes no audit entry.
    expect((await set('PropertyArchived', true)).json()).toMatchObject({ changed: false });

    const [row] = await database.db.select().from(properties).where(eq(properties.id, ids.submitted!));
    for (const at of [row!.verifiedChangedAt, row!.closedChangedAt, row!.archivedChangedAt]) {
      expect(Date.now() - at!.getTime()).toBeLessThan(60_000);
    }
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.submitted!))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.actorUserId, a.field, a.before, a.after])).toEqual([
      [admin.user.id, 'isVerified', false, true],
      [admin.user.id, 'isClosed', false, true],
      [admin.user.id, 'isArchived', false, true],
    ]);
    const history = await asAdmin({ method: 'GET', url: `/api/admin/properties/${ids.submitted}/history` });
    expect(history.json()[0]).toMatchObject({
      actorEmail: admin.user.email,
      field: 'isArchived',
      before: false,
      after: true,
    });

    // Back to a submission awaiting review, for the other tests.
    await set('PropertyArchived', false);
    await set('PropertyClosed', false);
    await set('Verified', false);
  });
});

describe('the public cache', () => {
  it('is cleared by a property write from any code path (database trigger + LISTEN/NOTIFY)', async () => {
    expect(await publicNames()).toEqual(['Published Flat']);
    // A write that bypasses the services entirely, as another app server or a script would make it.
    await database.db
      .update(properties)
      .set({ name: 'Renamed Flat' })
      .where(eq(properties.id, ids.published!));
    await expect.poll(publicNames, { timeout: 3000, interval: 50 }).toEqual(['Renamed Flat']);
    await database.db
      .update(properties)
      .set({ name: 'Published Flat' })
      .where(eq(properties.id, ids.published!));
    await expect.poll(publicNames, { timeout: 3000, interval: 50 }).toEqual(['Published Flat']);
  });

  it('reaches a second app server on the same database', async () => {
    const other = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
    try {
      const names = async () =>
        ((await other.inject({ url: '/api/properties' })).json() as { name: string }[]).map((p) => p.name);
      expect(await names()).toEqual(['Published Flat']);
      await asAdmin({
        method: 'POST',
        url: '/api/update-property-status',
        payload: { id: ids.submitted, field: 'Verified', value: true },
      });
      await expect
        .poll(names, { timeout: 3000, interval: 50 })
        .toEqual(['Fresh Submission', 'Published Flat']);
      await asAdmin({
        method: 'POST',
        url: '/api/update-property-status',
        payload: { id: ids.submitted, field: 'Verified', value: false },
      });
      await expect.poll(names, { timeout: 3000, interval: 50 }).toEqual(['Published Flat']);
    } finally {
      // The second app shares the database handle; close only its listener and routes.
      await other.close();
    }
  });
});

describe('GET /api/properties with a token', () => {
  it('gives an admin the admin view: every property, owner contact fields', async () => {
    const response = await app.inject({
      url: '/api/properties',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const body = response.json() as Record<string, unknown>[];
    expect(body.map((p) => p.name)).toEqual(['Fresh Submission', 'Published Flat']);
    expect(body[0]).toMatchObject({
      Verified: false,
      verified: false,
      customerEmail: 'owner@example.com',
      customerPhone: '5065550111',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const one = await app.inject({
      url: `/api/properties/${ids.submitted}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(one.statusCode).toBe(200);
  });

  it('gives a non-admin the public view, and refuses an invalid token with 401', async () => {
    const asCustomer = await app.inject({
      url: '/api/properties',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect((asCustomer.json() as { name: string }[]).map((p) => p.name)).toEqual(['Published Flat']);
    expect(asCustomer.json()[0]).not.toHaveProperty('customerEmail');
    const invalid = await app.inject({
      url: '/api/properties',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(invalid.statusCode).toBe(401);
  });
});

describe('personal API tokens', () => {
  it('are created once, work as bearer tokens, and stop working when revoked', async () => {
    const created = await call(
      { method: 'POST', url: '/api/admin/tokens', payload: { name: 'Listing sync' } },
      { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
    );
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json() as { id: string; token: string };
    expect(token).toMatch(/^mpt_[\w-]{43}$/);
    const list = (await asAdmin({ method: 'GET', url: '/api/admin/tokens' })).json() as Record<
      string,
      unknown
    >[];
    expect(list.find((t) => t.id === id)).toMatchObject({
      name: 'Listing sync',
      prefix: token.slice(0, 10),
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(token);

    const withToken = (c: AdminCall) => call(c, { authorization: `Bearer ${token}` });
    expect((await withToken({ method: 'GET', url: '/api/admin/review-queue' })).statusCode).toBe(200);
    expect((await withToken({ method: 'DELETE', url: `/api/admin/tokens/${id}` })).statusCode).toBe(204);
    expect((await withToken({ method: 'GET', url: '/api/admin/review-queue' })).statusCode).toBe(401);
  });
});

describe('review queue, enquiries and outbox', () => {
  it('lists submissions awaiting review, newest first', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/review-queue' });
    expect(response.headers['x-total-count']).toBe('1');
    expect((response.json() as { name: string }[]).map((p) => p.name)).toEqual(['Fresh Submission']);
  });

  it('reads enquiries and marks them handled (audited)', async () => {
    const open = (await asAdmin({ method: 'GET', url: '/api/admin/enquiries' })).json();
    expect(open).toMatchObject({
      total: 1,
      items: [{ name: 'Jane Renter', propertyName: 'Published Flat', handledAt: null }],
    });
    const handled = await asAdmin({
      method: 'POST',
      url: `/api/admin/enquiries/${ids.enquiry}/handled`,
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/enquiries?status=open' })).json()).toMatchObject({
      total: 0,
    });
    const all = (await asAdmin({ method: 'GET', url: '/api/admin/enquiries?status=handled' })).json();
    expect(all.items[0].handledAt).not.toBeNull();
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids.enquiry!));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, field: 'handled', before: false, after: true });
  });

  it('retries a failed e-mail: pending, due now, attempts afresh; only failed ones', async () => {
    const failed = (await asAdmin({ method: 'GET', url: '/api/admin/outbox?status=failed' })).json();
    expect(failed).toMatchObject({
      total: 1,
      items: [{ id: failedMessageId, status: 'failed', lastError: 'ECONNREFUSED' }],
    });
    expect(
      (await asAdmin({ method: 'POST', url: `/api/admin/outbox/${failedMessageId}/retry` })).statusCode,
    ).toBe(200);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedMessageId));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Now pending: nothing to retry.
    expect(
      (await asAdmin({ method: 'POST', url: `/api/admin/outbox/${failedMessageId}/retry` })).statusCode,
    ).toBe(404);
  });
});
