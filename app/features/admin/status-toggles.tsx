import { useLayoutEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { Property } from '../../../shared/domain/property.ts';
import { STATUS_FLAGS, statusChangeOf, type StatusFlag } from '../../../shared/domain/options.ts';
import { useViewerSession } from '../auth/index.ts';
import { sendStatusChange } from './status-change.ts';
import { useStatusNotices } from './status-notice.tsx';

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
type Toggleable = Pick<Property, 'id' | 'name' | 'listingType' | StatusFlag>;

/**
 * A card's flags with JavaScript: a toggle shows at once, POST /api/update-property-status runs,
 * then the list's notice confirms it and offers Undo; on failure the spec's alert shows and the card
 * goes back to its real state (spec 8).
 */
export function useStatusFlags(property: Toggleable) {
  const t = useT();
  const session = useViewerSession();
  const revalidator = useRevalidator();
  const notices = useStatusNotices();
  // Changes sent but not yet confirmed by fresh loader data.
  const [pending, setPending] = useState<Partial<Flags>>({});
  const flags: Flags = {
    isVerified: pending.isVerified ?? property.isVerified,
    isClosed: pending.isClosed ?? property.isClosed,
    isArchived: pending.isArchived ?? property.isArchived,
  };

  async function toggle(field: StatusFlag, value: boolean) {
    setPending((current) => ({ ...current, [field]: value }));
    const isOk = await sendStatusChange(session?.csrfToken ?? '', { id: property.id, field, value });
    if (isOk) {
      notices?.announce({
        id: property.id,
        name: property.name,
        listingType: property.listingType,
        field,
        value,
      });
    } else {
      setPending(({ [field]: _failed, ...rest }) => rest);
      window.alert(t('admin.updateFailed'));
    }
    // Fresh data (flags, history, counts) replaces the optimistic state.
    await revalidator.revalidate();
    setPending(({ [field]: _done, ...rest }) => rest);
  }

  return { flags, pending, toggle, csrfToken: session?.csrfToken ?? '' };
}

/**
 * The three moderation toggles of a card (spec 2.8, 4) with the spec's labels. Without JavaScript
 * they are the submit buttons of one form posted to the page's action (intent=status), each sending
 * its change as `change` ("isClosed:true"), which calls the same service. One form per card, not
 * one per button: the console renders each of its pages per request, and three forms of five
 * hidden fields each were a sixth of the page's elements (issue 32).
 */
export function StatusToggles({
  property,
  state,
}: {
  property: Toggleable;
  state: ReturnType<typeof useStatusFlags>;
}) {
  const t = useT();
  const { flags, pending, toggle, csrfToken } = state;
  const groupRef = useRef<HTMLFormElement>(null);
  const takeFocus = useStatusNotices()?.takeFocus;
  // A card that leaves the list after a change (a verified submission leaves the review queue)
  // takes its focused button with it: the notice of that change takes the focus instead. A layout
  // effect's cleanup runs while the card is still in the page, so the focus is never lost.
  useLayoutEffect(() => {
    const group = groupRef.current;
    return () => {
      if (group?.contains(document.activeElement)) takeFocus?.();
    };
  }, [takeFocus]);
  return (
    <form
      ref={groupRef}
      className="status-toggles-form"
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = event.nativeEvent.submitter;
        const flag = STATUS_FLAGS.find(
          (candidate) =>
            submitter instanceof HTMLButtonElement &&
            submitter.value === statusChangeOf(candidate, !flags[candidate]),
        );
        if (flag) void toggle(flag, !flags[flag]);
      }}
    >
      <div className="status-toggles" role="group" aria-label={t('admin.actions')}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="id" value={property.id} />
        {STATUS_FLAGS.map((flag) => {
          const value = !flags[flag];
          return (
            <button
              key={flag}
              type="submit"
              name="change"
              value={statusChangeOf(flag, value)}
              className={`button button--small ${value ? 'button--primary' : 'button--ghost'}`}
              aria-busy={flag in pending}
            >
              {t(labelOf(flag, flags, property.listingType))}
            </button>
          );
        })}
      </div>
    </form>
  );
}
