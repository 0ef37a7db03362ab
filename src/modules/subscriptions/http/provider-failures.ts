import type { ErrorRequestHandler } from 'express';
import { problemBody } from '../../../shared/http';
import { BillingProviderError } from '../application/ports/billing-gateway.port';

/**
 * The one answer to a provider failure on any billing call: 502 with
 * `subscriptions.provider-failed` (nothing was charged or changed; the client
 * may try again). The provider's own words stay in the log.
 */
export const providerFailures: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (!(err instanceof BillingProviderError)) {
    next(err);
    return;
  }
  req.log?.warn({ err: { name: err.name, message: err.message } }, 'the billing provider failed');
  const body = problemBody('subscriptions.provider-failed');
  res.status(502).json({ success: false, message: body.error, ...body });
};
