import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChevronDown } from 'lucide-react';
import { DEMO_GROUPS } from './demo-links.ts';

/**
 * The Demos menu of the header (spec 2.1: the template's demo routes "named in a demo menu").
 *
 * A disclosure, <details>: Enter, Space or a tap opens and closes it with no script at all (before
 * hydration too) and assistive technology hears it as expanded or collapsed. From 992 px up its links
 * drop down under the bar in four labelled groups; inside the phone menu they open in place. With
 * JavaScript, Escape closes it and puts focus back on its button (without closing the phone menu
 * around it), and so do a click elsewhere, focus moving out of it and a new page.
 */
export function DemosMenu() {
  const t = useT();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // A new page closes the menu; one opened before hydration stays open.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [key]);

  return (
    <details
      ref={detailsRef}
      className="demos-menu"
      onKeyDown={(event) => {
        const details = detailsRef.current;
        if (event.key !== 'Escape' || !details?.open) return;
        // Handled here: the phone menu around it stays open.
        event.preventDefault();
        event.stopPropagation();
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
    >
      <summary className="demos-menu__toggle">
        {t('demos.menu')}
        <ChevronDown aria-hidden="true" size={16} className="demos-menu__chevron" />
      </summary>
      <div className="demos-menu__panel">
        {DEMO_GROUPS.map((group) => (
          <div key={group.key} className="demos-menu__group">
            <p id={`demos-${group.key}`} className="demos-menu__heading">
              {t(`demos.groups.${group.key}`)}
            </p>
            <ul aria-labelledby={`demos-${group.key}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end>
                    {t(`demos.links.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
