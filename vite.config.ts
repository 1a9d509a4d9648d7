import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const SHARED_CORE = [
  /node_modules[\\/]lucide-react[\\/]/,
  // Not the form kit: it brings Conform and zod, which a page without a form must not load.
  /[\\/]app[\\/]components[\\/](?!carousel|form[\\/])/,
  /[\\/]app[\\/]features[\\/](properties|shortlist)[\\/]/,
  /[\\/]app[\\/]features[\\/]seo\.ts$/,
  // What the header needs of sign-in; the account forms (zod, Conform, the strength meter) stay apart.
  /[\\/]app[\\/]features[\\/]auth[\\/](auth-nav-items|csrf-input|index|use-viewer|viewer)\.tsx?$/,
  /[\\/]app[\\/]features[\\/]enquiries[\\/](book-showing-button|enquiry-property)/,
  /[\\/]app[\\/]i18n[\\/]i18n\.ts$/,
  /[\\/]shared[\\/]format\.ts$/,
  /[\\/]shared[\\/]domain[\\/](limits|options|property|video|carousel)\.ts$/,
];

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundled up front in development, so the first page load does not hit a re-optimisation.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'i18next',
      'react-i18next',
      'lucide-react',
    ],
  },
  build: {
    // Inline nothing as data: URIs beyond tiny icons; the CSP allows them but caching is better.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Every page needs React, React Router and i18next: one file instead of a dozen small ones,
        // since over HTTP/1.1 each extra request costs a round trip on a phone's connection.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 10,
              // Not <Trans> and its HTML parser: only the sign-up form's links inside a sentence use it
              // (4 KB that the listing page does not load; issue 32's bundle budget).
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store)[\\/]/.test(
                  id,
                ) && !/react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans/.test(id),
            },
            {
              // Our own small modules that most public pages share (layout, cards, formatting,
              // icons, the core messages): one file rather than a score of tiny ones. Forms and
              // their validation, carousels, maps, video and the photo sorter stay in their own chunks.
              name: 'app',
              priority: 5,
              minShareCount: 2,
              test: (id: string) => SHARED_CORE.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
