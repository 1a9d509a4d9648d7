// Moderation of properties (spec 4 and 7 call 6). No zod here: the admin card imports this in the browser.

/** One change in the audit log, as the admin console shows it. */
export type AuditEntry = {
  id: number;
  at: Date;
  actorEmail: string | null;
  action: string;
  field: string | null;
  before: unknown;
  after: unknown;
};

export const ENQUIRY_FILTERS = ['open', 'handled', 'all'] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];

export const OUTBOX_FILTERS = ['all', 'pending', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];
