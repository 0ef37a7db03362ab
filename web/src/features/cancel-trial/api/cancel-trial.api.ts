import type { CancelByLinkReply } from '../../../../../contracts/subscriptions/trial-reminder.schemas';
import { trialReminderContract } from '../../../../../contracts/subscriptions/trial-reminder.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';

/** The trial reminder's one-click cancel (contracts/subscriptions/trial-reminder.contract): no sign-in, the link's token decides. */
const reminders = createApiClient(trialReminderContract);

/** `POST /api/subscription/cancel-by-link`: cancels the trial the link was made for; a refused link throws `HttpError`. */
export async function cancelTrialByLink(token: string): Promise<CancelByLinkReply> {
  return bodyOf(await reminders.cancelByLink({ body: { token } }), 200);
}
