import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { problemBody } from '../../../shared/http';
import type { CancelTrialByLinkUseCase } from '../application/trial-reminder/cancel-trial-by-link.use-case';

const s = initServer();

const CANCELLED_BY_LINK_MESSAGE = 'Your trial has been cancelled. You keep Pro until the trial ends, and nothing will be charged.';

/** The reminder e-mail's one-click cancel (contracts/subscriptions/trial-reminder.contract): no sign-in, the link's token decides. */
export function createTrialReminderRouter(cancelByLink: CancelTrialByLinkUseCase) {
  return s.router(contract.trialReminder, {
    cancelByLink: async ({ body }) => {
      const result = await cancelByLink.execute(body.token);
      if (result.ok) {
        return {
          status: 200 as const,
          body: { success: true as const, message: CANCELLED_BY_LINK_MESSAGE, accessEndsAt: result.value.accessEndsAt.toISOString() },
        };
      }
      const refusal = problemBody(result.code);
      const refused = { success: false as const, message: refusal.error, ...refusal };
      switch (result.code) {
        case 'subscriptions.invalid-cancel-link':
          return { status: 404 as const, body: refused };
        case 'subscriptions.billing-unavailable':
          return { status: 403 as const, body: refused };
      }
    },
  });
}
