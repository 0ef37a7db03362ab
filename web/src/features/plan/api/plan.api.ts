import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarContract } from '../../../../../contracts/plans/calendar.contract';
import { citiesContract } from '../../../../../contracts/plans/cities.contract';
import { planContract } from '../../../../../contracts/plans/plan.contract';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  GenerateTravelPlanBody,
  PlanPreferences,
  PlanPreferencesBody,
  TravelPlanReply,
} from '../../../../../contracts/plans/plan.schemas';
import type { City } from '../../../../../contracts/plans/cities.schemas';
import { tripsContract } from '../../../../../contracts/plans/trips.contract';
import type { CreateTripBody, Trip, UpdateTripBody } from '../../../../../contracts/plans/trips.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';
import type { Locale } from '../../../i18n/locale';

/**
 * The plan page's calls (issue 14): cities, trips, preferences, the plan and
 * its calendar link. The request rules add the traveller's bearer token; a
 * refusal throws `HttpError` with the server's code and text.
 */
const cities = createApiClient(citiesContract);
const trips = createApiClient(tripsContract);
const plan = createApiClient(planContract);
const calendar = createApiClient(calendarContract);

export const planKeys = {
  all: ['plan'] as const,
  plan: (viewer: string) => ['plan', 'plan', viewer] as const,
  trips: (viewer: string) => ['plan', 'trips', viewer] as const,
  preferences: (viewer: string) => ['plan', 'preferences', viewer] as const,
  feed: (viewer: string) => ['plan', 'feed', viewer] as const,
};

/** `GET /api/cities?q=`: country names in the page's language. */
export async function searchCities(q: string, locale: Locale, signal?: AbortSignal): Promise<City[]> {
  const reply = await cities.searchCities({
    query: { q, limit: 8 },
    extraHeaders: { 'accept-language': locale },
    fetchOptions: { signal },
  });
  return bodyOf(reply, 200).cities;
}

export async function listTrips(signal?: AbortSignal): Promise<Trip[]> {
  return bodyOf(await trips.listTrips({ fetchOptions: { signal } }), 200).trips;
}

export async function createTrip(body: CreateTripBody): Promise<Trip> {
  return bodyOf(await trips.createTrip({ body }), 201).trip;
}

export async function updateTrip({ id, changes }: { id: string; changes: UpdateTripBody }): Promise<Trip> {
  return bodyOf(await trips.updateTrip({ params: { id }, body: changes }), 200).trip;
}

export async function deleteTrip(id: string): Promise<void> {
  bodyOf(await trips.deleteTrip({ params: { id } }), 204);
}

export async function getPlan(signal?: AbortSignal): Promise<TravelPlanReply> {
  return bodyOf(await plan.getPlan({ fetchOptions: { signal } }), 200);
}

export async function generatePlan(body: GenerateTravelPlanBody): Promise<TravelPlanReply> {
  return bodyOf(await plan.generatePlan({ body }), 200);
}

export async function getPreferences(signal?: AbortSignal): Promise<PlanPreferences> {
  return bodyOf(await plan.getPreferences({ fetchOptions: { signal } }), 200).preferences;
}

export async function updatePreferences(body: PlanPreferencesBody): Promise<PlanPreferences> {
  return bodyOf(await plan.updatePreferences({ body }), 200).preferences;
}

export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return bodyOf(await calendar.calendarFeedStatus({ fetchOptions: { signal } }), 200);
}

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return bodyOf(await calendar.createCalendarFeed({}), 201);
}

export async function revokeCalendarFeed(): Promise<void> {
  bodyOf(await calendar.revokeCalendarFeed({}), 204);
}

/** While a newer plan is being built (a trip changed), ask again this often. */
export const REGENERATING_POLL_MS = 2_000;

export const planQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: planKeys.plan(viewer),
    queryFn: ({ signal }) => getPlan(signal),
    refetchInterval: (query) => (query.state.data?.regenerating ? REGENERATING_POLL_MS : false),
  });

export const usePlan = (viewer: string) => useQuery(planQueryOptions(viewer));
export const useTrips = (viewer: string) => useQuery({ queryKey: planKeys.trips(viewer), queryFn: ({ signal }) => listTrips(signal) });
export const usePreferences = (viewer: string) =>
  useQuery({ queryKey: planKeys.preferences(viewer), queryFn: ({ signal }) => getPreferences(signal) });
export const useCalendarFeed = (viewer: string) =>
  useQuery({ queryKey: planKeys.feed(viewer), queryFn: ({ signal }) => getCalendarFeed(signal) });

/** A change to trips, preferences or the plan: afterwards every plan read is asked again (a trip change starts a rebuild). */
function usePlanMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export const useCreateTrip = () => usePlanMutation(createTrip);
export const useUpdateTrip = () => usePlanMutation(updateTrip);
export const useDeleteTrip = () => usePlanMutation(deleteTrip);
export const useUpdatePreferences = () => usePlanMutation(updatePreferences);
export const useGeneratePlan = () => usePlanMutation(generatePlan);
export const useCreateCalendarFeed = () => usePlanMutation(createCalendarFeed);
export const useRevokeCalendarFeed = () => usePlanMutation(revokeCalendarFeed);
