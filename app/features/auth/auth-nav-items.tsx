import { Form } from 'react-router';
import { NavLink } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CsrfInput } from './csrf-input.tsx';
import { useViewer } from './use-viewer.ts';

/**
 * Spec 2.2: when signed in, an Admin link (with the number of submissions awaiting review) and
 * Logout in place of Login. Logout is a POST with the CSRF token, so no other site can sign a
 * visitor out; it works without JavaScript.
 */
export function AuthNavItems() {
  const t = useT();
  const viewer = useViewer();
  if (!viewer) return null;
  const count = viewer.reviewCount;
  return (
    <>
      {viewer.role === 'admin' ? (
        <li>
          <NavLink to="/propertyadmin">
            {t('nav.admin')}
            {count > 0 ? (
              <>
                {' '}
                <span className="nav-count">{count}</span>
                <span className="visually-hidden"> {t('nav.awaitingReview', { count })}</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ) : (
        // An account holder's way to their area (issue 17): the dashboard and its sidebar.
        <li>
          <NavLink to="/dashboard">{t('nav.account')}</NavLink>
        </li>
      )}
      <li>
        <Form method="post" action="/logout" className="nav-logout">
          <CsrfInput />
          <button type="submit" className="nav-logout__button">
            {t('nav.logout')}
          </button>
        </Form>
      </li>
    </>
  );
}
