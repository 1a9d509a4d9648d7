import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { ServerLink, ServerNavLink } from '../../app/components/site-link.tsx';
import { FRENCH_PREFIX, type Language } from '../../shared/i18n/languages.ts';

// The server's links must be React Router's markup exactly, or hydration would meet another page.

async function render(language: Language, pathname: string, element: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: {} });
  const basename = language === 'fr' ? FRENCH_PREFIX : undefined;
  const entry = language === 'fr' ? (pathname === '/' ? FRENCH_PREFIX : FRENCH_PREFIX + pathname) : pathname;
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, { basename, initialEntries: [entry] }, element),
    ),
  );
}

const LINKS: Record<string, unknown>[] = [
  { to: '/' },
  { to: '/about-us', className: 'button' },
  { to: '/services-offered#99Pricing' },
  { to: '/?for=rent&beds=2', 'aria-label': 'Rentals', title: 'x' },
  { to: '/list-layout-new-3/', discover: 'none' },
  { to: '/contact', target: '_blank', rel: 'noopener', reloadDocument: true, replace: true },
  { to: '/contact', prefetch: 'intent' },
  { to: 'relative/path' },
  { to: '../up' },
  { to: { pathname: '/about-us', search: '?a=1' } },
  { to: '//evil.example/x' },
  { to: 'https://example.com/' },
];

const NAV_LINKS: Record<string, unknown>[] = [
  { to: '/' },
  { to: '/', end: true },
  { to: '/about-us' },
  { to: '/About-Us' },
  { to: '/About-Us', caseSensitive: true },
  { to: '/propertyadmin', end: true, className: 'admin-nav__link' },
  { to: '/propertyadmin' },
  { to: '/propertyadmin/', className: 'x' },
  { to: '/submit-property', className: 'button button--accent', 'aria-current': 'location' },
  { to: '/dashboard', className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') },
  {
    to: '/dashboard',
    style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
  },
  { to: '/services-offered#99Pricing' },
  { to: 'relative' },
];

const LOCATIONS = [
  '/',
  '/about-us',
  '/propertyadmin',
  '/propertyadmin/review',
  '/dashboard',
  '/services-offered',
];

describe('the server-side links (app/components/site-link.tsx)', () => {
  for (const language of ['en', 'fr'] as const) {
    for (const pathname of LOCATIONS) {
      it(`write React Router's markup for Link, ${language}, at ${pathname}`, async () => {
        for (const props of LINKS) {
          const ours = await render(language, pathname, createElement(ServerLink as never, props, 'Text'));
          const theirs = await render(language, pathname, createElement(RouterLink as never, props, 'Text'));
          expect(ours, JSON.stringify(props)).toBe(theirs);
        }
      });
      it(`write React Router's markup for NavLink, ${language}, at ${pathname}`, async () => {
        for (const props of NAV_LINKS) {
          const children = ({ isActive }: { isActive: boolean }) => (isActive ? 'here' : 'there');
          for (const child of ['Text', children]) {
            const ours = await render(
              language,
              pathname,
              createElement(ServerNavLink as never, props, child as never),
            );
            const theirs = await render(
              language,
              pathname,
              createElement(RouterNavLink as never, props, child as never),
            );
            expect(ours, JSON.stringify(props)).toBe(theirs);
          }
        }
      });
    }
  }

  it('mark the current page', async () => {
    const html = await render(
      'fr',
      '/about-us',
      createElement(ServerNavLink, { to: '/about-us' }, 'À propos'),
    );
    expect(html).toBe(
      '<a aria-current="page" class="active" href="/fr/about-us" data-discover="true">À propos</a>',
    );
  });
});
