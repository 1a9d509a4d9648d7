import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { SHOWING_TIME_ZONE } from '../../shared/domain/showings.ts';

// The zone is defined once, in the domain module the slots and the e-mails use; re-exported here
// because an invite's times only mean something beside it.
export { SHOWING_TIME_ZONE };

/** REQUEST: a new or moved showing; CANCEL: withdraws it from the calendars it reached. */
export type InviteMethod = 'REQUEST' | 'CANCEL';

/** One version of a showing's calendar entry (RFC 5546: a later SEQUENCE of a UID replaces an earlier one). */
export type ShowingInvite = {
  method: InviteMethod;
  /** Stable for the showing's life: the same on the first invite, a reschedule and the cancellation. e.g. `showing-<uuid>@<domain>` */
  uid: string;
  /** 0 on the first invite, one more on each reschedule or cancellation. */
  sequence: number;
  /** The instant the showing begins; written as Moncton wall-clock time. */
  start: Date;
  /** The instant it ends. */
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  /** The page of the property, absolute URL. */
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

const PRODUCT_ID = { company: 'Moncton Properties', product: 'Showings', language: 'EN' } as const;

/**
 * The VTIMEZONE text of a zone, from the IANA rules bundled in timezones-ical-library. The library
 * answers an unknown zone with an empty string (and a console.error); an invite without its zone
 * would be read in the reader's own time, so that is an error here.
 */
function vtimezone(zone: string): string {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : undefined;
  if (!text) throw new Error(`No VTIMEZONE for ${zone}`);
  return text;
}

/**
 * The instant on Moncton's wall clock. ical-generator writes a native Date in an event's zone with
 * the Date's local getters, i.e. in the server process's zone; a zoned Temporal value is converted
 * to the event's zone by the library itself, whatever TZ the process runs with.
 */
function inShowingZone(instant: Date): ICalTemporalZonedDateTimeStub {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(SHOWING_TIME_ZONE);
}

/**
 * ical-generator escapes a URL as if it were TEXT (`,` to `\,`), but a URI value has no backslash
 * escaping (RFC 5545 3.3.13) and readers keep the backslash. Percent-encoded, the two characters
 * need none. The site's own property links have neither.
 */
function uriValue(url: string): string {
  return url.replace(/[,;]/g, (c) => encodeURIComponent(c));
}

/** The invite as RFC 5545 text (CRLF lines), for a text/calendar part with the same method. */
export function buildInvite(invite: ShowingInvite): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: invite.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone name: with one, the library writes DTSTAMP in local time, and RFC 5545
    // (3.8.7.2) wants it in UTC. The generator alone adds the VTIMEZONE of every event's zone.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp,
    start: inShowingZone(invite.start),
    end: inShowingZone(invite.end),
    timezone: SHOWING_TIME_ZONE,
    status: invite.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    url: invite.url === undefined ? null : uriValue(invite.url),
    organizer: { name: invite.organizer.name, email: invite.organizer.email },
    attendees: invite.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    })),
  });
  // Every content line ends with CRLF (RFC 5545 3.1), the last one too; ical-generator 11 ends the
  // text right after END:VCALENDAR.
  return calendar.toString().replace(/(?:\r\n)?$/, '\r\n');
}
