import { z } from 'zod';
import { text } from '../common/text.schema';

/**
 * First-party analytics (spec 2 §2 "page views are sent to an analytics
 * service", §3 `analytics_events`, §7 `POST /api/analytics`; docs/adr/0045).
 * Feature: features/platform/analytics.feature.
 */

/**
 * What the web app may report. The funnel's later steps (an account opened, a
 * trial started, a plan paid) are not here: the server records them from its
 * own events, so a client can neither forge nor double-count them.
 */
export const CLIENT_EVENT_NAMES = ['page_view', 'waitlist_signup', 'free_workout_started', 'free_workout_completed'] as const;
export type ClientEventName = (typeof CLIENT_EVENT_NAMES)[number];

/** What the server records itself, from the accounts and subscriptions modules' events. */
export const SERVER_EVENT_NAMES = ['account_opened', 'subscription_status_changed'] as const;

/** Every event the report counts, in the order it shows them. */
export const EVENT_NAMES = [...CLIENT_EVENT_NAMES, ...SERVER_EVENT_NAMES] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The funnel of the administrators' report: landing → free workout → register → trial → active. */
export const FUNNEL_STEPS = ['landing', 'free_workout', 'register', 'trial', 'active'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** `eventData` is at most this many bytes of UTF-8. */
export const EVENT_DATA_MAX_BYTES = 2048;
/** A page view names a path of the app, no longer than this. */
const PATH_MAX_LENGTH = 200;
/** A path without query or fragment (`?join=<id>`, `#token=…` never reach the server), or `*`: no page of the app. */
const PATH_PATTERN = /^(?:\/[^?#\s]*|\*)$/;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

function parseObject(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL's jsonb refuses U+0000 (an escaped `\u0000` parses into one): refused here, not as a 500. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/** `POST /api/analytics`: `eventData` is a JSON object sent as a string (spec 2 §7); a page view's is `{"path": "/free"}`. */
export const TrackEventBodySchema = z
  .object({
    eventName: z.enum(CLIENT_EVENT_NAMES, {
      errorMap: () => ({ message: `Unknown event: expected one of ${CLIENT_EVENT_NAMES.join(', ')}` }),
    }),
    eventData: text({ multiline: true })
      .refine((raw) => utf8Bytes(raw) <= EVENT_DATA_MAX_BYTES, `Must be at most ${EVENT_DATA_MAX_BYTES} bytes (2 KB)`)
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.eventData === undefined || utf8Bytes(body.eventData) > EVENT_DATA_MAX_BYTES) return;
    const data = parseObject(body.eventData);
    if (!data) {
      ctx.addIssue({ code: 'custom', path: ['eventData'], message: 'Must be a JSON object, sent as a string' });
      return;
    }
    if (holdsNul(data)) ctx.addIssue({ code: 'custom', path: ['eventData'], message: 'Must not contain control characters' });
    if (body.eventName !== 'page_view') return;
    const { path } = data;
    if (typeof path !== 'string' || path.length > PATH_MAX_LENGTH || !PATH_PATTERN.test(path)) {
      ctx.addIssue({ code: 'custom', path: ['eventData'], message: 'A page view names the page’s path, without query or fragment' });
    }
  });
export type TrackEventBody = z.infer<typeof TrackEventBodySchema>;

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const CountSchema = z.number().int().nonnegative();

/** `GET /api/admin/analytics`: the last 30 days (UTC), oldest first, for administrators. */
export const AdminAnalyticsReplySchema = z
  .object({
    /** The 30 days counted, `YYYY-MM-DD` in UTC, oldest first; the last is today. */
    days: z.array(IsoDateSchema),
    /** Per event, how many were recorded on each of `days` (same order) and in all. */
    events: z.array(z.object({ eventName: z.enum(EVENT_NAMES), perDay: z.array(CountSchema), total: CountSchema }).strict()),
    /** Distinct travellers who reached each step in those 30 days. */
    funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), travellers: CountSchema }).strict()),
  })
  .strict();
export type AdminAnalyticsReply = z.infer<typeof AdminAnalyticsReplySchema>;
