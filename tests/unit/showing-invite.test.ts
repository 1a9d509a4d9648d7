import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildInvite, SHOWING_TIME_ZONE, type ShowingInvite } from '../../server/showings/invite.ts';

// The invite as a calendar program reads it (ical.js), not as strings: escaping, folding and the
// zone are only right if a parser gives back what went in.

const UID = 'showing-0b6c1e9e-6a43-4b51-9d1e-2f0a4a7c9b11@company.example';

function anInvite(overrides: Partial<ShowingInvite> = {}): ShowingInvite {
  return {
    method: 'REQUEST',
    uid: UID,
    sequence: 0,
    start: new Date('2026-10-27T20:00:00Z'),
    end: new Date('2026-10-27T20:30:00Z'),
    stamp: new Date('2026-10-26T12:00:00Z'),
    summary: 'Showing: Test Apartment',
    description: 'Test Apartment\n12 Main Street\nhttps://homes.example/single-property-1/abc',
    location: '12 Main Street, Moncton',
    url: 'https://homes.example/single-property-1/abc',
    organizer: { name: 'Moncton Properties', email: 'office@company.example' },
    attendees: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    ...overrides,
  };
}

/**
 * Parses an invite. Times are converted with the VTIMEZONE the text itself carries, never one
 * registered globally (it would hide an invite without its own) nor the process's zone.
 */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezones = calendar.getAllSubcomponents('vtimezone');
  const vevents = calendar.getAllSubcomponents('vevent');
  const vevent = vevents[0];
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const zone = vtimezones[0] ? new ICAL.Timezone(vtimezones[0]) : null;
  const at = (time: ICAL.Time) => {
    if (!zone) throw new Error('no VTIMEZONE');
    const zoned = time.clone();
    zoned.zone = zone;
    return zoned.toJSDate().toISOString();
  };
  const stamp = vevent.getFirstPropertyValue('dtstamp');
  const person = (property: ICAL.Property) => ({
    address: String(property.getFirstValue()).toLowerCase(),
    name: property.getParameter('cn'),
  });
  return {
    calendar,
    vtimezones,
    vevents,
    method: calendar.getFirstPropertyValue('method'),
    productId: calendar.getFirstPropertyValue('prodid'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    stamp:
      stamp instanceof ICAL.Time
        ? { utc: stamp.zone?.tzid === 'UTC', iso: stamp.toJSDate().toISOString() }
        : null,
    start: {
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      local: event.startDate.toString(),
      instant: at(event.startDate),
    },
    end: {
      tzid: vevent.getFirstProperty('dtend')?.getParameter('tzid'),
      local: event.endDate.toString(),
      instant: at(event.endDate),
    },
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    organizer: person(vevent.getFirstProperty('organizer')!),
    attendees: vevent.getAllProperties('attendee').map((attendee) => ({
      ...person(attendee),
      role: attendee.getParameter('role'),
      partstat: attendee.getParameter('partstat'),
      rsvp: attendee.getParameter('rsvp'),
    })),
  };
}

