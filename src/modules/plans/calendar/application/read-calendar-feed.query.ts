import type { Locale } from '../../../../../contracts/sdui';
import { fail, ok, type Result } from '../../../../shared/kernel';
import type { PlanAccess } from '../../application/ports/plan-access.port';
import { planCalendarOf, type PlanCalendarTexts } from '../domain/plan-calendar';
import { feedTokenHash } from './feed-token';
import type { PlanCalendarLinks } from './plan-calendar-links';
import type { CalendarFeedStore } from './ports/calendar-feed-store.port';
import type { CalendarRenderer } from './ports/calendar-renderer.port';
import type { StoredPlans } from './ports/stored-plans.port';

export interface ReadCalendarFeedDeps {
  store: CalendarFeedStore;
  plans: StoredPlans;
  access: PlanAccess;
  renderer: CalendarRenderer;
  links: PlanCalendarLinks;
  texts: (locale: Locale) => PlanCalendarTexts;
}

/**
 * What a calendar app reads at the private link: the token is the only
 * credential. An unknown, replaced or revoked token finds nothing. The plan is
 * a Pro benefit: once the traveller's Pro has ended the calendar is empty (the
 * link still answers, so it fills again when they come back to Pro).
 */
export class ReadCalendarFeedQuery {
  constructor(private readonly deps: ReadCalendarFeedDeps) {}

  async execute(token: string): Promise<Result<string, 'plans.calendar-feed-not-found'>> {
    const { store, plans, access, renderer, links, texts } = this.deps;
    const feed = await store.byTokenHash(feedTokenHash(token));
    if (!feed) return fail('plans.calendar-feed-not-found');
    const { pro } = await access.entitlementOf(feed.userId);
    const plan = pro ? await plans.planOf(feed.userId, feed.locale) : null;
    return ok(renderer.render(planCalendarOf(plan, texts(feed.locale), links.run)));
  }
}
