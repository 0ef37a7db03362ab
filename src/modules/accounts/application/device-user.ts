import { createHash } from 'node:crypto';
import type { UserRecord } from '../domain/user';

/** Namespace of device users' ids (here, not in domain/: deriving it needs node:crypto) (a random UUID of ours, fixed forever: changing it renames every future device). */
const DEVICE_NAMESPACE = Buffer.from('4f5b9a8e2c6d4e1f9a7b3c2d1e0f6a5b', 'hex');

/**
 * The user id an anonymous device has, before and after its row exists
 * (RFC 9562 UUID version 5 of the device id). A device is only stored on its
 * first write (ADR 0006), yet reads before it see the same id as after. The id
 * is public (leaderboards) and reveals nothing of the device id, which is
 * random and only hashed into it.
 */
export function deviceUserId(deviceId: string): string {
  const bytes = createHash('sha1').update(DEVICE_NAMESPACE).update(deviceId, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A device that has never written anything: what its row would hold, without storing it. */
export function unsavedDeviceUser(deviceId: string, now: Date): UserRecord {
  return {
    id: deviceUserId(deviceId),
    username: null,
    email: null,
    passwordHash: null,
    deviceId,
    name: null,
    age: null,
    heightCm: null,
    weightKg: null,
    fitnessGoal: null,
    avatarUrl: null,
    gender: null,
    unitSystem: 'metric',
    accountType: 'anonymous',
    createdAt: now,
    updatedAt: now,
  };
}
