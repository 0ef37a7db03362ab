import type Stripe from 'stripe';
import type { PlanId } from '../../../../../contracts/subscriptions';
import type { SubscriptionRecord } from '../../domain/subscription-record';
import { idOf, ownerOf, planOf, recordOf } from './stripe-subscription';

/** The events that change a subscription; any other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * What a verified webhook event tells us, as the job that processes it gets it
 * (pg-boss keeps job data for days: only ids, dates and statuses, never a card).
 * `observation` is the subscription the event carries, as it was when the event
 * was `created`; events that do not carry it (checkout, invoices) name the
 * subscription, and the job reads it from Stripe.
 */
export interface StripeWebhookJob {
  eventId: string;
  type: (typeof HANDLED_EVENTS)[number];
  subscriptionId: string;
  /** Our user, when the event itself says (a checkout's `client_reference_id`). */
  userId: string | null;
  observation: SerialisedObservation | null;
}

export interface SerialisedObservation {
  userId: string | null;
  plan: PlanId | null;
  customerId: string | null;
  record: Omit<SubscriptionRecord, 'currentPeriodEnd' | 'trialStart' | 'trialEnd' | 'observedAt'> & {
    currentPeriodEnd: string | null;
    trialStart: string | null;
    trialEnd: string | null;
    observedAt: string;
  };
}

/** The job of a verified event; null for an event we do not handle or one about no subscription (a one-off payment). */
export function webhookJobOf(event: Stripe.Event, priceIds: Readonly<Record<PlanId, string>>): StripeWebhookJob | null {
  const base = { eventId: event.id, userId: null, observation: null };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      // The state is the subscription's as the event carries it, observed when the event was created.
      const record = recordOf(subscription, new Date(event.created * 1000));
      const observation: SerialisedObservation = {
        userId: ownerOf(subscription),
        plan: planOf(subscription, priceIds),
        customerId: idOf(subscription.customer),
        record: {
          ...record,
          currentPeriodEnd: iso(record.currentPeriodEnd),
          trialStart: iso(record.trialStart),
          trialEnd: iso(record.trialEnd),
          observedAt: record.observedAt.toISOString(),
        },
      };
      return { ...base, type: event.type, subscriptionId: subscription.id, observation };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      return subscriptionId ? { ...base, type: event.type, subscriptionId, userId: session.client_reference_id } : null;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Since API version 2025-03-31 an invoice names its subscription under `parent`.
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      return subscriptionId ? { ...base, type: event.type, subscriptionId } : null;
    }
    default:
      return null;
  }
}

/** The observation a job carries, with its dates back. */
export function observationOf(serialised: SerialisedObservation): {
  userId: string | null;
  plan: PlanId | null;
  customerId: string | null;
  record: SubscriptionRecord;
} {
  const { record } = serialised;
  return {
    ...serialised,
    record: {
      ...record,
      currentPeriodEnd: date(record.currentPeriodEnd),
      trialStart: date(record.trialStart),
      trialEnd: date(record.trialEnd),
      observedAt: new Date(record.observedAt),
    },
  };
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;
const date = (value: string | null): Date | null => (value === null ? null : new Date(value));
