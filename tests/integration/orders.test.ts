import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { auditLog, emailOutbox, orders, packageGrants, properties } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createTestStorage } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';
import { ConfigError } from '../../server/config.ts';
import { parseCouponList, priceOrder } from '../../shared/domain/orders.ts';
import { billingSchema } from '../../shared/domain/order-schemas.ts';
import type { BillingDetails } from '../../shared/domain/order-schemas.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let admin: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({
      COUPON_CODES: 'WELCOME10:10%,LOYAL25:$25,FREEBIE:100%',
      MAIL_TO: 'office@company.example',
      SITE_EMAIL: 'pay@company.example',
      SITE_NAME: 'Moncton Homes',
    }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
  admin = await createSignedInUser(app.services, { role: 'admin' });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

function billing(overrides: Record<string, string> = {}): BillingDetails {
  return billingSchema.parse({
    plan: 'platinum',
    name: 'Jane Owner',
    email: 'jane.owner@example.com',
    country: 'CA',
    street: '12 King Street',
    city: 'Moncton',
    province: 'NB',
    postalCode: 'e1c4b5',
    phone: '(506) 555-0142',
    ...overrides,
  });
}

async function outboxFor(to: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.id));
}

/**
 * A property submitted through the JSON API, as a signed-in account (its session cookie and CSRF
 * token, as the form's script sends them) or signed out.
 */
