import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox, enquiries, properties, type EnquiryKind, type OutboxStatus } from '../db/schema.ts';
import type { PropertyPage } from '../../shared/domain/property.ts';
import type { EnquiryFilter, OutboxFilter } from '../../shared/domain/moderation.ts';
import { writeAudit } from './audit-log.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EnquiryItem = {
  id: string;
  kind: EnquiryKind;
  propertyId: string | null;
  propertyName: string | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  details: Record<string, string>;
  createdAt: Date;
  handledAt: Date | null;
};

export type OutboxItem = {
  id: number;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

type Paged<T> = PropertyPage<T>;

async function paged<T>(
  total: number,
  page: number,
  pageSize: number,
  load: (offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: await load((current - 1) * pageSize), total, page: current, pageSize, pageCount };
}

/**
 * The admin's view of what the enquiry feature writes: the enquiries inbox (read, mark handled)
 * and the e-mail outbox (sent, waiting, failed; retry a failed one).
 */
export function createInboxService(db: Database) {
  const enquiryWhere = (filter: EnquiryFilter): SQL | undefined =>
    filter === 'open'
      ? isNull(enquiries.handledAt)
      : filter === 'handled'
        ? isNotNull(enquiries.handledAt)
        : undefined;
  // The enquiries page's queries, prepared once (issue 32): its counts, and per filter its total
  // and its page.
  const countsQuery = db
    .select({
      all: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${enquiries.handledAt} is null))::int`,
    })
    .from(enquiries)
    .prepare('enquiry_counts');
  const enquiryQueriesOf = (filter: EnquiryFilter) => ({
    total: db
      .select({ n: count() })
      .from(enquiries)
      .where(enquiryWhere(filter))
      .prepare(`enquiries_total_${filter}`),
    page: db
      .select({
        id: enquiries.id,
        kind: enquiries.kind,
        propertyId: enquiries.propertyId,
        propertyName: properties.name,
        name: enquiries.name,
        email: enquiries.email,
        phone: enquiries.phone,
        subject: enquiries.subject,
        message: enquiries.message,
        details: enquiries.details,
        createdAt: enquiries.createdAt,
        handledAt: enquiries.handledAt,
      })
      .from(enquiries)
      .leftJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(enquiryWhere(filter))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`enquiries_page_${filter}`),
  });
  const enquiryQueries: Record<EnquiryFilter, ReturnType<typeof enquiryQueriesOf>> = {
    open: enquiryQueriesOf('open'),
    handled: enquiryQueriesOf('handled'),
    all: enquiryQueriesOf('all'),
  };

  return {
    async enquiryCounts(): Promise<Record<EnquiryFilter, number>> {
      const [row] = await countsQuery.execute();
      const all = row?.all ?? 0;
      const open = row?.open ?? 0;
      return { all, open, handled: all - open };
    },

    async listEnquiries(filter: EnquiryFilter, page: number, pageSize: number): Promise<Paged<EnquiryItem>> {
      const queries = enquiryQueries[filter];
      const [totalRow] = await queries.total.execute();
      return paged(totalRow?.n ?? 0, page, pageSize, (offset) =>
        queries.page.execute({ limit: pageSize, offset }),
      );
    },

    /** Marks an enquiry handled (or open again); false when it does not exist. Audited. */
    async setEnquiryHandled(id: string, isHandled: boolean, actorUserId: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ handledAt: enquiries.handledAt })
          .from(enquiries)
          .where(eq(enquiries.id, id))
          .for('update');
        if (!row) return false;
        if ((row.handledAt !== null) === isHandled) return true;
        await tx
          .update(enquiries)
          .set({ handledAt: isHandled ? sql`now()` : null })
          .where(eq(enquiries.id, id));
        await writeAudit(tx as unknown as Database, {
          actorUserId,
          action: 'enquiry.handled',
          entityType: 'enquiry',
          entityId: id,
          field: 'handled',
          before: row.handledAt !== null,
          after: isHandled,
        });
        return true;
      });
    },

    async outboxCounts(): Promise<Record<OutboxFilter, number>> {
      const rows = await db
        .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .groupBy(emailOutbox.status);
      const counts: Record<OutboxFilter, number> = { all: 0, pending: 0, sent: 0, failed: 0 };
      for (const row of rows) {
        counts[row.status] = Number(row.n);
        counts.all += Number(row.n);
      }
      return counts;
    },

    async listOutbox(filter: OutboxFilter, page: number, pageSize: number): Promise<Paged<OutboxItem>> {
      const where = filter === 'all' ? undefined : eq(emailOutbox.status, filter);
      const [totalRow] = await db.select({ n: count() }).from(emailOutbox).where(where);
      return paged(totalRow?.n ?? 0, page, pageSize, (offset) =>
        db
          .select({
            id: emailOutbox.id,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            nextAttemptAt: emailOutbox.nextAttemptAt,
            lastError: emailOutbox.lastError,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(pageSize)
          .offset(offset),
      );
    },

    /**
     * Puts a failed message back in the queue: pending, due now, attempts counted afresh (the
     * worker's retry limit starts over). Only failed messages; false otherwise. Audited.
     */
    async retryOutbox(id: number, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(emailOutbox)
          .set({ status: 'pending', nextAttemptAt: sql`now()`, attempts: 0 })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
          .returning({ id: emailOutbox.id });
        if (rows.length === 0) return false;
        await writeAudit(tx as unknown as Database, {
          actorUserId,
          action: 'email_outbox.retry',
          entityType: 'email_outbox',
          entityId: String(id),
          field: 'status',
          before: 'failed',
          after: 'pending',
        });
        return true;
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
