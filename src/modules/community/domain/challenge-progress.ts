import { byCodeUnits } from '../../../shared/kernel';
import type { ChallengeType } from '../../../../contracts/community/challenges.schemas';
import type { ChallengeTerms } from './challenge';

/**
 * A challenge's progress (DECISIONS.md "Challenge progress by type"):
 *
 * - points_race: the points earned from joining until the end date;
 * - streak_battle: the best streak reached in the window;
 * - city_conquest: the distinct cities with a workout in the window;
 * - team_challenge: the points of the traveller's team in the window, each
 *   member's counting from when they joined the team.
 *
 * The window runs from the later of the start and the joining to the end
 * date (excluded). Progress is always recomputed from the sessions that count,
 * never added to, so sessions told late, out of order or twice change nothing
 * (docs/adr/0038). Reaching the target completes the challenge at the time of
 * the session that reached it.
 *
 * @see features/community/challenges-progress.feature
 */

/** What a completed session brings to challenges, as recorded once per session. */
export interface CountedSession {
  sessionId: string;
  userId: string;
  completedAt: Date;
  points: number;
  /** The city and country as compared ("São Paulo" = "sao paulo"), or null when the session named none. */
  place: string | null;
  /** The traveller's streak right after this session, or null when it is not known. */
  streak: number | null;
}

export interface ProgressWindow {
  from: Date;
  /** Excluded. */
  to: Date;
}

/** A team-mate whose sessions count for a team challenge from `since` (when they joined the team). */
export interface TeamMember {
  userId: string;
  since: Date;
}

export interface Standing {
  progress: number;
  /** When the target was reached, or null. */
  completedAt: Date | null;
}

/** The window a participant's progress counts in. */
export function progressWindow(terms: Pick<ChallengeTerms, 'startDate' | 'endDate'>, joinedAt: Date): ProgressWindow {
  return { from: joinedAt > terms.startDate ? joinedAt : terms.startDate, to: terms.endDate };
}

export const inWindow = ({ from, to }: ProgressWindow, at: Date): boolean => at >= from && at < to;

/**
 * The sessions that count for one participant: their own in the window, or,
 * in a team challenge, their team's (each member's from when they joined the
 * team); none in a team challenge without a team.
 */
export function sessionsThatCount(
  type: ChallengeType,
  participant: { userId: string; window: ProgressWindow; team: readonly TeamMember[] | null },
  sessions: readonly CountedSession[],
): CountedSession[] {
  const { userId, window, team } = participant;
  if (type !== 'team_challenge') return sessions.filter((session) => session.userId === userId && inWindow(window, session.completedAt));
  if (!team) return [];
  const since = new Map(team.map((member) => [member.userId, member.since]));
  return sessions.filter((session) => {
    const joined = since.get(session.userId);
    return joined !== undefined && session.completedAt >= joined && inWindow(window, session.completedAt);
  });
}

const chronologically = (a: CountedSession, b: CountedSession): number =>
  a.completedAt.getTime() - b.completedAt.getTime() || byCodeUnits(a.sessionId, b.sessionId);

/** Progress and completion from the sessions that count, in whatever order they are given. */
export function standingOf(type: ChallengeType, targetValue: number, sessions: readonly CountedSession[]): Standing {
  let progress = 0;
  let completedAt: Date | null = null;
  const places = new Set<string>();
  for (const session of [...sessions].sort(chronologically)) {
    switch (type) {
      case 'points_race':
      case 'team_challenge':
        progress += session.points;
        break;
      case 'streak_battle':
        progress = Math.max(progress, session.streak ?? 0);
        break;
      case 'city_conquest':
        if (session.place !== null) places.add(session.place);
        progress = places.size;
        break;
    }
    if (completedAt === null && progress >= targetValue) completedAt = session.completedAt;
  }
  return { progress, completedAt };
}
