// E-mails in the person's language (issue 29): what a visitor, an owner, an account holder or a
// customer did in French comes back in French, with links to the French pages; the office reads its
// notifications in English and is told which language to answer in. The language is stored with the
// enquiry, the submission, the account and the order, so a later e-mail (a password changed, an order
// paid) is in it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { emailOutbox, enquiries, orders, properties, users } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage, specSubmissionForm } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';
import { billingSchema } from '../../shared/domain/order-schemas.ts';

const ORIGIN = 'https://homes.example';
const OFFICE = 'office@company.example';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let admin: SignedInUser;
let propertyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({ MAIL_TO: OFFICE, SITE_NAME: 'Moncton Homes', PUBLIC_URL: ORIGIN }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
  admin = await createSignedInUser(app.services, { role: 'admin' });
  propertyId = await createProperty(
    { db: database.db, storage: storage.storage },
    { name: 'Harbour View Flat', address: '12 Harbour Road, Moncton, NB E1C 2B2' },
  );
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

async function mailsTo(address: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

/** The links of an e-mail's text, the site's pages only. */
const linksOf = (text: string) => text.match(/https:\/\/homes\.example\/\S+/g) ?? [];

describe('an enquiry', () => {
  it('made on a French page is acknowledged in French, linking the French page; the office reads English', async () => {
    const result = await app.services.enquiries.submit(
      {
        kind: 'showing',
        propertyId,
        name: 'Élise Gagnon',
        email: 'elise@example.com',
        phone: '5065550142',
        language: 'fr',
      },
      { origin: ORIGIN },
    );
    expect(result.status).toBe('accepted');
    const [stored] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, 'elise@example.com'));
    expect(stored?.language).toBe('fr');
    // Written without a message: the default one is the visitor's, in French.
    expect(stored?.message).toBe(
      "Bonjour, je m'intéresse à Harbour View Flat au 12 Harbour Road, Moncton, NB E1C 2B2 et j'aimerais réserver une visite.",
    );

    const [ack] = await mailsTo('elise@example.com');
    expect(ack?.subject).toBe('Nous avons bien reçu votre message — Moncton Homes');
    expect(ack?.textBody).toContain('Bonjour Élise Gagnon,');
    expect(linksOf(ack!.textBody)).toEqual([`${ORIGIN}/fr/single-property-1/${propertyId}`]);
    expect(ack?.htmlBody).toContain('<html lang="fr-CA">');

    const office = (await mailsTo(OFFICE)).at(-1)!;
    expect(office.subject).toBe('Showing request: Harbour View Flat');
    expect(office.textBody).toContain('Language: French');
    expect(linksOf(office.textBody)).toEqual([`${ORIGIN}/single-property-1/${propertyId}`]);
    expect(office.htmlBody).toContain('<html lang="en-CA">');
  });

  it('through the API takes its language from the payload, English when absent, and refuses another', async () => {
    const send = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/send-email',
        payload: { name: 'Paul', phone: '5065550100', description: 'Bonjour', ...payload },
      });
    expect((await send({ email: 'paul.fr@example.com', language: 'fr' })).statusCode).toBe(200);
    expect((await send({ email: 'paul.en@example.com' })).statusCode).toBe(200);
    const refused = await send({ email: 'paul.de@example.com', language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { language: ['This value has the wrong type.'] } });

    expect((await mailsTo('paul.fr@example.com'))[0]?.subject).toBe(
      'Nous avons bien reçu votre message — Moncton Homes',
    );
    expect((await mailsTo('paul.en@example.com'))[0]?.subject).toBe(
      'We received your message — Moncton Homes',
    );
    expect(await mailsTo('paul.de@example.com')).toEqual([]);
  });
});

describe('a property submitted on the French page', () => {
  it("confirms to the owner in French and stores the owner's language", async () => {
    const form = specSubmissionForm({ email: 'proprio@example.com', propertyTitle: 'Maison de Dieppe' });
    const result = await app.services.submissions.submit(
      new Request(`${ORIGIN}/fr/submit-property`, { method: 'POST', body: form }),
      { names: 'api', sortNewImagesByName: false },
    );
    expect(result.ok).toBe(true);
    const [row] = await database.db
      .select({ language: properties.customerLanguage })
      .from(properties)
      .where(eq(properties.customerEmail, 'proprio@example.com'));
    expect(row?.language).toBe('fr');
    const [owner] = await mailsTo('proprio@example.com');
    expect(owner?.textBody).toContain('Prix: 1\u00a0000\u00a0$');
    expect(owner?.textBody).not.toContain('Price:');
    const office = (await mailsTo(OFFICE)).at(-1)!;
    expect(office.textBody).toContain('Price: $1,000');
    expect(office.textBody).toContain('Language: French');
  });
});

