import type { Property } from '../../../shared/domain/property.ts';
import type { StatusFlag } from '../../../shared/domain/options.ts';
import { apiHeaders } from '../../i18n/api-headers.ts';

/** One moderation flag set on one property: what the console confirms, and what Undo reverses. */
export type StatusChange = Pick<Property, 'id' | 'name' | 'listingType'> & {
  field: StatusFlag;
  value: boolean;
};

/**
 * What the console says after a status change: the change (or its undoing), or that it failed. With
 * JavaScript the page makes it; without, the action's redirect carries it in the URL (below).
 */
export type StatusNotice = { change: StatusChange; isUndo: boolean } | { hasFailed: true };

/** The confirmation of a change, in the spec's action words (spec 4). */
export function changeMessageKey(change: Pick<StatusChange, 'field' | 'value' | 'listingType'>) {
  switch (change.field) {
    case 'isVerified':
      return change.value ? 'admin.changed.verified' : 'admin.changed.unverified';
    case 'isClosed':
      if (!change.value) return 'admin.changed.available';
      return change.listingType === 'sale' ? 'admin.changed.sold' : 'admin.changed.rented';
    case 'isArchived':
      return change.value ? 'admin.changed.deactivated' : 'admin.changed.activated';
  }
}

/**
 * The query parameters of the no-JavaScript redirect after a change: which property, which flag,
 * its new value, whether it was an Undo, or that the change failed. The page's loader reads them
 * back and shows the notice only when the property really has that value now.
 */
export const NOTICE_PARAMS = {
  id: 'changed',
  field: 'flag',
  value: 'to',
  isUndo: 'undone',
  hasFailed: 'failed',
} as const;

/**
 * Sets one flag through POST /api/update-property-status (spec 7 call 6): the same audited
 * service as the page's action. True when the server confirmed it.
 */
export async function sendStatusChange(
  csrfToken: string,
  change: Pick<StatusChange, 'id' | 'field' | 'value'>,
): Promise<boolean> {
  try {
    const response = await fetch('/api/update-property-status', {
      method: 'POST',
      headers: apiHeaders({ 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken }),
      body: JSON.stringify({ id: change.id, field: change.field, value: change.value }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
