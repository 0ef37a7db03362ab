import type { Locale } from '../../../../contracts/sdui';
import type { DomainEvent } from '../../../shared/kernel';

export const GUIDE_REQUESTED = 'waitlist.guide-requested';

/**
 * Someone joined the waitlist with `email` (or joined again): the guide's
 * e-mail goes out from the job queue after the answer, in `locale`. The
 * address is on the list either way; the event does not say whether it was
 * new, so the request does the same work for both.
 */
export type GuideRequested = DomainEvent<typeof GUIDE_REQUESTED, { email: string; locale: Locale }>;

export const guideRequested = (email: string, locale: Locale, occurredAt: Date): GuideRequested => ({
  name: GUIDE_REQUESTED,
  payload: { email, locale },
  occurredAt,
});
