import { progressWindow, sessionsThatCount, standingOf } from '../domain/challenge-progress';
import type { ChallengeProgressTx, Participation } from './ports/challenge-progress-store.port';
import type { TeamMembership, TeamOf } from './ports/team-of.port';

/** The lock keys of a traveller and their team: every change of challenge progress takes them first. */
export function lockKeysOf(userId: string, team: TeamMembership | null): string[] {
  return team ? [`traveller:${userId}`, `team:${team.teamId}`] : [`traveller:${userId}`];
}

/**
 * Recomputes these participants' standings from the sessions that count for
 * them, then the ranks of their challenges (docs/adr/0038). Run inside a
 * transaction holding their challenges' locks.
 */
export async function refreshStandings(tx: ChallengeProgressTx, participations: readonly Participation[], teams: TeamOf): Promise<void> {
  for (const participation of participations) {
    const { terms, userId } = participation;
    const window = progressWindow(terms, participation.joinedAt);
    const team = terms.type === 'team_challenge' ? await teams.teamOf(userId) : null;
    const travellers = team ? team.members.map((member) => member.userId) : [userId];
    const sessions = terms.type === 'team_challenge' && !team ? [] : await tx.sessionsOf(travellers, window);
    const counted = sessionsThatCount(terms.type, { userId, window, team: team?.members ?? null }, sessions);
    await tx.saveStanding(participation.id, standingOf(terms.type, terms.targetValue, counted));
  }
  await tx.rerank([...new Set(participations.map((participation) => participation.challengeId))]);
}
