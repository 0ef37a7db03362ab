import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, 'fc_0123456789abcdef0123456789abcdef');
  installBrowserShims();
  stubFetch(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSubscribe(path: string) {
  renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Start your 3-day free trial' });
  return within(screen.getByRole('main'));
}

describe('the subscribe screen for a signed-out visitor', () => {
  it('explains that the free workout was used and offers sign in and create account', async () => {
    const main = await openSubscribe('/subscribe?reason=free_used');
    expect(main.getByText("You've already used your free workout on this browser. A trial gives you unlimited workouts.")).toBeTruthy();
    expect(main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(main.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
  });

  it('says nothing of the free workout when it came from elsewhere', async () => {
    const main = await openSubscribe('/subscribe');
    expect(main.queryByText(/already used your free workout/)).toBeNull();
  });
});

describe('the exit offer on the subscribe screen', () => {
  it('opens for a visitor who is not signed in when the mouse leaves through the top', async () => {
    await openSubscribe('/subscribe');
    fireEvent.mouseOut(document.documentElement, { clientY: 5, relatedTarget: null });
    expect(await screen.findByRole('button', { name: 'Claim my bonus workout' })).toBeTruthy();
  });
});
