import { analyticsContract } from '../../../contracts/analytics/analytics.contract';
import type { ClientEventName } from '../../../contracts/analytics/analytics.schemas';
import { createApiClient, HttpError } from '../api/api-client';

const analytics = createApiClient(analyticsContract);

/**
 * `POST /api/analytics` (spec 2 §7): the device id or token goes in the
 * headers by the request rules, never in the body. `keepalive` lets the
 * request finish when the page is being left. Any answer but 204 throws.
 */
export async function sendEvent(eventName: ClientEventName, data: object): Promise<void> {
  const reply = await analytics.track({ body: { eventName, eventData: JSON.stringify(data) }, fetchOptions: { keepalive: true } });
  if (reply.status !== 204) throw new HttpError(reply.status, reply.body);
}
