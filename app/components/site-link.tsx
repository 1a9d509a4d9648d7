import type { CSSProperties } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { pathInLanguage } from '../../shared/i18n/languages.ts';

/**
 * React Router's `Link` and `NavLink`, the ones every component imports (eslint.config.js).
 *
 * In the browser they are React Router's own. On the server, a link to a plain site path (`/about-us`,
 * `/?for=rent`, `/services-offered#99Pricing`) is written as the very `<a>` React Router writes (same
 * attributes, same order, so hydration finds what it renders) without its work: each of its links
 * resolves its path against the matched routes two or three times and runs a dozen hooks for clicks
 * and prefetching that never happen on a server. A page rendered per request has 50-100 links
 * (the header's alone are 40); their resolution was about 6% of such a page's server time (issue 32).
 * Anything else (a relative path, an object, prefetching, a mask) is React Router's, unchanged.
 * tests/unit/site-link.test.ts holds the two to the same markup.
 */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;

/** A site path React Router would write unchanged but for its basename: no `.`/`..`, `//`, or bare `?`/`#`. */
const PLAIN_SITE_PATH = /^\/(?!\/)(?:[^?#/.]+\/?)*(?:\?[^#]+)?(?:#.+)?$/;

function plainPath(to: LinkProps['to']): string | null {
  return typeof to === 'string' && PLAIN_SITE_PATH.test(to) && !to.includes('//') ? to : null;
}

/** The path part of a plain site path. */
function pathnameOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/** React Router's `<a>` for a plain site path, without its resolution and client-side hooks. */
export function ServerLink(props: LinkProps) {
  const language = useLanguage();
  const to = plainPath(props.to);
  if (
    to === null ||
    (props.prefetch !== undefined && props.prefetch !== 'none') ||
    props.mask !== undefined
  ) {
    return <RouterLink {...props} />;
  }
  const {
    // React Router's own props: what they do happens in the browser.
    onClick: _onClick,
    discover = 'render',
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    to: _to,
    ...rest
  } = props;
  return (
    <a
      {...rest}
      href={pathInLanguage(to, language)}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

/** React Router's `NavLink` for a plain site path: active by the same rule, never pending on a server. */
export function ServerNavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const to = plainPath(props.to);
  if (to === null) return <RouterNavLink {...props} />;
  const {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    viewTransition,
    children,
    to: _to,
    ...rest
  } = props;
  let locationPathname = pathname;
  let toPathname = pathnameOf(to);
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style: CSSProperties | undefined =
    typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </ServerLink>
  );
}
