import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createServices, type Services } from '../../server/services.ts';
import { emailOutbox, showings, visitorTokens } from '../../server/db/schema.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { createTestUser } from '../support/auth.ts';
import type { ShowingAvailability } from '../../shared/domain/showings.ts';
import type { NewShowing } from '../../server/showings/showing-service.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let services: Services;
/** The showing service's clock: each test sets it. */
let clock = new Date('2026-10-26T12:00:00Z');
const ORIGIN = 'https://homes.example';
const OFFICE = 'office@company.example';

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  services = createServices({
    db: database.db,
    storage: storage.storage,
    enquiries: {
      mail: { to: OFFICE, messageIdDomain: 'company.example' },
      siteName: 'Moncton Homes',
      rateLimit: 100,
    },
    origin: ORIGIN,
    now: () => clock,
  });
});

afterAll(async () => {
  await database?.destroy();
  await storage?.cleanup();
});

beforeEach(() => {
  clock = new Date('2026-10-26T12:00:00Z'); // a Monday, 09:00 in Moncton (ADT, UTC-3)
});

/** Tuesdays 17:00-18:00, 30-minute private slots, two hours' notice. */
const TUESDAY_EVENINGS: ShowingAvailability = {
  slotMinutes: 30,
  partiesPerSlot: 1,
  noticeHours: 2,
  bufferMinutes: 0,
  windows: [{ kind: 'weekly', weekday: 2, start: '17:00', end: '18:00' }],
  blackouts: [],
};

async function propertyWith(availability: ShowingAvailability | null, overrides = {}) {
  const id = await createProperty({ db: database.db, storage: storage.storage }, overrides);
  await services.showings.setAvailability(id, availability);
  return id;
}

function visitor(propertyId: string, start: string, overrides: Partial<NewShowing> = {}): NewShowing {
  return {
    propertyId,
    start,
    name: 'Ada Visitor',
    email: 'ada@example.com',
    phone: '5065550111',
    message: '',
    language: 'en',
    ...overrides,
  };
}

async function slotStarts(propertyId: string) {
  const offer = await services.showings.slots(propertyId);
  if (offer.status !== 'offered') return [];
  return offer.days.flatMap((day) => day.slots.map((slot) => `${day.date} ${slot.start}`));
}

async function mailOf(showingId: string) {
  const rows = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  return rows.filter((row) => row.calendar?.content.includes(`showing-${showingId}@company.example`));
}

/** The invite as a calendar reads it: ical.js, with the VTIMEZONE it carries. */
function readInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const attendee = event.attendees[0];
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    localStart: event.startDate.toString(),
    tzid: event.component.getFirstProperty('dtstart')?.getParameter('tzid'),
    summary: event.summary,
    organizer: String(event.organizer).toLowerCase(),
    attendee: String(attendee?.getFirstValue()).toLowerCase(),
  };
}

