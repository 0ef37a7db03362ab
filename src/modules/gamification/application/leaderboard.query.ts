import type { CityLeaderboardReply, LeaderboardReply } from '../../../../contracts/gamification';
import { travellerLabel } from '../domain/public-traveller';
import type { CityBoards } from './ports/city-boards.port';
import type { Leaderboard } from './ports/leaderboard.port';

/**
 * The global leaderboard as a traveller sees it (spec 2 §2, DECISIONS.md
 * "Public ids"): public ids and their `Traveler-` labels only, the viewer's
 * row marked, and the viewer's own place even far below the list
 * (features/progress/leaderboard.feature).
 */
export class LeaderboardQuery {
  constructor(private readonly board: Leaderboard) {}

  async execute({ limit, viewerId }: { limit: number; viewerId: string | null }): Promise<LeaderboardReply> {
    const [top, mine] = await Promise.all([this.board.top(limit), viewerId === null ? null : this.board.standingOf(viewerId)]);
    return {
      leaderboard: top.map((standing) => ({
        userId: standing.userId,
        label: travellerLabel(standing.userId),
        you: standing.userId === viewerId,
        total: standing.total,
        rank: standing.rank,
      })),
      me: mine && { userId: mine.userId, label: travellerLabel(mine.userId), total: mine.total, rank: mine.rank },
    };
  }
}

/** One city's leaderboard as a traveller sees it (spec 2 §2 City leaderboard): public ids, the viewer's row marked. */
export class CityLeaderboardQuery {
  constructor(
    private readonly boards: CityBoards,
    private readonly limit: number,
  ) {}

  async execute({ city, country, viewerId }: { city: string; country: string; viewerId: string | null }): Promise<CityLeaderboardReply> {
    const board = await this.boards.boardOf({ city, country }, this.limit);
    return {
      city: board.city,
      country: board.country,
      leaderboard: board.standings.map((standing) => ({
        userId: standing.userId,
        label: travellerLabel(standing.userId),
        you: standing.userId === viewerId,
        rank: standing.rank,
        totalPoints: standing.totalPoints,
        totalWorkouts: standing.totalWorkouts,
        currentStreak: standing.currentStreak,
        lastActiveDate: standing.lastActiveDate,
      })),
    };
  }
}
