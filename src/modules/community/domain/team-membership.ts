import { byCodeUnits } from '../../../shared/kernel';
import type { TeamRole } from '../../../../contracts/community/teams.schemas';

/** One member of a team as the rules see them. */
export interface Membership {
  userId: string;
  role: TeamRole;
  joinedAt: Date;
}

/** Only the team's admin renames it, changes its emoji or description, and removes members (DECISIONS.md "Teams"). */
export function isAdmin(members: readonly Membership[], userId: string): boolean {
  return members.some((member) => member.userId === userId && member.role === 'admin');
}

export function isMember(members: readonly Membership[], userId: string): boolean {
  return members.some((member) => member.userId === userId);
}

/** What a member's departure leaves behind. */
export type AfterLeaving =
  /** Nobody is left: the team is closed. */
  | { kind: 'closed' }
  /** The team goes on; `newAdmin` is who takes over when the last admin left, else null. */
  | { kind: 'continues'; newAdmin: string | null };

/**
 * A member leaves (or is removed): the last member closes the team; when the
 * last admin goes, admin passes to the longest-standing member who stays
 * (earliest joined; the smaller id on a tie, so the choice is stable), so a
 * team is never left without someone who can run it.
 */
export function afterLeaving(members: readonly Membership[], leaverId: string): AfterLeaving {
  const staying = members.filter((member) => member.userId !== leaverId);
  if (staying.length === 0) return { kind: 'closed' };
  if (staying.some((member) => member.role === 'admin')) return { kind: 'continues', newAdmin: null };
  const [longestStanding] = [...staying].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || byCodeUnits(a.userId, b.userId));
  return { kind: 'continues', newAdmin: longestStanding!.userId };
}
