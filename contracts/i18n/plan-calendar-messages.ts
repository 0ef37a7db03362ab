import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import planCalendarEn from './en/plan-calendar.json';
import planCalendarEs from './es/plan-calendar.json';

/** The texts of the plan's calendar feed (issue 14): its name, and each session's where, exercises and link back. */
export const planCalendarMessages: Record<Locale, Messages> = { en: planCalendarEn, es: planCalendarEs };
