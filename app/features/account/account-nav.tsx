import { Form } from 'react-router';
import { NavLink } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  Bell,
  Bookmark,
  Building2,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Menu,
  PlusCircle,
  UserRound,
} from 'lucide-react';
import { CsrfInput } from '../auth/index.ts';

const LINKS = [
  { to: '/dashboard', key: 'account.nav.dashboard', Icon: LayoutDashboard },
  { to: '/my-profile', key: 'account.nav.profile', Icon: UserRound },
  { to: '/bookmark-list', key: 'account.nav.bookmarks', Icon: Bookmark },
  // Saved-search alerts (issue 30).
  { to: '/my-alerts', key: 'account.nav.alerts', Icon: Bell },
  { to: '/my-property', key: 'account.nav.properties', Icon: Building2 },
  { to: '/submit-property-dashboard', key: 'account.nav.submit', Icon: PlusCircle },
  { to: '/change-password', key: 'account.nav.changePassword', Icon: KeyRound },
] as const;

/**
 * Spec 2.12: the account area's sidebar (Dashboard, My Profile, Bookmarked Listings, My Properties,
 * Submit New Property, Change Password, Log Out). The panel opens and closes with its toggle, a
 * native disclosure: it works without JavaScript, with the keyboard and on a phone. Log Out is a
 * POST with the CSRF token, as in the header.
 */
export function AccountNav() {
  const t = useT();
  return (
    <details className="account-nav">
      <summary className="account-nav__toggle">
        <Menu aria-hidden="true" size={20} />
        {t('account.nav.toggle')}
      </summary>
      <nav aria-label={t('account.nav.label')}>
        <ul className="account-nav__list">
          {LINKS.map(({ to, key, Icon }) => (
            <li key={to}>
              <NavLink to={to} end className="account-nav__link">
                <Icon aria-hidden="true" size={18} />
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li>
            <Form method="post" action="/logout">
              <CsrfInput />
              <button type="submit" className="account-nav__link account-nav__logout">
                <LogOut aria-hidden="true" size={18} />
                {t('account.nav.logout')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </details>
  );
}
