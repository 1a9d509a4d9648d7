import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/domain/property.ts';
import { STATUS_FLAGS, type StatusFlag } from '../../../shared/domain/options.ts';
import { useViewer } from '../auth/index.ts';

function labelOf(flag: StatusFlag, flags: Pick<Property, StatusFlag>, listingType: Property['listingType']) {
  switch (flag) {
    case 'isVerified':
      return flags.isVerified ? 'admin.unverify' : 'admin.verify';
    case 'isClosed':
      if (flags.isClosed) return 'admin.markAvailable';
      return listingType === 'sale' ? 'admin.markSold' : 'admin.markRented';
    case 'isArchived':
      return flags.isArchived ? 'admin.activate' : 'admin.deactivate';
  }
}

export type Flags = Pick<Property, StatusFlag>;
type Toggleable = Pick<Property, 'id' | 'listingType' | StatusFlag>;

/**
 * A card's flags with JavaScript: a toggle shows at once, POST /api/update-property-status runs,
 * and on failure the spec's alert shows and the card goes back to its real state (spec 8).
 */
export function useStatusFlags(property: Toggleable) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const revalidator = useRevalidator();
  // Changes sent but not yet confirmed by fresh loader data.
  const [pending, setPending] = useState<Partial<Flags>>({});
  const flags: Flags = {
    isVerified: pending.isVerified ?? property.isVerified,
    isClosed: pending.isClosed ?? property.isClosed,
    isArchived: pending.isArchived ?? property.isArchived,
  };

  async function toggle(flag: StatusFlag, value: boolean) {
    setPending((current) => ({ ...current, [flag]: value }));
    let isOk: boolean;
    try {
      const response = await fetch('/api/update-property-status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': viewer?.csrfToken ?? '' },
        body: JSON.stringify({ id: property.id, field: flag, value }),
      });
      isOk = response.ok;
    } catch {
      isOk = false;
    }
    if (!isOk) {
      setPending(({ [flag]: _failed, ...rest }) => rest);
      window.alert(t('admin.updateFailed'));
    }
    // Fresh data (flags, history, counts) replaces the optimistic state.
    await revalidator.revalidate();
    setPending(({ [flag]: _done, ...rest }) => rest);
  }

  return { flags, pending, toggle, csrfToken: viewer?.csrfToken ?? '' };
}

/**
 * The three moderation toggles of a card (spec 2.8, 4) with the spec's labels. Without JavaScript
 * each is a form posted to the page's action (intent=status), which calls the same service.
 */
export function StatusToggles({
  property,
  state,
}: {
  property: Toggleable;
  state: ReturnType<typeof useStatusFlags>;
}) {
  const { t } = useTranslation();
  const { flags, pending, toggle, csrfToken } = state;
  return (
    <div className="status-toggles" role="group" aria-label={t('admin.actions')}>
      {STATUS_FLAGS.map((flag) => {
        const value = !flags[flag];
        return (
          <form
            key={flag}
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              void toggle(flag, value);
            }}
          >
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="id" value={property.id} />
            <input type="hidden" name="field" value={flag} />
            <input type="hidden" name="value" value={String(value)} />
            <button
              type="submit"
              className={`button button--small ${value ? 'button--primary' : 'button--ghost'}`}
              aria-busy={flag in pending}
            >
              {t(labelOf(flag, flags, property.listingType))}
            </button>
          </form>
        );
      })}
    </div>
  );
}
