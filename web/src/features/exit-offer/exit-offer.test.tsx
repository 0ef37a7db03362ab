import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { EXIT_OFFER_FLAG } from './exit-offer';
import { isFlickToTop, isPullAtTop, isTopEdgeExit } from './exit-offer.machine';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';
const OFFER = 'Take one more workout on us';

let grantAnswer: { status: number; body?: unknown };
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  grantAnswer = { status: 200, body: { success: true } };
  calls = stubFetch((call) => {
    if (call.url.startsWith('/api/bonus/grant')) return grantAnswer;
    if (call.url.startsWith('/api/free/status')) return { status: 200, body: { used: true, bonusAvailable: true, available: true } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The pointer leaves the page: `relatedTarget` null means it left the document, not moved to another element. */
const leave = (clientY: number, relatedTarget: EventTarget | null = null) =>
  fireEvent.mouseOut(document.documentElement, { clientY, relatedTarget });
const offer = () => screen.queryByRole('dialog', { name: OFFER });
const toastText = () => document.querySelector('.toast__title')?.textContent;

async function openSubscribe(path = '/subscribe') {
  const app = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Start your 3-day free trial' });
  return app;
}

describe('the exit-intent offer', () => {
  it('opens when the pointer leaves through the top edge', async () => {
    await openSubscribe();
    expect(offer()).toBeNull();
    leave(4);
    expect(await screen.findByRole('dialog', { name: OFFER })).toBeTruthy();
    expect(sessionStorage.getItem(EXIT_OFFER_FLAG)).toBe('1');
  });

  it('stays closed when the pointer leaves lower down or only moves to another element', async () => {
    await openSubscribe();
    leave(300);
    leave(11);
    leave(2, document.body);
    expect(offer()).toBeNull();
    expect(isTopEdgeExit({ clientY: 10, relatedTarget: null })).toBe(true);
    expect(isTopEdgeExit({ clientY: 11, relatedTarget: null })).toBe(false);
  });

  it('opens once per session: not again after it is closed, nor on another visit', async () => {
    await openSubscribe();
    leave(0);
    await screen.findByRole('dialog', { name: OFFER });
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(offer()).toBeNull());
    leave(0);
    expect(offer()).toBeNull();

    cleanup();
    await openSubscribe();
    leave(0);
    expect(offer()).toBeNull();
  });

  it('grants the bonus for this device and goes to /free when accepted', async () => {
    const { router } = await openSubscribe();
    leave(3);
    await screen.findByRole('dialog', { name: OFFER });
    fireEvent.click(screen.getByRole('button', { name: 'Claim my bonus workout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/free'));
    const grant = calls.find((c) => c.url.startsWith('/api/bonus/grant'));
    expect(grant?.method).toBe('POST');
    expect(grant?.url).toBe(`/api/bonus/grant?uid=${DEVICE}`);
    expect(grant?.body).toBeUndefined();
  });

  it('says "Failed to grant bonus workout" when the grant is refused, and stays open', async () => {
    grantAnswer = { status: 409, body: { success: false, error: 'Bonus workout already granted', code: 'usage.bonus-already-granted' } };
    const { router } = await openSubscribe();
    leave(3);
    await screen.findByRole('dialog', { name: OFFER });
    fireEvent.click(screen.getByRole('button', { name: 'Claim my bonus workout' }));
    await waitFor(() => expect(toastText()).toBe('Failed to grant bonus workout'));
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(screen.getByRole('button', { name: 'Claim my bonus workout' })).toBeTruthy();
  });

  it('opens on a touch screen when a fast flick brings the page back to its top, once per session', async () => {
    await openSubscribe();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    // A mouse wheel going up and down is not a flick: nothing until the screen is touched.
    scrollTo(800);
    scrollTo(0);
    expect(offer()).toBeNull();
    fireEvent.touchStart(document.body);
    scrollTo(800);
    scrollTo(0);
    expect(await screen.findByRole('dialog', { name: OFFER })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(offer()).toBeNull());
    scrollTo(800);
    scrollTo(0);
    expect(offer()).toBeNull();
  });
});

describe('a flick back to the top (touch screens)', () => {
  const at = (y: number, ms: number) => ({ y, at: ms });

  it('is the page reaching its top within 600 ms of being at least 300 px down', () => {
    expect(isFlickToTop([at(300, 1000)], at(10, 1600))).toBe(true);
    expect(isFlickToTop([at(1200, 1000), at(400, 1200)], at(0, 1300))).toBe(true);
  });

  it('is not a slow scroll up, a short one, or one that stops short of the top', () => {
    expect(isFlickToTop([at(900, 1000)], at(0, 1601))).toBe(false);
    expect(isFlickToTop([at(299, 1000)], at(0, 1100))).toBe(false);
    expect(isFlickToTop([at(900, 1000)], at(11, 1100))).toBe(false);
    expect(isFlickToTop([], at(0, 1100))).toBe(false);
  });
});

describe('a quick pull down at the top of a page (touch screens, short pages)', () => {
  it('is at least 80 px down within 400 ms, on a page at its top', () => {
    expect(isPullAtTop({ clientY: 100, at: 0 }, { clientY: 180, at: 400 }, 0)).toBe(true);
    expect(isPullAtTop({ clientY: 100, at: 0 }, { clientY: 179, at: 100 }, 0)).toBe(false);
    expect(isPullAtTop({ clientY: 100, at: 0 }, { clientY: 300, at: 401 }, 0)).toBe(false);
    expect(isPullAtTop({ clientY: 100, at: 0 }, { clientY: 300, at: 100 }, 11)).toBe(false);
  });

  it('opens the offer on the subscribe screen', async () => {
    await openSubscribe();
    fireEvent.touchStart(document.body, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(document.body, { touches: [{ clientY: 260 }] });
    expect(await screen.findByRole('dialog', { name: OFFER })).toBeTruthy();
  });
});
