import * as RadixToast from '@radix-ui/react-toast';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icon';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type CurrentToast } from './toast-model';
import { browserClock } from '../../machines/machine-clock';
import { createToastMachine, isToastVisible, type ToastSnapshot } from './toast.machine';

const toastMachine = createToastMachine(browserClock);
const shownToast = (snapshot: ToastSnapshot) => snapshot.context.toast;

/**
 * The Radix part of the toasts; loaded on the first `show`, or on the first
 * F8 (then `focusViewport` asks it to focus the viewport once mounted, as
 * the hotkey would have done had it been loaded already).
 *
 * Timing is the toast machine's (toast.machine.ts), run here so that xstate
 * stays in this lazily loaded chunk: the provider's `current` feeds it
 * `show` / `dismiss`, Radix feeds it pause, resume and the closes it detects
 * (close button, swipe, Escape), and the machine alone decides `open`.
 * Radix's own timer is off (`duration={Infinity}`).
 */
export default function Toaster({ current, focusViewport = false }: { current: CurrentToast | null; focusViewport?: boolean }) {
  const intl = useIntl();
  const viewportRef = useRef<HTMLOListElement>(null);
  const toast = useActorRef(toastMachine);
  const shown = useSelector(toast, shownToast);
  const open = useSelector(toast, isToastVisible);

  useEffect(() => {
    if (focusViewport) viewportRef.current?.focus();
  }, [focusViewport]);

  // A new `current` object is a new request: show it, or close it once dismissed.
  useEffect(() => {
    if (!current) return;
    toast.send(current.dismissed ? { type: 'dismiss' } : { type: 'show', toast: current });
  }, [toast, current]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) toast.send({ type: 'dismiss' });
    },
    [toast],
  );
  const onPause = useCallback(() => toast.send({ type: 'pause' }), [toast]);
  const onResume = useCallback(() => toast.send({ type: 'resume' }), [toast]);

  return (
    <RadixToast.Provider
      duration={Infinity}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'app.toast.label' })}
    >
      {shown ? (
        // A new key remounts the toast: the old one is replaced, not updated in place.
        <ToastItem key={shown.key} current={shown} open={open} onOpenChange={onOpenChange} onPause={onPause} onResume={onResume} />
      ) : null}
      <RadixToast.Viewport
        ref={viewportRef}
        className="toast-viewport"
        hotkey={[TOAST_HOTKEY]}
        // Radix substitutes {hotkey} itself; pass it through ICU untouched.
        label={intl.formatMessage({ id: 'app.toast.viewport' }, { hotkey: '{hotkey}' })}
      />
    </RadixToast.Provider>
  );
}

function ToastItem({
  current,
  open,
  onOpenChange,
  onPause,
  onResume,
}: {
  current: CurrentToast;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const intl = useIntl();
  const tone = current.tone ?? 'info';
  return (
    <RadixToast.Root
      className={`toast toast--${tone}`}
      open={open}
      onOpenChange={onOpenChange}
      onPause={onPause}
      onResume={onResume}
      // The machine closes the toast when its time is up; Radix's timer stays off.
      duration={Infinity}
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <span className="toast__icon">
        <Icon name={tone === 'error' ? 'shield' : tone === 'success' ? 'check' : 'sparkles'} size={20} />
      </span>
      <div className="toast__body">
        <RadixToast.Title className="toast__title">{current.title}</RadixToast.Title>
        {current.description ? <RadixToast.Description className="toast__description">{current.description}</RadixToast.Description> : null}
      </div>
      <RadixToast.Close className="toast__close" aria-label={intl.formatMessage({ id: 'app.toast.close' })}>
        <Icon name="close" size={18} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
