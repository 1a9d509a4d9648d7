import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Dialog } from '../../components/dialog.tsx';
import { useHydrated } from '../../components/hydration.tsx';

// The form (Conform, zod) loads on first open, so it is not in every page's JavaScript.
const LoginModalBody = lazy(() => import('./login-modal-body.tsx'));

/**
 * Spec 2.2: Login in the nav opens the login modal, which signs in for real and comes back to this
 * page. Without JavaScript it is a link to the /login page.
 */
export function LoginNavItem() {
  const t = useT();
  const isHydrated = useHydrated();
  const { pathname, search, key } = useLocation();
  // Open on the page it was opened on: following a link in it (Forgot Password, Create Account)
  // lands on the new page with the modal closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === key;
  if (!isHydrated || pathname === '/login') {
    return <NavLink to="/login">{t('nav.login')}</NavLink>;
  }
  return (
    <>
      <button
        type="button"
        className="site-nav__button"
        onClick={() => setOpenOn(key)}
        aria-haspopup="dialog"
      >
        {t('nav.login')}
      </button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpenOn(null)}
        title={t('auth.modalTitle')}
        className="dialog--login"
      >
        <Suspense fallback={<span className="spinner" role="status" aria-label={t('auth.modalLoading')} />}>
          <LoginModalBody redirectTo={`${pathname}${search}`} />
        </Suspense>
      </Dialog>
    </>
  );
}
