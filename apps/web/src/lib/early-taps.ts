/*
 * Taps made on a server-rendered page before the app listened (issue 35 item 8, decision 050). The
 * page is on screen before its script runs (decisions 033, 037), and a button's tap in that time
 * used to do nothing. The starter (apps/web/starter.js) keeps them; main.tsx takes them just before
 * it hydrates, after which React listens itself (a tap during hydration hydrates that part at once
 * and is handled), and has each done again once the page answers (this module, loaded only then).
 */

/** A tap as the starter kept it. */
export interface EarlyTap {
  kind: 'click' | 'change' | 'submit';
  target: Element;
  /** A form's submit: the button that sent it. */
  submitter?: HTMLElement | null;
  /** A radio or checkbox: checked as the tap left it. */
  checked?: boolean;
  /** A select: the value chosen. */
  value?: string;
}

declare global {
  interface Window {
    /** Set by the starter: stops its listening and hands over what it kept. */
    kanakEarlyTaps?: () => EarlyTap[];
  }
}

/** Does one tap again, on the hydrated page; a control that has left the page is skipped. */
function replay(tap: EarlyTap): void {
  const { target } = tap;
  if (!target.isConnected) return;
  if (tap.kind === 'submit') {
    if (!(target instanceof HTMLFormElement)) return;
    const submitter = tap.submitter?.isConnected ? tap.submitter : null;
    return target.requestSubmit(submitter);
  }
  if (tap.kind === 'change') {
    if (!(target instanceof HTMLSelectElement) || tap.value === undefined) return;
    // React reads the select's value at its change event; a render since may have reset it.
    target.value = tap.value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(target instanceof HTMLElement)) return;
  if (target instanceof HTMLInputElement && tap.checked !== undefined) {
    // The browser checked it at the tap, before React knew the input: React would see no change in
    // a second click. Undone first (through React's own tracking of `checked`), the click is a change.
    target.checked = !tap.checked;
  }
  target.click();
}

/**
 * Once the page is idle: what the last tap changed has rendered (a choice goes through the address
 * and a transition, so the next tap's handler sees it). A frame and a task where the browser has no
 * idle callback.
 */
const whenIdle = (then: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 1000 });
  else requestAnimationFrame(() => setTimeout(then, 0));
};

/**
 * Does the taps again, in order, each once the last has rendered, after the app has
 * committed its first render (`html[data-ready]`, app/providers.tsx) and the updates that follow
 * hydration at once (the session hint, decision 033) have rendered.
 */
export function replayEarlyTaps(taps: EarlyTap[]): void {
  if (taps.length === 0) return;
  const html = document.documentElement;
  let next = 0;
  const step = () => {
    const tap = taps[next++];
    if (!tap) return;
    replay(tap);
    whenIdle(step);
  };
  const begin = () => whenIdle(step);
  if ('ready' in html.dataset) return void begin();
  const watch = new MutationObserver(() => {
    if (!('ready' in html.dataset)) return;
    watch.disconnect();
    begin();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}