/** Runs `build` with the process in another zone, as a server outside Atlantic Time would be. */
function inProcessZone<T>(zone: string, build: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return build();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

describe('a showing invite', () => {
  it('is one confirmed event under METHOD:REQUEST, named by its UID, SEQUENCE and a UTC DTSTAMP', () => {
    const invite = read(buildInvite(anInvite()));
    expect(invite.method).toBe('REQUEST');
    expect(invite.productId).toBe('-//Moncton Properties//Showings//EN');
    expect(invite.vevents).toHaveLength(1);
    expect(invite.uid).toBe(UID);
    expect(invite.sequence).toBe(0);
    expect(invite.status).toBe('CONFIRMED');
    expect(invite.stamp).toEqual({ utc: true, iso: '2026-10-26T12:00:00.000Z' });
    expect(invite.url).toBe('https://homes.example/single-property-1/abc');
  });

  it('carries the VTIMEZONE of America/Moncton, with its daylight and standard rules', () => {
    const invite = read(buildInvite(anInvite()));
    expect(invite.vtimezones).toHaveLength(1);
    const vtimezone = invite.vtimezones[0]!;
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe(SHOWING_TIME_ZONE);
    expect(vtimezone.getAllSubcomponents('daylight')).toHaveLength(1);
    expect(vtimezone.getAllSubcomponents('standard')).toHaveLength(1);
  });

  it('gives back text with line breaks, commas, semicolons and backslashes as written', () => {
    const awkward = {
      summary: 'Showing: Flat 2, "The Elms"; upstairs',
      description: 'Ring twice, then wait;\nthe door sticks.\r\nKeys at C:\\office\\desk',
      location: 'Suite 4; 12 Main Street, Moncton, NB E1C 1A1',
      url: 'https://homes.example/fr/single-property-1/abc?x=1,2;y',
    };
    const invite = read(buildInvite(anInvite(awkward)));
    expect(invite.summary).toBe(awkward.summary);
    // Line ends are written as \n, the only one the TEXT type has (RFC 5545 3.3.11).
    expect(invite.description).toBe('Ring twice, then wait;\nthe door sticks.\nKeys at C:\\office\\desk');
    expect(invite.location).toBe(awkward.location);
    // A URI has no backslash escaping: the two delimiters travel percent-encoded.
    expect(invite.url).toBe('https://homes.example/fr/single-property-1/abc?x=1%2C2%3By');
  });

  it('leaves URL out when the showing has no page', () => {
    const invite = read(buildInvite(anInvite({ url: undefined })));
    expect(invite.url).toBeNull();
  });

  it('names the organizer and every attendee by CN and mailto:, a comma or quote kept inside the name', () => {
    const invite = read(
      buildInvite(
        anInvite({
          organizer: { name: 'Moncton Properties, Leasing', email: 'office@company.example' },
          attendees: [
            { name: 'Lovelace, Ada', email: 'ada@example.com' },
            { name: 'Charles "Charlie" Babbage; Jr.', email: 'charles@example.com' },
          ],
        }),
      ),
    );
    expect(invite.organizer).toEqual({
      address: 'mailto:office@company.example',
      name: 'Moncton Properties, Leasing',
    });
    expect(invite.attendees).toEqual([
      {
        address: 'mailto:ada@example.com',
        name: 'Lovelace, Ada',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        rsvp: 'FALSE',
      },
      {
        address: 'mailto:charles@example.com',
        name: 'Charles "Charlie" Babbage; Jr.',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        rsvp: 'FALSE',
      },
    ]);
  });

  // Atlantic Daylight Time (-03:00) ends on Sunday 1 November 2026; the week after is -04:00.
  it.each([
    ['before', '2026-10-27T20:00:00.000Z', '2026-10-27T20:30:00.000Z', '2026-10-27'],
    ['after', '2026-11-03T21:00:00.000Z', '2026-11-03T21:30:00.000Z', '2026-11-03'],
  ])(
    'writes a Tuesday 17:00 slot %s the DST change as 17:00 Moncton time, which reads back as %s',
    (_, start, end, date) => {
      // A server in Tokyo (UTC+9, no DST): the invite must not follow the process's zone.
      const text = inProcessZone('Asia/Tokyo', () => {
        expect(new Date(start).getTimezoneOffset()).toBe(-9 * 60);
        return buildInvite(anInvite({ start: new Date(start), end: new Date(end) }));
      });
      const invite = read(text);
      expect(invite.start).toEqual({ tzid: SHOWING_TIME_ZONE, local: `${date}T17:00:00`, instant: start });
      expect(invite.end).toEqual({ tzid: SHOWING_TIME_ZONE, local: `${date}T17:30:00`, instant: end });
    },
  );

  it('moved: the same UID, a higher SEQUENCE and the new times replace the first version', () => {
    const first = read(buildInvite(anInvite()));
    const moved = read(
      buildInvite(
        anInvite({
          sequence: 1,
          start: new Date('2026-11-03T21:00:00Z'),
          end: new Date('2026-11-03T21:30:00Z'),
          stamp: new Date('2026-10-27T09:00:00Z'),
        }),
      ),
    );
    expect(moved.method).toBe('REQUEST');
    expect(moved.status).toBe('CONFIRMED');
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.start.instant).toBe('2026-11-03T21:00:00.000Z');
    expect(moved.end.instant).toBe('2026-11-03T21:30:00.000Z');
    expect(moved.stamp?.iso).toBe('2026-10-27T09:00:00.000Z');
  });

  it('cancelled: METHOD:CANCEL and STATUS:CANCELLED under the same UID, with a higher SEQUENCE', () => {
    const moved = read(buildInvite(anInvite({ sequence: 1 })));
    const cancelled = read(buildInvite(anInvite({ method: 'CANCEL', sequence: 2 })));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.uid).toBe(moved.uid);
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    expect(cancelled.vtimezones).toHaveLength(1);
  });

  it('is CRLF lines of at most 75 octets, long and non-ASCII values folded', () => {
    const long = 'Visite : appartement rénové, près du parc Centennial — grand séjour, '.repeat(3);
    const text = buildInvite(
      anInvite({
        summary: long,
        description: long,
        attendees: [{ name: `Zoë Côté-Bélanger, ${long}`, email: 'zoe@example.com' }],
      }),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    // Folding happened (continuation lines start with a space) and unfolds to the same text.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    const invite = read(text);
    expect(invite.summary).toBe(long);
    expect(invite.attendees[0]?.name).toBe(`Zoë Côté-Bélanger, ${long}`);
  });
});
