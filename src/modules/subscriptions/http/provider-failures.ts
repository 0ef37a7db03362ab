import type { ErrorRequestHandler } from 'express';
import { contract } from '../../../../contracts';
import type { SubscriptionErrorCode } from '../../../../contracts/subscriptions';
import { problemBody } from '../../../shared/http';
import { BillingProviderError } from '../application/ports/billing-gateway.port';

/** The paywall's two calls have their own failure texts in spec 1 §8; every other billing call says payment could not start. */
const FAILURE_BY_PATH: Record<string, SubscriptionErrorCode> = {
  [contract.subscriptions.createSubscription.path]: 'subscriptions.create-failed',
  [contract.subscriptions.activateSubscription.path]: 'subscriptions.activate-failed',
};

/**
 * The one answer to a provider failure on any billing call: 502 (nothing was
 * charged or changed; the client may try again) with the call's failure code.
 * The provider's own words stay in the log.
 */
export const providerFailures: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (!(err instanceof BillingProviderError)) {
    next(err);
    return;
  }
  req.log?.warn({ err: { name: err.name, message: err.message } }, 'the billing provider failed');
  const body = problemBody(FAILURE_BY_PATH[req.path] ?? 'subscriptions.provider-failed');
  res.status(502).json({ success: false, message: body.error, ...body });
};
