// Starts the app on a page the server has rendered (see docs/architecture.md, "Pages rendered for guests"). The
// page reads, its links work and its search form submits from the HTML alone, so the app's scripts (the framework
// is most of them) are fetched and run only once the visitor does something on the page: moves the pointer,
// touches, scrolls, types or tabs. A visitor who only reads spends nothing on them. Which scripts: this element's
// data-entry and data-preload attributes.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  intents.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  // A button that only the app can answer (a tab, a menu, "Ask TruGPT") does nothing until the app runs: mark the
  // one pressed, and the app presses it again once it has taken the page over (src/client/lib/early-input.ts).
  addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-ready')) return;
      var target = event.target instanceof Element ? event.target.closest('button, [role="tab"], [role="button"]') : null;
      if (!target || (target.tagName === 'BUTTON' && target.type === 'submit' && target.form)) return;
      var earlier = document.querySelector('[data-early-click]');
      if (earlier) earlier.removeAttribute('data-early-click');
      target.setAttribute('data-early-click', '');
    },
    true,
  );
})();
