import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_HOTKEY, type CurrentToast, type ToastApi } from './toast-model';

export {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type CurrentToast,
  type ToastApi,
  type ToastInput,
  type ToastTone,
} from './toast-model';

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Radix, xstate and the toast machine are fetched with the first toast (or
 * the first F8), keeping them off the landing page's critical path.
 */
const Toaster = lazy(() => import('./toaster'));

/**
 * Toasts with the spec's rules (spec 1 §9): one visible at a time, 5000 ms,
 * swipe right past 50 px to dismiss, F8 focuses the viewport; at the top on
 * small screens and bottom-right on large ones (styles/chrome.css). The
 * provider only records what was asked; the timing lives in toast.machine.ts,
 * run by the lazily loaded toaster.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  /** The toast last asked for; the toaster's machine decides whether it is still on screen. */
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  /** Set when F8 is pressed before the toaster has loaded: focus its viewport once it mounts. */
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  const counter = useRef(0);
  const loaded = current !== null || hotkeyPressed;

  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        counter.current += 1;
        // A new key replaces the old toast and restarts the countdown (toast.machine.ts).
        setCurrent({ ...toast, key: counter.current });
      },
      dismiss: () => setCurrent((shown) => (shown && !shown.dismissed ? { ...shown, dismissed: true } : shown)),
    }),
    [],
  );

  // Until the toaster is loaded, F8 loads it; once mounted, Radix's viewport handles the hotkey itself.
  useEffect(() => {
    if (loaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY || event.key === TOAST_HOTKEY) setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <Toaster current={current} focusViewport={hotkeyPressed} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
