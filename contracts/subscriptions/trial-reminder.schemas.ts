import { z } from 'zod';
import { text } from '../common/text.schema';
import { isoDateTime } from '../common/date-time.schema';

/**
 * The trial reminder's one-click cancel (DECISIONS.md "Trial reminder", ADR
 * 0026): the token from the e-mail's link is the only credential.
 */
export const CancelByLinkBodySchema = z.object({ token: text().min(1).max(255) }).strict();
export type CancelByLinkBody = z.infer<typeof CancelByLinkBodySchema>;

/** The trial is cancelled; Pro remains until `accessEndsAt` (the trial end). Nothing else of the subscription is told to the link's holder. */
export const CancelByLinkReplySchema = z.object({ success: z.literal(true), message: z.string(), accessEndsAt: isoDateTime() }).strict();
export type CancelByLinkReply = z.infer<typeof CancelByLinkReplySchema>;
