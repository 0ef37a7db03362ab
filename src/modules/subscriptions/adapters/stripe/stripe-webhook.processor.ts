import type { Logger } from 'pino';
import type { SubscriptionRepository } from '../../application/ports/subscription-repository.port';
import type { StripeBillingGateway } from './stripe-billing-gateway';
import { observationOf, type StripeWebhookJob } from './stripe-webhook-events';

/** Whether a user id names one of our travellers. */
export interface KnownUsers {
  exists(userId: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Processes one verified webhook event from the job queue: the subscription's
 * state (as the event carries it, or as Stripe has it now for events that do
 * not carry it) is reconciled with the stored record, and the event id stored
 * in the same transaction, so a second delivery changes nothing. A Stripe or
 * database failure throws: the queue retries the job. An event for no user we
 * know (not made by this app, or the account is gone) is logged and dropped:
 * retrying it would never help.
 */
export class StripeWebhookProcessor {
  constructor(
    private readonly gateway: StripeBillingGateway,
    private readonly subscriptions: SubscriptionRepository,
    private readonly users: KnownUsers,
    private readonly logger: Logger,
  ) {}

  async process(job: StripeWebhookJob): Promise<void> {
    const seen = job.observation ? observationOf(job.observation) : await this.gateway.snapshot(job.subscriptionId);
    const userId = seen.userId ?? job.userId;
    const about = { eventId: job.eventId, eventType: job.type, subscriptionId: job.subscriptionId };
    if (!userId || !UUID.test(userId) || !(await this.users.exists(userId))) {
      this.logger.warn(about, 'stripe webhook about no traveller we know: acknowledged and not applied');
      return;
    }
    const applied = await this.subscriptions.observeEvent(job.eventId, job.type, {
      userId,
      plan: seen.plan,
      customerId: seen.customerId,
      record: seen.record,
    });
    this.logger.info(
      { ...about, applied, status: seen.record.status },
      applied ? 'stripe webhook applied' : 'stripe webhook already processed',
    );
  }
}
