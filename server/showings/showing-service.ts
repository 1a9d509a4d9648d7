import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties, showingBlackouts, showingSettings, showings, showingWindows } from '../db/schema.ts';
import { enqueueEmail, DEFAULT_MESSAGE_ID_DOMAIN, type DbOrTransaction } from '../mail/outbox.ts';
import { isPropertyId } from '../properties/property-service.ts';
import {
  consumeVisitorToken,
  issueVisitorToken,
  peekVisitorToken,
  retireVisitorTokens,
  subjectOfVisitorToken,
} from '../auth/visitor-tokens.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type {
  ShowingAvailability,
  ShowingCanceller,
  ShowingDay,
  ShowingSlot,
  SlotLength,
  Weekday,
} from '../../shared/domain/showings.ts';
import { SHOWING_HORIZON_DAYS } from '../../shared/domain/showings.ts';
import { findFreeSlot, freeSlots, localDateOf, nextFreeSlots } from './slots.ts';
import { officeMail, visitorMail, type ShowingForMail, type ShowingMailContext } from './showing-mail.ts';

/** A booked (or cancelled) showing as the console and the manage page show it. */
export type Showing = {
  id: string;
  propertyId: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
  status: 'booked' | 'cancelled';
};

export type NewShowing = {
  propertyId: string;
  /** The slot's start, an ISO instant as the slot list gave it. */
  start: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
};

export type BookResult =
  | { status: 'booked'; showingId: string }
  /** The slot is full or no longer offered: the next free ones. */
  | { status: 'taken'; next: ShowingSlot[] }
  /** Not public, closed, archived, or offering no times. */
  | { status: 'unavailable' };

/** The slots a property offers, or why it offers none. */
export type SlotOffer =
  | { status: 'offered'; days: ShowingDay[] }
  /** Public and open, but no availability set: the request form it always had. */
  | { status: 'on-request' }
  | { status: 'unavailable' };

export type ManageView =
  | {
      status: 'ok';
      showing: Showing;
      property: { id: string; name: string; address: string };
      days: ShowingDay[];
    }
  | { status: 'gone'; propertyId: string | null };

export type ShowingOptions = {
  mail: { to: string; messageIdDomain?: string };
  siteName: string;
  /** The site's origin for links in e-mails no request asked for (reminders, a closed property's). */
  origin: string;
  /** The clock (tests move it). */
  now?: () => Date;
};

/** A property a showing can be booked for: verified, not archived, not closed. */
const bookable = and(
  eq(properties.isVerified, true),
  eq(properties.isArchived, false),
  eq(properties.isClosed, false),
);

const TOKEN_PURPOSE = 'manage_showing' as const;

function toShowing(row: typeof showings.$inferSelect): Showing {
  return {
    id: row.id,
    propertyId: row.propertyId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    status: row.status,
  };
}

/**
 * Showing slots (issue 30): a property's availability, the free slots of the next 14 days, atomic
 * booking, the visitor's manage link (reschedule, cancel), the office's cancellations, cancellation
 * when a property closes, and the day-before reminders. Every e-mail goes through the outbox in the
 * transaction that made the change, with its calendar invite.
 */
