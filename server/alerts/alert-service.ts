import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  alertMatches,
  properties,
  propertyEvents,
  savedSearches,
  users,
  visitorTokens,
} from '../db/schema.ts';
import { enqueueEmail, type DbOrTransaction } from '../mail/outbox.ts';
import { conditionsFor, isPropertyId } from '../properties/property-service.ts';
import {
  consumeVisitorToken,
  isTokenShaped,
  issueVisitorToken,
  visitorTokenOf,
} from '../auth/visitor-tokens.ts';
import { queryRows } from '../db/client.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import {
  ALERT_LIMITS,
  ALERT_SPACING_MINUTES,
  type AlertFrequency,
  type SavedSearch,
} from '../../shared/domain/alerts.ts';
import type { ListingFilters } from '../../shared/domain/listing-filters.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { alertQueryOf, consentTextOf, describeSearch } from '../../shared/domain/alert-search.ts';
import { alertMail, confirmationMail, type AlertMailContext, type AlertProperty } from './alert-mail.ts';

/** How long a confirmation link works, and an unsubscribe link (a year: old e-mails keep working). */
const CONFIRM_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const UNSUBSCRIBE_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export type NewAlert = {
  filters: ListingFilters;
  email: string;
  frequency: AlertFrequency;
  language: Language;
  /** The client's address, recorded with the consent (CASL). */
  ip: string;
  /** The signed-in account asking, if any. */
  userId?: string;
};

export type AlertOptions = {
  mail: { to: string; messageIdDomain?: string };
  siteName: string;
  /** The office's postal address, in every alert e-mail (CASL: identify the sender). */
  siteAddress: string;
  /** The site's origin for links in e-mails no request asked for (the alerts themselves). */
  origin: string;
  now?: () => Date;
};

/**
 * Saved-search alerts (issue 30) under Canada's anti-spam law: express consent (its words, time and
 * address recorded), a double opt-in (nothing is sent while pending), a one-click unsubscribe in
 * every e-mail that works without an account. Matches come from property events (a trigger writes
 * them with the change, migration 0010); each property goes to an alert once, ever.
 */
