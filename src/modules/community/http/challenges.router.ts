import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { problem, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { ChallengeListsQuery } from '../application/challenge-lists.query';
import type { JoinChallengeUseCase } from '../application/join-challenge.use-case';

const s = initServer();

export interface ChallengesHttpDeps {
  viewers: ViewerGuard;
  lists: ChallengeListsQuery;
  join: JoinChallengeUseCase;
}

/**
 * Challenges (contracts/community/challenges.contract.ts): the list is open
 * to anyone; the traveller's own list and joining identify the caller, a
 * signed-in traveller or a device, and refuse a `uid` that is not theirs
 * (DECISIONS.md "who is who").
 */
export function createChallengesRouter({ viewers, lists, join }: ChallengesHttpDeps) {
  return s.router(contract.challenges, {
    challenges: async ({ req }) => ({ status: 200, body: { challenges: await lists.open(requestLocale(req)) } }),

    userChallenges: viewers.handleOwn(async ({ viewer, req }) => ({
      status: 200 as const,
      body: { challenges: await lists.joinedBy(viewer.userId, requestLocale(req)) },
    })),

    joinChallenge: viewers.handleOwn(async ({ viewer, params, req }) => {
      const joined = await join.execute(viewer.userId, params.id);
      if (!joined.ok) {
        switch (joined.code) {
          case 'community.challenge-not-found':
            return problem(404 as const, joined.code);
          case 'community.challenge-ended':
          case 'community.challenge-full':
            return problem(409 as const, joined.code);
        }
      }
      const challenge = await lists.oneJoinedBy(viewer.userId, params.id, requestLocale(req));
      if (!challenge) throw new Error('challenge_participants: a participation just confirmed is not there');
      return { status: 200 as const, body: { challenge, alreadyJoined: joined.value.alreadyJoined } };
    }),
  });
}
