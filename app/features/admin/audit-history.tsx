import { useT } from '../../i18n/use-t.ts';
import type { AuditEntry } from '../../../shared/domain/moderation.ts';
import { formatDateTime } from './format-date-time.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The audit trail of one entity: who changed which field when, from what to what. */
export function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const language = useLanguage();
  const show = (value: unknown) =>
    value === true ? t('admin.yes') : value === false ? t('admin.no') : JSON.stringify(value);
  return (
    <details className="audit-history">
      <summary>{t('admin.history', { count: entries.length })}</summary>
      {entries.length === 0 ? (
        <p>{t('admin.historyEmpty')}</p>
      ) : (
        <ol>
          {entries.map((entry) => {
            const date = formatDateTime(entry.at, language);
            const actor = entry.actorEmail ?? t('admin.unknownActor');
            const field = entry.field as keyof typeof FIELD_KEYS | null;
            return (
              <li key={entry.id}>
                {field && field in FIELD_KEYS
                  ? t('admin.historyEntry', {
                      date,
                      actor,
                      field: t(FIELD_KEYS[field]),
                      before: show(entry.before),
                      after: show(entry.after),
                    })
                  : t('admin.historyOther', { date, actor, action: entry.action })}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}

const FIELD_KEYS = {
  isVerified: 'admin.fieldName.isVerified',
  isClosed: 'admin.fieldName.isClosed',
  isArchived: 'admin.fieldName.isArchived',
  handled: 'admin.fieldName.handled',
  status: 'admin.fieldName.status',
  revoked: 'admin.fieldName.revoked',
} as const;
