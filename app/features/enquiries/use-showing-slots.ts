import { useEffect, useState } from 'react';
import type { ShowingDay } from '../../../shared/domain/showings.ts';
import { apiHeaders } from '../../i18n/api-headers.ts';

/** What the Book Showing form knows of a property's free times. */
export type SlotState =
  | { status: 'loading' }
  | { status: 'offered'; days: ShowingDay[] }
  | { status: 'on-request' }
  | { status: 'failed' };

/**
 * The free times of a property, asked for when the form opens (and again after `version` changes:
 * a slot taken meanwhile). Live: `no-store`, never from a cache. `initial` is the server's list on
 * the form's own page (no JavaScript needed there).
 */
export function useShowingSlots(propertyId: string, version: number, initial?: SlotState): SlotState {
  const [state, setState] = useState<SlotState>(initial ?? { status: 'loading' });
  useEffect(() => {
    if (initial && version === 0) return;
    const controller = new AbortController();
    fetch(`/api/properties/${encodeURIComponent(propertyId)}/showing-slots`, {
      cache: 'no-store',
      headers: apiHeaders(),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as
          { status: 'offered'; days: ShowingDay[] } | { status: 'on-request' };
        setState(
          body.status === 'offered' ? { status: 'offered', days: body.days } : { status: 'on-request' },
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [propertyId, version, initial]);
  return state;
}
