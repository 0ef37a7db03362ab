import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PROGRESS_LIMITS,
  type AnalyticsStats,
  type CityLeaderboardReplySchema,
  type HistoryReply,
  type LeaderboardReply,
  type TopCitiesReplySchema,
} from '../../../../../contracts/gamification/progress.schemas';
import { progressContract } from '../../../../../contracts/gamification/progress.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { useSession } from '../../../session';

/**
 * The progress reads (spec 2 §7) and the query keys this feature owns. The
 * request rules add the viewer's bearer token or device id, so the server can
 * mark the viewer's own rows ("you") and answer their own rank. A refusal
 * throws `HttpError`.
 *
 * Leaderboards, analytics and history change behind the page's back (anyone
 * may finish a workout at any moment), so unlike the app's other reads they
 * are fetched afresh on every visit, showing the last answer meanwhile.
 */
const progress = createApiClient(progressContract);

export type CityLeaderboardReply = z.infer<typeof CityLeaderboardReplySchema>;
export type TopCitiesReply = z.infer<typeof TopCitiesReplySchema>;

/** A city as the search and the cards name it: both parts trimmed and present. */
export interface CityChoice {
  city: string;
  country: string;
}

export const progressKeys = {
  /** Per viewer, as the answer marks the viewer's own row. */
  leaderboard: (viewer: string) => ['progress', 'leaderboard', viewer] as const,
  topCities: ['progress', 'top-cities'] as const,
  city: (viewer: string, { city, country }: CityChoice) => ['progress', 'city', viewer, city, country] as const,
  analytics: (viewer: string) => ['progress', 'analytics', viewer] as const,
  history: (viewer: string) => ['progress', 'history', viewer] as const,
};

const fresh = { staleTime: 0 } as const;

/** `GET /api/leaderboard?limit=50`: the top travellers and the viewer's own rank. */
export async function getLeaderboard(signal?: AbortSignal): Promise<LeaderboardReply> {
  return bodyOf(await progress.leaderboard({ query: { limit: PROGRESS_LIMITS.leaderboardDefault }, fetchOptions: { signal } }), 200);
}

/** `GET /api/top-cities`: the most active cities. */
export async function getTopCities(signal?: AbortSignal): Promise<TopCitiesReply> {
  return bodyOf(await progress.topCities({ fetchOptions: { signal } }), 200);
}

/**
 * `GET /api/city-leaderboard/{city}/{country}`: one city's top travellers.
 * ts-rest puts path parameters in as they are, so a city with a slash or a
 * question mark ("Washington, D.C./US") is encoded here.
 */
export async function getCityLeaderboard({ city, country }: CityChoice, signal?: AbortSignal): Promise<CityLeaderboardReply> {
  const params = { city: encodeURIComponent(city), country: encodeURIComponent(country) };
  return bodyOf(await progress.cityLeaderboard({ params, query: {}, fetchOptions: { signal } }), 200);
}

/** `GET /api/analytics/stats` (bearer): 401 when signed out, 403 without a trial or plan. */
export async function getAnalyticsStats(signal?: AbortSignal): Promise<AnalyticsStats> {
  return bodyOf(await progress.analyticsStats({ fetchOptions: { signal } }), 200);
}

/** `GET /api/history`: the viewer's own totals and recent workouts. */
export async function getHistory(signal?: AbortSignal): Promise<HistoryReply> {
  return bodyOf(await progress.history({ query: {}, fetchOptions: { signal } }), 200);
}

/** Who is looking: the signed-in user, else this browser's device (the request rules send the matching credential). */
function useViewer(): { viewer: string; known: boolean } {
  const session = useSession();
  return { viewer: session.user?.id ?? 'device', known: session.status !== 'loading' };
}

export const getLeaderboardQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: progressKeys.leaderboard(viewer), queryFn: ({ signal }) => getLeaderboard(signal), ...fresh });

export function useLeaderboard() {
  const { viewer, known } = useViewer();
  return useQuery({ ...getLeaderboardQueryOptions(viewer), enabled: known });
}

export const getTopCitiesQueryOptions = () =>
  queryOptions({ queryKey: progressKeys.topCities, queryFn: ({ signal }) => getTopCities(signal), ...fresh });

export function useTopCities() {
  return useQuery(getTopCitiesQueryOptions());
}

export const getCityLeaderboardQueryOptions = (viewer: string, choice: CityChoice) =>
  queryOptions({
    queryKey: progressKeys.city(viewer, choice),
    queryFn: ({ signal }) => getCityLeaderboard(choice, signal),
    ...fresh,
  });

/** The chosen city's leaderboard; nothing is asked until a city is chosen. */
export function useCityLeaderboard(choice: CityChoice | undefined) {
  const { viewer, known } = useViewer();
  return useQuery({
    ...getCityLeaderboardQueryOptions(viewer, choice ?? { city: '', country: '' }),
    enabled: known && choice !== undefined,
  });
}

export const getAnalyticsQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: progressKeys.analytics(viewer), queryFn: ({ signal }) => getAnalyticsStats(signal), ...fresh });

/** Asked only for a signed-in traveller: the page sends everyone else to /app. */
export function useAnalyticsStats(signedIn: boolean) {
  const { viewer } = useViewer();
  return useQuery({ ...getAnalyticsQueryOptions(viewer), enabled: signedIn });
}

export const getHistoryQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: progressKeys.history(viewer), queryFn: ({ signal }) => getHistory(signal), ...fresh });

export function useHistory() {
  const { viewer, known } = useViewer();
  return useQuery({ ...getHistoryQueryOptions(viewer), enabled: known });
}