export function createShowingService({
  db,
  mail,
  siteName,
  origin: defaultOrigin,
  now = () => new Date(),
}: ShowingOptions & { db: Database }) {
  const uidDomain = mail.messageIdDomain ?? DEFAULT_MESSAGE_ID_DOMAIN;
  const context = (origin: string): ShowingMailContext => ({ origin, siteName, office: mail.to, uidDomain });
  const ids = { messageIdDomain: mail.messageIdDomain };

  async function availabilityOf(
    tx: DbOrTransaction,
    propertyId: string,
    lock = false,
  ): Promise<ShowingAvailability | null> {
    const settingsQuery = tx.select().from(showingSettings).where(eq(showingSettings.propertyId, propertyId));
    const [settings] = lock ? await settingsQuery.for('update') : await settingsQuery;
    if (!settings) return null;
    const windows = await tx
      .select()
      .from(showingWindows)
      .where(eq(showingWindows.propertyId, propertyId))
      .orderBy(asc(showingWindows.weekday), asc(showingWindows.onDate), asc(showingWindows.startTime));
    const blackouts = await tx
      .select({ day: showingBlackouts.day })
      .from(showingBlackouts)
      .where(eq(showingBlackouts.propertyId, propertyId))
      .orderBy(asc(showingBlackouts.day));
    return {
      slotMinutes: settings.slotMinutes as SlotLength,
      partiesPerSlot: settings.partiesPerSlot,
      noticeHours: settings.noticeHours,
      bufferMinutes: settings.bufferMinutes,
      windows: windows.map((w) =>
        w.weekday !== null
          ? { kind: 'weekly', weekday: w.weekday as Weekday, start: w.startTime, end: w.endTime }
          : { kind: 'once', date: w.onDate ?? '', start: w.startTime, end: w.endTime },
      ),
      blackouts: blackouts.map((b) => b.day),
    };
  }

  /** Booked parties per slot start over the horizon. */
  async function bookedCounts(
    tx: DbOrTransaction,
    propertyId: string,
    at: Date,
  ): Promise<Map<number, number>> {
    const rows = await tx
      .select({ startsAt: showings.startsAt, n: sql<number>`count(*)::int` })
      .from(showings)
      .where(
        and(
          eq(showings.propertyId, propertyId),
          eq(showings.status, 'booked'),
          gte(showings.startsAt, at),
          lt(showings.startsAt, new Date(at.getTime() + (SHOWING_HORIZON_DAYS + 1) * 86_400_000)),
        ),
      )
      .groupBy(showings.startsAt);
    return new Map(rows.map((r) => [r.startsAt.getTime(), Number(r.n)]));
  }

  async function bookableProperty(tx: DbOrTransaction, propertyId: string) {
    const [row] = await tx
      .select({ id: properties.id, name: properties.name, address: properties.address })
      .from(properties)
      .where(and(eq(properties.id, propertyId), bookable));
    return row ?? null;
  }

  async function issueToken(
    tx: DbOrTransaction,
    showingId: string,
    expiresAt: Date,
    { retireOthers = true } = {},
  ): Promise<string> {
    // After a booking or a move, earlier links of the showing stop working: only the newest e-mail's
    // does. A reminder's link is one more way to the same showing: the confirmation's still works.
    if (retireOthers) await retireVisitorTokens(tx, showingId);
    return issueVisitorToken(tx, { purpose: TOKEN_PURPOSE, subjectId: showingId, expiresAt });
  }

  /** The showing a token manages, when the token is unused and unexpired (no change made). */
  async function showingOfToken(tx: DbOrTransaction, token: string, consume: boolean) {
    const subjectId = consume
      ? await consumeVisitorToken(tx, token, TOKEN_PURPOSE, now())
      : await peekVisitorToken(tx, token, TOKEN_PURPOSE, now());
    if (!subjectId) return { row: null, subjectId: await subjectOfVisitorToken(tx, token) };
    const [row] = await tx
      .select()
      .from(showings)
      .where(eq(showings.id, subjectId))
      .for(consume ? 'update' : 'share');
    return { row: row && row.status === 'booked' ? row : null, subjectId };
  }

  async function forMail(tx: DbOrTransaction, row: typeof showings.$inferSelect): Promise<ShowingForMail> {
    const [property] = await tx
      .select({ id: properties.id, name: properties.name, address: properties.address })
      .from(properties)
      .where(eq(properties.id, row.propertyId));
    return {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      sequence: row.sequence,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      language: row.language,
      property: property ?? { id: row.propertyId, name: '', address: '' },
    };
  }

  async function cancelRow(
    tx: DbOrTransaction,
    row: typeof showings.$inferSelect,
    by: ShowingCanceller,
    origin: string,
    officeMessage?: string,
  ) {
    const [cancelled] = await tx
      .update(showings)
      .set({
        status: 'cancelled',
        sequence: sql`${showings.sequence} + 1`,
        cancelledAt: sql`now()`,
        cancelledBy: by,
        cancelMessage: officeMessage ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(showings.id, row.id), eq(showings.status, 'booked')))
      .returning();
    if (!cancelled) return false;
    await retireVisitorTokens(tx, row.id);
    const showing = await forMail(tx, cancelled);
    await enqueueEmail(
      tx,
      visitorMail(showing, { kind: 'cancelled', by, officeMessage }, context(origin)),
      ids,
    );
    await enqueueEmail(tx, officeMail(showing, { kind: 'cancelled', by }, context(origin)), ids);
    return true;
  }

  /** The free slots of the next 14 days (live: never cached). */
  async function slots(propertyId: string): Promise<SlotOffer> {
    if (!isPropertyId(propertyId)) return { status: 'unavailable' };
    const property = await bookableProperty(db, propertyId);
    if (!property) return { status: 'unavailable' };
    const availability = await availabilityOf(db, propertyId);
    if (!availability) return { status: 'on-request' };
    const at = now();
    return {
      status: 'offered',
      days: freeSlots({ availability, booked: await bookedCounts(db, propertyId, at), now: at }),
    };
  }

  return {
    /** The availability the admin set, or null (the property offers showings on request). */
    async availability(propertyId: string): Promise<ShowingAvailability | null> {
      if (!isPropertyId(propertyId)) return null;
      return availabilityOf(db, propertyId);
    },

    /**
     * Replaces a property's availability (settings, windows, blackouts) in one transaction; null
     * takes it away (back to requests). Booked showings stay booked, even on a new blackout date:
     * `conflicts` lists them for the admin to decide.
     */
    async setAvailability(
      propertyId: string,
      availability: ShowingAvailability | null,
    ): Promise<'saved' | 'not-found'> {
      if (!isPropertyId(propertyId)) return 'not-found';
      return db.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, propertyId))
          .for('update');
        if (!property) return 'not-found';
        await tx.delete(showingWindows).where(eq(showingWindows.propertyId, propertyId));
        await tx.delete(showingBlackouts).where(eq(showingBlackouts.propertyId, propertyId));
        if (!availability) {
          await tx.delete(showingSettings).where(eq(showingSettings.propertyId, propertyId));
          return 'saved';
        }
        const settings = {
          slotMinutes: availability.slotMinutes,
          partiesPerSlot: availability.partiesPerSlot,
          noticeHours: availability.noticeHours,
          bufferMinutes: availability.bufferMinutes,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(showingSettings)
          .values({ propertyId, ...settings })
          .onConflictDoUpdate({ target: showingSettings.propertyId, set: settings });
        if (availability.windows.length > 0) {
          await tx.insert(showingWindows).values(
            availability.windows.map((w) => ({
              propertyId,
              weekday: w.kind === 'weekly' ? w.weekday : null,
              onDate: w.kind === 'once' ? w.date : null,
              startTime: w.start,
              endTime: w.end,
            })),
          );
        }
        const days = [...new Set(availability.blackouts)];
        if (days.length > 0)
          await tx.insert(showingBlackouts).values(days.map((day) => ({ propertyId, day })));
        return 'saved';
      });
    },

    /** The free slots of the next 14 days (live: never cached). */
    slots,

    /**
     * Books a slot. The property's settings row is locked for the transaction, so of any number of
     * visitors (on any number of app servers) asking for a slot's last place, one gets it and the
     * others are told it was taken, with the next free times.
     */
    async book(input: NewShowing, { origin }: { origin: string }): Promise<BookResult> {
      if (!isPropertyId(input.propertyId)) return { status: 'unavailable' };
      return db.transaction(async (tx) => {
        const availability = await availabilityOf(tx, input.propertyId, true);
        const property = await bookableProperty(tx, input.propertyId);
        if (!availability || !property) return { status: 'unavailable' } as const;
        const at = now();
        const query = { availability, booked: await bookedCounts(tx, input.propertyId, at), now: at };
        const slot = findFreeSlot(query, input.start);
        if (!slot) {
          const wanted = Date.parse(input.start);
          return {
            status: 'taken',
            next: nextFreeSlots(query, Number.isNaN(wanted) ? at : new Date(wanted)),
          } as const;
        }
        const startsAt = new Date(slot.start);
        const endsAt = new Date(slot.end);
        const [row] = await tx
          .insert(showings)
          .values({
            propertyId: input.propertyId,
            startsAt,
            endsAt,
            name: input.name,
            email: input.email,
            phone: input.phone,
            message: input.message,
            language: input.language,
            // Booked within a day of the showing: the confirmation is the reminder.
            reminderQueuedAt: startsAt.getTime() - at.getTime() <= 86_400_000 ? at : null,
          })
          .returning();
        if (!row) throw new Error('The showing was not stored.');
        const token = await issueToken(tx, row.id, endsAt);
        const showing = await forMail(tx, row);
        await enqueueEmail(
          tx,
          visitorMail(showing, { kind: 'confirmed', manageToken: token }, context(origin)),
          ids,
        );
        await enqueueEmail(tx, officeMail(showing, { kind: 'booked' }, context(origin)), ids);
        return { status: 'booked', showingId: row.id } as const;
      });
    },

    /** What the manage link's page shows (GET): reading only, the link stays as it was. */
    async manageView(token: string): Promise<ManageView> {
      const { row, subjectId } = await showingOfToken(db, token, false);
      if (!row) {
        const [known] = subjectId
          ? await db
              .select({ propertyId: showings.propertyId })
              .from(showings)
              .where(eq(showings.id, subjectId))
          : [];
        return { status: 'gone', propertyId: known?.propertyId ?? null };
      }
      const [property] = await db
        .select({ id: properties.id, name: properties.name, address: properties.address })
        .from(properties)
        .where(eq(properties.id, row.propertyId));
      const offer = await slots(row.propertyId);
      return {
        status: 'ok',
        showing: toShowing(row),
        property: property ?? { id: row.propertyId, name: '', address: '' },
        days: offer.status === 'offered' ? offer.days : [],
      };
    },

    /** The visitor cancels with their link (POST): uses the link up. */
    async cancelWithToken(token: string, { origin }: { origin: string }): Promise<'cancelled' | 'gone'> {
      return db.transaction(async (tx) => {
        const { row } = await showingOfToken(tx, token, true);
        if (!row) return 'gone';
        await cancelRow(tx, row, 'visitor', origin);
        return 'cancelled';
      });
    },

    /**
     * The visitor moves their showing to another free slot (POST): the same invite UID with a higher
     * SEQUENCE, and a new link (this one is used up). A taken slot leaves everything as it was.
     */
    async rescheduleWithToken(
      token: string,
      start: string,
      { origin }: { origin: string },
    ): Promise<{ status: 'rescheduled' } | { status: 'gone' } | { status: 'taken'; next: ShowingSlot[] }> {
      const outcome = await db
        .transaction(async (tx) => {
          const { row } = await showingOfToken(tx, token, true);
          if (!row) return { status: 'gone' } as const;
          const availability = await availabilityOf(tx, row.propertyId, true);
          const property = await bookableProperty(tx, row.propertyId);
          if (!availability || !property) return { status: 'gone' } as const;
          const at = now();
          const booked = await bookedCounts(tx, row.propertyId, at);
          const query = { availability, booked, now: at };
          const slot = findFreeSlot(query, start);
          if (!slot) {
            const wanted = Date.parse(start);
            // Undone by the rollback below: the link stays usable.
            throw new SlotTaken(nextFreeSlots(query, Number.isNaN(wanted) ? at : new Date(wanted)));
          }
          const startsAt = new Date(slot.start);
          const endsAt = new Date(slot.end);
          const [moved] = await tx
            .update(showings)
            .set({
              startsAt,
              endsAt,
              sequence: sql`${showings.sequence} + 1`,
              reminderQueuedAt: startsAt.getTime() - at.getTime() <= 86_400_000 ? at : null,
              updatedAt: sql`now()`,
            })
            .where(eq(showings.id, row.id))
            .returning();
          if (!moved) throw new Error('The showing was not moved.');
          const newToken = await issueToken(tx, row.id, endsAt);
          const showing = await forMail(tx, moved);
          await enqueueEmail(
            tx,
            visitorMail(showing, { kind: 'rescheduled', manageToken: newToken }, context(origin)),
            ids,
          );
          await enqueueEmail(
            tx,
            officeMail(showing, { kind: 'rescheduled', previousStart: row.startsAt }, context(origin)),
            ids,
          );
          return { status: 'rescheduled' } as const;
        })
        .catch((error: unknown) => {
          if (error instanceof SlotTaken) return { status: 'taken', next: error.next } as const;
          throw error;
        });
      return outcome;
    },

    /** The office cancels a showing from the console, with a message to the visitor. */
    async cancelByOffice(showingId: string, message: string): Promise<'cancelled' | 'not-found'> {
      if (!isPropertyId(showingId)) return 'not-found';
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(showings).where(eq(showings.id, showingId)).for('update');
        if (!row || row.status !== 'booked') return 'not-found';
        await cancelRow(tx, row, 'office', defaultOrigin, message.trim() || undefined);
        return 'cancelled';
      });
    },

    /**
     * A property closed (rented, sold) or archived: every future showing of it is cancelled and each
     * visitor told (CANCEL invite). Called in the transaction that changes the flag.
     */
    async cancelForClosedProperty(tx: DbOrTransaction, propertyId: string): Promise<number> {
      const rows = await tx
        .select()
        .from(showings)
        .where(
          and(eq(showings.propertyId, propertyId), eq(showings.status, 'booked'), gt(showings.endsAt, now())),
        )
        .for('update');
      let count = 0;
      for (const row of rows) if (await cancelRow(tx, row, 'closed', defaultOrigin)) count++;
      return count;
    },

    /** The booked showings of a property from today on, grouped by local day; those on a blackout flagged. */
    async upcoming(
      propertyId: string,
    ): Promise<{ date: string; isBlackout: boolean; showings: Showing[] }[]> {
      if (!isPropertyId(propertyId)) return [];
      const since = now();
      const rows = await db
        .select()
        .from(showings)
        .where(
          and(eq(showings.propertyId, propertyId), eq(showings.status, 'booked'), gt(showings.endsAt, since)),
        )
        .orderBy(asc(showings.startsAt))
        .limit(500);
      const blackouts = new Set(
        (
          await db
            .select({ day: showingBlackouts.day })
            .from(showingBlackouts)
            .where(eq(showingBlackouts.propertyId, propertyId))
        ).map((b) => b.day),
      );
      const days = new Map<string, Showing[]>();
      for (const row of rows) {
        const date = localDateOf(row.startsAt);
        days.set(date, [...(days.get(date) ?? []), toShowing(row)]);
      }
      return [...days].map(([date, list]) => ({ date, isBlackout: blackouts.has(date), showings: list }));
    },

    /** Properties by id that offer showing slots (the console marks them). */
    async withAvailability(propertyIds: string[]): Promise<Set<string>> {
      const valid = propertyIds.filter(isPropertyId);
      if (valid.length === 0) return new Set();
      const rows = await db
        .select({ id: showingSettings.propertyId })
        .from(showingSettings)
        .where(inArray(showingSettings.propertyId, valid));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Queues the day-before reminders that are due: each showing is claimed (SKIP LOCKED, so two app
     * servers take different ones) and marked in the transaction that queues its e-mail, so a crash
     * loses none and none goes twice. Returns how many were queued.
     */
    async queueReminders(limit = 50): Promise<number> {
      return db.transaction(async (tx) => {
        const at = now();
        const due = await tx
          .select()
          .from(showings)
          .where(
            and(
              eq(showings.status, 'booked'),
              isNull(showings.reminderQueuedAt),
              gt(showings.startsAt, at),
              lt(showings.startsAt, new Date(at.getTime() + 86_400_000)),
            ),
          )
          .orderBy(asc(showings.startsAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const row of due) {
          await tx.update(showings).set({ reminderQueuedAt: at }).where(eq(showings.id, row.id));
          const token = await issueToken(tx, row.id, row.endsAt, { retireOthers: false });
          const showing = await forMail(tx, row);
          await enqueueEmail(
            tx,
            visitorMail(showing, { kind: 'reminder', manageToken: token }, context(defaultOrigin)),
            ids,
          );
        }
        return due.length;
      });
    },
  };
}

/** A rescheduling's wanted slot was taken: rolls the transaction back (the link stays unused). */
class SlotTaken extends Error {
  readonly next: ShowingSlot[];
  constructor(next: ShowingSlot[]) {
    super('slot taken');
    this.next = next;
  }
}

export type ShowingService = ReturnType<typeof createShowingService>;
