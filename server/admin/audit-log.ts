import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import type { AuditEntry } from '../../shared/domain/moderation.ts';

export type AuditRecord = {
  actorUserId: string | null;
  action: string;
  entityType: 'property' | 'enquiry' | 'email_outbox' | 'api_token' | 'order';
  entityId: string;
  field?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Appends one entry: who, which entity, which field, the value before and after (time is now()). */
export async function writeAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: record.actorUserId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    field: record.field ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The audit trail's query for one kind of entity, prepared once per database (issue 32). */
function prepareAuditOf(db: Database, entityType: AuditRecord['entityType']) {
  return db
    .select({
      id: auditLog.id,
      entityId: auditLog.entityId,
      at: auditLog.createdAt,
      actorEmail: users.email,
      action: auditLog.action,
      field: auditLog.field,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, entityType),
        sql`${auditLog.entityId} = any(${sql.placeholder('entityIds')})`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .prepare(`audit_of_${entityType}`);
}

const preparedAuditOf = new WeakMap<
  Database,
  Map<AuditRecord['entityType'], ReturnType<typeof prepareAuditOf>>
>();

/** The latest entries of each entity, newest first, with the actor's e-mail. */
export async function auditOf(
  db: Database,
  entityType: AuditRecord['entityType'],
  entityIds: string[],
  perEntity = 20,
): Promise<Map<string, AuditEntry[]>> {
  const byEntity = new Map<string, AuditEntry[]>();
  if (entityIds.length === 0) return byEntity;
  let byType = preparedAuditOf.get(db);
  if (!byType) {
    byType = new Map();
    preparedAuditOf.set(db, byType);
  }
  let query = byType.get(entityType);
  if (!query) {
    query = prepareAuditOf(db, entityType);
    byType.set(entityType, query);
  }
  const rows = await query.execute({ entityIds });
  for (const { entityId, ...entry } of rows) {
    const list = byEntity.get(entityId) ?? [];
    if (list.length < perEntity) list.push(entry);
    byEntity.set(entityId, list);
  }
  return byEntity;
}
