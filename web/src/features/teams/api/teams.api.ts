import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamsContract } from '../../../../../contracts/community/teams.contract';
import type {
  CreateTeamBody,
  JoinTeamReply,
  LeaveTeamReply,
  Team,
  TeamDetailsReply,
  UpdateTeamBody,
  UserTeamsReply,
} from '../../../../../contracts/community/teams.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { useSession } from '../../../session';

/**
 * The team calls (spec 2 §7) and the query keys this feature owns. The
 * request rules add the signed-in traveller's bearer token; a refusal throws
 * `HttpError` with the server's code and text. Every change refreshes the
 * traveller's teams and the team's page.
 */
const teams = createApiClient(teamsContract);

export const teamsKeys = {
  all: ['teams'] as const,
  mine: (viewer: string) => ['teams', 'mine', viewer] as const,
  /** Per viewer, as the page marks the viewer's own row and role. */
  details: (viewer: string, teamId: string) => ['teams', 'details', viewer, teamId] as const,
};

/** `GET /api/user-teams`: the traveller's teams. */
export async function getUserTeams(signal?: AbortSignal): Promise<UserTeamsReply> {
  return bodyOf(await teams.userTeams({ query: {}, fetchOptions: { signal } }), 200);
}

/** `GET /api/teams/{id}`: a team and its members (public names only). */
export async function getTeamDetails(teamId: string, signal?: AbortSignal): Promise<TeamDetailsReply> {
  return bodyOf(await teams.teamDetails({ params: { id: teamId }, query: {}, fetchOptions: { signal } }), 200);
}

/** `POST /api/teams`: the creator becomes its admin; maxMembers 10, as the spec's client sends. */
export async function createTeam(body: Omit<CreateTeamBody, 'maxMembers'>): Promise<Team> {
  return bodyOf(await teams.createTeam({ body: { ...body, maxMembers: 10 } }), 201).team;
}

/** `POST /api/teams/{id}/join` (the invite link's call). */
export async function joinTeam(teamId: string): Promise<JoinTeamReply> {
  return bodyOf(await teams.joinTeam({ params: { id: teamId }, query: {} }), 200);
}

export async function updateTeam({ teamId, changes }: { teamId: string; changes: UpdateTeamBody }): Promise<Team> {
  return bodyOf(await teams.updateTeam({ params: { id: teamId }, body: changes }), 200).team;
}

export async function removeMember({ teamId, userId }: { teamId: string; userId: string }): Promise<Team> {
  return bodyOf(await teams.removeMember({ params: { id: teamId, userId } }), 200).team;
}

export async function leaveTeam(teamId: string): Promise<LeaveTeamReply> {
  return bodyOf(await teams.leaveTeam({ params: { id: teamId } }), 200);
}

/** Who is looking: the signed-in user, else nobody yet (`known` once the session is). */
function useViewer(): { viewer: string; known: boolean } {
  const session = useSession();
  return { viewer: session.user?.id ?? 'visitor', known: session.status !== 'loading' };
}

export const getUserTeamsQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: teamsKeys.mine(viewer), queryFn: ({ signal }) => getUserTeams(signal) });

/** Asked only for a signed-in traveller: an anonymous one has no teams. */
export function useUserTeams(signedIn: boolean) {
  const { viewer } = useViewer();
  return useQuery({ ...getUserTeamsQueryOptions(viewer), enabled: signedIn });
}

export const getTeamDetailsQueryOptions = (viewer: string, teamId: string) =>
  queryOptions({ queryKey: teamsKeys.details(viewer, teamId), queryFn: ({ signal }) => getTeamDetails(teamId, signal) });

/** The chosen team's page; nothing is asked until a team is chosen. Members' points change behind the page's back, so it is asked afresh on every visit. */
export function useTeamDetails(teamId: string | undefined) {
  const { viewer, known } = useViewer();
  return useQuery({ ...getTeamDetailsQueryOptions(viewer, teamId ?? ''), enabled: known && teamId !== undefined, staleTime: 0 });
}

/** A change to teams: afterwards every team read is asked again. */
function useTeamsMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKeys.all }),
  });
}

export const useCreateTeam = () => useTeamsMutation(createTeam);
export const useJoinTeam = () => useTeamsMutation(joinTeam);
export const useUpdateTeam = () => useTeamsMutation(updateTeam);
export const useRemoveMember = () => useTeamsMutation(removeMember);
export const useLeaveTeam = () => useTeamsMutation(leaveTeam);
