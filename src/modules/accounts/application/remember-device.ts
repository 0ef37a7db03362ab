import { knownDeviceExpiry } from '../domain/known-device';
import type { KnownDeviceRepository } from './ports/known-device-repository.port';
import type { TokenFactory } from './ports/token-factory.port';

/** Remembers the browser that just signed in; answers the value of its known-device cookie (only its hash is stored). */
export async function rememberDevice(devices: KnownDeviceRepository, tokens: TokenFactory, userId: string, now: Date): Promise<string> {
  const { token, hash } = tokens.issue();
  await devices.remember({ userId, tokenHash: hash, createdAt: now, expiresAt: knownDeviceExpiry(now) });
  return token;
}
