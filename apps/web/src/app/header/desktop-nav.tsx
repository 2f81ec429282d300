import { lazy, Suspense } from 'react';
import { useIsDesktop } from '../../features/catalog/components/use-is-desktop';

// The menu bar's code is not needed for the first paint of a phone, where it is hidden, and a
// desktop fetches it at once alongside the page (budget: ARCHITECTURE §6). Its row keeps its
// height meanwhile, so nothing moves when it arrives.
const loadMenuBar = () => import('./desktop-menu-bar');
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48.0625rem)').matches) {
  void loadMenuBar();
}
const DesktopMenuBar = lazy(async () => ({ default: (await loadMenuBar()).DesktopMenuBar }));

/** Menus of SPEC §2 for wide screens: Category, Pricing, Customize With Us, Bulk Order, Account. */
export function DesktopNav() {
  // Hidden on phones, so a phone neither fetches nor renders it.
  const isDesktop = useIsDesktop();
  return (
    <nav aria-label="Main" className="hidden border-t border-line desktop:block">
      <Suspense fallback={<div className="h-tap" />}>
        {isDesktop ? <DesktopMenuBar /> : <div className="h-tap" />}
      </Suspense>
    </nav>
  );
}
