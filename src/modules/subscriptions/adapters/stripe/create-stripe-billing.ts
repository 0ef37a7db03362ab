import type { Application } from 'express';
import type { Logger } from 'pino';
import type { PlanId } from '../../../../../contracts/subscriptions';
import type { Clock, JobQueue } from '../../../../shared/kernel';
import type { StripeSettings } from '../../application/billing-settings';
import type { SubscriptionRepository } from '../../application/ports/subscription-repository.port';
import { StripeBillingGateway } from './stripe-billing-gateway';
import { createStripeClient } from './stripe-client';
import type { StripeWebhookJob } from './stripe-webhook-events';
import { StripeWebhookProcessor, type KnownUsers } from './stripe-webhook.processor';
import { mountStripeWebhook, STRIPE_WEBHOOK_QUEUE } from './stripe-webhook.route';

export interface StripeBillingDeps {
  settings: StripeSettings;
  priceIds: Readonly<Record<PlanId, string>>;
  subscriptions: SubscriptionRepository;
  users: KnownUsers;
  clock: Clock;
  jobs: JobQueue;
  logger: Logger;
}

/** Billing on Stripe: the gateway, and the webhook route with the queue that processes its events. */
export function createStripeBilling({ settings, priceIds, subscriptions, users, clock, jobs, logger }: StripeBillingDeps) {
  const gateway = new StripeBillingGateway(createStripeClient(settings), priceIds, clock);
  const log = logger.child({ component: 'stripe-webhook' });
  const processor = new StripeWebhookProcessor(gateway, subscriptions, users, log);
  // Retried with backoff for about an hour: long enough for a Stripe or database outage, then left failed in pgboss.job.
  jobs.work<StripeWebhookJob>(STRIPE_WEBHOOK_QUEUE, (job) => processor.process(job.data), { retryLimit: 8, retryDelaySeconds: 5 });
  return {
    gateway,
    mountWebhook: (app: Application) => mountStripeWebhook(app, { webhookSecret: settings.webhookSecret, priceIds, jobs, logger: log }),
  };
}
