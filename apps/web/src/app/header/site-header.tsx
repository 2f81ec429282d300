import { Link } from 'react-router';
import { TIMERS } from '@kanak/domain/timers';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import { TrustBar } from './trust-bar';
import { paths } from '../../lib/paths';

export function SiteHeader() {
  return (
    <header className="bg-ivory">
      <TrustBar />
      {/* The narrowest phones (320 px) get a little less padding, so all three actions fit. */}
      <div className="mx-auto max-w-page px-4 max-[359px]:px-3 desktop:px-8">
        <div className="grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-3 max-[359px]:gap-1 desktop:h-24">
          <div className="flex items-center">
            <MobileMenu />
            <SearchForm
              delayMs={TIMERS.searchDebounceMs}
              className="hidden w-full max-w-72 desktop:block"
            />
          </div>
          <Wordmark />
          <HeaderActions />
        </div>
        <div className="pb-3 desktop:hidden">
          <SearchForm delayMs={TIMERS.searchDebounceMobileMs} />
        </div>
        <DesktopNav />
      </div>
      <div aria-hidden="true" className="h-px bg-line" />
    </header>
  );
}

function Wordmark() {
  return (
    <Link
      to={paths.home}
      aria-label="Kanak, home"
      className="flex flex-col items-center rounded-xs px-2 py-1 text-center"
    >
      <span className="font-display text-[1.75rem] leading-none font-semibold tracking-wordmark text-maroon uppercase max-[359px]:text-[1.5rem] desktop:text-[2.5rem]">
        Kanak
      </span>
      <span className="mt-1 hidden text-[0.625rem] font-semibold tracking-eyebrow text-gold-ink uppercase desktop:block">
        Fine jewellery
      </span>
    </Link>
  );
}
