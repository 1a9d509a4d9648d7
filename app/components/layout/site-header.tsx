import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';
import { AuthNavItems, LoginNavItem, useViewer } from '../../features/auth/index.ts';
import { ShortlistPanel } from '../../features/shortlist/index.ts';
import { HydrateLater } from '../hydration.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/about-us', key: 'nav.about' },
  { to: '/services-offered', key: 'nav.services' },
  { to: '/services-offered#99Pricing', key: 'nav.packages' },
  { to: '/list-layout-new-3', key: 'nav.listings' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/login', key: 'nav.login' },
] as const;

/** Spec 2.2: fixed after 50 px of scroll; portrait (menu button) layout at 991 px and below. */
export function SiteHeader({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const isFixed = useScrolledPast(50);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={`site-header${isFixed ? ' site-header--fixed' : ''}`}
      onKeyDown={(event) => {
        // Escape closes the mobile menu and returns focus to its button.
        if (event.key === 'Escape' && isOpen) {
          setOpenOn(null);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label={t('nav.homeLink', { site: site.name })}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12H4z" fill="currentColor" />
            <rect x="13" y="18" width="6" height="9" fill="#f5a623" />
          </svg>
          <span>{site.name}</span>
        </Link>
        <div className="site-header__tools">
          <HydrateLater>
            <ShortlistPanel />
          </HydrateLater>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={isOpen}
          aria-controls="site-nav"
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{t(isOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        </button>
        <nav
          id="site-nav"
          aria-label={t('nav.label')}
          className={`site-nav${isOpen ? ' site-nav--open' : ''}`}
        >
          <ul>
            {LINKS.filter((link) => link.to !== '/login').map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {/* Signed in, Logout (in AuthNavItems) takes Login's place (spec 2.2). */}
            {viewer ? null : (
              <li>
                <LoginNavItem />
              </li>
            )}
            <AuthNavItems />
            <li>
              <NavLink to="/submit-property" className="button button--accent">
                {t('nav.submitProperty')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
