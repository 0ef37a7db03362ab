/*
 * Loads the app's modules on a page the server drew (docs/adr/0048) once that page has
 * painted: its HTML and styles then have the network to themselves, and the scripts,
 * which only bring the drawn page to life, follow. The server lists the modules on this
 * script's element: `data-entry` (the app) and `data-preload` (its page's chunks).
 */
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const load = () => {
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
  // A hidden tab paints nothing and runs no frames: load at once there.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
