/** A traveller's team and the points it earned in a window. */
export interface TravellerTeamPoints {
  teamId: string;
  name: string;
  emoji: string;
  /** Points its current members earned in the window, each counting only sessions since they joined. */
  points: number;
}

/** A half-open window of time, [from, to). */
export interface PointsWindow {
  from: Date;
  to: Date;
}

/**
 * The community module's read of team points for challenges (a
 * `team_challenge`'s progress is "points of the traveller's team in the
 * window", DECISIONS.md "Challenge progress by type").
 *
 * The credits it sums are written by the `community.credit-team-points`
 * subscriber of `workouts.session-completed`, on its own queue: a session
 * shows up here once that delivery ran, not in the instant the session was
 * recorded. A reader that reacts to the same event may therefore see the
 * team's points from just before that session; reading at answer time (or
 * again on the next event) sees it.
 */
export interface TeamPointsReader {
  /**
   * The traveller's team and its points in `window`, or null when they are in
   * no team. A traveller may be in several teams: this is the one with the
   * most points in the window (on a tie, the one they joined first).
   */
  teamPointsOf(userId: string, window: PointsWindow): Promise<TravellerTeamPoints | null>;
}
