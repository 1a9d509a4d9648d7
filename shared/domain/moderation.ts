// Moderation of properties (spec 4 and 7 call 6). No zod here: the admin card imports this in the browser.

/** The status fields of POST /api/update-property-status, in the spec's spelling. */
export const STATUS_FIELDS = ['Verified', 'PropertyClosed', 'PropertyArchived'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

/** Which property flag each status field sets. */
export const STATUS_FLAG = {
  Verified: 'isVerified',
  PropertyClosed: 'isClosed',
  PropertyArchived: 'isArchived',
} as const satisfies Record<StatusField, 'isVerified' | 'isClosed' | 'isArchived'>;

export type StatusFlag = (typeof STATUS_FLAG)[StatusField];

export function isStatusField(value: unknown): value is StatusField {
  return typeof value === 'string' && (STATUS_FIELDS as readonly string[]).includes(value);
}

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
