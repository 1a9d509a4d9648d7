// Vocabulary of saved-search alerts (issue 30), defined once for the browser, the server and the
// database schema (server/db/schema.ts turns these lists into CHECK constraints).

/** How often an alert's matches are sent: as they come (at most every 15 minutes), daily, weekly. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Pending until the address confirms (double opt-in); nothing is sent before. */
export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What makes a property news for an alert: it became public, or its price went down. */
export const PROPERTY_EVENT_KINDS = ['listed', 'price_drop'] as const;
export type PropertyEventKind = (typeof PROPERTY_EVENT_KINDS)[number];

/** The least time between two e-mails of one alert, by frequency (minutes): the volume bound. */
export const ALERT_SPACING_MINUTES: Record<AlertFrequency, number> = {
  instant: 15,
  daily: 24 * 60,
  weekly: 7 * 24 * 60,
};

/** Limits: alerts per address (active and pending), properties listed in one e-mail. */
export const ALERT_LIMITS = { perAddress: 10, propertiesPerEmail: 20, query: 1000 } as const;

/** One alert as its owner sees it (the account area). */
export type SavedSearch = {
  id: string;
  email: string;
  /** The listing's query string ('for=rent&city=Moncton'): what the alert matches, and its link. */
  query: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  createdAt: string;
};
