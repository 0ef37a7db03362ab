import { apiClient } from '../../../api/api-client';
import { getDeviceId } from '../../../identity/device-id';

/** A grant the server refused (already granted, bad device) or that never reached it (status 0). */
export class BonusGrantError extends Error {
  override readonly name = 'BonusGrantError';
  constructor(readonly status: number) {
    super(`bonus grant failed: ${status}`);
  }
}

/**
 * `POST /api/bonus/grant?uid=<device>` with an empty body (spec 1 §7): the
 * exit offer's one bonus free workout for this device. Resolves when granted.
 */
export async function grantBonusWorkout(): Promise<void> {
  let status: number;
  try {
    status = (await apiClient.usage.grantBonus({ query: { uid: getDeviceId() }, body: undefined })).status;
  } catch {
    throw new BonusGrantError(0);
  }
  if (status !== 200) throw new BonusGrantError(status);
}
