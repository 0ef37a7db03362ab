import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../../../contracts/sdui';
import { waitlistContract } from '../../../../../contracts/waitlist/waitlist.contract';
import type { JoinWaitlistReply } from '../../../../../contracts/waitlist/waitlist.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';

const waitlist = createApiClient(waitlistContract);

/** `POST /api/waitlist?lang=`: the guide and its e-mail come in the visitor's language. Any refusal throws `HttpError`. */
export async function joinWaitlist({ email, locale }: { email: string; locale: Locale }): Promise<JoinWaitlistReply> {
  return bodyOf(await waitlist.joinWaitlist({ body: { email }, query: { lang: locale } }), 200);
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
