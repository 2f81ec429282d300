import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AfterFirstPaint } from '../components/ui/after-first-paint';
import { AuthSlot } from '../features/auth/components/auth-slot';
import {
  CardActionContext,
  type CardActionProps,
} from '../features/catalog/components/card-action';
import { scrollKey } from '../lib/scroll-key';
import { SiteHeader } from './header/site-header';

export const MAIN_ID = 'main';

// The catalogue's cards carry the wishlist's heart: two features, composed here (decision 023).
// It loads with the first card, as it did inside the card's chunk, not with the first paint.
const WishlistHeart = lazy(async () => ({
  default: (await import('../features/favorites/components/wishlist-heart')).WishlistHeart,
}));
const wishlistHeart = (props: CardActionProps) => (
  <Suspense fallback={null}>
    <WishlistHeart {...props} />
  </Suspense>
);

// The footer is below the fold on every page: its code loads after the first paint, keeping the
// initial JavaScript of `/` inside its budget and out of the way of the largest paint (ARCHITECTURE §6).
const SiteFooter = lazy(async () => ({
  default: (await import('./footer/site-footer')).SiteFooter,
}));
// The floating chat button is not needed for the first paint either.
const FloatingChat = lazy(async () => ({
  default: (await import('./floating-chat')).FloatingChat,
}));

/** The frame around every storefront page: header, main, footer, floating chat (SPEC §2). */
export function Layout() {
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-sm border border-maroon bg-pearl px-4 py-3 text-sm font-bold text-maroon shadow-soft focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[60vh]">
        <CardActionContext value={wishlistHeart}>
          <Outlet />
        </CardActionContext>
      </main>
      <AfterFirstPaint fallback={<div aria-hidden="true" className="min-h-96 bg-maroon-deep" />}>
        <SiteFooter />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <FloatingChat />
      </AfterFirstPaint>
      <AuthSlot />
      {/* A page opened afresh starts at its top; Back and Forward return to where it was left. */}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** A thin gold line while a lazy page or its data loads, so a slow network never looks frozen. */
function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div aria-hidden="true" className="nav-progress fixed inset-x-0 top-0 z-50 h-0.5" />;
}
