import { describe, expect, it } from 'vitest';
import { parseAvailabilityForm } from '../../shared/domain/showing-schemas.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const SETTINGS = { slotMinutes: '30', partiesPerSlot: '1', noticeHours: '2', bufferMinutes: '0' };

describe("the console's availability form", () => {
  it('reads weekly and one-off windows and blackout dates, skipping empty rows', () => {
    expect(
      parseAvailabilityForm(
        form({
          ...SETTINGS,
          'weekly-0-weekday': '2',
          'weekly-0-start': '17:00',
          'weekly-0-end': '19:00',
          'weekly-1-weekday': '',
          'once-0-date': '2026-12-05',
          'once-0-start': '10:00',
          'once-0-end': '12:00',
          'blackout-0': '2026-12-24',
          'blackout-1': '',
        }),
      ),
    ).toEqual({
      ok: true,
      availability: {
        slotMinutes: 30,
        partiesPerSlot: 1,
        noticeHours: 2,
        bufferMinutes: 0,
        windows: [
          { kind: 'weekly', weekday: 2, start: '17:00', end: '19:00' },
          { kind: 'once', date: '2026-12-05', start: '10:00', end: '12:00' },
        ],
        blackouts: ['2026-12-24'],
      },
    });
  });

  it('names each half-filled or wrong row, and settings out of bounds', () => {
    expect(
      parseAvailabilityForm(
        form({
          ...SETTINGS,
          slotMinutes: '20',
          partiesPerSlot: '31',
          'weekly-0-weekday': '2',
          'weekly-0-start': '19:00',
          'weekly-0-end': '17:00',
          'weekly-1-weekday': '8',
          'weekly-1-start': '10:00',
          'weekly-1-end': '11:00',
          'once-0-date': '2026-02-30',
          'once-0-start': '10:00',
          'once-0-end': '11:00',
          'blackout-0': 'tomorrow',
        }),
      ),
    ).toEqual({
      ok: false,
      problems: ['slotMinutes', 'partiesPerSlot', 'weekly-0', 'once-0', 'weekly-1', 'blackout-0'],
    });
  });
});
