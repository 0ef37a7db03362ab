import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the event loop is sampled (ms); finer costs more, coarser misses short stalls. */
const RESOLUTION_MS = 10;

export interface EventLoopDelay {
  /** The event loop's mean delay over the last window, in ms (0 while the loop keeps up). */
  currentMs: () => number;
  stop(): void;
}

/**
 * The event loop's delay over a short rolling window: Node's own sampler
 * (`monitorEventLoopDelay`) is read and reset every `windowMs`. A window in
 * which the sampler recorded nothing (the loop was held throughout) is judged
 * by how late this window's own timer fired instead.
 */
export function sampleEventLoopDelay(windowMs: number): EventLoopDelay {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let current = 0;
  let windowStart = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    current = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : Math.max(0, now - windowStart - windowMs);
    histogram.reset();
    windowStart = now;
  }, windowMs);
  timer.unref();
  return {
    currentMs: () => current,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
