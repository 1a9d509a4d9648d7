import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Menu, X } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';
import { AuthNavItems, LoginNavItem, useViewer } from '../../features/auth/index.ts';
import { ShortlistPanel } from '../../features/shortlist/index.ts';
import { HydrateLater, useHydrated } from '../hydration.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { DemosMenu } from './demos-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RememberedMarkup } from './remembered-markup.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/about-us', key: 'nav.about' },
  { to: '/services-offered', key: 'nav.services' },
  { to: '/services-offered#99Pricing', key: 'nav.packages' },
  { to: '/list-layout-new-3', key: 'nav.listings' },
  { to: '/contact', key: 'nav.contact' },
] as const;

/** The width from which the nav is a row in the bar; below it, a menu (spec 2.2: portrait at 991 px). */
const WIDE_NAV = '(min-width: 992px)';

/**
 * Spec 2.2: fixed after 50 px of scroll; portrait (menu button) layout at 991 px and below.
 *
 * The phone menu is a native popover: the button opens and closes it with no script at all (before
 * hydration too), Escape and a click outside close it and focus returns to the button. React only
 * mirrors its state into aria-expanded and closes it on a client-side navigation. From 992 px up the
 * same <nav> is a plain row (app.css).
 */
export function SiteHeader({ site }: { site: SiteInfo }) {
  const t = useT();
  const viewer = useViewer();
  const isHydrated = useHydrated();
  const isFixed = useScrolledPast(50);
  const { key, pathname, search, hash } = useLocation();
  const language = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // beforetoggle, not toggle: it fires as the popover opens or closes, so the state is never late.
    const onToggle = (event: Event) => setIsOpen((event as ToggleEvent).newState === 'open');
    // Opened before the page hydrated: say so now.
    if (nav.matches(':popover-open')) setIsOpen(true);
    // Widened past the menu's breakpoint (a phone turned sideways): the row takes over.
    const wide = window.matchMedia(WIDE_NAV);
    const onWide = () => {
      if (wide.matches) closeMenu(nav);
    };
    nav.addEventListener('beforetoggle', onToggle);
    wide.addEventListener('change', onWide);
    return () => {
      nav.removeEventListener('beforetoggle', onToggle);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  // A new page (a link in the menu, or Back) closes the menu; one opened before hydration stays open.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (navRef.current) closeMenu(navRef.current);
  }, [key]);

  // Everything the header shows on the server (its scrolled and opened states are the browser's):
  // the server writes the markup of an earlier request with the same key (RememberedMarkup).
  const memoryKey = [
    language,
    pathname,
    search,
    hash,
    site.name,
    viewer ? `${viewer.role} ${viewer.reviewCount}` : 'signed out',
  ].join('\n');
  return (
    <RememberedMarkup
      as="header"
      className={`site-header${isFixed ? ' site-header--fixed' : ''}`}
      memoryKey={memoryKey}
      secrets={viewer?.session ? [viewer.session.csrfToken] : []}
    >
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label={t('nav.homeLink', { site: site.name })}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12H4z" fill="currentColor" />
            <rect x="13" y="18" width="6" height="9" fill="#f5a623" />
          </svg>
          <span className="site-header__name">{site.name}</span>
        </Link>
        <div className="site-header__tools">
          <HydrateLater>
            <ShortlistPanel />
          </HydrateLater>
        </div>
        <button
          type="button"
          className="site-header__toggle"
          popoverTarget="site-nav"
          aria-controls="site-nav"
          // Without JavaScript the browser itself reports the popover's state to assistive technology.
          aria-expanded={isHydrated ? isOpen : undefined}
        >
          {/* The icon and the name follow the popover's state in CSS, so they are right without JavaScript. */}
          <Menu aria-hidden="true" className="site-header__if-menu-hidden" />
          <X aria-hidden="true" className="site-header__if-menu-shown" />
          <span className="visually-hidden site-header__if-menu-hidden">{t('nav.openMenu')}</span>
          <span className="visually-hidden site-header__if-menu-shown">{t('nav.closeMenu')}</span>
        </button>
        <nav ref={navRef} id="site-nav" popover="auto" aria-label={t('nav.label')} className="site-nav">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {/* The template's demo pages (spec 2.1), in a disclosure of their own. */}
            <li className="site-nav__demos">
              <DemosMenu />
            </li>
            {/* Signed in, Logout (in AuthNavItems) takes Login's place (spec 2.2). */}
            {viewer ? null : (
              <li>
                <LoginNavItem />
              </li>
            )}
            <AuthNavItems />
            <li>
              <LanguageSwitch isShortened />
            </li>
            <li>
              <NavLink to="/submit-property" className="button button--accent">
                {t('nav.submitProperty')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </RememberedMarkup>
  );
}

function closeMenu(nav: HTMLElement) {
  if (nav.matches(':popover-open')) nav.hidePopover();
}
