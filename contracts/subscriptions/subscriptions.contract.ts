import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/accounts.schemas';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  ActivateSubscriptionBodySchema,
  ActivateSubscriptionReplySchema,
  BillingFailureSchema,
  CancelReplySchema,
  CheckoutIdParamsSchema,
  CheckoutReplySchema,
  CreateSubscriptionBodySchema,
  CreateTrialBodySchema,
  InviteCodeBodySchema,
  InviteCodeReplySchema,
  PaymentMethodsReplySchema,
  PendingSubscriptionReplySchema,
  PlansReplySchema,
  PortalReplySchema,
  RedirectReplySchema,
  SubscriptionStatusReplySchema,
  TestCardSchema,
  TestCheckoutSchema,
  VerifySessionBodySchema,
  VerifySessionReplySchema,
} from './subscriptions.schemas';

const c = initContract();

/**
 * A test checkout's 404: the route's own failure for an unknown checkout, or the
 * edge's `http.not-found` for an id the contract refuses before the route runs
 * (shared/http/mount-contract.ts); the contract fuzzing found the second undeclared.
 */
const TestCheckoutNotFoundSchema = BillingFailureSchema.or(ErrorBodySchema);

/**
 * The 3-day trial, Pro plans and billing (spec 1 §4, §7, §8; DECISIONS.md
 * "Plans and prices", "Offline billing by default"). Paths are the spec's; the
 * plan list and the local test checkout are ours. Every call but the plan list
 * needs a signed-in traveller (401 `Authentication required` otherwise); refusals
 * carry the spec's `success: false` and `message` beside the shared error body.
 */
export const subscriptionsContract = c.router({
  plans: {
    method: 'GET',
    path: '/api/plans',
    responses: { 200: PlansReplySchema, ...commonErrorResponses },
    summary: 'The plan catalogue every page shows (monthly and annual, amounts in cents) and which billing is in use',
  },
  checkInviteCode: {
    method: 'POST',
    path: '/api/invite-codes/check',
    body: InviteCodeBodySchema,
    responses: { 200: InviteCodeReplySchema, ...commonErrorResponses, 400: ErrorBodySchema },
    summary: 'Whether a code is one of the configured invite codes (case-insensitive); applying one has no further effect',
  },
  createTrial: {
    method: 'POST',
    path: '/api/create-trial-subscription',
    headers: IdentityHeadersSchema,
    body: CreateTrialBodySchema,
    responses: {
      200: CheckoutReplySchema,
      ...commonErrorResponses,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'Start the 3-day trial of a plan: answers the hosted checkout address the browser goes to',
  },
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    headers: IdentityHeadersSchema,
    body: CreateSubscriptionBodySchema,
    responses: {
      200: PendingSubscriptionReplySchema,
      ...commonErrorResponses,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary:
      'The paywall’s card tab: a 3-day trial of a plan waiting for its card, and the client secret the browser confirms the card with',
  },
  verifySession: {
    method: 'POST',
    path: '/api/subscription/verify-session',
    headers: IdentityHeadersSchema,
    body: VerifySessionBodySchema,
    responses: {
      200: VerifySessionReplySchema,
      ...commonErrorResponses,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'After the checkout return: records the completed checkout of the caller and answers the new status',
  },
  activateSubscription: {
    method: 'POST',
    path: '/api/subscription/activate',
    headers: IdentityHeadersSchema,
    body: ActivateSubscriptionBodySchema,
    responses: {
      200: ActivateSubscriptionReplySchema,
      ...commonErrorResponses,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
    },
    summary: 'After the paywall confirmed the card: records the caller’s own confirmed subscription and answers the new status',
  },
  status: {
    method: 'GET',
    path: '/api/subscription/status',
    headers: IdentityHeadersSchema,
    responses: { 200: SubscriptionStatusReplySchema, ...commonErrorResponses, 401: ErrorBodySchema },
    summary: 'The caller’s subscription status (spec 1 §3), derived from the stored record and the clock',
  },
  cancel: {
    method: 'POST',
    path: '/api/subscription/cancel',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: CancelReplySchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'Cancel at the end of the trial or period: access remains until then',
  },
  resume: {
    method: 'POST',
    path: '/api/subscription/resume',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: CancelReplySchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'Undo a cancellation while the trial or period lasts',
  },
  paymentMethods: {
    method: 'GET',
    path: '/api/billing/payment-methods',
    headers: IdentityHeadersSchema,
    responses: {
      200: PaymentMethodsReplySchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'The caller’s cards, masked (brand, last four digits, expiry)',
  },
  portal: {
    method: 'POST',
    path: '/api/billing/portal',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: PortalReplySchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
      409: BillingFailureSchema,
    },
    summary: 'The billing portal’s address for the caller (opened in a new tab)',
  },
  testCheckout: {
    method: 'GET',
    path: '/api/billing/test-checkout/:id',
    pathParams: CheckoutIdParamsSchema,
    headers: IdentityHeadersSchema,
    responses: {
      200: TestCheckoutSchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: TestCheckoutNotFoundSchema,
      409: BillingFailureSchema,
    },
    summary: 'The local adapter’s test checkout (no real payment): the plan and whether it is still open',
  },
  confirmTestCheckout: {
    method: 'POST',
    path: '/api/billing/test-checkout/:id/confirm',
    pathParams: CheckoutIdParamsSchema,
    headers: IdentityHeadersSchema,
    body: TestCardSchema,
    responses: {
      200: RedirectReplySchema,
      402: BillingFailureSchema,
      ...commonErrorResponses,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: TestCheckoutNotFoundSchema,
      409: BillingFailureSchema,
    },
    summary: 'Pay the test checkout with one of Stripe’s test cards; answers where the browser goes next',
  },
  cancelTestCheckout: {
    method: 'POST',
    path: '/api/billing/test-checkout/:id/cancel',
    pathParams: CheckoutIdParamsSchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: RedirectReplySchema,
      ...commonErrorResponses,
      401: ErrorBodySchema,
      403: BillingFailureSchema,
      404: TestCheckoutNotFoundSchema,
      409: BillingFailureSchema,
    },
    summary: 'Leave the test checkout without paying: back to the plans',
  },
});
