// The starter: starts the storefront's JavaScript once a server-rendered page has painted
// (decisions 033 and 037). Until then the network and the processor are the page's own (its
// picture, fonts, style and layout). The build minifies it into route-chunks.json
// (route-chunks.ts); the server writes it inline at the end of the page's <body>, with the
// entry and the page's chunks as attributes, and allows it by its hash in the page's CSP
// (apps/api/src/modules/pages/page-render.ts). Inline, not a file: a file is one more request beside
// the picture, and the task that ran a deferred file also held the page's first layout, which
// Lighthouse then timed as if it waited for that file. A plain script, not a module: it runs on
// any browser and needs nothing else.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var chunks = (me.getAttribute('data-preload') || '').split(' ');
  function add(tag, attrs) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var name in attrs) el[name] = attrs[name];
    document.head.appendChild(el);
  }
  // One element per task: each append starts a fetch, 0.3–1 ms apiece on a slow phone, and twenty
  // in one task would be a long task that delays the first tap.
  function start() {
    if (entry) add('script', { type: 'module', src: entry });
    var i = 0;
    (function next() {
      while (i < chunks.length && !chunks[i]) i++;
      if (i === chunks.length) return;
      add('link', { rel: 'modulepreload', href: chunks[i++] });
      setTimeout(next, 0);
    })();
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  // A tap is never lost (issue 35 item 8, decision 050). Until the app listens, a tap on a button,
  // option or select of the page, or a form sent, is kept here, and the app is asked for at once:
  // main.tsx takes the taps just before it hydrates and does each again once the page answers
  // (lib/early-taps.ts). A control tapped again meanwhile counts once (an impatient second tap
  // on ADD TO CART must not add two), unless it says its taps add up (data-taps="each").
  var root = document.getElementById('root');
  var taps = [];
  function keep(event) {
    var target = event.target;
    if (!root || !target || !target.closest || !root.contains(target)) return;
    if (event.type === 'submit') {
      event.preventDefault();
      taps.push({ kind: 'submit', target: target, submitter: event.submitter || null });
      return once();
    }
    var el = target.closest('button, [role="button"], input, select');
    if (!el || el.disabled) return;
    var tag = el.tagName;
    var type = el.type;
    if (event.type === 'change') {
      if (tag !== 'SELECT') return;
      for (var i = 0; i < taps.length; i++) if (taps[i].target === el) taps.splice(i--, 1);
      taps.push({ kind: 'change', target: el, value: el.value });
      return once();
    }
    // A select's choice is its change; a submit button's tap is its form's submit; typed text
    // stays in its field.
    if (tag === 'SELECT' || (tag === 'BUTTON' && type === 'submit' && el.form)) return;
    if (tag === 'INPUT' && type !== 'radio' && type !== 'checkbox' && type !== 'button') return;
    var each = el.getAttribute('data-taps') === 'each';
    for (var j = 0; j < taps.length && !each; j++) if (taps[j].target === el) return;
    taps.push({ kind: 'click', target: el, checked: tag === 'INPUT' ? el.checked : undefined });
    once();
  }
  var kinds = ['click', 'change', 'submit'];
  for (var k = 0; k < kinds.length; k++) document.addEventListener(kinds[k], keep, true);
  // A finger on the screen starts the app too: the tap it may become is answered sooner.
  document.addEventListener('pointerdown', once, { capture: true, once: true, passive: true });
  window.kanakEarlyTaps = function () {
    for (var k = 0; k < kinds.length; k++) document.removeEventListener(kinds[k], keep, true);
    return taps;
  };
  // After the frame that shows it, and the one after: a frame's task runs before the frame is on
  // screen, and Lighthouse charged a request made there to the paint (decision 033).
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    });
  }
  // A tab opened in the background paints nothing until shown: nothing to wait for there.
  if (document.visibilityState === 'hidden') return once();
  // The page's largest picture (the one it fetches first) gets the network and the processor to
  // itself until it is on screen: 120 KB of script beside it on a slow connection made it late by
  // as much. A picture that never comes holds the script back three seconds at most.
  var picture = document.querySelector('img[fetchpriority="high"]');
  if (!picture) return afterPaint();
  setTimeout(once, 3000);
  // On screen means the browser's own word for it where it gives one: its largest-paint entry for
  // the picture. Two frames after decoding could come before the frame that showed it was
  // presented, and a request made before then was charged to that paint (decision 037).
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++)
        if (entries[i].element === picture) {
          observer.disconnect();
          return void setTimeout(once, 0);
        }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // No entry comes for a picture that is not the largest paint (a long heading on a wide
    // screen), nor after the visitor's first tap or scroll: then a moment after it is shown.
    var later = function () {
      setTimeout(afterPaint, 500);
    };
    if (picture.decode) return void picture.decode().then(later, later);
    return void picture.addEventListener('load', later);
  }
  if (picture.decode) return void picture.decode().then(afterPaint, afterPaint);
  if (picture.complete) return afterPaint();
  picture.addEventListener('load', afterPaint);
  picture.addEventListener('error', afterPaint);
})();
