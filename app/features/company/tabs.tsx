import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../components/hydration.tsx';

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * An accessible tablist (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
 * between tabs. Each tab is a real link to `?{param}={id}`, so without JavaScript the server renders
 * the chosen tab (the loader reads the parameter); with JavaScript the switch happens in place.
 */
export function Tabs({
  label,
  idPrefix,
  param,
  selected: initial,
  items,
}: {
  /** Accessible name of the tablist. */
  label: string;
  /** Unique prefix for element ids on the page. */
  idPrefix: string;
  /** Query parameter holding the selected tab. */
  param: string;
  /** The tab chosen by the URL (the loader validated it). */
  selected: string;
  items: readonly TabItem[];
}) {
  const isHydrated = useHydrated();
  const [selected, setSelected] = useState(
    items.some((item) => item.id === initial) ? initial : (items[0]?.id ?? ''),
  );
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());

  function select(id: string, shouldFocus: boolean) {
    setSelected(id);
    if (shouldFocus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (item) select(item.id, true);
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <a
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              id={`${idPrefix}-tab-${item.id}`}
              href={`?${param}=${encodeURIComponent(item.id)}`}
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              // Roving focus only once the arrow keys work; before that every tab is a plain link.
              tabIndex={isHydrated && !isSelected ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault();
                select(item.id, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${idPrefix}-panel-${item.id}`}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
