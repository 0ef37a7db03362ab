import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY } from './identity/device-id';
import { resetMemoryStorage } from './identity/storage';

const render = vi.fn();
vi.mock('react-dom/client', () => ({ createRoot: vi.fn(() => ({ render })) }));

describe('entry module', () => {
  beforeEach(() => {
    localStorage.clear();
    resetMemoryStorage();
    vi.resetModules();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
  });
  afterEach(() => {
    document.getElementById('root')?.remove();
  });

  it('creates the device identifier on the first visit, before anything asks for it', async () => {
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    await import('./main');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
