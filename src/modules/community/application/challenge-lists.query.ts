import { CHALLENGE_LIMITS, type Challenge, type UserChallenge } from '../../../../contracts/community/challenges.schemas';
import type { Locale } from '../../../../contracts/sdui';
import type { Clock } from '../../../shared/kernel';
import { statusAt } from '../domain/challenge';
import type { ChallengeBoard, JoinedChallenge, ListedChallenge } from './ports/challenge-board.port';

const DAY_MS = 24 * 60 * 60 * 1000;

const asChallenge = (challenge: ListedChallenge, now: Date): Challenge => ({
  id: challenge.id,
  title: challenge.title,
  description: challenge.description,
  type: challenge.type,
  targetValue: challenge.targetValue,
  startDate: challenge.startDate.toISOString(),
  endDate: challenge.endDate.toISOString(),
  maxParticipants: challenge.maxParticipants,
  participantCount: challenge.participantCount,
  city: challenge.city,
  country: challenge.country,
  status: statusAt(challenge, now),
});

const asUserChallenge = (challenge: JoinedChallenge, now: Date): UserChallenge => ({
  ...asChallenge(challenge, now),
  currentProgress: challenge.currentProgress,
  rank: challenge.rank,
  joinedAt: challenge.joinedAt.toISOString(),
  completedAt: challenge.completedAt?.toISOString() ?? null,
});

/**
 * The two lists of the challenges page (spec 2 §2, §7): every open challenge
 * (and those about to start, and those ended in the last 7 days) with its
 * participant count, and the traveller's own with their progress and rank.
 * The status is the dates', so it is right between two runs of the job that
 * stores it.
 */
export class ChallengeListsQuery {
  constructor(
    private readonly board: ChallengeBoard,
    private readonly clock: Clock,
  ) {}

  async open(locale: Locale): Promise<Challenge[]> {
    const now = this.clock.now();
    const endedSince = new Date(now.getTime() - CHALLENGE_LIMITS.recentDays * DAY_MS);
    const listed = await this.board.listed(now, endedSince, CHALLENGE_LIMITS.listMax, locale);
    return listed.map((challenge) => asChallenge(challenge, now));
  }

  async joinedBy(userId: string, locale: Locale): Promise<UserChallenge[]> {
    const now = this.clock.now();
    const joined = await this.board.joinedBy(userId, now, CHALLENGE_LIMITS.listMax, locale);
    return joined.map((challenge) => asUserChallenge(challenge, now));
  }

  /** One challenge the traveller joined, or undefined. */
  async oneJoinedBy(userId: string, challengeId: string, locale: Locale): Promise<UserChallenge | undefined> {
    const now = this.clock.now();
    const [joined] = await this.board.joinedBy(userId, now, 1, locale, challengeId);
    return joined && asUserChallenge(joined, now);
  }
}
