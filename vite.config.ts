import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
