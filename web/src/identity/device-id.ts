import { readItem, writeItem } from './storage';

/** localStorage key of the anonymous device identifier (DECISIONS.md, "Identity and storage"). */
export const DEVICE_ID_KEY = 'fc_uid';
const DEVICE_ID_PATTERN = /^fc_[0-9a-f]{32}$/;

function randomHex32(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid.replace(/-/g, '').toLowerCase();
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh identifier: `fc_` + 32 lowercase hex characters. */
export function newDeviceId(): string {
  return `fc_${randomHex32()}`;
}

/**
 * The browser's device identifier, created and stored on first use. When
 * storage is unavailable the identifier lives in memory for the page's life.
 * A stored value in another shape (an older client) is kept if the server
 * would accept it, so progress made under it is not lost.
 */
export function getDeviceId(): string {
  const stored = readItem(DEVICE_ID_KEY);
  if (stored && (DEVICE_ID_PATTERN.test(stored) || /^[A-Za-z0-9_-]{8,64}$/.test(stored))) return stored;
  const id = newDeviceId();
  writeItem(DEVICE_ID_KEY, id);
  return id;
}
