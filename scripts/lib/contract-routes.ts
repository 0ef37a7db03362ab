import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';

/**
 * Bodies that are safe to send to a mutation on any instance (no data is
 * created that anyone could see). A mutation not listed here is only probed
 * with a body its own schema refuses, which must be answered with a declared
 * error before any side effect. Keyed by the route's dotted name.
 */
export const SAFE_BODIES: Record<string, unknown> = {
  'screens.reportBlock': {
    screenId: 'landing',
    blockId: 'contract-test',
    type: 'contract-test-probe',
    v: 1,
    reason: 'unknown-block',
    message: 'contract test probe (not a real client)',
  },
  // Accounts: an address on a reserved domain (RFC 2606) that no account can have, so
  // these only ever meet the "unknown account" paths (and count toward rate limits).
  'accounts.login': { email: 'contract-probe@example.invalid', password: 'not-a-real-password' },
  'accounts.requestReset': { email: 'contract-probe@example.invalid' },
  'accounts.resetPassword': { resetToken: 'contract-probe-not-a-reset-token', newPassword: 'never-used-123' },
  // No credentials are sent: logout answers success, the profile and avatar routes 401.
  'accounts.logout': {},
  'accounts.updateProfile': { name: 'Contract Probe' },
  'accounts.uploadAvatar': {},
  // Usage and generation: sent without a token or device id, so they only ever meet the
  // "who are you" answers (401, or 400 where a device id is required) and change nothing.
  'usage.increment': {},
  'usage.reset': {},
  'usage.grantBonus': {},
  'workouts.generate': { minutes: 10, level: 'beginner', equipment: 'bodyweight', environment: 'airport', stress: 2, isPro: false },
  // Billing: sent without a token, so they only ever meet "Authentication required".
  'subscriptions.cancel': {},
  'subscriptions.resume': {},
  'subscriptions.portal': {},
  'workouts.generateFree': { minutes: 20, fitnessGoal: 'general_fitness', context: 'hotel', sleepHours: 7, equipment: 'none' },
  // Plans: sent without a token, so they only ever meet "Authentication required".
  'plan.generatePlan': {},
  'plan.updatePreferences': { daysPerWeek: 3 },
  'calendar.createCalendarFeed': {},
  'calendar.revokeCalendarFeed': {},
};

/**
 * Values to try for a path parameter that has no closed set, keyed by the
 * route's dotted name: well-formed values that name nothing, so the probe
 * meets the route's "not found" answer on any instance.
 */
export const SAMPLE_PATH_PARAMS: Record<string, Record<string, string[]>> = {
  // A calendar link's token is its only credential: a made-up one must find no calendar.
  'calendar.calendarFeed': { feed: [`${'contract-probe-not-a-feed-token'.padEnd(43, '0')}.ics`] },
};

/** Queries for reads that need one (the city search): public data, nothing changes. Keyed by the route's dotted name. */
export const SAFE_QUERIES: Record<string, string> = {
  'cities.searchCities': 'q=mad',
};

export interface NamedRoute {
  /** Dotted key in the root contract, e.g. `screens.getScreen`. */
  name: string;
  route: AppRoute;
}

/** Every route of a ts-rest router, however deeply nested, with its dotted name. */
export function listRoutes(router: AppRouter, prefix = ''): NamedRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) return [{ name, route: value }];
    return listRoutes(value, name);
  });
}

/** Path parameter names of `/api/x/:a/:b`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The values a path parameter may take when its schema is a closed set (z.enum / z.literal); undefined otherwise. */
export function closedValues(schema: unknown): string[] | undefined {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodEffects) {
    inner = inner instanceof z.ZodEffects ? inner.innerType() : (inner as z.ZodOptional<z.ZodTypeAny>)._def.innerType;
  }
  if (inner instanceof z.ZodEnum) return [...(inner.options as string[])];
  if (inner instanceof z.ZodNativeEnum) return Object.values(inner.enum as Record<string, string>).map(String);
  if (inner instanceof z.ZodLiteral) return [String(inner.value)];
  return undefined;
}

/** Cartesian product of each parameter's values. */
export function combinations(values: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(values).reduce<Record<string, string>[]>(
    (acc, [name, options]) => acc.flatMap((partial) => options.map((option) => ({ ...partial, [name]: option }))),
    [{}],
  );
}

/** Whether a query schema demands some parameter (a probe without a query would then be refused). */
export function requiresQuery(schema: unknown): boolean {
  if (schema === undefined || schema === null) return false;
  if (schema instanceof z.ZodType) return !schema.safeParse({}).success;
  return true;
}
