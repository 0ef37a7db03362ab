import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from './identity/auth-token';
import { DEVICE_ID_KEY } from './identity/device-id';
import { resetMemoryStorage } from './identity/storage';
import { LOCALE_KEY } from './i18n/locale';

const render = vi.fn();
const hydrateRoot = vi.fn();
vi.mock('react-dom/client', () => ({ createRoot: vi.fn(() => ({ render })), hydrateRoot }));

describe('entry module', () => {
  beforeEach(() => {
    localStorage.clear();
    resetMemoryStorage();
    vi.resetModules();
    render.mockClear();
    hydrateRoot.mockClear();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
  });
  afterEach(() => {
    document.getElementById('root')?.remove();
    document.documentElement.lang = 'en';
  });

  /** `#root` as the server sends the landing page (docs/adr/0048): drawn, in `lang`. */
  const drawnByTheServer = (lang: string) => {
    document.documentElement.lang = lang;
    document.getElementById('root')!.innerHTML = '<main id="main"><h1>Stay strong on the road</h1></main>';
  };

  it('creates the device identifier on the first visit, before anything asks for it', async () => {
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    await import('./main');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('takes over a page the server drew in the language in use', async () => {
    drawnByTheServer('en');
    await import('./main');
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();
  });

  it('draws over it when the traveller chose another language than the one it was drawn in', async () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    drawnByTheServer('en');
    await import('./main');
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('draws over it for a traveller with a session, whom the server drew as a visitor', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    drawnByTheServer('en');
    await import('./main');
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
