import { WEEKDAYS, type ShowingAvailability } from '../../shared/domain/showings.ts';

/**
 * Showing times every day from midnight to 23:30, no notice: whenever a test runs, the property
 * offers a slot within the next half hour (issue 30).
 */
export const EVERY_DAY: ShowingAvailability = {
  slotMinutes: 30,
  partiesPerSlot: 1,
  noticeHours: 0,
  bufferMinutes: 0,
  windows: WEEKDAYS.map((weekday) => ({ kind: 'weekly', weekday, start: '00:00', end: '23:30' })),
  blackouts: [],
};
