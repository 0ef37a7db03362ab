import { useEffect } from 'react';

/** The part of the Screen Wake Lock API used here (not in every browser, nor in jsdom). */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | undefined {
  const nav = globalThis.navigator as (Navigator & { wakeLock?: WakeLockLike }) | undefined;
  return nav?.wakeLock;
}

/**
 * Keeps the screen on while `active` (a running workout: the traveller is on
 * the floor, not touching the phone). The browser drops the lock whenever the
 * page is hidden, so it is asked for again when the page shows. Where the API
 * is missing or refuses (battery saver, no user gesture), a workout simply
 * runs without it.
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
      sentinel = null;
    };
  }, [active]);
}
