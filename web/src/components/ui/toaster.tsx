import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icon';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type CurrentToast } from './toast-model';

/**
 * The Radix part of the toasts; loaded on the first `show`, or on the first
 * F8 (then `focusViewport` asks it to focus the viewport once mounted, as
 * the hotkey would have done had it been loaded already).
 */
export default function Toaster({
  current,
  open,
  onOpenChange,
  focusViewport = false,
}: {
  current: CurrentToast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusViewport?: boolean;
}) {
  const intl = useIntl();
  const viewportRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusViewport) viewportRef.current?.focus();
  }, [focusViewport]);

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'app.toast.label' })}
    >
      {current ? (
        // A new key remounts the toast: the old one is replaced and its timer restarts.
        <ToastItem key={current.key} current={current} open={open} onOpenChange={onOpenChange} />
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
}: {
  current: CurrentToast;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const tone = current.tone ?? 'info';
  return (
    <RadixToast.Root
      className={`toast toast--${tone}`}
      open={open}
      onOpenChange={onOpenChange}
      duration={current.duration ?? TOAST_DURATION_MS}
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <span className="toast__icon">
        <Icon name={tone === 'error' ? 'shield' : tone === 'success' ? 'check' : 'sparkles'} size={20} />
      </span>
      <div className="toast__body">
        <RadixToast.Title className="toast__title">{current.title}</RadixToast.Title>
        {current.description ? (
          <RadixToast.Description className="toast__description">{current.description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className="toast__close" aria-label={intl.formatMessage({ id: 'app.toast.close' })}>
        <Icon name="close" size={18} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
