import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n/i18n-provider';
import { ToastProvider, useToast, type ToastApi } from './toast';

/** Hands the provider's API to the test once mounted. */
function Grab({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

async function setup(): Promise<ToastApi> {
  // Radix is code-split; load it once so every test starts from the same place.
  await import('./toaster');
  let api: ToastApi | undefined;
  render(
    <I18nProvider initialLocale="en">
      <ToastProvider>
        <Grab
          onApi={(value) => {
            api = value;
          }}
        />
      </ToastProvider>
    </I18nProvider>,
  );
  if (!api) throw new Error('ToastProvider did not provide an API');
  return api;
}

const visibleToasts = () => Array.from(document.querySelectorAll('.toast-viewport li.toast'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    const api = await setup();
    await act(async () => api.show({ title: 'First' }));
    expect(visibleToasts().map((t) => t.querySelector('.toast__title')?.textContent)).toEqual(['First']);
    await act(async () => api.show({ title: 'Second', tone: 'success' }));
    await act(async () => api.show({ title: 'Third', tone: 'error' }));
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.querySelector('.toast__title')?.textContent).toBe('Third');
  });

  // How long each message stays is features/ui/toasts.feature's:
  // this proves that the toaster's clock and a toast's `duration` reach the machine.
  it('closes a toast by itself when its time is up: 5000 ms, or its own duration', async () => {
    vi.useFakeTimers();
    const api = await setup();
    await act(async () => api.show({ title: 'Saved' }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(visibleToasts()).toHaveLength(0);

    await act(async () => api.show({ title: 'Trial cancelled', duration: 4000 }));
    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('pauses the countdown while the pointer is over the toasts, and resumes with the time left', async () => {
    vi.useFakeTimers();
    const api = await setup();
    await act(async () => api.show({ title: 'Read me' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const viewport = document.querySelector('.toast-viewport')!;
    // Radix listens on the viewport's wrapper: pointermove pauses, pointerleave resumes.
    fireEvent.pointerMove(viewport);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerLeave(viewport.parentElement!);
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes the toast when the app dismisses it', async () => {
    const api = await setup();
    await act(async () => api.show({ title: 'Bye' }));
    expect(visibleToasts()).toHaveLength(1);
    await act(async () => api.dismiss());
    expect(visibleToasts()).toHaveLength(0);
    await act(async () => api.show({ title: 'Again' }));
    expect(visibleToasts()).toHaveLength(1);
  });

  it('can be closed with its close button, and F8 focuses the viewport', async () => {
    const api = await setup();
    await act(async () => api.show({ title: 'Hello', description: 'World' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement?.classList.contains('toast-viewport')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('F8 focuses the viewport before any toast has been shown', async () => {
    await setup();
    expect(document.querySelector('.toast-viewport')).toBeNull();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement?.classList.contains('toast-viewport')).toBe(true));
  });
});
