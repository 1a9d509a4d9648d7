import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default browser entry, as a file of ours (issue 29). As its default file it sat in
// the `framework` chunk (vite.config.ts), so it ran as soon as the route modules' imports reached
// that chunk, before React Router's start-up script had set the route modules it hydrates. That
// went unseen while the route modules loaded at once; the page's catalogue is now loaded at the top
// level of app/i18n/i18n.ts (the page's language only), so they finish later. Here, it runs only
// when the start-up script imports it, after them.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
