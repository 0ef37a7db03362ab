import { guidePath } from '../../../../contracts/waitlist';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Clock, type Failure, type Result } from '../../../shared/kernel';
import type { RateLimits } from '../../accounts';
import { guideRequested } from '../domain/guide-requested.event';
import { waitlistAddress } from '../domain/waitlist-address';
import type { WaitlistStore } from './ports/waitlist-store.port';

export interface JoinWaitlistInput {
  /** Already checked by the contract's e-mail rule. */
  email: string;
  ip: string;
  locale: Locale;
}

export type WaitlistRateLimited = Failure<'waitlist.rate-limited', { retryAfterSeconds: number }>;

/**
 * `POST /api/waitlist` (spec 2 §7, features/landing/waitlist.feature). A new
 * address and one already on the list get the same answer after the same
 * work, so the answer tells nobody who signed up: count the attempt per
 * network address, add the address unless it is there, and record the guide's
 * e-mail for the job queue (SECURITY.md "enumeration"). Signing up again
 * resends the guide, at most a few times an hour per address so nobody can
 * fill someone's inbox.
 */
export class JoinWaitlistUseCase {
  constructor(
    private readonly store: WaitlistStore,
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  async execute({ email, ip, locale }: JoinWaitlistInput): Promise<Result<{ pdfUrl: string }, WaitlistRateLimited>> {
    const byIp = await this.limits.consume('waitlist-ip', ip);
    if (!byIp.allowed) return fail('waitlist.rate-limited', { retryAfterSeconds: byIp.retryAfterSeconds });
    const address = waitlistAddress(email);
    const mail = await this.limits.consume('waitlist-mail', address);
    await this.store.join(address, mail.allowed ? guideRequested(address, locale, this.clock.now()) : undefined);
    return ok({ pdfUrl: guidePath(locale) });
  }
}
