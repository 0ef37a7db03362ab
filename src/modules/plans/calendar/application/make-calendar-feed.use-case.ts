import type { CalendarFeedCreated } from '../../../../../contracts/plans';
import type { Locale } from '../../../../../contracts/sdui';
import { fail, ok, type Clock, type Result } from '../../../../shared/kernel';
import type { PlanAccess } from '../../application/ports/plan-access.port';
import { issueFeedToken } from './feed-token';
import type { PlanCalendarLinks } from './plan-calendar-links';
import type { CalendarFeedStore } from './ports/calendar-feed-store.port';

/**
 * Add to calendar (features/plans/calendar-feed.feature): a Pro traveller gets
 * a new private link to their plan's calendar, shown this once (only its
 * hash is kept), and any link they had before stops working.
 */
export class MakeCalendarFeedUseCase {
  constructor(
    private readonly access: PlanAccess,
    private readonly store: CalendarFeedStore,
    private readonly links: PlanCalendarLinks,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, locale: Locale): Promise<Result<CalendarFeedCreated, 'plans.pro-required'>> {
    const { pro } = await this.access.entitlementOf(userId);
    if (!pro) return fail('plans.pro-required');
    const { token, hash } = issueFeedToken();
    const createdAt = this.clock.now();
    await this.store.replace({ userId, tokenHash: hash, locale, createdAt });
    return ok({ ...this.links.feed(token), createdAt: createdAt.toISOString() });
  }
}
