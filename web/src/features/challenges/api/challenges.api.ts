import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Challenge, JoinChallengeReply, UserChallenge } from '../../../../../contracts/community/challenges.schemas';
import { challengesContract } from '../../../../../contracts/community/challenges.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import type { Locale } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../session';

/**
 * The challenge calls (spec 2 §7) and the query keys this feature owns. The
 * request rules add the viewer's bearer token or device id to the calls that
 * act for them (their challenges, joining): an anonymous traveller joins with
 * their device. Titles come in the page's language. A refusal throws
 * `HttpError`, whose `code` and `serverMessage` say why.
 *
 * Participant counts and progress change behind the page's back (anyone may
 * join or finish a workout), so the lists are fetched afresh on every visit.
 */
const challenges = createApiClient(challengesContract);

export const challengeKeys = {
  all: ['challenges'] as const,
  list: (locale: Locale) => ['challenges', 'list', locale] as const,
  /** Per viewer: a traveller's own challenges. */
  mine: (viewer: string, locale: Locale) => ['challenges', 'mine', viewer, locale] as const,
};

const fresh = { staleTime: 0 } as const;

/** `GET /api/challenges`: open, upcoming and recently ended challenges with their participant counts. */
export async function getChallenges(locale: Locale, signal?: AbortSignal): Promise<Challenge[]> {
  return bodyOf(await challenges.challenges({ query: { lang: locale }, fetchOptions: { signal } }), 200).challenges;
}

/** `GET /api/user-challenges`: the viewer's challenges with their progress and rank. */
export async function getUserChallenges(locale: Locale, signal?: AbortSignal): Promise<UserChallenge[]> {
  return bodyOf(await challenges.userChallenges({ query: { lang: locale }, fetchOptions: { signal } }), 200).challenges;
}

/** `POST /api/challenges/{id}/join`: joining twice answers the same participation. */
export async function joinChallenge({ id, locale }: { id: string; locale: Locale }): Promise<JoinChallengeReply> {
  return bodyOf(await challenges.joinChallenge({ params: { id }, query: { lang: locale } }), 200);
}

/** Who is looking: the signed-in user, else this browser's device (the request rules send the matching credential). */
function useViewer(): { viewer: string; known: boolean } {
  const session = useSession();
  return { viewer: session.user?.id ?? 'device', known: session.status !== 'loading' };
}

export const getChallengesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: challengeKeys.list(locale), queryFn: ({ signal }) => getChallenges(locale, signal), ...fresh });

export function useChallenges() {
  const { locale } = useLocale();
  return useQuery(getChallengesQueryOptions(locale));
}

export const getUserChallengesQueryOptions = (viewer: string, locale: Locale) =>
  queryOptions({ queryKey: challengeKeys.mine(viewer, locale), queryFn: ({ signal }) => getUserChallenges(locale, signal), ...fresh });

export function useUserChallenges() {
  const { locale } = useLocale();
  const { viewer, known } = useViewer();
  return useQuery({ ...getUserChallengesQueryOptions(viewer, locale), enabled: known });
}

/** Joins, then reads both lists again: the count and the viewer's own list have changed. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (id: string) => joinChallenge({ id, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
