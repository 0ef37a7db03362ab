import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventBus, JobQueue, ViewerDirectory } from '../../shared/kernel';
import type { AccountsFacade, Mailer, SubscriptionStandingReader } from '../accounts';
import type { SubscriptionStatusReader } from '../usage';
import { AccountsEmailDirectory } from './adapters/accounts-email-directory';
import { KnexSubscriptionRepository } from './adapters/knex-subscription-repository';
import { LocalBillingGateway } from './adapters/local/local-billing-gateway';
import { LocalCheckoutService } from './adapters/local/local-checkout.service';
import { ActivateSubscriptionUseCase } from './application/activate-subscription.use-case';
import { createStripeBilling } from './adapters/stripe/create-stripe-billing';
import { STRIPE_JS_SOURCES } from './adapters/stripe/stripe-js-sources';
import { BillingDetailsQuery } from './application/billing-details.query';
import type { BillingSettings } from './application/billing-settings';
import { ChangeCancellationUseCase } from './application/change-cancellation.use-case';
import { CreateSubscriptionUseCase } from './application/create-subscription.use-case';
import { CurrentSubscriptionQuery } from './application/current-subscription.query';
import type { BillingGateway } from './application/ports/billing-gateway.port';
import { StartTrialUseCase } from './application/start-trial.use-case';
import { VerifySessionUseCase } from './application/verify-session.use-case';
import type { Entitlements } from './application/entitlements.facade';
import { providerFailures } from './http/provider-failures';
import { createSubscriptionsRouter } from './http/subscriptions.router';
import { KnexTrialReminderStore } from './adapters/knex-trial-reminder-store';
import { CancelTrialByLinkUseCase } from './application/trial-reminder/cancel-trial-by-link.use-case';
import { sendTrialReminders, type TrialReminderSweep } from './application/trial-reminder/send-trial-reminders.job';
import { createTrialReminderRouter } from './http/trial-reminder.router';

export interface SubscriptionsDeps {
  settings: BillingSettings;
  knex: Knex;
  clock: Clock;
  /** Records `subscriptions.status-changed` in the transaction that changes a subscription. */
  events: EventBus;
  viewers: ViewerDirectory;
  accounts: Pick<AccountsFacade, 'userById'>;
  /** The trial reminder's e-mails leave through accounts' mailer. */
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
}

export interface Subscriptions {
  entitlements: Entitlements;
  /** The port usage declares for the weekly allowance: Pro travellers are unlimited. */
  usageStanding: SubscriptionStatusReader;
  /** The port accounts declares: the profile's account type, status and trial end. */
  accountStanding: SubscriptionStandingReader;
  routes: HttpRoutes;
  /** The trial reminder sweep, scheduled every minute (ADR 0026). */
  trialReminders: TrialReminderSweep;
}

/**
 * Subscriptions: the 3-day trial, the Pro plans and billing behind a
 * BillingGateway (the local provider by default; Stripe when configured; none
 * with billing off). Owns the tables subscriptions, payment_method_cache,
 * processed_webhook_events, the trial reminder's trial_reminders and
 * subscriber_locales, and the local provider's local_billing_*.
 */
export function createSubscriptions({
  settings,
  knex,
  clock,
  events,
  viewers,
  accounts,
  mailer,
  jobs,
  logger,
}: SubscriptionsDeps): Subscriptions {
  const subscriptions = new KnexSubscriptionRepository(knex, events, clock);
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
  const trial = { gateway, current, emails, settings };
  const recording = { gateway, subscriptions, current };
  const changeCancellation = new ChangeCancellationUseCase(gateway, subscriptions, current);
  const reminders = new KnexTrialReminderStore(knex);
  const router = createSubscriptionsRouter({
    settings,
    viewers: viewerGuard(viewers),
    current,
    startTrial: new StartTrialUseCase(trial),
    verifySession: new VerifySessionUseCase(recording),
    createSubscription: new CreateSubscriptionUseCase(trial),
    activateSubscription: new ActivateSubscriptionUseCase(recording),
    changeCancellation,
    subscriberLocales: reminders,
    billingDetails: new BillingDetailsQuery(gateway, subscriptions, settings),
    localCheckout: local ? new LocalCheckoutService(knex, clock, settings.plans, settings.priceIds, subscriptions, emails) : null,
  });
  const trialReminderRouter = createTrialReminderRouter(new CancelTrialByLinkUseCase(reminders, changeCancellation, clock));
  const entitlements: Entitlements = { entitlementOf: async (userId) => (await current.of(userId)).entitlement };
  return {
    entitlements,
    usageStanding: {
      async standingOf(userId) {
        const { subscriptionStatus, pro } = await entitlements.entitlementOf(userId);
        return { subscriptionStatus, unlimited: pro };
      },
    },
    accountStanding: {
      async standingOf(userId) {
        const { subscriptionStatus, pro, trialEndsAt } = await entitlements.entitlementOf(userId);
        return { subscriptionStatus, pro, trialEndsAt };
      },
    },
    routes: {
      name: 'subscriptions',
      ...(stripe ? { mountBeforeBodyParsing: stripe.mountWebhook, pageSources: { '/paywall': STRIPE_JS_SOURCES } } : {}),
      mount: (app) => {
        mountContract(app, contract.subscriptions, router);
        mountContract(app, contract.trialReminder, trialReminderRouter);
        app.use(providerFailures);
      },
    },
    trialReminders: sendTrialReminders({ store: reminders, emails, mailer, clock, settings, logger }),
  };
}
