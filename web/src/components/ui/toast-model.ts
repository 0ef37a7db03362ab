/**
 * Types and constants shared by the toast provider (toast.tsx) and its
 * lazily loaded Radix part (toaster.tsx). Kept apart so neither imports the other.
 */
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

/** The toast the provider last asked for; a new `key` for every `show`. */
export interface CurrentToast extends ToastInput {
  key: number;
  /** Set by `dismiss()`: the toaster's machine closes it. */
  dismissed?: boolean;
}

export const TOAST_DURATION_MS = 5000;
/** Messages with a duration of their own (spec 2 §9: checkout return). */
export const MESSAGE_DURATIONS_MS = {
  trialStarted: 5000,
  trialCancelled: 4000,
} as const;
export type TimedMessage = keyof typeof MESSAGE_DURATIONS_MS;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that focuses the toast viewport (spec 1 §9). */
export const TOAST_HOTKEY = 'F8';
