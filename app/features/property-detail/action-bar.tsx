import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** Brings the section with `id` into view and puts focus on its first field, if it has one. */
function revealSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // The browser scrolls smoothly, or instantly under prefers-reduced-motion (html's scroll-behavior).
  section.scrollIntoView({ block: 'start' });
  const field = section.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select',
  );
  (field ?? section).focus({ preventScroll: true });
  return true;
}

/**
 * The phone's bar along the bottom of the detail page: the price, and the page's main action,
 * a link to the section `targetId` (the enquiry form, or similar properties once rented or sold).
 * Without JavaScript the link jumps there; with it the section scrolls into view with focus on its
 * first field, and the bar steps aside while the section is on screen. Hidden from 992 px up, where
 * the sidebar shows the form beside the photos.
 */
export function ActionBar({
  price,
  badge,
  targetId,
  actionLabel,
  actionIcon,
}: {
  price: string;
  badge?: ReactNode;
  targetId: string;
  actionLabel: string;
  actionIcon?: ReactNode;
}) {
  const t = useT();
  const [isTargetInView, setIsTargetInView] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setIsTargetInView(entry?.isIntersecting ?? false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div
      className={`action-bar${isTargetInView ? ' action-bar--aside' : ''}`}
      role="region"
      aria-label={t('property.actionBar')}
    >
      <p className="action-bar__price">
        {badge}
        <span>{price}</span>
      </p>
      <a
        className="button button--accent action-bar__action"
        href={`#${targetId}`}
        onClick={(event) => {
          if (revealSection(targetId)) event.preventDefault();
        }}
      >
        {actionIcon}
        {actionLabel}
      </a>
    </div>
  );
}