/** The token of a manage link in a queued e-mail's text. */
function manageTokenIn(text: string): string {
  const match = /\/showing\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no manage link in: ${text}`);
  return match[1];
}

describe('the free slots', () => {
  it('are local Atlantic times across the DST change: Tuesday 17:00 is 20:00Z before 1 November and 21:00Z after', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    expect(await slotStarts(id)).toEqual([
      '2026-10-27 2026-10-27T20:00:00.000Z',
      '2026-10-27 2026-10-27T20:30:00.000Z',
      '2026-11-03 2026-11-03T21:00:00.000Z',
      '2026-11-03 2026-11-03T21:30:00.000Z',
    ]);
  });

  it('leave out blackout dates, add one-off windows, keep the notice and the buffer', async () => {
    const id = await propertyWith({
      ...TUESDAY_EVENINGS,
      slotMinutes: 15,
      bufferMinutes: 15,
      noticeHours: 3,
      windows: [
        { kind: 'weekly', weekday: 2, start: '17:00', end: '18:00' },
        // Monday 26 October from 11:00: within three hours of 09:00, so only 12:00 on.
        { kind: 'once', date: '2026-10-26', start: '11:00', end: '12:30' },
      ],
      blackouts: ['2026-10-27'],
    });
    expect(await slotStarts(id)).toEqual([
      '2026-10-26 2026-10-26T15:00:00.000Z',
      '2026-11-03 2026-11-03T21:00:00.000Z',
      '2026-11-03 2026-11-03T21:30:00.000Z',
    ]);
  });

  it('are offered for public, open properties only; a property without availability takes requests', async () => {
    const closed = await propertyWith(TUESDAY_EVENINGS, { isClosed: true });
    const hidden = await propertyWith(TUESDAY_EVENINGS, { isVerified: false });
    const onRequest = await propertyWith(null);
    expect(await services.showings.slots(closed)).toEqual({ status: 'unavailable' });
    expect(await services.showings.slots(hidden)).toEqual({ status: 'unavailable' });
    expect(await services.showings.slots(onRequest)).toEqual({ status: 'on-request' });
    expect(await services.showings.slots('not-a-uuid')).toEqual({ status: 'unavailable' });
  });
});

describe('booking', () => {
  it('gives the last place of a slot to one of ten visitors at once; the nine others hear it was taken, with the next times', async () => {
    const id = await propertyWith({ ...TUESDAY_EVENINGS, partiesPerSlot: 2 });
    const slot = '2026-10-27T20:00:00.000Z';
    expect((await services.showings.book(visitor(id, slot), { origin: ORIGIN })).status).toBe('booked');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        services.showings.book(visitor(id, slot, { email: `v${n}@example.com` }), { origin: ORIGIN }),
      ),
    );
    expect(results.filter((r) => r.status === 'booked')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'taken');
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status === 'taken' && r.next.map((s) => s.start)).toEqual([
        '2026-10-27T20:30:00.000Z',
        '2026-11-03T21:00:00.000Z',
        '2026-11-03T21:30:00.000Z',
      ]);
    }
    const rows = await database.db.select().from(showings).where(eq(showings.propertyId, id));
    expect(rows.filter((r) => r.startsAt.toISOString() === slot)).toHaveLength(2);
    // Each booking queued its two e-mails; the refusals none.
    const queued = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [...Array.from({ length: 10 }, (_, n) => `v${n}@example.com`)]));
    expect(queued).toHaveLength(1);
  });

  it('refuses a time that is not a slot, one inside the notice, and a closed property', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    expect(
      (await services.showings.book(visitor(id, '2026-10-27T20:10:00.000Z'), { origin: ORIGIN })).status,
    ).toBe('taken');
    clock = new Date('2026-10-27T19:00:00Z'); // 16:00 in Moncton: 17:00 is within two hours
    expect(
      (await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN })).status,
    ).toBe('taken');
    const closed = await propertyWith(TUESDAY_EVENINGS, { isClosed: true });
    expect(
      (await services.showings.book(visitor(closed, '2026-11-03T21:00:00.000Z'), { origin: ORIGIN })).status,
    ).toBe('unavailable');
  });
});

describe('the calendar invites', () => {
  it('confirm with REQUEST, move with the same UID and a higher SEQUENCE, cancel with CANCEL', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const booked = await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN });
    if (booked.status !== 'booked') throw new Error(booked.status);
    const [toVisitor, toOffice] = await mailOf(booked.showingId);
    expect(toVisitor?.toAddress).toBe('ada@example.com');
    expect(toOffice?.toAddress).toBe(OFFICE);
    expect(toVisitor?.calendar?.method).toBe('REQUEST');
    const first = readInvite(toVisitor!.calendar!.content);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `showing-${booked.showingId}@company.example`,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-10-27T20:00:00.000Z',
      end: '2026-10-27T20:30:00.000Z',
      localStart: '2026-10-27T17:00:00',
      organizer: `mailto:${OFFICE}`,
      attendee: 'mailto:ada@example.com',
    });
    expect(String(first.tzid)).toBe('America/Moncton');
    expect(readInvite(toOffice!.calendar!.content).uid).toBe(first.uid);

    // Moved to the Tuesday after the DST change: 17:00 local is now 21:00Z.
    const moved = await services.showings.rescheduleWithToken(
      manageTokenIn(toVisitor!.textBody),
      '2026-11-03T21:00:00.000Z',
      { origin: ORIGIN },
    );
    expect(moved.status).toBe('rescheduled');
    const afterMove = await mailOf(booked.showingId);
    expect(afterMove).toHaveLength(4);
    const second = readInvite(afterMove[2]!.calendar!.content);
    expect(second).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: '2026-11-03T21:00:00.000Z',
    });
    expect(second.localStart).toBe('2026-11-03T17:00:00');

    const cancelled = await services.showings.cancelWithToken(manageTokenIn(afterMove[2]!.textBody), {
      origin: ORIGIN,
    });
    expect(cancelled).toBe('cancelled');
    const afterCancel = await mailOf(booked.showingId);
    expect(afterCancel).toHaveLength(6);
    const third = readInvite(afterCancel[4]!.calendar!.content);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
    expect(afterCancel[4]!.calendar!.method).toBe('CANCEL');
    expect(afterCancel[5]!.toAddress).toBe(OFFICE);
  });

  it("are in the visitor's language: a French booking's e-mail, invite and link are French", async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const booked = await services.showings.book(visitor(id, '2026-10-27T20:30:00.000Z', { language: 'fr' }), {
      origin: ORIGIN,
    });
    if (booked.status !== 'booked') throw new Error(booked.status);
    const [toVisitor, toOffice] = await mailOf(booked.showingId);
    expect(toVisitor?.subject).toMatch(/^Votre visite de Test Apartment \d+ est réservée$/);
    expect(toVisitor?.textBody).toContain('mardi 27 octobre 2026');
    expect(toVisitor?.textBody).toContain(`${ORIGIN}/fr/showing?token=`);
    expect(readInvite(toVisitor!.calendar!.content).summary).toMatch(/^Visite\u00a0: Test Apartment/);
    // The office reads English.
    expect(toOffice?.subject).toMatch(/^Showing booked: Test Apartment \d+, Tuesday, October 27, 2026/);
  });
});

describe('the manage link', () => {
  it('changes nothing when opened; its first use acts, its second answers gone', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const booked = await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN });
    if (booked.status !== 'booked') throw new Error(booked.status);
    const token = manageTokenIn((await mailOf(booked.showingId))[0]!.textBody);
    // Opened three times (a mail scanner, then the visitor): still usable, nothing changed.
    for (let n = 0; n < 3; n++) {
      const view = await services.showings.manageView(token);
      expect(view.status).toBe('ok');
    }
    const [stored] = await database.db
      .select()
      .from(visitorTokens)
      .where(eq(visitorTokens.tokenHash, sha256(token)));
    expect(stored?.usedAt).toBeNull();
    expect(await services.showings.cancelWithToken(token, { origin: ORIGIN })).toBe('cancelled');
    expect(await services.showings.cancelWithToken(token, { origin: ORIGIN })).toBe('gone');
    expect(await services.showings.manageView(token)).toEqual({ status: 'gone', propertyId: id });
    // The slot is free again.
    expect(await slotStarts(id)).toContain('2026-10-27 2026-10-27T20:00:00.000Z');
  });

  it('answers gone once the showing has passed, and a taken new time leaves the link usable', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const first = await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN });
    const other = await services.showings.book(
      visitor(id, '2026-10-27T20:30:00.000Z', { email: 'b@example.com' }),
      {
        origin: ORIGIN,
      },
    );
    if (first.status !== 'booked' || other.status !== 'booked') throw new Error('not booked');
    const token = manageTokenIn((await mailOf(first.showingId))[0]!.textBody);
    const taken = await services.showings.rescheduleWithToken(token, '2026-10-27T20:30:00.000Z', {
      origin: ORIGIN,
    });
    expect(taken.status).toBe('taken');
    expect((await services.showings.manageView(token)).status).toBe('ok');
    clock = new Date('2026-10-27T20:31:00Z');
    expect((await services.showings.manageView(token)).status).toBe('gone');
    expect(await services.showings.cancelWithToken(token, { origin: ORIGIN })).toBe('gone');
  });
});

describe('the office', () => {
  it('closing (rented) or archiving a property cancels its future showings and sends each visitor a CANCEL', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const a = await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN });
    const b = await services.showings.book(
      visitor(id, '2026-11-03T21:00:00.000Z', { email: 'b@example.com' }),
      {
        origin: ORIGIN,
      },
    );
    if (a.status !== 'booked' || b.status !== 'booked') throw new Error('not booked');
    const { user: admin } = await createTestUser(services, { role: 'admin' });
    const change = await services.moderation.setStatus({
      id,
      field: 'isClosed',
      value: true,
      actorUserId: admin.id,
    });
    expect(change.ok).toBe(true);
    const rows = await database.db.select().from(showings).where(eq(showings.propertyId, id));
    expect(rows.map((r) => [r.status, r.cancelledBy])).toEqual([
      ['cancelled', 'closed'],
      ['cancelled', 'closed'],
    ]);
    for (const showingId of [a.showingId, b.showingId]) {
      const mail = await mailOf(showingId);
      const cancel = mail.filter((m) => m.calendar?.method === 'CANCEL');
      expect(cancel.map((m) => m.toAddress).sort()).toEqual(
        [OFFICE, showingId === a.showingId ? 'ada@example.com' : 'b@example.com'].sort(),
      );
      expect(readInvite(cancel[0]!.calendar!.content).sequence).toBe(1);
    }
    expect(await services.showings.upcoming(id)).toEqual([]);
  });

  it('keeps showings booked on a date blacked out later, flagged for the admin, and cancels one with a message', async () => {
    const id = await propertyWith(TUESDAY_EVENINGS);
    const booked = await services.showings.book(visitor(id, '2026-10-27T20:00:00.000Z'), { origin: ORIGIN });
    if (booked.status !== 'booked') throw new Error(booked.status);
    await services.showings.setAvailability(id, { ...TUESDAY_EVENINGS, blackouts: ['2026-10-27'] });
    const upcoming = await services.showings.upcoming(id);
    expect(upcoming).toMatchObject([
      { date: '2026-10-27', isBlackout: true, showings: [{ id: booked.showingId }] },
    ]);
    expect(await services.showings.cancelByOffice(booked.showingId, 'The owner is away that day.')).toBe(
      'cancelled',
    );
    expect(await services.showings.cancelByOffice(booked.showingId, 'again')).toBe('not-found');
    const [cancel] = (await mailOf(booked.showingId)).filter(
      (m) => m.calendar?.method === 'CANCEL' && m.toAddress === 'ada@example.com',
    );
    expect(cancel?.textBody).toContain('The owner is away that day.');
  });
});

describe('the day-before reminders', () => {
  it('are queued once per showing, by one of two runs at once, and not for a showing booked within a day', async () => {
    // The week after the other tests' showings, so theirs are past: Wednesday 11 November, 10:00 AST.
    clock = new Date('2026-11-09T12:00:00Z');
    const id = await propertyWith({
      ...TUESDAY_EVENINGS,
      windows: [{ kind: 'weekly', weekday: 3, start: '10:00', end: '11:00' }],
    });
    const early = await services.showings.book(visitor(id, '2026-11-11T14:00:00.000Z'), { origin: ORIGIN });
    if (early.status !== 'booked') throw new Error(early.status);
    expect(await services.showings.queueReminders()).toBe(0); // two days ahead: not yet
    clock = new Date('2026-11-10T15:00:00Z'); // 23 hours before
    const late = await services.showings.book(
      visitor(id, '2026-11-11T14:30:00.000Z', { email: 'late@example.com' }),
      {
        origin: ORIGIN,
      },
    );
    if (late.status !== 'booked') throw new Error(late.status);
    const runs = await Promise.all([services.showings.queueReminders(), services.showings.queueReminders()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await services.showings.queueReminders()).toBe(0);
    const reminders = (await mailOf(early.showingId)).filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/tomorrow at 10:00/);
    expect((await mailOf(late.showingId)).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(0);
    // The reminder's link works, and so does the confirmation's.
    const confirmation = (await mailOf(early.showingId))[0]!;
    expect((await services.showings.manageView(manageTokenIn(reminders[0]!.textBody))).status).toBe('ok');
    expect((await services.showings.manageView(manageTokenIn(confirmation.textBody))).status).toBe('ok');
  });
});