describe('an account', () => {
  const signUp = (email: string) =>
    signUpSchema.parse({
      name: 'Chloé Leblanc',
      email,
      username: `chloe_${Date.now() % 100000}`,
      password: 'une longue phrase de passe',
      phone: '(506) 555-0123',
      role: 'customer',
      terms: true,
    });

  it('signed up in French is verified in French; later notices follow the language it last signed in in', async () => {
    const email = 'chloe@example.com';
    const { accounts } = app.services;
    expect(await accounts.signUp(signUp(email), { ip: '10.29.0.1', origin: ORIGIN, language: 'fr' })).toEqual(
      {
        status: 'sent',
      },
    );
    const [verify] = await mailsTo(email);
    expect(verify?.subject).toBe('Vérifiez votre adresse courriel pour Moncton Homes');
    const [link] = linksOf(verify!.textBody);
    expect(link).toMatch(/^https:\/\/homes\.example\/fr\/verify-email\?token=/);
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(account?.language).toBe('fr');

    // Verified, the account signs in on an English page: its e-mails are English from now on.
    await accounts.verifyEmail(new URL(link!).searchParams.get('token')!);
    const signedIn = await app.services.auth.login({
      email,
      password: 'une longue phrase de passe',
      ip: '10.29.0.2',
      language: 'en',
    });
    expect(signedIn.ok).toBe(true);
    await accounts.changePassword({
      userId: account!.id,
      sessionId: null,
      current: 'une longue phrase de passe',
      password: 'another long passphrase',
      origin: ORIGIN,
    });
    const changed = (await mailsTo(email)).at(-1)!;
    expect(changed.subject).toBe('Your Moncton Homes password was changed');
    expect(changed.textBody).toContain('Hello Chloé Leblanc,');
    expect(linksOf(changed.textBody)).toEqual([`${ORIGIN}/forgot-password`]);
  });

  it('asks for a reset on a French page and gets the French link', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer', email: 'remi@example.com' });
    await app.services.accounts.requestPasswordReset(holder.user.email, {
      ip: '10.29.0.3',
      origin: ORIGIN,
      language: 'fr',
    });
    const [reset] = await mailsTo('remi@example.com');
    expect(linksOf(reset!.textBody)[0]).toMatch(/^https:\/\/homes\.example\/fr\/reset-password\?token=/);
    expect(reset?.textBody).toMatch(/^Bonjour/);
  });
});

describe('an order placed in French', () => {
  it('is confirmed and activated in French, with French amounts; the office is told in English', async () => {
    const customer = await createSignedInUser(app.services, { role: 'customer' });
    const placed = await app.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billingSchema.parse({
        plan: 'platinum',
        name: 'Josée Cormier',
        email: 'josee@example.com',
        country: 'GB',
        street: '12 rue Champlain',
        city: 'Dieppe',
        province: 'NB',
        postalCode: 'e1a1a1',
        phone: '(506) 555-0142',
      }),
      origin: ORIGIN,
      language: 'fr',
    });
    expect(placed.status).toBe('placed');
    if (placed.status !== 'placed') return;
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.language).toBe('fr');
    const total = `${(placed.order.totalCents / 100).toFixed(2).replace('.', ',')}\u00a0$`;

    const [confirmation] = await mailsTo('josee@example.com');
    expect(confirmation?.subject).toBe(`Votre commande ${placed.order.number} chez Moncton Homes`);
    expect(confirmation?.textBody).toContain(`Total: ${total}`);
    expect(confirmation?.textBody).toContain('Royaume-Uni');
    expect(confirmation?.textBody).toContain('Forfait: ');

    const office = (await mailsTo(OFFICE)).at(-1)!;
    expect(office.subject).toMatch(/^New package order /);
    expect(office.textBody).toContain('United Kingdom');
    expect(office.textBody).toContain('Language: French');

    await app.services.orders.markPaid(placed.order.id, admin.user.id);
    const paid = (await mailsTo('josee@example.com')).at(-1)!;
    expect(paid.subject).toMatch(/^Votre forfait .* est actif — Moncton Homes$/);
    expect(paid.textBody).toMatch(/actif jusqu’au \d{1,2} [a-zéû.]+ \d{4}/);
  });
});
