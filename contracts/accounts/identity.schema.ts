import { z } from 'zod';
import { text } from '../common/text.schema';

/**
 * How a request says who it is. Kept apart from the accounts schemas because
 * every screen's contract needs it, and the web's entry bundle should not
 * carry the registration rules.
 */

/** DECISIONS.md: the server accepts any id of this form; the web makes `fc_` + 32 hex. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const DeviceIdSchema = z.string().regex(DEVICE_ID_PATTERN, 'Invalid device id');
export const DEVICE_ID_HEADER = 'x-device-id';

/** Identity headers: a bearer token (registered) or a device id (anonymous). */
export const IdentityHeadersSchema = z.object({
  authorization: text().max(512).optional(),
  [DEVICE_ID_HEADER]: DeviceIdSchema.optional(),
});
