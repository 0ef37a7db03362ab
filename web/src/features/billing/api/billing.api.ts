import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivateSubscriptionReply,
  CancelReply,
  PaymentMethodsReply,
  PendingSubscriptionReply,
  PlanId,
  PlansReply,
  RedirectReply,
  SubscriptionStatusReply,
  TestCard,
  TestCheckout,
  VerifySessionReply,
} from '../../../../../contracts/subscriptions';
import { subscriptionsContract } from '../../../../../contracts/subscriptions/subscriptions.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { useSession } from '../../../session';

/**
 * The subscription and billing calls of spec 1 §7 (contracts/subscriptions)
 * and the query keys they own. The request rules add the bearer token on
 * `create-trial-subscription`, `subscription/…` and `billing/…`. A refusal
 * throws `HttpError`, whose `serverMessage` is the server's text (the
 * declined card, the closed checkout…).
 */
const subscriptions = createApiClient(subscriptionsContract);

export const billingKeys = {
  plans: ['plans'] as const,
  status: ['subscription', 'status'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  checkout: (id: string) => ['billing', 'test-checkout', id] as const,
};

/** `GET /api/plans`: the catalogue (amounts in cents) and which billing is in use. */
export async function getPlans(signal?: AbortSignal): Promise<PlansReply> {
  return bodyOf(await subscriptions.plans({ fetchOptions: { signal } }), 200);
}

export function usePlans() {
  return useQuery(queryOptions({ queryKey: billingKeys.plans, queryFn: ({ signal }) => getPlans(signal) }));
}

/** `POST /api/create-trial-subscription`: the address of the checkout the browser goes to. */
export async function createTrial(plan: PlanId): Promise<string> {
  return bodyOf(await subscriptions.createTrial({ body: { plan } }), 200).url;
}

/** `POST /api/create-subscription` (the paywall's card tab): a trial waiting for its card, and the client secret to confirm the card with. */
export async function createSubscription(plan: PlanId): Promise<PendingSubscriptionReply> {
  return bodyOf(await subscriptions.createSubscription({ body: { plan } }), 200);
}

/** `POST /api/subscription/activate` once the card of `subscriptionId` is confirmed. */
export async function activateSubscription(subscriptionId: string): Promise<ActivateSubscriptionReply> {
  return bodyOf(await subscriptions.activateSubscription({ body: { subscriptionId } }), 200);
}

/** `GET /api/subscription/status` for the signed-in traveller. */
export async function getSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatusReply> {
  return bodyOf(await subscriptions.status({ fetchOptions: { signal } }), 200);
}

/** The signed-in traveller's subscription status; waits for the session and asks nothing when signed out. */
export function useSubscriptionStatus() {
  const { status } = useSession();
  return useQuery({
    queryKey: billingKeys.status,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    enabled: status === 'signed-in',
  });
}

/** `GET /api/billing/payment-methods`: the traveller's cards, masked. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsReply> {
  return bodyOf(await subscriptions.paymentMethods({ fetchOptions: { signal } }), 200);
}

/** The traveller's cards, masked; shared by the Account tab's billing card and the test portal. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.paymentMethods, queryFn: ({ signal }) => getPaymentMethods(signal) });

/** `POST /api/billing/portal`: the address of the traveller's billing portal (opened in a new tab). */
export async function createPortalSession(): Promise<string> {
  return bodyOf(await subscriptions.portal(), 200).url;
}

/** `POST /api/subscription/cancel`: cancel at the end of the trial or period. */
export async function cancelSubscription(): Promise<CancelReply> {
  return bodyOf(await subscriptions.cancel(), 200);
}

/** `POST /api/subscription/resume`: undo a cancellation while the period lasts. */
export async function resumeSubscription(): Promise<CancelReply> {
  return bodyOf(await subscriptions.resume(), 200);
}

/** `POST /api/subscription/verify-session` after the checkout return. */
/**
 * After a cancel or a resume: the status takes the answer at once, and what
 * follows from it (the allowance, the profile's plan, the session's account
 * type) is read again.
 */
export function useSubscriptionChanged(): (reply: CancelReply) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  return (reply) => {
    queryClient.setQueryData(billingKeys.status, reply.status);
    void queryClient.invalidateQueries({ queryKey: billingKeys.status });
    void queryClient.invalidateQueries({ queryKey: ['usage'] });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    void session.refresh();
  };
}

export async function verifySession(sessionId: string): Promise<VerifySessionReply> {
  return bodyOf(await subscriptions.verifySession({ body: { sessionId } }), 200);
}

/** `GET /api/billing/test-checkout/:id`: the local adapter's test checkout. */
export async function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return bodyOf(await subscriptions.testCheckout({ params: { id }, fetchOptions: { signal } }), 200);
}

/** `POST /api/billing/test-checkout/:id/confirm`: pay with a test card; a declined or invalid card throws (402). */
export async function confirmTestCheckout(id: string, card: TestCard): Promise<RedirectReply> {
  return bodyOf(await subscriptions.confirmTestCheckout({ params: { id }, body: card }), 200);
}

/** `POST /api/billing/test-checkout/:id/cancel`: leave without paying. */
export async function cancelTestCheckout(id: string): Promise<RedirectReply> {
  return bodyOf(await subscriptions.cancelTestCheckout({ params: { id } }), 200);
}

/** Where the browser goes next: a full navigation, as after a hosted checkout. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** `POST /api/invite-codes/check`: whether the code is one of the configured invite codes. */
export async function checkInviteCode(code: string): Promise<boolean> {
  return bodyOf(await subscriptions.checkInviteCode({ body: { code } }), 200).valid;
}
