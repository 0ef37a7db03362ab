import express, { type Application } from 'express';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { PlanId } from '../../../../../contracts/subscriptions';
import { errorBody } from '../../../../shared/http';
import type { JobQueue } from '../../../../shared/kernel';
import { webhookJobOf } from './stripe-webhook-events';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
export const STRIPE_WEBHOOK_QUEUE = 'subscriptions.stripe-webhook';
/** Seconds a signed event stays acceptable: older ones may be replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeWebhookRouteDeps {
  webhookSecret: string;
  priceIds: Readonly<Record<PlanId, string>>;
  jobs: JobQueue;
  logger: Logger;
}

/**
 * `POST /api/stripe/webhook`, mounted before the JSON body parser: the
 * signature covers the raw bytes. A verified event is queued and acknowledged
 * at once (Stripe waits for the answer, and retries slow ones); the job
 * processes it (StripeWebhookProcessor). Anything unsigned, wrongly signed or
 * older than 5 minutes is refused with 400 and goes nowhere. Neither the
 * signature nor the payload is logged.
 */
export function mountStripeWebhook(app: Application, { webhookSecret, priceIds, jobs, logger }: StripeWebhookRouteDeps): void {
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      res.status(400).json(errorBody('Missing Stripe-Signature header', 'subscriptions.webhook-unsigned'));
      return;
    }
    let event: Stripe.Event;
    try {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      event = Stripe.webhooks.constructEvent(payload, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      const stale = error instanceof Error && /tolerance/i.test(error.message);
      logger.info({ stale }, 'refused a stripe webhook with a bad signature');
      res
        .status(400)
        .json(
          stale
            ? errorBody('Webhook timestamp is older than 300 seconds', 'subscriptions.webhook-stale')
            : errorBody('Invalid webhook signature', 'subscriptions.webhook-signature-invalid'),
        );
      return;
    }
    const job = webhookJobOf(event, priceIds);
    // One queued job per event id: Stripe's duplicate deliveries while it waits add nothing.
    if (job) await jobs.send(STRIPE_WEBHOOK_QUEUE, job, { singletonKey: event.id });
    res.status(200).json({ received: true });
  });
}
