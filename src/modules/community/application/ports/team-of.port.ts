import type { TeamMember } from '../../domain/challenge-progress';

/** A traveller's team as team challenges count it: its id and every member with when they joined it. */
export interface TeamMembership {
  teamId: string;
  members: TeamMember[];
}

/**
 * Whose points count with a traveller's in a team challenge (DECISIONS.md
 * "Challenge progress by type": the points of the traveller's team). A
 * traveller in several teams counts with the one they joined first.
 */
export interface TeamOf {
  /** The traveller's team, or null when they are in none. */
  teamOf(userId: string): Promise<TeamMembership | null>;
}
