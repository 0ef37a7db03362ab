import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Logger } from 'pino';
import type { Clock, JobQueue, ViewerDirectory } from '../../shared/kernel';
import type { AccountsFacade } from '../accounts';
import type { SubscriptionStatusReader } from '../usage';
import { AccountsEmailDirectory } from './adapters/accounts-email-directory';
import { KnexSubscriptionRepository } from './adapters/knex-subscription-repository';
import { LocalBillingGateway } from './adapters/local/local-billing-gateway';
import { LocalCheckoutService } from './adapters/local/local-checkout.service';
import { createStripeBilling } from './adapters/stripe/create-stripe-billing';
import { BillingDetailsQuery } from './application/billing-details.query';
import type { BillingSettings } from './application/billing-settings';
import { ChangeCancellationUseCase } from './application/change-cancellation.use-case';
import { CurrentSubscriptionQuery } from './application/current-subscription.query';
import type { BillingGateway } from './application/ports/billing-gateway.port';
import { StartTrialUseCase } from './application/start-trial.use-case';
import { VerifySessionUseCase } from './application/verify-session.use-case';
import type { Entitlements } from './application/entitlements.facade';
import { providerFailures } from './http/provider-failures';
import { createSubscriptionsRouter } from './http/subscriptions.router';

export interface SubscriptionsDeps {
  settings: BillingSettings;
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  accounts: Pick<AccountsFacade, 'userById'>;
  jobs: JobQueue;
  logger: Logger;
}

export interface Subscriptions {
  entitlements: Entitlements;
  /** The port usage declares for the weekly allowance: Pro travellers are unlimited. */
  usageStanding: SubscriptionStatusReader;
  routes: HttpRoutes;
}

/**
 * Subscriptions: the 3-day trial, the Pro plans and billing behind a
 * BillingGateway (the local provider by default; Stripe when configured; none
 * with billing off). Owns the tables subscriptions, payment_method_cache,
 * processed_webhook_events and the local provider's local_billing_*.
 */
export function createSubscriptions({ settings, knex, clock, viewers, accounts, jobs, logger }: SubscriptionsDeps): Subscriptions {
  const subscriptions = new KnexSubscriptionRepository(knex);
  const emails = new AccountsEmailDirectory(accounts);
  const local = settings.billing === 'local';
  const stripe =
    settings.billing === 'stripe' && settings.stripe
      ? createStripeBilling({
          settings: settings.stripe,
          priceIds: settings.priceIds,
          subscriptions,
          users: { exists: async (userId) => (await accounts.userById(userId)) !== undefined },
          clock,
          jobs,
          logger,
        })
      : null;
  const gateway: BillingGateway | null = local ? new LocalBillingGateway(knex, clock) : (stripe?.gateway ?? null);
  const current = new CurrentSubscriptionQuery(subscriptions, gateway, clock);
  const router = createSubscriptionsRouter({
    settings,
    viewers: viewerGuard(viewers),
    current,
    startTrial: new StartTrialUseCase(gateway, current, emails, settings),
    verifySession: new VerifySessionUseCase(gateway, subscriptions, current),
    changeCancellation: new ChangeCancellationUseCase(gateway, subscriptions, current),
    billingDetails: new BillingDetailsQuery(gateway, subscriptions, settings),
    localCheckout: local ? new LocalCheckoutService(knex, clock, settings.plans, settings.priceIds, subscriptions, emails) : null,
  });
  const entitlements: Entitlements = { entitlementOf: async (userId) => (await current.of(userId)).entitlement };
  return {
    entitlements,
    usageStanding: {
      async standingOf(userId) {
        const { subscriptionStatus, pro } = await entitlements.entitlementOf(userId);
        return { subscriptionStatus, unlimited: pro };
      },
    },
    routes: {
      name: 'subscriptions',
      ...(stripe ? { mountBeforeBodyParsing: stripe.mountWebhook } : {}),
      mount: (app) => {
        mountContract(app, contract.subscriptions, router);
        app.use(providerFailures);
      },
    },
  };
}