async function submitProperty(session?: { cookie: string; csrfToken: string }) {
  const form = new FormData();
  const fields: Record<string, string> = {
    propertyTitle: 'Garden flat',
    Type: 'Apartment',
    PropertyAmount: '1200',
    Sqft: '800',
    Bedrooms: '2',
    Washrooms: '1',
    City: 'Moncton',
    Province: 'NB',
    PostalCode: 'E1C 4B5',
    description: 'Quiet.',
    features: JSON.stringify({ Parking: 'Yes' }),
    name: 'Owner Person',
    email: 'owner@example.com',
    phone: '5065550199',
    gdprAgreement: 'true',
    AddressLine1: '25 Park Street',
    availableDate: '2027-03-01',
    ForRent: 'true',
    streetName: 'Park Street',
    streetNumber: '25',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://local', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/submit-property',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('amounts', () => {
  it('adds 15 % New Brunswick HST to the price less the coupon, in cents rounded half up', () => {
    expect(priceOrder(99, null)).toEqual({
      subtotalCents: 9900,
      discountCents: 0,
      taxRateBp: 1500,
      taxCents: 1485,
      totalCents: 11385,
    });
    // 10 % of $49 = $4.90; HST on $44.10 = $6.615, rounded half up to $6.62.
    expect(priceOrder(49, { code: 'X', kind: 'percent', percent: 10 })).toMatchObject({
      discountCents: 490,
      taxCents: 662,
      totalCents: 5072,
    });
    // A fixed coupon never takes more than the price.
    expect(priceOrder(49, { code: 'X', kind: 'amount', cents: 10_000 })).toMatchObject({
      discountCents: 4900,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('reads COUPON_CODES and names a bad entry at start-up', () => {
    expect(parseCouponList('welcome10:10%, LOYAL25:$25 ,HALF:12.50').coupons).toEqual([
      { code: 'WELCOME10', kind: 'percent', percent: 10 },
      { code: 'LOYAL25', kind: 'amount', cents: 2500 },
      { code: 'HALF', kind: 'amount', cents: 1250 },
    ]);
    expect(() => testConfig({ COUPON_CODES: 'GOOD:10%,BAD:150%,NOPE' })).toThrow(ConfigError);
    expect(() => testConfig({ COUPON_CODES: 'GOOD:10%,BAD:150%' })).toThrow(/COUPON_CODES BAD: a percentage/);
  });

  it('checks the billing form: required fields, Canadian postal codes, phone digits', () => {
    const result = billingSchema.safeParse({
      plan: 'gold',
      country: 'CA',
      postalCode: '12345',
      phone: '555',
    });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors as Record<string, string[]>;
    expect(errors.plan).toEqual(['Please choose a plan.']);
    expect(errors.name).toEqual(['Name is required.']);
    expect(errors.phone).toEqual(['Please enter a valid phone number (at least 10 digits).']);
    expect(billing().postalCode).toBe('E1C 4B5');
    expect(billing().phone).toBe('5065550142');
    expect(billingSchema.safeParse({ ...billing(), postalCode: 'Z1C 4B5' }).success).toBe(false);
  });
});

describe('placing an order', () => {
  it('stores the order with its number and amounts, and e-mails the office and the customer', async () => {
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    const result = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing({ coupon: 'welcome10', email: 'buyer1@example.com' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    expect(result.status).toBe('placed');
    if (result.status !== 'placed') return;
    expect(result.order.number).toMatch(/^MP-\d{6}$/);
    expect(result.order).toMatchObject({
      package: 'platinum',
      status: 'pending',
      couponCode: 'WELCOME10',
      subtotalCents: 9900,
      discountCents: 990,
      taxCents: 1337,
      totalCents: 10247,
      postalCode: 'E1C 4B5',
    });
    const [office] = (await outboxFor('office@company.example')).filter((m) =>
      m.subject.includes(result.order.number),
    );
    expect(office?.subject).toBe(`New package order ${result.order.number}: Platinum for Jane Owner`);
    expect(office?.replyTo).toBe('buyer1@example.com');
    expect(office?.textBody).toContain('HST (15%): $13.37');
    expect(office?.textBody).toContain('Total: $102.47');
    expect(office?.textBody).toContain('https://homes.example/propertyadmin/orders?status=pending');
    const [mail] = await outboxFor('buyer1@example.com');
    expect(mail?.subject).toBe(`Your order ${result.order.number} at Moncton Homes`);
    expect(mail?.textBody).toContain('Interac e-Transfer to pay@company.example');
    expect(mail?.textBody).not.toMatch(/card number|cvc/i);
  });

  it('refuses an unknown coupon, storing nothing', async () => {
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    const key = crypto.randomUUID();
    const result = await app.services.orders.place({
      userId: customer.user.id,
      key,
      billing: billing({ coupon: 'NOTACODE' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    expect(result).toEqual({ status: 'coupon-invalid' });
    expect(await database.db.select().from(orders).where(eq(orders.id, key))).toEqual([]);
  });

  it('stores one order and one pair of e-mails for the same key sent twice at once', async () => {
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    const key = crypto.randomUUID();
    const input = {
      userId: customer.user.id,
      key,
      billing: billing({ email: 'twice@example.com' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    };
    const results = await Promise.all([
      app.services.orders.place(input),
      app.services.orders.place(input),
      app.services.orders.place(input),
    ]);
    const numbers = results.map((r) => (r.status === 'placed' ? r.order.number : r.status));
    expect(new Set(numbers).size).toBe(1);
    expect(results.filter((r) => r.status === 'placed' && r.isNew)).toHaveLength(1);
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toHaveLength(
      1,
    );
    expect(await outboxFor('twice@example.com')).toHaveLength(1);

    // Another account cannot take over that order with the same key.
    const other = await createSignedInUser(app.services, { role: 'customer' });
    expect(await app.services.orders.place({ ...input, userId: other.user.id })).toEqual({
      status: 'key-conflict',
    });
    expect(await app.services.orders.getForUser(other.user.id, numbers[0] as string)).toBeNull();
  });
});

describe('paying and using a package', () => {
  it('grants the package when an admin marks the order paid (audited), and each submission uses one listing', async () => {
    const customer = await createSignedInUser(app.services, {
      role: 'customer',
      email: 'lister@example.com',
    });
    const placed = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing({ plan: 'basic', email: 'lister@example.com' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    if (placed.status !== 'placed') throw new Error(placed.status);
    expect(await app.services.orders.activePackage(customer.user.id)).toBeNull();

    expect(await app.services.orders.markPaid(placed.order.id, admin.user.id)).toBe(true);
    // A second click finds nothing left to do: one grant, one audit entry.
    expect(await app.services.orders.markPaid(placed.order.id, admin.user.id)).toBe(false);
    expect(await app.services.orders.cancel(placed.order.id, admin.user.id)).toBe(false);
    const grants = await database.db
      .select()
      .from(packageGrants)
      .where(eq(packageGrants.orderId, placed.order.id));
    expect(grants).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, placed.order.id)));
    expect(audit).toMatchObject([
      { actorUserId: admin.user.id, field: 'status', before: 'pending', after: 'paid' },
    ]);
    const [paidMail] = (await outboxFor('lister@example.com')).filter((m) => m.subject.includes('is active'));
    expect(paidMail?.textBody).toContain('5 listings, 8 photos each');

    const active = await app.services.orders.activePackage(customer.user.id);
    expect(active).toMatchObject({
      package: 'basic',
      name: 'Basic',
      orderNumber: placed.order.number,
      listingsIncluded: 5,
      listingsRemaining: 5,
      imagesPerListing: 8,
    });
    // Valid for three months from the payment.
    const [period] = await database.db
      .select({
        isThreeMonths: sql<boolean>`${packageGrants.endsAt} = ${packageGrants.startsAt} + interval '3 months'`,
      })
      .from(packageGrants)
      .where(eq(packageGrants.orderId, placed.order.id));
    expect(period?.isThreeMonths).toBe(true);

    const propertyId = await submitProperty(customer);
    const [row] = await database.db
      .select({ grant: properties.packageGrantId })
      .from(properties)
      .where(eq(properties.id, propertyId));
    expect(row?.grant).toBe(grants[0]!.id);
    expect(await app.services.orders.activePackage(customer.user.id)).toMatchObject({ listingsRemaining: 4 });

    // Signed out (or another account without a package): submitting stays free and uses nothing.
    const anonymousId = await submitProperty();
    const other = await createSignedInUser(app.services, { role: 'customer' });
    const othersId = await submitProperty(other);
    for (const id of [anonymousId, othersId]) {
      const [free] = await database.db
        .select({ grant: properties.packageGrantId })
        .from(properties)
        .where(eq(properties.id, id));
      expect(free?.grant).toBeNull();
    }
    expect(await app.services.orders.activePackage(customer.user.id)).toMatchObject({ listingsRemaining: 4 });
  });

  it('never uses more listings than included, even for submissions at the same time', async () => {
    const customer = await createSignedInUser(app.services, { role: 'agent' });
    const placed = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing({ plan: 'basic', email: 'busy@example.com' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    if (placed.status !== 'placed') throw new Error(placed.status);
    await app.services.orders.markPaid(placed.order.id, admin.user.id);
    // One listing left.
    await database.db
      .update(packageGrants)
      .set({ listingsUsed: 4 })
      .where(eq(packageGrants.orderId, placed.order.id));

    const ids = await Promise.all([submitProperty(customer), submitProperty(customer)]);
    const rows = await Promise.all(
      ids.map(async (id) => {
        const [row] = await database.db
          .select({ grant: properties.packageGrantId })
          .from(properties)
          .where(eq(properties.id, id));
        return row?.grant ?? null;
      }),
    );
    expect(rows.filter(Boolean)).toHaveLength(1);
    expect(await app.services.orders.activePackage(customer.user.id)).toMatchObject({
      listingsIncluded: 5,
      listingsUsed: 5,
      listingsRemaining: 0,
    });
  });

  it('ignores an expired package, and a cancelled order grants nothing', async () => {
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    const first = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing({ plan: 'standard' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    const second = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing({ plan: 'basic' }),
      origin: 'https://homes.example',
      language: 'en' as const,
    });
    if (first.status !== 'placed' || second.status !== 'placed') throw new Error('not placed');
    await app.services.orders.markPaid(first.order.id, admin.user.id);
    await database.db
      .update(packageGrants)
      .set({ startsAt: sql`now() - interval '4 months'`, endsAt: sql`now() - interval '1 month'` })
      .where(eq(packageGrants.orderId, first.order.id));
    expect(await app.services.orders.activePackage(customer.user.id)).toBeNull();
    expect(await app.services.orders.cancel(second.order.id, admin.user.id)).toBe(true);
    expect(await app.services.orders.markPaid(second.order.id, admin.user.id)).toBe(false);
    const id = await submitProperty(customer);
    const [row] = await database.db
      .select({ grant: properties.packageGrantId })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row?.grant).toBeNull();

    const counts = await app.services.orders.counts();
    expect(counts.cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = await app.services.orders.list('cancelled', 1, 10);
    expect(cancelled.items.map((o) => o.number)).toContain(second.order.number);
  });
});
