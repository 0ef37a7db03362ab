import ical from 'ical-generator';
import type { CalendarRenderer } from '../application/ports/calendar-renderer.port';
import type { PlanCalendar } from '../domain/plan-calendar';

/** How often a subscribed calendar app should fetch the feed again: the plan is rebuilt when a trip changes. */
const REFRESH_SECONDS = 60 * 60;

/**
 * The calendar written by ical-generator (ADR 0042). Times are written in UTC
 * (`…Z`), which every calendar app shows in its own zone, so no time-zone
 * definitions (and none of the library's optional peers) are needed.
 */
export class IcalGeneratorCalendarRenderer implements CalendarRenderer {
  render(calendar: PlanCalendar): string {
    const feed = ical({
      name: calendar.name,
      description: calendar.description,
      prodId: { company: 'TravelFit', product: 'Plan calendar' },
      ttl: REFRESH_SECONDS,
    });
    for (const event of calendar.events) {
      feed.createEvent({
        id: event.uid,
        start: event.start,
        end: event.end,
        stamp: calendar.stamp ?? event.start,
        summary: event.summary,
        description: event.description,
        url: event.url,
      });
    }
    // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
    return `${feed.toString()}\r\n`;
  }
}
