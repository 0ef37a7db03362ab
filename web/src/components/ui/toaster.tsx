import * as RadixToast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { Icon } from './icon';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type CurrentToast } from './toast';

/** The Radix part of the toasts; loaded on the first `show`. */
export default function Toaster({
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
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'app.toast.label' })}
    >
      <RadixToast.Root
        key={current.key}
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
      <RadixToast.Viewport
        className="toast-viewport"
        hotkey={['F8']}
        // Radix substitutes {hotkey} itself; pass it through ICU untouched.
        label={intl.formatMessage({ id: 'app.toast.viewport' }, { hotkey: '{hotkey}' })}
      />
    </RadixToast.Provider>
  );
}
