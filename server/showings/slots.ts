import { Temporal } from 'temporal-polyfill';
import {
  SHOWING_HORIZON_DAYS,
  SHOWING_TIME_ZONE,
  type ShowingAvailability,
  type ShowingDay,
  type ShowingSlot,
} from '../../shared/domain/showings.ts';

/**
 * The free showing slots of a property (issue 30), worked out in Atlantic Time with Temporal: a
 * window's 17:00 is 17:00 on the wall clock of Moncton whatever the date, so a Tuesday 17:00 slot is
 * 20:00Z before the first Sunday of November and 21:00Z after it. A slot starts at its window's
 * start and then every slot length plus buffer, and ends within the window.
 */

/** The local date ('YYYY-MM-DD') of an instant in Atlantic Time. */
export function localDateOf(instant: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(SHOWING_TIME_ZONE)
    .toPlainDate()
    .toString();
}

/** The instant of a local date and time ('HH:MM') in Atlantic Time (an hour skipped by DST moves on). */
export function instantOf(date: string, time: string): Date {
  const zoned = Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(SHOWING_TIME_ZONE, { disambiguation: 'compatible' });
  return new Date(zoned.epochMilliseconds);
}

function* candidateStarts(
  availability: ShowingAvailability,
  date: Temporal.PlainDate,
): Generator<Temporal.ZonedDateTime> {
  const step = availability.slotMinutes + availability.bufferMinutes;
  const isoDate = date.toString();
  for (const window of availability.windows) {
    const applies = window.kind === 'weekly' ? window.weekday === date.dayOfWeek : window.date === isoDate;
    if (!applies) continue;
    const windowEnd = date.toPlainDateTime(Temporal.PlainTime.from(window.end));
    for (
      let start = date.toPlainDateTime(Temporal.PlainTime.from(window.start));
      Temporal.PlainDateTime.compare(start.add({ minutes: availability.slotMinutes }), windowEnd) <= 0;
      start = start.add({ minutes: step })
    ) {
      yield start.toZonedDateTime(SHOWING_TIME_ZONE, { disambiguation: 'compatible' });
    }
  }
}

export type SlotQuery = {
  availability: ShowingAvailability;
  /** Booked parties per slot start (epoch milliseconds). */
  booked: ReadonlyMap<number, number>;
  now: Date;
  /** Days offered, today included (SHOWING_HORIZON_DAYS). */
  days?: number;
};

/** Every slot of the horizon that can still be booked, grouped by local day, in order. */
export function freeSlots({
  availability,
  booked,
  now,
  days = SHOWING_HORIZON_DAYS,
}: SlotQuery): ShowingDay[] {
  const earliest = now.getTime() + availability.noticeHours * 3_600_000;
  const blackouts = new Set(availability.blackouts);
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(SHOWING_TIME_ZONE)
    .toPlainDate();
  const result: ShowingDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = today.add({ days: offset });
    if (blackouts.has(date.toString())) continue;
    const byStart = new Map<number, ShowingSlot>();
    for (const start of candidateStarts(availability, date)) {
      const startMs = start.epochMilliseconds;
      if (startMs < earliest || byStart.has(startMs)) continue;
      const remaining = availability.partiesPerSlot - (booked.get(startMs) ?? 0);
      if (remaining <= 0) continue;
      byStart.set(startMs, {
        start: new Date(startMs).toISOString(),
        end: new Date(start.add({ minutes: availability.slotMinutes }).epochMilliseconds).toISOString(),
        remaining,
      });
    }
    const slots = [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
    if (slots.length > 0) result.push({ date: date.toString(), slots });
  }
  return result;
}

/** The slot starting at `start` (an ISO instant) when it is free now, else undefined. */
export function findFreeSlot(query: SlotQuery, start: string): ShowingSlot | undefined {
  const wanted = Date.parse(start);
  if (Number.isNaN(wanted)) return undefined;
  for (const day of freeSlots(query)) {
    for (const slot of day.slots) if (Date.parse(slot.start) === wanted) return slot;
  }
  return undefined;
}

/** The first `count` free slots after `after` (for "that time was just taken"). */
export function nextFreeSlots(query: SlotQuery, after: Date, count = 3): ShowingSlot[] {
  const list: ShowingSlot[] = [];
  for (const day of freeSlots(query)) {
    for (const slot of day.slots) {
      if (Date.parse(slot.start) > after.getTime()) list.push(slot);
      if (list.length === count) return list;
    }
  }
  return list;
}
