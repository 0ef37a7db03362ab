/* global document, performance, PerformanceObserver, requestAnimationFrame, setTimeout */
/*
 * Loads the app's modules on a page the server drew (docs/adr/0048) once that page is on
 * screen: its HTML and styles have the network and the processor to themselves, and the
 * scripts, which only bring the drawn page to life, follow. The server lists the modules
 * on this script's element: `data-entry` (the app) and `data-preload` (its page's chunks).
 */
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry ?? '';
    document.head.append(entry);
  };

  // A hidden tab paints nothing: load at once there.
  if (document.visibilityState === 'hidden') return load();
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // No paint timing (Safari): two frames on, the parsed page has been drawn.
    return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
  }
  // This script runs once the HTML is parsed: the page is on screen when a paint of the
  // whole of it (its largest element, at or after that moment) has been presented.
  const parsed = performance.getEntriesByType('navigation')[0]?.domInteractive ?? 0;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((paint) => paint.startTime >= parsed)) return;
    observer.disconnect();
    setTimeout(load, 0);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  // Its largest element may have been drawn before the rest, and no larger paint follow.
  setTimeout(load, 1000);
})();
