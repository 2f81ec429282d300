// Starts the storefront's JavaScript once a server-rendered page has painted (decision 033): until
// then the network and the processor are the page's own (its picture, fonts, style and layout).
// The server names the entry and the page's chunks (apps/api/src/plugins/page-render.ts). A plain
// script, not a module: it runs on any browser and needs nothing else.
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
  // A tab opened in the background paints nothing until shown: nothing to wait for there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
