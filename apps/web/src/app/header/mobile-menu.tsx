import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { useProductCategories } from '../../features/catalog/api/get-categories';

const DRAWER_ID = 'mobile-menu';

// The drawer's code loads when the visitor reaches for the button, not with every page (budget:
// ARCHITECTURE §6); it stays mounted afterwards so it can slide closed.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileMenuDrawer }));

/** The phone menu (≤ 768 px): every header menu plus the policy pages (SPEC §2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Categories are asked for at once, so the menu (and the home page) have them when needed.
  useProductCategories();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={used ? DRAWER_ID : undefined}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="-ml-2 inline-flex size-tap items-center justify-center rounded-sm text-ink hover:text-maroon desktop:hidden"
      >
        <MenuIcon />
        <span className="sr-only">Menu</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            id={DRAWER_ID}
            open={open}
            onClose={() => setOpen(false)}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
