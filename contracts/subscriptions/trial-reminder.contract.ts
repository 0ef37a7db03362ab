import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schema';
import { BillingFailureSchema } from './subscriptions.schemas';
import { CancelByLinkBodySchema, CancelByLinkReplySchema } from './trial-reminder.schemas';

const c = initContract();

/** The trial reminder e-mail's one-click cancel: no sign-in, the link's token decides. */
export const trialReminderContract = c.router({
  cancelByLink: {
    method: 'POST',
    path: '/api/subscription/cancel-by-link',
    body: CancelByLinkBodySchema,
    responses: {
      200: CancelByLinkReplySchema,
      ...commonErrorResponses,
      403: BillingFailureSchema,
      404: BillingFailureSchema,
    },
    summary: 'Cancel the trial a reminder e-mail was sent for, with its link: works once, until the trial ends; Pro remains until then',
  },
});
