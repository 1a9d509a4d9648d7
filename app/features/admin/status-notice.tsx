import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useViewerSession } from '../auth/index.ts';
import { changeMessageKey, sendStatusChange, type StatusChange, type StatusNotice } from './status-change.ts';
import { statusChangeOf } from '../../../shared/domain/options.ts';

/** How long Undo is offered after a change; the time stops while the notice is hovered or focused. */
export const UNDO_MS = 8000;

type Notices = {
  /** Shows the confirmation of a change the server has made. */
  announce: (change: StatusChange) => void;
  /**
   * For a card leaving the list (the review queue) with the focus: the notice takes it, so a
   * keyboard user is not sent back to the top of the page and finds Undo next.
   */
  takeFocus: () => void;
};

const NoticesContext = createContext<Notices | null>(null);

/** The console's notices, for a card's toggles; null outside a list that shows them. */
export function useStatusNotices(): Notices | null {
  return useContext(NoticesContext);
}

type Shown = { key: number; notice: StatusNotice; isToast: boolean };

/**
 * A list of property cards with the notices of their status changes (issue 15): after a change, a
 * polite live region says what happened and offers Undo for a few seconds. Undo makes the inverse
 * change through the same path as the change (audited, caches cleared). Without JavaScript the page
 * action redirects here with the notice in the URL (`initial`) and Undo is a form posted to it.
 */
export function StatusNoticeList({
  initial,
  children,
}: {
  initial: StatusNotice | null;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown | null>(
    initial ? { key: 0, notice: initial, isToast: false } : null,
  );
  const boxRef = useRef<HTMLDivElement>(null);
  const revalidator = useRevalidator();
  // The next notice takes the focus when the one it replaces had it (Undo goes with its notice).
  const isFocusPassed = useRef(false);
  const notices = useMemo(() => {
    const show = (notice: StatusNotice) => {
      isFocusPassed.current = boxRef.current?.contains(document.activeElement) ?? false;
      setShown((current) => ({ key: (current?.key ?? 0) + 1, notice, isToast: true }));
    };
    return {
      show,
      announce: (change: StatusChange) => show({ change, isUndo: false }),
      takeFocus: () => boxRef.current?.focus(),
    };
  }, []);
  useEffect(() => {
    if (!isFocusPassed.current) return;
    isFocusPassed.current = false;
    boxRef.current?.focus();
  }, [shown?.key]);
  return (
    <NoticesContext value={notices}>
      {shown && 'hasFailed' in shown.notice ? <FailedNotice /> : null}
      {/* Always in the page, so a screen reader hears what is put in it. */}
      <div className="status-notice-region" role="status">
        {shown && 'change' in shown.notice ? (
          <ChangeNotice
            key={shown.key}
            boxRef={boxRef}
            change={shown.notice.change}
            isUndo={shown.notice.isUndo}
            isToast={shown.isToast}
            onUndone={async (change) => {
              notices.show({ change, isUndo: true });
              // Fresh data (the card's flags and history, the counts), as after any change.
              await revalidator.revalidate();
            }}
            onExpired={() => setShown(null)}
          />
        ) : null}
      </div>
      {children}
    </NoticesContext>
  );
}

/** The no-JavaScript answer to a change that could not be made (with JavaScript: the spec's alert). */
function FailedNotice() {
  const t = useT();
  return (
    <p className="status-notice status-notice--failed" role="alert">
      {t('admin.updateFailed')}
    </p>
  );
}

function ChangeNotice({
  boxRef,
  change,
  isUndo,
  isToast,
  onUndone,
  onExpired,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  change: StatusChange;
  isUndo: boolean;
  isToast: boolean;
  onUndone: (change: StatusChange) => Promise<void>;
  onExpired: () => void;
}) {
  const t = useT();
  const csrfToken = useViewerSession()?.csrfToken ?? '';
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  useExpiry(isHovered || isFocused || isBusy, onExpired);

  const message = t(changeMessageKey(change), { name: change.name });
  const inverse: StatusChange = { ...change, value: !change.value };

  async function undo() {
    setIsBusy(true);
    const isOk = await sendStatusChange(csrfToken, inverse);
    if (!isOk) {
      setIsBusy(false);
      window.alert(t('admin.updateFailed'));
      return;
    }
    await onUndone(inverse);
  }

  return (
    <div
      ref={boxRef}
      className={`status-notice${isToast ? ' status-notice--toast' : ''}`}
      tabIndex={-1}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <p>{isUndo ? t('admin.undone', { change: message }) : message}</p>
      {isUndo ? null : (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isBusy) void undo();
          }}
        >
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="undo" value="true" />
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="id" value={change.id} />
          <input type="hidden" name="change" value={statusChangeOf(change.field, inverse.value)} />
          <button type="submit" className="button button--small button--ghost" aria-busy={isBusy}>
            {t('admin.undo')}
          </button>
        </form>
      )}
    </div>
  );
}

/** Calls `onExpired` after UNDO_MS of not being paused (the time paused does not count). */
function useExpiry(isPaused: boolean, onExpired: () => void) {
  const remaining = useRef(UNDO_MS);
  const expire = useRef(onExpired);
  useEffect(() => {
    expire.current = onExpired;
  });
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => expire.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused]);
}
