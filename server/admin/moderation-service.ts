import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { FLAG_CHANGED_AT, properties } from '../db/schema.ts';
import type { PropertyService, ReadOptions } from '../properties/property-service.ts';
import { isPropertyId } from '../properties/property-service.ts';
import type { Property, PropertyPage } from '../../shared/domain/property.ts';
import type { StatusFlag } from '../../shared/domain/options.ts';
import type { AuditEntry } from '../../shared/domain/moderation.ts';
import { auditOf, writeAudit } from './audit-log.ts';
import type { PropertyCache } from './property-cache.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';

export type StatusChange =
  { ok: true; property: Property; isChanged: boolean } | { ok: false; reason: 'not-found' };

/**
 * Awaiting review: submitted (not verified) and not deactivated; newest first. Written as the review
 * index's own predicate (schema.ts), which a prepared statement's plan can then use.
 */
const awaitingReview = sql`not ${properties.isVerified} and not ${properties.isArchived}`;

/** Moderation of properties: the three flags (spec 4), the review queue, and their audit trail. */
export function createModerationService(deps: {
  db: Database;
  properties: Pick<PropertyService, 'list' | 'get' | 'getMany'>;
  cache: PropertyCache;
  /** Called in the transaction that closes or archives a property (its showings are cancelled). */
  onClosed?: (tx: DbOrTransaction, propertyId: string) => Promise<unknown>;
}) {
  const { db } = deps;
  // The review count (every admin page's header, the queue) and the queue's page, prepared once.
  const reviewCountQuery = db
    .select({ n: count() })
    .from(properties)
    .where(awaitingReview)
    .prepare('review_count');
  const reviewPageQuery = db
    .select({ id: properties.id })
    .from(properties)
    .where(awaitingReview)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('review_page');
  const countAwaitingReview = async () => (await reviewCountQuery.execute())[0]?.n ?? 0;

  return {
    /**
     * Sets one flag (spec 7 call 6). In one transaction: the flag, its *_changed_at time and an audit
     * entry with the value before and after. Setting a flag to the value it has changes nothing.
     */
    async setStatus(input: {
      id: string;
      field: StatusFlag;
      value: boolean;
      actorUserId: string;
    }): Promise<StatusChange> {
      if (!isPropertyId(input.id)) return { ok: false, reason: 'not-found' };
      const flag = input.field;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ before: properties[flag] })
          .from(properties)
          .where(eq(properties.id, input.id))
          .for('update');
        if (!row) return null;
        if (row.before === input.value) return { isChanged: false };
        await tx
          .update(properties)
          .set({ [flag]: input.value, [FLAG_CHANGED_AT[flag]]: sql`now()`, updatedAt: sql`now()` })
          .where(eq(properties.id, input.id));
        if ((flag === 'isClosed' || flag === 'isArchived') && input.value)
          await deps.onClosed?.(tx, input.id);
        await writeAudit(tx as unknown as Database, {
          actorUserId: input.actorUserId,
          action: 'property.status',
          entityType: 'property',
          entityId: input.id,
          field: input.field,
          before: row.before,
          after: input.value,
        });
        return { isChanged: true };
      });
      if (!result) return { ok: false, reason: 'not-found' };
      // The database trigger tells every server; this one drops its copy before answering, so the
      // admin's next public page view already shows the change.
      if (result.isChanged) deps.cache.invalidate();
      const property = await deps.properties.get(input.id, 'admin');
      if (!property) return { ok: false, reason: 'not-found' };
      return { ok: true, property, isChanged: result.isChanged };
    },

    /** How many submissions wait for review (the count beside the Admin link). */
    reviewCount: (): Promise<number> => countAwaitingReview(),

    /** The review queue: unverified, active submissions, newest first, 10 a page. */
    reviewQueue(page: number, pageSize: number, options: ReadOptions = {}): Promise<PropertyPage<Property>> {
      // Property data only: cached with the rest, cleared by every property write (property-cache.ts).
      const key = `review-queue:${JSON.stringify({ page, pageSize, ...options })}`;
      return deps.cache.wrap(key, async () => {
        const total = await countAwaitingReview();
        const pageCount = Math.max(1, Math.ceil(total / pageSize));
        const current = Math.min(Math.max(1, page), pageCount);
        const rows = await reviewPageQuery.execute({
          limit: pageSize,
          offset: (current - 1) * pageSize,
        });
        const items = await deps.properties.getMany(
          rows.map((r) => r.id),
          'admin',
          options,
        );
        return { items, total, page: current, pageSize, pageCount };
      });
    },

    /** The audit trail of each property, newest first. */
    historyOf(propertyIds: string[]): Promise<Map<string, AuditEntry[]>> {
      return auditOf(db, 'property', propertyIds);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
