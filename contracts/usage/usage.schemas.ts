import { z } from 'zod';
import { DeviceIdSchema, SubscriptionStatusSchema } from '../accounts/accounts.schemas';
import { ErrorBodySchema } from '../common/error.schema';
import { isoDateTime } from '../common/date-time.schema';

/**
 * The weekly allowance (spec 1 §3 "Usage", §4, §9; DECISIONS.md "Allowance"):
 * the free plan has 2 AI workouts per ISO week starting Monday 00:00 UTC;
 * trial or active subscribers are unlimited (`remaining: -1`).
 */
export const FREE_WORKOUTS_PER_WEEK = 2;
/** `remaining` and `limit` of an unlimited (trial or active) user. */
export const UNLIMITED = -1;

export const UsagePlanSchema = z.enum(['free', 'pro']);
export type UsagePlan = z.infer<typeof UsagePlanSchema>;

/** `YYYY-MM-DD`, always a Monday. */
const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The viewer's allowance now. `allowed`, `remaining` (−1 unlimited) and
 * `subscriptionStatus` are the spec's; `plan`, `limit`, `weekStart` (the
 * current week's Monday, UTC) and `resetsAt` (next Monday 00:00 UTC) are ours.
 */
export const UsageStatusSchema = z
  .object({
    allowed: z.boolean(),
    remaining: z.number().int().min(UNLIMITED),
    subscriptionStatus: SubscriptionStatusSchema,
    plan: UsagePlanSchema,
    limit: z.number().int().min(UNLIMITED),
    weekStart: IsoDateSchema,
    resetsAt: isoDateTime(),
  })
  .strict();
export type UsageStatus = z.infer<typeof UsageStatusSchema>;

/** Anonymous callers may name their device in the query (spec 1 §6: `uid` or `x-device-id`). */
export const UsageQuerySchema = z.object({ uid: DeviceIdSchema.optional() }).strict();

export const UsageIncrementReplySchema = UsageStatusSchema.extend({ success: z.literal(true) }).strict();
export type UsageIncrementReply = z.infer<typeof UsageIncrementReplySchema>;

/**
 * `POST /api/usage/reset` (spec: success, allowed, remaining). `rolledOver` says
 * whether a count left from an earlier week was cleared; a count of the
 * current week is never cleared.
 */
export const UsageResetReplySchema = UsageStatusSchema.extend({ success: z.literal(true), rolledOver: z.boolean() }).strict();
export type UsageResetReply = z.infer<typeof UsageResetReplySchema>;

/** Nothing left this week: the shared error body with the allowance in `details`. */
export const UsageLimitReachedSchema = ErrorBodySchema.extend({
  code: z.literal('usage.limit-reached'),
  details: UsageStatusSchema,
}).strict();
export type UsageLimitReached = z.infer<typeof UsageLimitReachedSchema>;

/** The spec's body is empty; a client that cannot send `x-device-id` or `?uid=` may name the device here. */
export const BonusGrantBodySchema = z.object({ deviceId: DeviceIdSchema.optional() }).strict().optional();

export const BonusGrantReplySchema = z.object({ success: z.literal(true) }).strict();
/** A refused grant: the spec's `success: false` and `error`, beside the shared error body. */
export const BonusFailureSchema = ErrorBodySchema.extend({ success: z.literal(false) }).strict();
export type BonusFailure = z.infer<typeof BonusFailureSchema>;
