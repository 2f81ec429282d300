// First: zod's settings must be in place before a lazy chunk builds any schema (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

/**
 * Resolves once the router has the first page's lazy code (the server preloads it, so this is
 * usually at once). Painting before that would show the header, a placeholder and the footer's
 * band, and then push the band away when the page arrives: a visible layout shift.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const root = createRoot(container);
void routerReady().then(() => {
  // A transition lets React render the first page in slices that yield to the browser, instead of
  // one long task that blocks input (Lighthouse's Total Blocking Time; ARCHITECTURE §6).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
