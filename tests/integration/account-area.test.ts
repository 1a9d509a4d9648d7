// The account area's services and API (issue 17): properties claimed by a verified address, the
// dashboard's real figures, page views without personal data, bookmarks that follow the account,
// withdrawing and editing a submission awaiting review (owner only), and the e-mail change link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import {
  auditLog,
  emailOutbox,
  enquiries,
  properties,
  propertyImages,
  propertyViews,
  users,
} from '../../server/db/schema.ts';
import { viewedPropertyOf } from '../../server/account/view-counter.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import { profileSchema } from '../../shared/domain/profile-schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage, specSubmissionForm } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let owner: SignedInUser;
let stranger: SignedInUser;
const ids: Record<string, string> = {};

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
  const deps = { db: database.db, storage: storage.storage };
  const { services } = app;
  owner = await createSignedInUser(services, { role: 'customer', email: 'olive.owner@example.com' });
  stranger = await createSignedInUser(services, { role: 'agent', email: 'sam.stranger@example.com' });
  // Submitted with the owner's address (any case) before and after the account existed.
  ids.review = await createProperty(deps, {
    name: 'Review Flat',
    customerEmail: 'Olive.Owner@Example.com',
    isVerified: false,
  });
  ids.public = await createProperty(deps, { name: 'Public Flat', customerEmail: 'olive.owner@example.com' });
  ids.closed = await createProperty(deps, {
    name: 'Rented Flat',
    customerEmail: 'olive.owner@example.com',
    isClosed: true,
  });
  ids.archived = await createProperty(deps, {
    name: 'Old Flat',
    customerEmail: 'olive.owner@example.com',
    isArchived: true,
  });
  ids.others = await createProperty(deps, { name: 'Someone Else', customerEmail: 'someone@example.com' });
  ids.othersReview = await createProperty(deps, {
    name: 'Not Yours',
    customerEmail: 'someone@example.com',
    isVerified: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedInUser | null,
  body?: unknown,
  csrf = true,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(who && csrf && method !== 'GET' ? { 'x-csrf-token': who.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('the account’s properties', () => {
  it('claims the submissions made with its verified address, whatever the case, and only those', async () => {
    const { items, isEmailVerified } = await app.services.accounts.properties(owner.user.id);
    expect(isEmailVerified).toBe(true);
    expect(items.map((i) => [i.name, i.state]).sort()).toEqual([
      ['Old Flat', 'archived'],
      ['Public Flat', 'public'],
      ['Rented Flat', 'closed'],
      ['Review Flat', 'review'],
    ]);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, ids.others!));
    expect(row?.ownerUserId).toBeNull();
  });

  it('claims nothing for an address that is not verified', async () => {
    const unverified = await app.services.auth.createUser({
      email: 'someone@example.com',
      password: 'a long enough password here',
      role: 'customer',
      isEmailVerified: false,
    });
    const { items, isEmailVerified } = await app.services.accounts.properties(unverified.id);
    expect(isEmailVerified).toBe(false);
    expect(items).toEqual([]);
  });

  it('counts the dashboard’s figures from the database: states, views and enquiries of the last 30 days, bookmarks', async () => {
    const area = app.services.accounts;
    await area.recordView(ids.public!);
    await area.recordView(ids.public!);
    await area.recordView(ids.closed!);
    // Not public: never counted.
    await area.recordView(ids.review!);
    await area.recordView(ids.archived!);
    // An old day falls outside the window.
    await database.db
      .insert(propertyViews)
      .values({ propertyId: ids.public!, day: sql`current_date - 40` as unknown as string, count: 9 });
    const enquiry = (createdAt: Date) => ({
      kind: 'property' as const,
      propertyId: ids.public!,
      name: 'Erin',
      email: 'erin@example.com',
      phone: '5065550142',
      createdAt,
    });
    await database.db
      .insert(enquiries)
      .values([enquiry(new Date()), enquiry(new Date(Date.now() - 40 * 86_400_000))]);
    await area.bookmarks.add(owner.user.id, ids.others!);

    const figures = await area.dashboard(owner.user.id);
    expect(figures.byState).toEqual({ review: 1, public: 1, closed: 1, archived: 1 });
    expect(figures.bookmarkCount).toBe(1);
    expect(Object.fromEntries(figures.listed.map((l) => [l.name, [l.views, l.enquiries]]))).toEqual({
      'Public Flat': [2, 1],
      'Rented Flat': [1, 0],
    });
    const stored = await database.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, ids.review!));
    expect(stored).toEqual([]);
  });
});

