import { z } from 'zod';
import {
  SHOWING_LIMITS,
  SLOT_LENGTHS,
  TIME_OF_DAY_PATTERN,
  WEEKDAYS,
  type ShowingAvailability,
  type ShowingWindow,
  type SlotLength,
  type Weekday,
} from './showings.ts';

/** How many empty rows the availability form offers besides the saved ones. */
export const BLANK_ROWS = 2;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const settingsSchema = z.object({
  slotMinutes: z.coerce
    .number()
    .refine((n): n is SlotLength => (SLOT_LENGTHS as readonly number[]).includes(n)),
  partiesPerSlot: whole(SHOWING_LIMITS.partiesPerSlot.min, SHOWING_LIMITS.partiesPerSlot.max),
  noticeHours: whole(SHOWING_LIMITS.noticeHours.min, SHOWING_LIMITS.noticeHours.max),
  bufferMinutes: whole(SHOWING_LIMITS.bufferMinutes.min, SHOWING_LIMITS.bufferMinutes.max),
});

export type AvailabilityParse =
  { ok: true; availability: ShowingAvailability } | { ok: false; problems: string[] };

/**
 * The console's availability form (flat fields: weekly-N-weekday/start/end, once-N-date/start/end,
 * blackout-N) as a ShowingAvailability. An empty row is no row; a half-filled one is a problem named
 * by its field. Problems are field names: the page says which rows to look at.
 */
export function parseAvailabilityForm(form: FormData): AvailabilityParse {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  const problems: string[] = [];
  const settings = settingsSchema.safeParse({
    slotMinutes: value('slotMinutes'),
    partiesPerSlot: value('partiesPerSlot'),
    noticeHours: value('noticeHours'),
    bufferMinutes: value('bufferMinutes'),
  });
  if (!settings.success) problems.push(...settings.error.issues.map((issue) => String(issue.path[0])));
  const windows: ShowingWindow[] = [];
  const blackouts: string[] = [];
  for (let n = 0; n < SHOWING_LIMITS.windows + BLANK_ROWS; n++) {
    const weekday = value(`weekly-${n}-weekday`);
    const [start, end] = [value(`weekly-${n}-start`), value(`weekly-${n}-end`)];
    if (weekday || start || end) {
      const day = Number(weekday);
      if (
        !(WEEKDAYS as readonly number[]).includes(day) ||
        !TIME_OF_DAY_PATTERN.test(start) ||
        !TIME_OF_DAY_PATTERN.test(end) ||
        start >= end
      ) {
        problems.push(`weekly-${n}`);
      } else windows.push({ kind: 'weekly', weekday: day as Weekday, start, end });
    }
    const date = value(`once-${n}-date`);
    const [onceStart, onceEnd] = [value(`once-${n}-start`), value(`once-${n}-end`)];
    if (date || onceStart || onceEnd) {
      if (
        !isRealDate(date) ||
        !TIME_OF_DAY_PATTERN.test(onceStart) ||
        !TIME_OF_DAY_PATTERN.test(onceEnd) ||
        onceStart >= onceEnd
      ) {
        problems.push(`once-${n}`);
      } else windows.push({ kind: 'once', date, start: onceStart, end: onceEnd });
    }
  }
  for (let n = 0; n < SHOWING_LIMITS.blackouts + BLANK_ROWS; n++) {
    const date = value(`blackout-${n}`);
    if (!date) continue;
    if (isRealDate(date)) blackouts.push(date);
    else problems.push(`blackout-${n}`);
  }
  if (windows.length > SHOWING_LIMITS.windows) problems.push('windows');
  if (blackouts.length > SHOWING_LIMITS.blackouts) problems.push('blackouts');
  if (problems.length > 0 || !settings.success) return { ok: false, problems };
  return {
    ok: true,
    availability: {
      ...settings.data,
      slotMinutes: settings.data.slotMinutes as SlotLength,
      windows,
      blackouts,
    },
  };
}