export function createAlertService({
  db,
  mail,
  siteName,
  siteAddress,
  origin: defaultOrigin,
  now = () => new Date(),
}: AlertOptions & { db: Database }) {
  const ids = { messageIdDomain: mail.messageIdDomain };
  const context = (origin: string): AlertMailContext => ({ origin, siteName, siteAddress, replyTo: mail.to });

  const issueToken = (
    tx: DbOrTransaction,
    purpose: 'confirm_alert' | 'unsubscribe_alert',
    subjectId: string,
    lifetimeMs: number,
  ) => issueVisitorToken(tx, { purpose, subjectId, expiresAt: new Date(now().getTime() + lifetimeMs) });

  /** The alert a token of this purpose names, and whether the token is used (reading only). */
  async function searchOfToken(
    tx: DbOrTransaction,
    token: string,
    purpose: 'confirm_alert' | 'unsubscribe_alert',
  ) {
    if (!isTokenShaped(token)) return null;
    const [found] = await tx
      .select({ search: savedSearches, usedAt: visitorTokens.usedAt })
      .from(visitorTokens)
      .innerJoin(savedSearches, eq(savedSearches.id, visitorTokens.subjectId))
      .where(visitorTokenOf(token, purpose, now()));
    return found ?? null;
  }

  const toSavedSearch = (row: typeof savedSearches.$inferSelect): SavedSearch => ({
    id: row.id,
    email: row.email,
    query: row.query,
    frequency: row.frequency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  });

  /** The alerts an account sees: made while signed in, or for its verified address. */
  const ownedBy = (user: { id: string; email: string; isEmailVerified: boolean }) =>
    and(
      ne(savedSearches.status, 'unsubscribed'),
      user.isEmailVerified
        ? or(eq(savedSearches.userId, user.id), sql`lower(${savedSearches.email}) = lower(${user.email})`)
        : eq(savedSearches.userId, user.id),
    );

  return {
    /**
     * A new alert, pending until its address confirms: the consent recorded, the confirmation e-mail
     * queued in the same transaction. At most ALERT_LIMITS.perAddress alerts per address, counted
     * under a lock on the address (several app servers, parallel requests).
     */
    async create(input: NewAlert, { origin }: { origin: string }): Promise<'pending' | 'limit'> {
      const query = alertQueryOf(input.filters);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${'alerts:' + input.email.toLowerCase()}))`,
        );
        const [existing] = await queryRows<{ n: number | string }>(
          tx as unknown as Database,
          sql`select count(*) as n from saved_searches
              where lower(email) = lower(${input.email}) and status <> 'unsubscribed'`,
        );
        if (Number(existing?.n ?? 0) >= ALERT_LIMITS.perAddress) return 'limit';
        const [row] = await tx
          .insert(savedSearches)
          .values({
            userId: input.userId ?? null,
            email: input.email,
            query,
            frequency: input.frequency,
            language: input.language,
            consentText: consentTextOf(input.language, siteName),
            consentAt: now(),
            consentIp: input.ip,
          })
          .returning({ id: savedSearches.id });
        if (!row) throw new Error('The alert was not stored.');
        const token = await issueToken(tx, 'confirm_alert', row.id, CONFIRM_LIFETIME_MS);
        await enqueueEmail(
          tx,
          confirmationMail(
            {
              email: input.email,
              language: input.language,
              search: describeSearch(input.filters, input.language),
              token,
            },
            context(origin),
          ),
          ids,
        );
        return 'pending';
      });
    },

    /** What the confirmation link's page shows (GET: reading only). */
    async confirmView(token: string): Promise<{ status: 'ok'; search: SavedSearch } | { status: 'gone' }> {
      const found = await searchOfToken(db, token, 'confirm_alert');
      if (!found || found.usedAt || found.search.status !== 'pending') return { status: 'gone' };
      return { status: 'ok', search: toSavedSearch(found.search) };
    },

    /** The confirmation (POST): the link is used up and the alert starts. */
    async confirm(token: string): Promise<'confirmed' | 'gone'> {
      return db.transaction(async (tx) => {
        const subjectId = await consumeVisitorToken(tx, token, 'confirm_alert', now());
        if (!subjectId) return 'gone';
        const [started] = await tx
          .update(savedSearches)
          .set({ status: 'active', confirmedAt: now() })
          .where(and(eq(savedSearches.id, subjectId), eq(savedSearches.status, 'pending')))
          .returning({ id: savedSearches.id });
        return started ? 'confirmed' : 'gone';
      });
    },

    /** What the unsubscribe link's page shows (GET: reading only). */
    async unsubscribeView(
      token: string,
    ): Promise<{ status: 'ok'; search: SavedSearch } | { status: 'gone' }> {
      const found = await searchOfToken(db, token, 'unsubscribe_alert');
      return found ? { status: 'ok', search: toSavedSearch(found.search) } : { status: 'gone' };
    },

    /**
     * Unsubscribes the alert an e-mail's link names, at once and for good; again is no error. Only
     * this alert: account e-mails (a password reset) are not alerts and still go.
     */
    async unsubscribe(token: string): Promise<'unsubscribed' | 'gone'> {
      const found = await searchOfToken(db, token, 'unsubscribe_alert');
      if (!found) return 'gone';
      await db
        .update(savedSearches)
        .set({ status: 'unsubscribed', unsubscribedAt: now() })
        .where(and(eq(savedSearches.id, found.search.id), ne(savedSearches.status, 'unsubscribed')));
      return 'unsubscribed';
    },

    /** An account's alerts (the account area). */
    async listFor(userId: string): Promise<SavedSearch[]> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return [];
      const rows = await db
        .select()
        .from(savedSearches)
        .where(ownedBy({ id: user.id, email: user.email, isEmailVerified: user.emailVerifiedAt !== null }))
        .orderBy(asc(savedSearches.createdAt))
        .limit(100);
      return rows.map(toSavedSearch);
    },

    /** An account changes how often one of its alerts comes, or stops it ('unsubscribed'). */
    async update(
      userId: string,
      alertId: string,
      change: { frequency: AlertFrequency } | { unsubscribe: true },
    ): Promise<boolean> {
      if (!isPropertyId(alertId)) return false;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return false;
      const [row] = await db
        .update(savedSearches)
        .set(
          'frequency' in change
            ? { frequency: change.frequency }
            : { status: 'unsubscribed', unsubscribedAt: now() },
        )
        .where(
          and(
            eq(savedSearches.id, alertId),
            ownedBy({ id: user.id, email: user.email, isEmailVerified: user.emailVerifiedAt !== null }),
          ),
        )
        .returning({ id: savedSearches.id });
      return Boolean(row);
    },

    /**
     * Turns new property events into matches: each event is claimed (SKIP LOCKED: two servers take
     * different ones) and marked processed in the transaction that records its matches; a property
     * already matched by an alert is never matched again (the primary key). Returns the matches made.
     */
    async processEvents(limit = 200): Promise<number> {
      return db.transaction(async (tx) => {
        const events = await tx
          .select()
          .from(propertyEvents)
          .where(isNull(propertyEvents.processedAt))
          .orderBy(asc(propertyEvents.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (events.length === 0) return 0;
        const kindOf = new Map(events.map((e) => [e.propertyId, e.kind]));
        const propertyIds = [...kindOf.keys()];
        const searches = await tx.select().from(savedSearches).where(eq(savedSearches.status, 'active'));
        let made = 0;
        for (const search of searches) {
          const filters = parseListingQuery(new URLSearchParams(search.query));
          const matching = await tx
            .select({ id: properties.id })
            .from(properties)
            .where(
              and(
                inArray(properties.id, propertyIds),
                eq(properties.isClosed, false),
                ...conditionsFor(filters, 'public'),
              ),
            );
          if (matching.length === 0) continue;
          const inserted = await tx
            .insert(alertMatches)
            .values(
              matching.map((m) => ({ savedSearchId: search.id, propertyId: m.id, kind: kindOf.get(m.id)! })),
            )
            .onConflictDoNothing()
            .returning({ id: alertMatches.propertyId });
          made += inserted.length;
        }
        await tx
          .update(propertyEvents)
          .set({ processedAt: sql`now()` })
          .where(
            inArray(
              propertyEvents.id,
              events.map((e) => e.id),
            ),
          );
        return made;
      });
    },

    /**
     * Sends the alerts that are due: an alert with unsent matches whose spacing has passed (15
     * minutes for instant, a day, a week) gets one e-mail listing them (at most 20), with a fresh
     * unsubscribe link; the matches are marked sent in the same transaction. Returns e-mails queued.
     */
    async sendDue(limit = 20, { origin = defaultOrigin }: { origin?: string } = {}): Promise<number> {
      return db.transaction(async (tx) => {
        const at = now();
        const due = await tx
          .select()
          .from(savedSearches)
          .where(
            and(
              eq(savedSearches.status, 'active'),
              sql`exists (select 1 from alert_matches m where m.saved_search_id = ${savedSearches.id} and m.sent_at is null)`,
              sql`(${savedSearches.lastSentAt} is null or ${savedSearches.lastSentAt} <= ${at}::timestamptz - make_interval(mins => case ${savedSearches.frequency} when 'instant' then ${ALERT_SPACING_MINUTES.instant}::int when 'daily' then ${ALERT_SPACING_MINUTES.daily}::int else ${ALERT_SPACING_MINUTES.weekly}::int end))`,
            ),
          )
          .limit(limit)
          .for('update', { skipLocked: true });
        let queued = 0;
        for (const search of due) {
          const matches = await tx
            .select({ match: alertMatches, property: properties })
            .from(alertMatches)
            .innerJoin(properties, eq(properties.id, alertMatches.propertyId))
            .where(and(eq(alertMatches.savedSearchId, search.id), isNull(alertMatches.sentAt)))
            .orderBy(asc(alertMatches.createdAt), asc(properties.createdAt), asc(properties.id))
            .limit(ALERT_LIMITS.propertiesPerEmail);
          // A match whose property went private meanwhile is dropped (marked sent, never listed).
          const listed: AlertProperty[] = matches
            .filter(({ property: p }) => p.isVerified && !p.isArchived && !p.isClosed)
            .map(({ match, property: p }) => ({
              id: p.id,
              name: p.name,
              address: p.address,
              price: p.price,
              listingType: p.listingType,
              kind: match.kind,
            }));
          await tx
            .update(alertMatches)
            .set({ sentAt: at })
            .where(
              and(
                eq(alertMatches.savedSearchId, search.id),
                inArray(
                  alertMatches.propertyId,
                  matches.map((m) => m.match.propertyId),
                ),
              ),
            );
          if (listed.length === 0) continue;
          const token = await issueToken(tx, 'unsubscribe_alert', search.id, UNSUBSCRIBE_LIFETIME_MS);
          const filters = parseListingQuery(new URLSearchParams(search.query));
          await enqueueEmail(
            tx,
            alertMail(
              {
                email: search.email,
                language: search.language,
                search: describeSearch(filters, search.language),
                query: search.query,
                frequency: search.frequency,
                consentAt: search.consentAt,
                unsubscribeToken: token,
                properties: listed,
              },
              context(origin),
            ),
            ids,
          );
          await tx.update(savedSearches).set({ lastSentAt: at }).where(eq(savedSearches.id, search.id));
          queued++;
        }
        return queued;
      });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
