import { EVENT_NAMES, FUNNEL_STEPS, type AdminAnalyticsReply, type EventName, type FunnelStep } from '../../../../contracts/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The report covers this many UTC days, today included. */
export const REPORT_DAYS = 30;

/** The instants a report counts: from 00:00 UTC 29 days ago up to (not including) 00:00 UTC tomorrow. */
export interface ReportWindow {
  from: Date;
  to: Date;
  /** `YYYY-MM-DD` of each day, oldest first. */
  days: string[];
}

export function reportWindow(now: Date): ReportWindow {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const from = tomorrow - REPORT_DAYS * DAY_MS;
  const days = Array.from({ length: REPORT_DAYS }, (_, index) => new Date(from + index * DAY_MS).toISOString().slice(0, 10));
  return { from: new Date(from), to: new Date(tomorrow), days };
}

/** How many events of one name were recorded on one UTC day. */
export interface DailyCount {
  day: string;
  eventName: string;
  count: number;
}

const isEventName = (name: string): name is EventName => (EVENT_NAMES as readonly string[]).includes(name);

/**
 * The administrators' report from what the database counted: every known
 * event with a figure for each day of the window (zero where nothing was
 * recorded), and the funnel in its order. Names the report does not know are
 * left out rather than shown raw.
 */
export function buildReport(
  window: ReportWindow,
  counts: readonly DailyCount[],
  funnel: Readonly<Record<FunnelStep, number>>,
): AdminAnalyticsReply {
  const dayIndex = new Map(window.days.map((day, index) => [day, index]));
  const perEvent = new Map<EventName, number[]>(EVENT_NAMES.map((name) => [name, window.days.map(() => 0)]));
  for (const { day, eventName, count } of counts) {
    const index = dayIndex.get(day);
    if (index === undefined || !isEventName(eventName)) continue;
    perEvent.get(eventName)![index]! += count;
  }
  return {
    days: window.days,
    events: EVENT_NAMES.map((eventName) => {
      const perDay = perEvent.get(eventName)!;
      return { eventName, perDay, total: perDay.reduce((sum, count) => sum + count, 0) };
    }),
    funnel: FUNNEL_STEPS.map((step) => ({ step, travellers: funnel[step] })),
  };
}
