// First: zod's settings must be in place before a lazy chunk builds any schema (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { leftServerPage } from './components/ui/after-first-paint';
import { routes } from './app/router';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
const container: HTMLElement = root;

/** Resolves in a new task: the browser gets its turn (input, a frame) before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the router has the first page's lazy code (the server preloads it, so this is
 * usually at once). The server's HTML of a public page is hydrated with that page, so it must be
 * there first; a client-rendered page would otherwise paint a placeholder and shift.
 */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Evaluating this module, building the router, its first navigation (matching, asking for the
 * page's lazy code) and hydrating are each a task of their own: on a slow phone they were one long
 * task that a tap had to wait for (Lighthouse's Total Blocking Time; ARCHITECTURE §6, decision
 * 036). In a tab opened in the background the browser may hold each step up to a second; such a
 * tab paints nothing until it is shown.
 */
async function start() {
  await nextTask();
  // createBrowserRouter(routes), in two tasks: its routes converted and ranked, then its first
  // navigation (matching, the page's lazy code). Each is first-run code, ~13 ms apiece on this
  // machine's Chromium and four times that on the slow phone Lighthouse stands for.
  const router = createRouter({
    history: createBrowserHistory({ window }),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  router.initialize();
  await routerReady(router);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Parts of the server's page render as the server did until the visit moves to another page.
  const landing = router.state.location;
  const stop = router.subscribe(({ location }) => {
    if (location === landing) return;
    leftServerPage();
    stop();
  });
  // What was tapped before now is done again once the page answers (lib/early-taps.ts, loaded only
  // then: the entry has no bytes to spare); from here React listens itself.
  const early = window.kanakEarlyTaps?.() ?? [];
  window.kanakEarlyTaps = undefined;
  // A transition lets React work in slices that yield to the browser, instead of one long task
  // that blocks input. Public pages arrive rendered by the server (entry-server.tsx) and are
  // hydrated; the others are rendered here.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  if (early.length > 0) void import('./lib/early-taps').then((m) => m.replayEarlyTaps(early));
}

void start();
