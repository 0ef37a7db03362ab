import { guidePath } from '../../../../contracts/waitlist';
import type { EventSubscriber } from '../../../shared/kernel';
import type { Mailer } from '../../accounts';
import { GUIDE_REQUESTED, type GuideRequested } from '../domain/guide-requested.event';
import { guideMail } from './guide-mail';

/**
 * Mails the guide's link after the answer to `POST /api/waitlist` (the Mailer
 * port sends text and links, no attachments). At-least-once delivery may send
 * it twice after a crash, which is harmless.
 */
export function sendGuideMail(mailer: Mailer, publicOrigin: string): EventSubscriber<GuideRequested> {
  return {
    event: GUIDE_REQUESTED,
    subscriber: 'waitlist.send-guide',
    async handle({ payload: { email, locale } }) {
      await mailer.send(guideMail(email, locale, `${publicOrigin}${guidePath(locale)}`));
    },
  };
}
