// Starts the app once the page has painted: a prerendered page (docs/decisions/0020) or another
// page's header shell (0036). The HTML paints on its own, so the app's code must not hold back that
// first paint, nor take a slow connection's bandwidth from the stylesheet and the fonts. The build
// lists the entry script
// and every chunk it needs in data-modules, the entry first; they are fetched together, so there
// is no waterfall. Plain JavaScript served as is: it must stay tiny and needs no build.
const script = document.querySelector('script[data-modules]');
const [entry, ...chunks] = (script?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}

// requestAnimationFrame runs right before the next paint and the timeout right after it. A tab
// opened in the background paints nothing until shown, so it starts at once instead.
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab sent to the background before that frame would not paint it until shown again.
  document.addEventListener('visibilitychange', start, { once: true });
}
