import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from '../../shared/i18n/en/index.ts';
import { core } from '../../shared/i18n/en/core.ts';

/**
 * One i18next instance, initialised synchronously with the strings every page needs, so server
 * rendering and hydration see the same strings. Features used on a few pages add theirs through
 * ./register.ts. French will add a sibling resource and a per-request language.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-CA',
  fallbackLng: 'en',
  resources: { en: { translation: core } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
