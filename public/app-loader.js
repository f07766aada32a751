// Starts the app on a page the server has rendered (see docs/architecture.md, "Pages rendered for guests"). The
// page reads and its links work from the HTML alone, so the app's scripts are fetched once it has painted rather
// than competing with its HTML and styles. Which scripts: this element's data-entry and data-preload attributes.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
  // After the next frame has painted; a tab opened in the background paints no frames, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
