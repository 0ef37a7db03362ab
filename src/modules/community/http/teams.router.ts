import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { teamsContract } from '../../../../contracts/community/teams.contract';
import { foreignUidIn, notYourDevice, problem, type ViewerGuard } from '../../../shared/http';
import type { CreateTeam } from '../application/create-team.use-case';
import type { JoinTeam } from '../application/join-team.use-case';
import type { LeaveTeam } from '../application/leave-team.use-case';
import type { RemoveMember } from '../application/remove-member.use-case';
import type { TeamDetailsQuery } from '../application/team-details.query';
import type { UserTeamsQuery } from '../application/user-teams.query';
import type { UpdateTeam } from '../application/update-team.use-case';

const s = initServer();

export interface TeamsHttpDeps {
  viewers: ViewerGuard;
  userTeams: UserTeamsQuery;
  teamDetails: TeamDetailsQuery;
  createTeam: CreateTeam;
  joinTeam: JoinTeam;
  updateTeam: UpdateTeam;
  removeMember: RemoveMember;
  leaveTeam: LeaveTeam;
}

/**
 * Teams (contracts/community/teams.contract.ts). Every change needs a
 * signed-in session (`handleSession`: a device id is never enough) and acts
 * for that traveller only; the join call's `uid`, when sent, must be their
 * own. A team's page is public (public ids only); a known viewer finds their
 * own row marked.
 */
export function createTeamsRouter({
  viewers,
  userTeams,
  teamDetails,
  createTeam,
  joinTeam,
  updateTeam,
  removeMember,
  leaveTeam,
}: TeamsHttpDeps) {
  /** A public page's viewer: whoever the credentials name, or nobody; a `uid` that is not theirs is refused. */
  async function pageViewer(req: Request): Promise<{ userId: string | null } | { someoneElse: 'query' | 'body' }> {
    const identified = await viewers.identify(req);
    if (!identified.ok) return { userId: null };
    const foreign = foreignUidIn(req, identified.value);
    return foreign ? { someoneElse: foreign } : { userId: identified.value.userId };
  }

  return s.router(teamsContract, {
    userTeams: viewers.handleOwn(async ({ viewer }) => ({ status: 200 as const, body: await userTeams.execute(viewer.userId) })),

    teamDetails: async ({ params, req }) => {
      const viewer = await pageViewer(req);
      if ('someoneElse' in viewer) return notYourDevice(viewer.someoneElse);
      const details = await teamDetails.execute(params.id, viewer.userId);
      return details ? { status: 200, body: details } : problem(404, 'community.team-not-found');
    },

    createTeam: viewers.handleSession(async ({ viewer, body }) => {
      const created = await createTeam.execute(viewer.userId, body);
      if (created.ok) return { status: 201 as const, body: { team: created.value } };
      switch (created.code) {
        case 'community.not-yourself':
          return problem(403 as const, created.code);
      }
    }),

    joinTeam: viewers.handleSession(async ({ viewer, params, req }) => {
      const foreign = foreignUidIn(req, viewer);
      if (foreign) return notYourDevice(foreign);
      const joined = await joinTeam.execute(viewer.userId, params.id);
      if (joined.ok) return { status: 200 as const, body: joined.value };
      switch (joined.code) {
        case 'community.team-not-found':
          return problem(404 as const, joined.code);
        case 'community.team-full':
          return problem(409 as const, joined.code);
      }
    }),

    updateTeam: viewers.handleSession(async ({ viewer, params, body }) => {
      const updated = await updateTeam.execute(viewer.userId, params.id, body);
      if (updated.ok) return { status: 200 as const, body: { team: updated.value } };
      switch (updated.code) {
        case 'community.team-not-found':
          return problem(404 as const, updated.code);
        case 'community.not-team-admin':
          return problem(403 as const, updated.code);
      }
    }),

    removeMember: viewers.handleSession(async ({ viewer, params }) => {
      const removed = await removeMember.execute(viewer.userId, params.id, params.userId);
      if (removed.ok) return { status: 200 as const, body: { team: removed.value } };
      switch (removed.code) {
        case 'community.team-not-found':
        case 'community.not-a-member':
          return problem(404 as const, removed.code);
        case 'community.not-team-admin':
          return problem(403 as const, removed.code);
        case 'community.remove-yourself':
          return problem(409 as const, removed.code);
      }
    }),

    leaveTeam: viewers.handleSession(async ({ viewer, params }) => {
      const left = await leaveTeam.execute(viewer.userId, params.id);
      if (left.ok) return { status: 200 as const, body: left.value };
      switch (left.code) {
        case 'community.team-not-found':
        case 'community.not-a-member':
          return problem(404 as const, left.code);
      }
    }),
  });
}
