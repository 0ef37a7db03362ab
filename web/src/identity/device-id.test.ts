import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY, getDeviceId, newDeviceId } from './device-id';
import { resetMemoryStorage } from './storage';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-token';

describe('device id', () => {
  beforeEach(() => {
    localStorage.clear();
    resetMemoryStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is fc_ followed by 32 lowercase hex characters', () => {
    expect(newDeviceId()).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(getDeviceId()).toMatch(/^fc_[0-9a-f]{32}$/);
  });

  it('is generated once and persisted in localStorage fc_uid', () => {
    const first = getDeviceId();
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(getDeviceId()).toBe(first);
  });

  it('reuses an identifier already stored', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'fc_0123456789abcdef0123456789abcdef');
    expect(getDeviceId()).toBe('fc_0123456789abcdef0123456789abcdef');
  });

  it('falls back to memory when storage throws, staying stable for the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('localStorage', broken);
    const first = getDeviceId();
    expect(first).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(getDeviceId()).toBe(first);
  });

  it('reads the auth token from fc_auth_token, treating empty as absent', () => {
    expect(getAuthToken()).toBeUndefined();
    localStorage.setItem(AUTH_TOKEN_KEY, '');
    expect(getAuthToken()).toBeUndefined();
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    expect(getAuthToken()).toBe('tok');
  });
});
