import { useEffect } from 'react';

/** The part of the Screen Wake Lock API used here (missing in some browsers and in jsdom). */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

const wakeLockApi = (): WakeLockLike | undefined =>
  (globalThis.navigator as (Navigator & { wakeLock?: WakeLockLike }) | undefined)?.wakeLock;

/**
 * Keeps the screen on while `active` (a running workout). The browser drops
 * the lock whenever the page is hidden, so it is asked for again when the
 * page shows; where the API is missing or refuses, the workout runs without it.
 * (The same rule as the free runner's, which may adopt this one.)
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await api.request('screen');
        if (stopped) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        /* refused: the workout runs without it */
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [active]);
}
