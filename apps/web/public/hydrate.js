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
  function start() {
    if (entry) add('script', { type: 'module', src: entry });
    for (var i = 0; i < chunks.length; i++) if (chunks[i]) add('link', { rel: 'modulepreload', href: chunks[i] });
  }
  // A tab opened in the background paints nothing until shown: nothing to wait for there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
