import type { PlanSession, PlanSlot, TravelPlan } from '../../../../../contracts/plans';
import type { PlanItem, WorkoutPlace } from '../../../../../contracts/workouts';

/** One session of the plan as a calendar event. */
export interface CalendarEvent {
  /** `<planId>-<sessionId>@travelfit`: the same session keeps its event, so calendar apps update it rather than add another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the session is run in the app. */
  url: string;
}

export interface PlanCalendar {
  name: string;
  description: string;
  /** When the plan was built: the events' stamp, so the same plan gives the same feed. Null for the empty calendar. */
  stamp: Date | null;
  events: CalendarEvent[];
}

/** The words of the feed, in the feed's language. */
export interface PlanCalendarTexts {
  name(): string;
  description(): string;
  /** The title with the minutes, for a session shorter or longer than the workout's title says. */
  summary(title: string, minutes: number): string;
  where(slot: PlanSlot, place: WorkoutPlace, minutes: number): string;
  lighter(): string;
  exercise(item: PlanItem): string;
  run(url: string): string;
}

/** Where in the app a session is run: the plan page opened on its day and session. */
export type RunLink = (date: string, sessionId: string) => string;

/**
 * The stored plan as a calendar (features/plans/calendar-feed.feature): each
 * session of each day is one event at its start, as long as its minutes,
 * titled with the workout's display title (which names the minutes, spec 2 §3),
 * described by where it happens, its exercises and a link back to run it. No
 * plan yet: an empty calendar, still a valid one to subscribe to.
 */
export function planCalendarOf(plan: TravelPlan | null, texts: PlanCalendarTexts, runLink: RunLink): PlanCalendar {
  const calendar = { name: texts.name(), description: texts.description() };
  if (!plan) return { ...calendar, stamp: null, events: [] };
  const events = plan.days.flatMap((day) => day.sessions.map((session) => eventOf(plan.id, day.date, session, texts, runLink)));
  return { ...calendar, stamp: new Date(plan.generatedAt), events };
}

function eventOf(planId: string, date: string, session: PlanSession, texts: PlanCalendarTexts, runLink: RunLink): CalendarEvent {
  const start = new Date(session.startsAt);
  const url = runLink(date, session.id);
  const { workout } = session;
  // The display title names the workout's own minutes; a session of other minutes says its own.
  const summary = workout.durationMinutes === session.minutes ? workout.displayTitle : texts.summary(workout.displayTitle, session.minutes);
  const description = [
    texts.where(session.slot, session.place, session.minutes),
    ...(session.lighter ? [texts.lighter()] : []),
    '',
    ...workout.blocks.flatMap((block) => [block.name, ...block.items.map((item) => `- ${texts.exercise(item)}`), '']),
    texts.run(url),
  ].join('\n');
  return {
    uid: `${planId}-${session.id}@travelfit`,
    start,
    end: new Date(start.getTime() + session.minutes * 60_000),
    summary,
    description,
    url,
  };
}
