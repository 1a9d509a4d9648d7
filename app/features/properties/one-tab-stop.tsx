import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const buttonsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('button:not(:disabled)')];

/** Only the active button is tabbable. */
function syncTabStops(root: HTMLElement | null, active: { current: number }) {
  if (!root) return;
  const buttons = buttonsOf(root);
  if (active.current >= buttons.length) active.current = 0;
  buttons.forEach((button, index) => {
    button.tabIndex = index === active.current ? 0 : -1;
  });
}

/**
 * A row of buttons that is one stop in the tab order (the WAI-ARIA toolbar pattern, with a roving
 * tabindex): Tab reaches the button used last (the first at the start), the arrow keys, Home and End
 * move between them. A listing card's Save and Compare are one of its two controls this way (issue 15).
 *
 * The buttons are the children's own (ShortlistButtons renders them after hydration), so the tabindex
 * is set on the rendered buttons, again whenever the children change.
 */
export function OneTabStop({
  label,
  className,
  children,
}: {
  /** The toolbar's name, e.g. "Save or compare Maple Court". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useRef(0);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => syncTabStops(root, active);
    sync();
    // Only added or removed nodes: the tabindex this sets changes attributes, not the tree.
    const observer = new MutationObserver(sync);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEYS[event.key];
    const root = ref.current;
    if (!move || !root || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = buttonsOf(root);
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    if (index < 0 || buttons.length === 0) return;
    event.preventDefault();
    active.current = move(index, buttons.length);
    syncTabStops(root, active);
    buttons[active.current]?.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // A click or a screen reader may focus any of them: that one is where Tab comes back to.
        const root = ref.current;
        const index = root ? buttonsOf(root).indexOf(event.target as HTMLElement) : -1;
        if (index >= 0 && index !== active.current) {
          active.current = index;
          syncTabStops(root, active);
        }
      }}
    >
      {children}
    </div>
  );
}
