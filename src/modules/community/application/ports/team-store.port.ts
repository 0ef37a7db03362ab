import type { TeamRole } from '../../../../../contracts/community/teams.schemas';
import type { Membership } from '../../domain/team-membership';

/** A team as stored. */
export interface TeamRecord {
  id: string;
  name: string;
  description: string | null;
  emoji: string;
  maxMembers: number;
  currentMembers: number;
  totalPoints: number;
  createdAt: Date;
}

/** A member as stored: who, their role, since when, and the points they earned since. */
export interface MemberRecord extends Membership {
  pointsContributed: number;
}

export interface NewTeam {
  name: string;
  description: string | null;
  emoji: string;
  maxMembers: number;
}

export type TeamChanges = Partial<Pick<TeamRecord, 'name' | 'description' | 'emoji'>>;

/** What a join came to. */
export type JoinOutcome = 'joined' | 'already-member' | 'full' | 'not-found';

/** A team held for one change: its row stays locked until `locked`'s work returns, so changes of one team happen one at a time. */
export interface LockedTeam {
  team: TeamRecord;
  members: MemberRecord[];
  update: (changes: TeamChanges) => Promise<void>;
  /** The member goes, and their points leave the team's total with them. */
  removeMember: (userId: string) => Promise<void>;
  makeAdmin: (userId: string) => Promise<void>;
  /** Deletes the team (it has no members left). */
  close: () => Promise<void>;
}

/**
 * The teams and their members (tables teams, team_members).
 *
 * Concurrency: `join` takes a place with one guarded statement on the team's
 * row (`current_members < max_members`), so however many travellers join at
 * once, a team never holds more than its maximum; a second join of the same
 * traveller changes nothing. `locked` serialises every other change of one
 * team on its row lock, in the same order as `join` and the points credit
 * (team row first, then members), so they cannot deadlock.
 */
export interface TeamStore {
  /** Creates the team with its creator as admin and only member, since `now`. */
  create(team: NewTeam, creatorId: string, now: Date): Promise<TeamRecord>;
  join(teamId: string, userId: string, now: Date): Promise<JoinOutcome>;
  /** Runs `work` on the team with its row locked, in one transaction; null when there is no such team. */
  locked<R>(teamId: string, work: (team: LockedTeam) => Promise<R>): Promise<{ result: R } | null>;
  find(teamId: string): Promise<{ team: TeamRecord; members: MemberRecord[] } | null>;
  /** The traveller's teams with their role, the one joined last first. */
  teamsOf(userId: string): Promise<{ team: TeamRecord; role: TeamRole }[]>;
}
