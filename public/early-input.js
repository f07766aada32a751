// Answers the visitor on a page the server rendered while the app is still starting (see docs/architecture.md,
// "Pages rendered for guests"). The page's scripts load with it and take it over as soon as they have run; a tap
// or a submit in between must neither be lost nor do the wrong thing:
// - a button only the app can answer (a tab, a menu, "Ask TruGPT") shows as pressed at once, and the app presses
//   it again once it has taken the page over (src/client/lib/early-input.ts); a menu button opens its panel here,
//   from the server's markup;
// - a form other than a search is held (never sent by the browser itself, which would put its fields in a URL
//   or lose them), shown as busy, and sent by the app once it runs. A search form (method="get") goes as it is.
// `<html data-ready>` marks the app live; from then on this script does nothing.
(function () {
  function live() {
    return document.documentElement.hasAttribute('data-ready');
  }
  function mark(element, name) {
    var earlier = document.querySelector('[' + name + ']');
    if (earlier) earlier.removeAttribute(name);
    element.setAttribute(name, '');
  }
  addEventListener(
    'click',
    function (event) {
      if (live()) return;
      var target = event.target instanceof Element ? event.target.closest('button, [role="tab"], [role="button"]') : null;
      if (!target || (target.tagName === 'BUTTON' && target.type === 'submit' && target.form)) return;
      mark(target, 'data-early-click');
      // A disclosure (the site menu): open its panel now, as the app will.
      var panel = target.getAttribute('aria-expanded') === 'false' && document.getElementById(target.getAttribute('aria-controls') || '');
      if (panel && panel.hidden) {
        panel.hidden = false;
        target.setAttribute('aria-expanded', 'true');
        target.setAttribute('data-early-open', '');
      }
    },
    true,
  );
  addEventListener(
    'submit',
    function (event) {
      if (live()) return;
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || (form.getAttribute('method') || '').toLowerCase() === 'get') return;
      event.preventDefault();
      if (event.submitter) mark(event.submitter, 'data-early-submitter');
      mark(form, 'data-early-submit');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
