/*
 * Toasts: short confirmations and errors (SPEC §8 "alerts", shown without alert()). Plain DOM, no
 * React and no library, so the code loads only with the screens that speak (budget: ARCHITECTURE
 * §6). Successes go to a polite status region, errors to an assertive alert region. While a modal
 * <dialog> is open everything outside it is inert (and silent to screen readers), so the toast is
 * placed inside the open dialog.
 */

type Tone = 'success' | 'error';

const SHOW_MS = { success: 5000, error: 8000 };
const MAX_SHOWN = 3;
/** A live region must exist before its text changes, or screen readers may miss the first message. */
const REGION_SETTLE_MS = 120;

// Phones: across the top of the screen. Forms fill a phone from its middle to its bottom edge,
// where the sticky ADD TO CART bar and the chat button sit too; up there a toast covers the header
// at most, never the field the customer is filling in (issue 13: one hid the document picker at
// checkout). Desktop: bottom right, beside the page's column and above the chat button.
const VIEWPORT =
  'toast-viewport pointer-events-none fixed inset-x-3 top-[max(0.5rem,env(safe-area-inset-top))] z-[60] flex flex-col gap-2 desktop:inset-x-auto desktop:top-auto desktop:right-6 desktop:bottom-28 desktop:w-sm';
const ITEM =
  'toast pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-sm border border-line border-l-[3px] bg-pearl py-3 pr-1 pl-4 text-left text-sm text-ink shadow-lift';
const TONE_ITEM: Record<Tone, string> = { success: 'border-l-gold', error: 'border-l-danger' };
const ICON: Record<Tone, string> = {
  success: '<circle cx="12" cy="12" r="8.25"/><path d="m8.5 12.25 2.5 2.5 4.5-5"/>',
  error: '<circle cx="12" cy="12" r="8.25"/><path d="M12 7.75v5M12 16.25v.01"/>',
};
const TONE_ICON: Record<Tone, string> = { success: 'text-gold-ink', error: 'text-danger' };

function svg(paths: string, className: string): string {
  return `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">${paths}</svg>`;
}

/** The regions inside `host`, made on first use; `fresh` says they were only just added. */
function regionsIn(host: Element): { polite: HTMLElement; assertive: HTMLElement; fresh: boolean } {
  let viewport = host.querySelector<HTMLElement>(':scope > .toast-viewport');
  const fresh = !viewport;
  if (!viewport) {
    viewport = document.createElement('section');
    viewport.setAttribute('aria-label', 'Notifications');
    viewport.className = VIEWPORT;
    for (const [role, live] of [
      ['status', 'polite'],
      ['alert', 'assertive'],
    ] as const) {
      const region = document.createElement('div');
      region.setAttribute('role', role);
      region.setAttribute('aria-live', live);
      region.className = 'flex w-full flex-col items-center gap-2 desktop:items-end';
      viewport.append(region);
    }
    host.append(viewport);
  }
  const [polite, assertive] = viewport.children as unknown as [HTMLElement, HTMLElement];
  return { polite, assertive, fresh };
}

function show(message: string, tone: Tone): void {
  if (typeof document === 'undefined') return;
  const host = document.querySelector('dialog:modal') ?? document.body;
  const { polite, assertive, fresh } = regionsIn(host);
  const region = tone === 'error' ? assertive : polite;

  const item = document.createElement('div');
  item.className = `${ITEM} ${TONE_ITEM[tone]}`;
  item.innerHTML = `${svg(ICON[tone], `mt-0.5 size-5 shrink-0 ${TONE_ICON[tone]}`)}<p class="min-w-0 flex-1 py-px leading-snug font-semibold"></p><button type="button" class="-my-2 inline-flex size-tap shrink-0 items-center justify-center rounded-xs text-ink-muted hover:text-maroon">${svg('<path d="m7 7 10 10M17 7 7 17"/>', 'size-4')}<span class="sr-only">Dismiss</span></button>`;
  const text = item.querySelector('p');
  if (text) text.textContent = message;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    item.remove();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, SHOW_MS[tone]);
  };
  // WCAG 2.2.1: a toast the customer is reading or reaching for stays until they leave it.
  item.addEventListener('pointerenter', () => clearTimeout(timer));
  item.addEventListener('pointerleave', wait);
  item.addEventListener('focusin', () => clearTimeout(timer));
  item.addEventListener('focusout', wait);
  item.querySelector('button')?.addEventListener('click', dismiss);

  const add = () => {
    // A new confirmation replaces the last one (calm); the same words twice are one message.
    for (const shown of region.querySelectorAll('.toast')) {
      if (tone === 'success' || shown.querySelector('p')?.textContent === message) shown.remove();
    }
    region.append(item);
    const all = [...(polite.parentElement?.querySelectorAll('.toast') ?? [])];
    for (const old of all.slice(0, Math.max(0, all.length - MAX_SHOWN))) old.remove();
    wait();
  };
  if (fresh) setTimeout(add, REGION_SETTLE_MS);
  else add();
}

export const toast = {
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
};
