// Answers the visitor on a page the server rendered while the app is still starting (see docs/architecture.md,
// "Pages rendered for guests"). The page's scripts load with it and take it over as soon as they have run; a tap
// or a submit in between must neither be lost nor do the wrong thing:
// - a button only the app can answer (a tab, a menu, "Ask TruGPT") shows as pressed at once, and the app presses
//   it again once it has taken the page over (src/client/lib/early-input.ts); a menu button opens its panel here,
//   from the server's markup, and a button that opens a dialog with a first frame in the markup opens that frame
//   (src/client/components/early-dialog.tsx), which the app's dialog replaces;
// - a form other than a search is held (never sent by the browser itself, which would put its fields in a URL
//   or lose them), shown as busy, and sent by the app once it runs. A search form (method="get") goes as it is.
// `<html data-ready>` marks the app live; from then on this script does nothing.
(function () {
  function live() {
    return document.documentElement.hasAttribute('data-ready');
  }
  // While the app hydrates (src/client/lib/early-input.ts marks it), it listens already but may not answer yet: a
  // tap or a send held here is kept from it, and replayed once when the app is live.
  function keepFromApp(event) {
    if (document.documentElement.hasAttribute('data-taking-over')) event.stopPropagation();
  }
  function mark(element, name) {
    var earlier = document.querySelector('[' + name + ']');
    if (earlier) earlier.removeAttribute(name);
    element.setAttribute(name, '');
  }
  // A dialog's first frame (components/early-dialog.tsx), shown by the tap: closed by its close button, its
  // backdrop or Escape, and then the app is not asked to open it any more.
  function closeEarlyDialog(dialog) {
    if (!dialog) return;
    dialog.hidden = true;
    // The page behind back within reach now, not when the observer next runs: the focus goes back to it.
    holdPage();
    var opener = document.querySelector('[aria-controls="' + dialog.id + '"][data-early-open]');
    if (!opener) return;
    opener.removeAttribute('data-early-open');
    opener.removeAttribute('data-early-click');
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  }
  addEventListener(
    'click',
    function (event) {
      var element = event.target instanceof Element ? event.target : null;
      var close = element && element.closest('[data-early-close]');
      if (close) {
        closeEarlyDialog(close.closest('[data-early-dialog]'));
        return;
      }
      if (live()) return;
      var target = element ? element.closest('button, [role="tab"], [role="button"]') : null;
      if (!target || (target.tagName === 'BUTTON' && target.type === 'submit' && target.form)) return;
      mark(target, 'data-early-click');
      keepFromApp(event);
      // A disclosure (the site menu) or a dialog with a frame in the markup: open its panel now, as the app will.
      var panel = target.getAttribute('aria-expanded') === 'false' && document.getElementById(target.getAttribute('aria-controls') || '');
      if (panel && panel.hidden) {
        panel.hidden = false;
        target.setAttribute('aria-expanded', 'true');
        target.setAttribute('data-early-open', '');
        if (panel.hasAttribute('data-early-dialog')) {
          var first = panel.querySelector('a[href], button');
          if (first) first.focus();
        }
      }
    },
    true,
  );
  // What the visitor types before the app is live, the latest value of each field with its caret: the app takes
  // the page over while they may still be typing, and whatever its state says the field holds, this is what they
  // typed (src/client/lib/early-input.ts puts it back into the app once it answers).
  var note = function (event) {
    if (live() || !event.isTrusted) return;
    var field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    var caret = null;
    try {
      caret = field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd];
    } catch (error) {
      caret = null;
    }
    field.__typedEarly = { value: field.value, checked: field.checked === true, caret: caret };
  };
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  // A frame is modal: Escape closes it, and Tab goes round its links and buttons (the offer to a guest is its
  // frame for good, so this holds once the app is live too).
  addEventListener('keydown', function (event) {
    var open = document.querySelector('[data-early-dialog]:not([hidden])');
    if (!open) return;
    if (event.key === 'Escape') return closeEarlyDialog(open);
    if (event.key !== 'Tab') return;
    var items = open.querySelectorAll('a[href], button');
    if (!items.length) return;
    var first = items[0];
    var last = items[items.length - 1];
    var inside = open.contains(document.activeElement);
    if (!inside || (event.shiftKey && document.activeElement === first)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // While a frame shows, the page behind it is out of reach, as behind the app's dialogs (components/ui/dialog.tsx):
  // it does not scroll, and everything but the frame is inert (no clicks, no focus, hidden from screen readers),
  // whoever showed the frame (this script, or the app at a tap: both only set `hidden`).
  var modal = null;
  function holdPage() {
    var open = document.querySelector('[data-early-dialog]:not([hidden])');
    if (open && !modal) {
      var inert = [];
      for (var node = open; node.parentElement && node !== document.body; node = node.parentElement) {
        var siblings = node.parentElement.children;
        for (var i = 0; i < siblings.length; i++) {
          var other = siblings[i];
          if (other === node || other.inert || other.tagName === 'SCRIPT') continue;
          other.inert = true;
          inert.push(other);
        }
      }
      var body = document.body.style;
      // The scrollbar's width, kept as a margin so the page behind does not move sideways when it goes.
      var gap = innerWidth - document.documentElement.clientWidth;
      modal = { inert: inert, overflow: body.overflow, marginRight: body.marginRight };
      body.overflow = 'hidden';
      if (gap > 0) body.marginRight = gap + 'px';
    } else if (!open && modal) {
      for (var j = 0; j < modal.inert.length; j++) modal.inert[j].inert = false;
      document.body.style.overflow = modal.overflow;
      document.body.style.marginRight = modal.marginRight;
      modal = null;
    }
  }
  new MutationObserver(holdPage).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
  addEventListener(
    'submit',
    function (event) {
      if (live()) return;
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || (form.getAttribute('method') || '').toLowerCase() === 'get') return;
      event.preventDefault();
      keepFromApp(event);
      if (event.submitter) mark(event.submitter, 'data-early-submitter');
      mark(form, 'data-early-submit');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
  // The app's files (src/server/render/page-html.ts), fetched once the browser has drawn the page's first content
  // (its first-contentful-paint entry). A page that draws no frames (hidden, or a window covered by another) is not
  // waited for beyond two seconds. Starting a request costs the main thread a little, so they are started a few at
  // a time, the entry first, each batch a task of its own.
  var files = document.getElementById('app-files');
  if (files) {
    var started = false;
    var startApp = function () {
      if (started) return;
      started = true;
      var list = JSON.parse(files.textContent);
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = list.entry;
      document.head.appendChild(script);
      var next = 0;
      var preloadSome = function () {
        for (var end = Math.min(next + 6, list.preload.length); next < end; next++) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = 'anonymous';
          link.href = list.preload[next];
          document.head.appendChild(link);
        }
        if (next < list.preload.length) setTimeout(preloadSome, 0);
      };
      setTimeout(preloadSome, 0);
    };
    var painted = function () {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    };
    if (painted()) startApp();
    else {
      setTimeout(startApp, 2000);
      try {
        new PerformanceObserver(function (entries, observer) {
          if (!painted()) return;
          observer.disconnect();
          startApp();
        }).observe({ type: 'paint', buffered: true });
      } catch (error) {
        requestAnimationFrame(function () {
          setTimeout(startApp, 0);
        });
      }
    }
  }
})();
