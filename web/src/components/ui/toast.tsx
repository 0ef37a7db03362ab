import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; 5000 by default (spec 1 §9). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen: only one is ever visible. */
  show: (toast: ToastInput) => void;
  dismiss: () => void;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<ToastApi | null>(null);

export interface CurrentToast extends ToastInput {
  key: number;
}

/** Radix is fetched with the first toast, keeping it off the landing page's critical path. */
const Toaster = lazy(() => import('./toaster'));

/**
 * Toasts with the spec's rules (spec 1 §9): one visible at a time, 5000 ms,
 * swipe right past 50 px to dismiss, F8 focuses the viewport; at the top on
 * small screens and bottom-right on large ones (styles/chrome.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

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

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <Toaster current={current} open={open} onOpenChange={setOpen} />
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
