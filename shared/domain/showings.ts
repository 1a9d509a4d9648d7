// Vocabulary of showing slots (issue 30), defined once for the browser, the server and the database
// schema (server/db/schema.ts turns these lists into CHECK constraints).

/** Showings are offered and shown in Atlantic Time, the office's. */
export const SHOWING_TIME_ZONE = 'America/Moncton';

/** The lengths a slot may have, in minutes. */
export const SLOT_LENGTHS = [15, 30, 45] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** How many days ahead a visitor is offered times (today included). */
export const SHOWING_HORIZON_DAYS = 14;

/** Bounds of the availability form's numbers. */
export const SHOWING_LIMITS = {
  partiesPerSlot: { min: 1, max: 30 },
  /** Minimum notice in hours before a slot may still be booked. */
  noticeHours: { min: 0, max: 168 },
  /** Minutes kept free after each showing. */
  bufferMinutes: { min: 0, max: 120 },
  /** Windows per property (weekly and one-off together) and blackout dates per property. */
  windows: 40,
  blackouts: 120,
  /** The office's message to a visitor whose showing it cancels. */
  cancelMessage: 1000,
} as const;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SHOWING_STATUSES = ['booked', 'cancelled'] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];

/** Who cancelled a showing: the visitor (their link), the office (the console), or the property closing. */
export const SHOWING_CANCELLERS = ['visitor', 'office', 'closed'] as const;
export type ShowingCanceller = (typeof SHOWING_CANCELLERS)[number];

/**
 * What a visitor's e-mailed link is for (no account needed): a showing's manage link and a saved-search
 * alert's confirmation (single use), an alert e-mail's unsubscribe link (any number of times). Only
 * its SHA-256 is stored.
 */
export const VISITOR_TOKEN_PURPOSES = ['manage_showing', 'confirm_alert', 'unsubscribe_alert'] as const;
export type VisitorTokenPurpose = (typeof VISITOR_TOKEN_PURPOSES)[number];

/** 'HH:MM', 24-hour clock. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A weekly or one-off window of availability, in local time. */
export type ShowingWindow =
  | { kind: 'weekly'; weekday: Weekday; start: string; end: string }
  | { kind: 'once'; date: string; start: string; end: string };

/** A property's showing availability as the admin sets it. */
export type ShowingAvailability = {
  slotMinutes: SlotLength;
  partiesPerSlot: number;
  noticeHours: number;
  bufferMinutes: number;
  windows: ShowingWindow[];
  /** Local dates ('YYYY-MM-DD') with no showings. */
  blackouts: string[];
};

/** One bookable time, as the API and the forms carry it. */
export type ShowingSlot = {
  /** ISO instant of the start, e.g. '2026-11-03T21:00:00.000Z': what the form posts. */
  start: string;
  end: string;
  /** Places left (1 for a private showing). */
  remaining: number;
};

/** The slots of one local day, in order. */
export type ShowingDay = { date: string; slots: ShowingSlot[] };
