import { usageContract } from '../../../../../contracts/usage/usage.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { getDeviceId } from '../../../identity/device-id';

const usage = createApiClient(usageContract);

/**
 * `POST /api/bonus/grant?uid=<device>` with an empty body (spec 1 §7): the
 * exit offer's one bonus free workout for this device. Resolves when granted;
 * a refusal throws `HttpError`. The exit-offer machine invokes it and holds
 * its pending state, so there is no mutation hook.
 */
export async function grantBonusWorkout(): Promise<void> {
  bodyOf(await usage.grantBonus({ query: { uid: getDeviceId() }, body: undefined }), 200);
}
