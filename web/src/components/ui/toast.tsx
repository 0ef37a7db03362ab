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
 * Radix is fetched with the first toast (or the first F8), keeping it off the
 * landing page's critical path.
 */
const Toaster = lazy(() => import('./toaster'));

/**
 * Toasts with the spec's rules (spec 1 §9): one visible at a time, 5000 ms,
 * swipe right past 50 px to dismiss, F8 focuses the viewport; at the top on
 * small screens and bottom-right on large ones (styles/chrome.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [open, setOpen] = useState(false);
  /** Set when F8 is pressed before the toaster has loaded: focus its viewport once it mounts. */
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  const counter = useRef(0);
  const loaded = current !== null || hotkeyPressed;

  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        counter.current += 1;
        // A new key remounts the toast: the old one is replaced and the timer restarts.
        setCurrent({ ...toast, key: counter.current });
        setOpen(true);
      },
      dismiss: () => setOpen(false),
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
          <Toaster current={current} open={open} onOpenChange={setOpen} focusViewport={hotkeyPressed} />
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
