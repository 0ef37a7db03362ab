import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import type { SubscriptionErrorCode } from '../../../../contracts/subscriptions';
import { problem, problemBody, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { ActivateSubscriptionUseCase } from '../application/activate-subscription.use-case';
import type { BillingDetailsQuery } from '../application/billing-details.query';
import { isInviteCode, type BillingSettings } from '../application/billing-settings';
import type { ChangeCancellationUseCase } from '../application/change-cancellation.use-case';
import type { CreateSubscriptionUseCase } from '../application/create-subscription.use-case';
import type { CurrentSubscriptionQuery } from '../application/current-subscription.query';
import type { StartTrialUseCase } from '../application/start-trial.use-case';
import type { TrialRefusal } from '../application/trial-request';
import { statusReplyOf } from '../application/status-reply';
import type { VerifySessionUseCase } from '../application/verify-session.use-case';
import type { LocalCheckoutService } from '../adapters/local/local-checkout.service';
import type { TrialReminderStore } from '../application/ports/trial-reminder-store.port';

const s = initServer();

/** A refused billing call: the shared error body with the spec's `success` and `message`. */
function refused<Status extends 402 | 403 | 404 | 409>(status: Status, code: SubscriptionErrorCode) {
  const body = problemBody(code);
  return { status, body: { success: false as const, message: body.error, ...body } };
}

const CANCELLED_MESSAGE = 'Your subscription has been cancelled. You keep Pro until the end of the current period.';
const RESUMED_MESSAGE = 'Your subscription will continue.';
const ACTIVATED_MESSAGE = 'Your free trial has started!';

export interface SubscriptionsHttpDeps {
  settings: BillingSettings;
  viewers: ViewerGuard;
  current: CurrentSubscriptionQuery;
  startTrial: StartTrialUseCase;
  verifySession: VerifySessionUseCase;
  createSubscription: CreateSubscriptionUseCase;
  activateSubscription: ActivateSubscriptionUseCase;
  changeCancellation: ChangeCancellationUseCase;
  /** The trial reminder is written in the language the trial was started in. */
  subscriberLocales: Pick<TrialReminderStore, 'rememberLocale'>;
  billingDetails: BillingDetailsQuery;
  /** The local provider's test checkout; null with Stripe or with billing off. */
  localCheckout: LocalCheckoutService | null;
}

/**
 * The trial, plans and billing routes (contracts/subscriptions). Every call but
 * the plan list acts for the signed-in traveller only (401 otherwise) and
 * only on their own subscription.
 */
export function createSubscriptionsRouter(deps: SubscriptionsHttpDeps) {
  const { settings, viewers, current, localCheckout } = deps;
  const noLocalCheckout = () => refused(404 as const, 'subscriptions.unknown-session');

  return s.router(contract.subscriptions, {
    plans: async () => ({
      status: 200 as const,
      body: {
        plans: [...settings.plans],
        billing: settings.billing,
        ...(settings.stripe ? { stripePublishableKey: settings.stripe.publishableKey } : {}),
      },
    }),

    checkInviteCode: async ({ body }) => ({ status: 200 as const, body: { valid: isInviteCode(settings.inviteCodes, body.code) } }),

    createTrial: viewers.handleSession(async ({ viewer, body, req }) => {
      const result = await deps.startTrial.execute(viewer.userId, body.plan);
      if (!result.ok) return trialRefused(result.code);
      await deps.subscriberLocales.rememberLocale(viewer.userId, requestLocale(req));
      return { status: 200 as const, body: { success: true as const, url: result.value.url } };
    }),

    createSubscription: viewers.handleSession(async ({ viewer, body, req }) => {
      const result = await deps.createSubscription.execute(viewer.userId, body.plan);
      if (!result.ok) return trialRefused(result.code);
      await deps.subscriberLocales.rememberLocale(viewer.userId, requestLocale(req));
      return { status: 200 as const, body: result.value };
    }),

    verifySession: viewers.handleSession(async ({ viewer, body }) => {
      const result = await deps.verifySession.execute(viewer.userId, body.sessionId);
      if (result.ok) return { status: 200 as const, body: { success: true as const, status: statusReplyOf(result.value) } };
      switch (result.code) {
        case 'subscriptions.billing-unavailable':
          return refused(403 as const, result.code);
        case 'subscriptions.unknown-session':
          return refused(404 as const, result.code);
      }
    }),

    activateSubscription: viewers.handleSession(async ({ viewer, body }) => {
      const result = await deps.activateSubscription.execute(viewer.userId, body.subscriptionId);
      if (result.ok) {
        return { status: 200 as const, body: { success: true as const, message: ACTIVATED_MESSAGE, status: statusReplyOf(result.value) } };
      }
      switch (result.code) {
        case 'subscriptions.billing-unavailable':
          return refused(403 as const, result.code);
        case 'subscriptions.unknown-subscription':
          return refused(404 as const, result.code);
      }
    }),

    status: viewers.handleSession(async ({ viewer }) => ({ status: 200 as const, body: statusReplyOf(await current.of(viewer.userId)) })),

    cancel: viewers.handleSession(async ({ viewer }) => changeCancellation(viewer.userId, true)),
    resume: viewers.handleSession(async ({ viewer }) => changeCancellation(viewer.userId, false)),

    paymentMethods: viewers.handleSession(async ({ viewer }) => {
      const result = await deps.billingDetails.paymentMethods(viewer.userId);
      if (!result.ok) return refused(403 as const, result.code);
      return { status: 200 as const, body: { paymentMethods: result.value } };
    }),

    portal: viewers.handleSession(async ({ viewer }) => {
      const result = await deps.billingDetails.portalUrl(viewer.userId);
      if (result.ok) return { status: 200 as const, body: { url: result.value } };
      switch (result.code) {
        case 'subscriptions.billing-unavailable':
          return refused(403 as const, result.code);
        case 'subscriptions.no-subscription':
          return refused(404 as const, result.code);
      }
    }),

    testCheckout: viewers.handleSession(async ({ viewer, params }) => {
      if (!localCheckout) return noLocalCheckout();
      const result = await localCheckout.view(params.id, viewer.userId);
      return result.ok ? { status: 200 as const, body: result.value } : refused(404 as const, result.code);
    }),

    confirmTestCheckout: viewers.handleSession(async ({ viewer, params, body }) => {
      if (!localCheckout) return noLocalCheckout();
      const result = await localCheckout.confirm(params.id, viewer.userId, body);
      if (result.ok) return { status: 200 as const, body: result.value };
      switch (result.code) {
        case 'subscriptions.unknown-session':
          return refused(404 as const, result.code);
        case 'subscriptions.checkout-closed':
          return refused(409 as const, result.code);
        case 'subscriptions.card-invalid':
        case 'subscriptions.card-declined':
          return refused(402 as const, result.code);
      }
    }),

    cancelTestCheckout: viewers.handleSession(async ({ viewer, params }) => {
      if (!localCheckout) return noLocalCheckout();
      const result = await localCheckout.cancel(params.id, viewer.userId);
      if (result.ok) return { status: 200 as const, body: result.value };
      switch (result.code) {
        case 'subscriptions.unknown-session':
          return refused(404 as const, result.code);
        case 'subscriptions.checkout-closed':
          return refused(409 as const, result.code);
      }
    }),
  });

  /** Why a trial did not start, the same for the hosted checkout and the paywall's card tab. */
  function trialRefused(code: TrialRefusal) {
    switch (code) {
      case 'subscriptions.billing-unavailable':
        return refused(403 as const, code);
      case 'subscriptions.already-subscribed':
        return refused(409 as const, code);
      case 'accounts.authentication-required':
        return problem(401 as const, code);
    }
  }

  async function changeCancellation(userId: string, cancel: boolean) {
    const result = await deps.changeCancellation.execute(userId, cancel);
    if (!result.ok) {
      switch (result.code) {
        case 'subscriptions.billing-unavailable':
          return refused(403 as const, result.code);
        case 'subscriptions.no-subscription':
          return refused(404 as const, result.code);
      }
    }
    return {
      status: 200 as const,
      body: { success: true as const, message: cancel ? CANCELLED_MESSAGE : RESUMED_MESSAGE, status: statusReplyOf(result.value) },
    };
  }
}
