import { z } from 'zod';
import { AccountTypeSchema, SubscriptionStatusSchema } from '../accounts/accounts.schemas';
import { ErrorBodySchema } from '../common/error.schema';
import { text } from '../common/text.schema';
import { isoDateTime } from '../common/date-time.schema';

/**
 * The trial, Pro plans and billing (spec 1 §3 "Subscription status", "Payment
 * method", §7; DECISIONS.md "Plans and prices", "Offline billing by default").
 * The client names a plan, never a price or an amount.
 */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const TRIAL_DAYS = 3;

/** The trial checkout return (spec 1 §4): where the provider sends the browser back. */
export const CHECKOUT_RETURN = { started: '/app?trial_started=true', cancelled: '/app?trial_cancelled=true' } as const;

/** One plan of the catalogue, as every page shows it. Amounts in cents. */
export const PlanSchema = z
  .object({
    id: PlanIdSchema,
    interval: z.enum(['month', 'year']),
    amountCents: z.number().int().positive(),
    currency: z.string().length(3),
    trialDays: z.number().int().nonnegative(),
    bestValue: z.boolean(),
    /** What a year of this plan saves against twelve months of the monthly one, in cents; 0 for the monthly plan. */
    yearlySavingCents: z.number().int().nonnegative(),
  })
  .strict();
export type Plan = z.infer<typeof PlanSchema>;

export const PlansReplySchema = z
  .object({
    plans: z.array(PlanSchema),
    /** `local`: the app's own test checkout; `stripe`: Stripe; `off`: payments unavailable. */
    billing: z.enum(['local', 'stripe', 'off']),
    /** With `stripe`: the publishable key (`pk_…`) Stripe.js needs for the paywall's Payment Element. */
    stripePublishableKey: z.string().startsWith('pk_').optional(),
  })
  .strict();
export type PlansReply = z.infer<typeof PlansReplySchema>;

/** `POST /api/create-trial-subscription`: the spec also sends the e-mail and username, which the server reads from the session instead. */
export const CreateTrialBodySchema = z
  .object({
    plan: PlanIdSchema,
    email: text().max(320).optional(),
    username: text().max(40).optional(),
  })
  .strict();

export const CheckoutReplySchema = z.object({ success: z.literal(true), url: z.string().min(1) }).strict();
export type CheckoutReply = z.infer<typeof CheckoutReplySchema>;

/** `POST /api/create-subscription`, the paywall's card tab: the plan only, as for the hosted checkout. */
export const CreateSubscriptionBodySchema = z.object({ plan: PlanIdSchema }).strict();

/** A trial subscription waiting for its card: the browser confirms the card against `clientSecret`, then activates `subscriptionId`. */
export const PendingSubscriptionReplySchema = z
  .object({ clientSecret: z.string().min(1), subscriptionId: z.string().min(1), customerId: z.string().min(1) })
  .strict();
export type PendingSubscriptionReply = z.infer<typeof PendingSubscriptionReplySchema>;

export const ActivateSubscriptionBodySchema = z.object({ subscriptionId: text().min(1).max(255) }).strict();

/** A refused billing call: the shared error body, with the spec's `success` and `message`. */
export const BillingFailureSchema = ErrorBodySchema.extend({ success: z.literal(false), message: z.string() }).strict();
export type BillingFailure = z.infer<typeof BillingFailureSchema>;

export const VerifySessionBodySchema = z.object({ sessionId: text().min(1).max(255) }).strict();

/** Spec 1 §3 "Subscription status (as read by the client)"; dates are ISO strings. */
export const SubscriptionStatusReplySchema = z
  .object({
    subscriptionStatus: SubscriptionStatusSchema,
    accountType: AccountTypeSchema,
    isActive: z.boolean(),
    isTrial: z.boolean(),
    trialEndsAt: isoDateTime().nullable(),
    daysRemaining: z.number().int().nonnegative().nullable(),
    planName: PlanIdSchema.nullable(),
    stripeSubscriptionId: z.string().nullable(),
    stripeStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']).nullable(),
    currentPeriodEnd: isoDateTime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** When Pro access stops unless the subscription renews (after a cancellation); null while it renews. */
    accessEndsAt: isoDateTime().nullable(),
  })
  .strict();
export type SubscriptionStatusReply = z.infer<typeof SubscriptionStatusReplySchema>;

export const VerifySessionReplySchema = z.object({ success: z.literal(true), status: SubscriptionStatusReplySchema }).strict();
export type VerifySessionReply = z.infer<typeof VerifySessionReplySchema>;

export const CancelReplySchema = z
  .object({ success: z.literal(true), message: z.string(), status: SubscriptionStatusReplySchema })
  .strict();
export type CancelReply = z.infer<typeof CancelReplySchema>;

/** `POST /api/subscription/activate`: the spec's `success` and `message`, with the new status as after a cancellation. */
export const ActivateSubscriptionReplySchema = CancelReplySchema;
export type ActivateSubscriptionReply = CancelReply;

/** Spec 1 §3 "Payment method", masked: never more than the last four digits. */
export const PaymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
  })
  .strict();
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodsReplySchema = z.object({ paymentMethods: z.array(PaymentMethodSchema) }).strict();
export type PaymentMethodsReply = z.infer<typeof PaymentMethodsReplySchema>;

export const PortalReplySchema = z.object({ url: z.string().min(1) }).strict();

/** The local adapter's test checkout, labelled as such on every page (never in production). */
export const TestCheckoutSchema = z
  .object({
    id: z.string(),
    plan: PlanSchema,
    status: z.enum(['open', 'complete', 'cancelled']),
    email: z.string().nullable(),
    testMode: z.literal(true),
  })
  .strict();
export type TestCheckout = z.infer<typeof TestCheckoutSchema>;

export const TestCardSchema = z
  .object({
    cardNumber: text().min(12).max(23),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/),
  })
  .strict();
export type TestCard = z.infer<typeof TestCardSchema>;

export const RedirectReplySchema = z.object({ redirectUrl: z.string().min(1) }).strict();
export type RedirectReply = z.infer<typeof RedirectReplySchema>;

export const CheckoutIdParamsSchema = z.object({ id: text().min(1).max(255) }).strict();

/** `POST /api/invite-codes/check`: the code the traveller typed on the subscribe screen. */
export const InviteCodeBodySchema = z.object({ code: text().max(64) }).strict();
export const InviteCodeReplySchema = z.object({ valid: z.boolean() }).strict();
export type InviteCodeReply = z.infer<typeof InviteCodeReplySchema>;
