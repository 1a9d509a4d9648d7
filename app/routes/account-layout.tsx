import { Outlet } from 'react-router';
import '../i18n/catalogues/account.ts';
import { AccountFrame } from '../features/account/index.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';

/**
 * One person's pages: never kept by any cache (issue 27). A page of the area with its own `headers`
 * uses the same function, as it replaces this one.
 */
export const headers = privatePageHeaders;

/**
 * The account area's pages (issue 17; spec 2.12) share the sidebar. Each page's own loader checks
 * the sign-in (loaders run side by side, so a layout's check would not hold the page's back).
 */
export default function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
