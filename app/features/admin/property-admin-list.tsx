import type { AdminCardProperty } from '../../../shared/domain/property.ts';
import type { AuditEntry } from '../../../shared/domain/moderation.ts';
import { PropertyAdminCard } from './property-admin-card.tsx';

export function PropertyAdminList({
  properties,
  history,
}: {
  properties: AdminCardProperty[];
  history: Record<string, AuditEntry[]>;
}) {
  if (properties.length === 0) return null;
  return (
    <ul className="admin-list">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyAdminCard property={property} history={history[property.id] ?? []} />
        </li>
      ))}
    </ul>
  );
}
