import type { RunLink } from '../domain/plan-calendar';

/** Absolute links of the feed, built from the configured public origin, never from the request's Host (SECURITY.md). */
export interface PlanCalendarLinks {
  /** The feed's https address and the same with `webcal:`, which calendar apps open to subscribe. */
  feed(token: string): { url: string; webcalUrl: string };
  run: RunLink;
}

export function planCalendarLinks(publicOrigin: string): PlanCalendarLinks {
  const origin = publicOrigin.replace(/\/$/, '');
  return {
    feed(token) {
      const url = `${origin}/api/plan/calendar/${token}.ics`;
      return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
    },
    run: (date, sessionId) => `${origin}/plan?${new URLSearchParams({ day: date, session: sessionId }).toString()}`,
  };
}
