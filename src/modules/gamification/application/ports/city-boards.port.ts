import type { CitySummary } from '../../../../../contracts/gamification';

/** A traveller's row on one city's leaderboard, by their public id (the user id). */
export interface CityStanding {
  userId: string;
  rank: number;
  totalPoints: number;
  totalWorkouts: number;
  currentStreak: number;
  /** YYYY-MM-DD, null when unknown. */
  lastActiveDate: string | null;
}

/**
 * The city leaderboards (spec 2 §2 City leaderboard, §3 city_leaderboards).
 * A city is found whatever the accents, case and spacing of its name
 * (DECISIONS.md "Airports and cities"); ranks are shared by equal points.
 */
export interface CityBoards {
  /** The cities with the most travellers, then the highest top score. */
  topCities(limit: number): Promise<CitySummary[]>;
  /** The city's top travellers by points, and its name as the travellers wrote it most (the search's own words when nobody has). */
  boardOf(place: { city: string; country: string }, limit: number): Promise<{ city: string; country: string; standings: CityStanding[] }>;
}
