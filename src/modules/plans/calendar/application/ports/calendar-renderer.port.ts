import type { PlanCalendar } from '../../domain/plan-calendar';

/** Writes a calendar as an iCalendar document (RFC 5545): CRLF lines, folded at 75 octets, text escaped. */
export interface CalendarRenderer {
  render(calendar: PlanCalendar): string;
}