describe('page views', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({
    method: 'GET',
    url,
    headers: { 'user-agent': BROWSER, ...headers },
  });

  it('count a person opening a detail page in any layout, or navigating to it', () => {
    const id = '0b5f3c1e-7d4a-4c3b-9a8e-1f2d3c4b5a69';
    expect(viewedPropertyOf(request(`/single-property-1/${id}`))).toBe(id);
    expect(viewedPropertyOf(request(`/single-property-3/${id}?x=1`))).toBe(id);
    expect(
      viewedPropertyOf(request(`/single-property-2/${id}.data`, { referer: 'http://x/list-layout-new-3' })),
    ).toBe(id);
  });

  it('leave out robots, prefetches, other pages and the page reloading its own data', () => {
    const id = '0b5f3c1e-7d4a-4c3b-9a8e-1f2d3c4b5a69';
    expect(
      viewedPropertyOf(
        request(`/single-property-1/${id}`, {
          'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        }),
      ),
    ).toBeNull();
    expect(viewedPropertyOf({ method: 'GET', url: `/single-property-1/${id}`, headers: {} })).toBeNull();
    expect(
      viewedPropertyOf(request(`/single-property-1/${id}.data`, { 'sec-purpose': 'prefetch' })),
    ).toBeNull();
    expect(
      viewedPropertyOf(
        request(`/single-property-1/${id}.data`, { referer: `http://x/single-property-1/${id}` }),
      ),
    ).toBeNull();
    expect(viewedPropertyOf({ ...request(`/single-property-1/${id}`), method: 'HEAD' })).toBeNull();
    expect(viewedPropertyOf(request('/single-property-1'))).toBeNull();
    expect(viewedPropertyOf(request(`/list-layout-new-3`))).toBeNull();
  });
});

describe('bookmarks API', () => {
  it('refuses a visitor who is not signed in, and a browser write without the CSRF token', async () => {
    expect((await api('GET', '/api/account/bookmarks', null)).statusCode).toBe(401);
    expect(
      (await api('PUT', `/api/account/bookmarks/${ids.public}`, stranger, undefined, false)).statusCode,
    ).toBe(403);
  });

  it('merges the browser’s list into the account’s at sign-in (public properties only) and answers the whole list', async () => {
    await app.services.accounts.bookmarks.add(stranger.user.id, ids.closed!);
    const response = await api('POST', '/api/account/bookmarks/merge', stranger, {
      ids: [ids.public, ids.review, 'not-an-id', ids.public],
    });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { items: { name: string }[] }).items.map((i) => i.name).sort();
    expect(names).toEqual(['Public Flat', 'Rented Flat']);
  });

  it('adds and removes one, and the list follows (the same on any device: it is the server’s)', async () => {
    expect((await api('PUT', `/api/account/bookmarks/${ids.others}`, stranger)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/account/bookmarks/${ids.public}`, stranger)).statusCode).toBe(204);
    const list = await api('GET', '/api/account/bookmarks', stranger);
    expect((list.json() as { items: { name: string }[] }).items.map((i) => i.name).sort()).toEqual([
      'Rented Flat',
      'Someone Else',
    ]);
  });

  it('keeps a Save made while the browser’s list merges at sign-in: both, whichever lands first', async () => {
    const extra = await Promise.all(
      ['Merge One', 'Merge Two', 'Saved Meanwhile'].map((name) =>
        createProperty({ db: database.db, storage: storage.storage }, { name }),
      ),
    );
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    for (let round = 0; round < 5; round++) {
      await database.db.execute(sql`delete from bookmarks where user_id = ${holder.user.id}`);
      const [merged, saved] = await Promise.all([
        api('POST', '/api/account/bookmarks/merge', holder, { ids: [extra[0], extra[1]] }),
        api('PUT', `/api/account/bookmarks/${extra[2]}`, holder),
      ]);
      expect([merged.statusCode, saved.statusCode]).toEqual([200, 204]);
      const list = await api('GET', '/api/account/bookmarks', holder);
      expect((list.json() as { items: { name: string }[] }).items.map((i) => i.name).sort()).toEqual([
        'Merge One',
        'Merge Two',
        'Saved Meanwhile',
      ]);
    }
  });

  it('refuses a list that is not a list of ids', async () => {
    const response = await api('POST', '/api/account/bookmarks/merge', stranger, { ids: 'everything' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('fieldErrors.ids');
  });
});

describe('a submission awaiting review', () => {
  async function postForm(url: string, form: FormData, who: SignedInUser) {
    const request = new Request('http://local', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        cookie: who.cookie,
        'x-csrf-token': who.csrfToken,
      },
    });
  }

  it('is edited by its owner and stays in review, whatever flags the body sets', async () => {
    const form = specSubmissionForm({
      id: ids.review!,
      propertyTitle: 'Review Flat, renovated',
      email: 'olive.owner@example.com',
      Verified: 'true',
      PropertyArchived: 'false',
    });
    const response = await postForm('/api/account/update-property', form, owner);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, ids.review!));
    expect(row).toMatchObject({ name: 'Review Flat, renovated', isVerified: false, isArchived: false });
  });

  it('is the account’s when a signed-in holder submits it with another contact address; signed out it is nobody’s', async () => {
    const submit = async (title: string, who: SignedInUser | null) => {
      const request = new Request('http://local', {
        method: 'POST',
        body: specSubmissionForm({ propertyTitle: title, email: 'my.tenant.contact@example.com' }),
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/submit-property',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          'content-type': request.headers.get('content-type') ?? '',
          ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrfToken } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const mine = await submit('Flat under another address', owner);
    const anonymous = await submit('Flat sent signed out', null);
    const { items } = await app.services.accounts.properties(owner.user.id);
    expect(items.find((item) => item.id === mine)).toMatchObject({
      name: 'Flat under another address',
      state: 'review',
    });
    expect(items.some((item) => item.id === anonymous)).toBe(false);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, anonymous));
    expect(row?.ownerUserId).toBeNull();
    // Nobody else sees it among theirs.
    const theirs = await app.services.accounts.properties(stranger.user.id);
    expect(theirs.items.some((item) => item.id === mine)).toBe(false);
  });

  it('is not found for anyone else, nor once it is public', async () => {
    const theirs = await postForm(
      '/api/account/update-property',
      specSubmissionForm({ id: ids.othersReview! }),
      owner,
    );
    expect(theirs.statusCode).toBe(404);
    const listed = await postForm(
      '/api/account/update-property',
      specSubmissionForm({ id: ids.public! }),
      owner,
    );
    expect(listed.statusCode).toBe(404);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, ids.public!));
    expect(row?.name).toBe('Public Flat');
  });

  it('shows its photos to its owner (and admins), to nobody else while it is not public', async () => {
    const withPhoto = await createProperty(
      { db: database.db, storage: storage.storage },
      { name: 'Photo Flat', customerEmail: 'olive.owner@example.com', isVerified: false },
      { images: 1 },
    );
    await app.services.accounts.claim(owner.user.id);
    const [image] = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, withPhoto));
    const url = `/media/${image!.originalKey}`;
    expect((await app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('is withdrawn by its owner only: archived, with an audit entry', async () => {
    const area = app.services.accounts;
    expect(await area.withdraw(stranger.user.id, ids.review!)).toBeNull();
    expect(await area.withdraw(owner.user.id, ids.public!)).toBeNull();
    expect(await area.withdraw(owner.user.id, ids.review!)).toEqual({ name: 'Review Flat, renovated' });
    const [row] = await database.db.select().from(properties).where(eq(properties.id, ids.review!));
    expect(row).toMatchObject({ isArchived: true, isVerified: false });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.review!), eq(auditLog.action, 'property.withdraw')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(owner.user.id);
    expect(await area.withdraw(owner.user.id, ids.review!)).toBeNull();
  });
});

describe('the profile', () => {
  const input = (overrides: Record<string, string> = {}) => ({
    name: 'Olive Owner',
    email: 'olive.owner@example.com',
    title: 'Landlord',
    phone: '5065550123',
    address: '12 King Street',
    city: 'Moncton',
    province: 'New Brunswick',
    postalCode: 'E1C 4B5',
    about: 'Two duplexes in the east end.',
    facebook: 'https://facebook.com/olive',
    x: '',
    linkedin: '',
    instagram: '',
    youtube: '',
    ...overrides,
  });

  it('is parsed from the form as the page sends it: empty optional fields are empty, bad ones say why', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(
      input({ title: '', phone: '(506) 555-0123', postalCode: 'e1c4b5' }),
    )) {
      form.append(key, value);
    }
    const parsed = parseWithZod(form, { schema: profileSchema });
    expect(parsed.status).toBe('success');
    if (parsed.status === 'success') {
      expect(parsed.value).toMatchObject({ title: '', x: '', phone: '5065550123', postalCode: 'E1C 4B5' });
    }
    form.set('facebook', 'facebook.com/olive');
    form.set('postalCode', '12345');
    form.set('province', 'Ontarioo');
    const refused = parseWithZod(form, { schema: profileSchema }).reply();
    expect(refused.error).toEqual({
      facebook: ['Please enter a full address starting with https://.'],
      postalCode: ['Please enter a Canadian postal code, like E1C 4B5.'],
      province: ['Please choose a province from the list.'],
    });
  });

  it('is saved, social links without the empty ones', async () => {
    const area = app.services.accounts;
    expect(await area.updateProfile(owner.user.id, input(), 'http://site.test')).toEqual({
      status: 'saved',
      pendingEmail: null,
    });
    const found = await area.profile(owner.user.id);
    expect(found?.profile).toMatchObject({
      name: 'Olive Owner',
      city: 'Moncton',
      socialLinks: { facebook: 'https://facebook.com/olive' },
    });
  });

  it('keeps the old address until the link sent to the new one is opened, once', async () => {
    const area = app.services.accounts;
    const result = await area.updateProfile(
      owner.user.id,
      input({ email: 'Olive.New@Example.com' }),
      'http://site.test',
    );
    expect(result).toEqual({ status: 'saved', pendingEmail: 'olive.new@example.com' });
    const [user] = await database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user?.email).toBe('olive.owner@example.com');
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'olive.new@example.com'));
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await area.profile(owner.user.id))?.pendingEmail).toBe('olive.new@example.com');

    expect(await area.confirmEmailChange(token!)).toEqual({ ok: true, email: 'olive.new@example.com' });
    const [changed] = await database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(changed?.email).toBe('olive.new@example.com');
    expect(changed?.emailVerifiedAt).not.toBeNull();
    expect(await area.confirmEmailChange(token!)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not take an address another account has by then', async () => {
    const area = app.services.accounts;
    await area.updateProfile(
      stranger.user.id,
      input({ name: 'Sam', email: 'olive.new@example.com' }),
      'http://site.test',
    );
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'olive.new@example.com'))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1);
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    expect(await area.confirmEmailChange(token!)).toEqual({ ok: false, reason: 'taken' });
    const [user] = await database.db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(user?.email).toBe('sam.stranger@example.com');
  });
});
