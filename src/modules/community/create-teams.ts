import type { Knex } from 'knex';
import { teamsContract } from '../../../contracts/community/teams.contract';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventSubscriber, ViewerDirectory } from '../../shared/kernel';
import type { WorkoutSessionCompleted } from '../workouts';
import { KnexTeamPoints } from './adapters/knex-team-points';
import { KnexTeamStore } from './adapters/knex-team-store';
import { CreateTeam } from './application/create-team.use-case';
import { creditTeamPoints } from './application/credit-team-points.subscriber';
import { JoinTeam } from './application/join-team.use-case';
import { LeaveTeam } from './application/leave-team.use-case';
import { RemoveMember } from './application/remove-member.use-case';
import { TeamDetailsQuery } from './application/team-details.query';
import { UserTeamsQuery } from './application/user-teams.query';
import { UpdateTeam } from './application/update-team.use-case';
import { createTeamsRouter } from './http/teams.router';

export interface TeamsDeps {
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
}

export interface Teams {
  routes: HttpRoutes;
  /** Grows team points from finished sessions (`workouts.session-completed`). */
  pointsSubscriber: EventSubscriber<WorkoutSessionCompleted>;
}

/** Teams (spec 2 §2 Teams): their routes and the subscriber that credits team points. */
export function createTeams({ knex, clock, viewers }: TeamsDeps): Teams {
  const store = new KnexTeamStore(knex);
  const points = new KnexTeamPoints(knex);
  const router = createTeamsRouter({
    viewers: viewerGuard(viewers),
    userTeams: new UserTeamsQuery(store),
    teamDetails: new TeamDetailsQuery(store),
    createTeam: new CreateTeam(store, clock),
    joinTeam: new JoinTeam(store, clock),
    updateTeam: new UpdateTeam(store),
    removeMember: new RemoveMember(store),
    leaveTeam: new LeaveTeam(store),
  });
  return {
    routes: { name: 'teams', mount: (app) => mountContract(app, teamsContract, router) },
    pointsSubscriber: creditTeamPoints(points),
  };
}
