/** A traveller's place on the global leaderboard, by their public id (the user id). */
export interface Standing {
  userId: string;
  total: number;
  rank: number;
}

/**
 * The global leaderboard by points (spec 2 §2 Leaderboard). Ranks are
 * competition ranks: travellers with the same total share a rank and the next
 * rank skips (1, 2, 2, 4), the same in the list and in a traveller's own place.
 * Both reads stay within a few milliseconds at 2 million travellers
 * (docs/adr/0036).
 */
export interface Leaderboard {
  /** The first `limit` travellers, highest total first, ties in user id order. */
  top(limit: number): Promise<Standing[]>;
  /** The traveller's own place, wherever it is; null when they have no points yet. */
  standingOf(userId: string): Promise<Standing | null>;
}
