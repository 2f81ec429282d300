// First: zod's settings must be in place before a lazy chunk builds any schema (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const router = createBrowserRouter(routes);

/**
 * Resolves once the router has the first page's lazy code (the server preloads it, so this is
 * usually at once). The server's HTML of a public page is hydrated with that page, so it must be
 * there first; a client-rendered page would otherwise paint a placeholder and shift.
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

void routerReady().then(() => {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition lets React work in slices that yield to the browser, instead of one long task
  // that blocks input (Lighthouse's Total Blocking Time; ARCHITECTURE §6). Public pages arrive
  // rendered by the server (entry-server.tsx) and are hydrated; the others are rendered here.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
