import { describe, expect, it } from 'vitest';
import { afterLeaving, isAdmin, type Membership } from './team-membership';

const member = (userId: string, role: Membership['role'], joinedAt: string): Membership => ({ userId, role, joinedAt: new Date(joinedAt) });

describe('afterLeaving', () => {
  const ana = member('a', 'admin', '2026-11-01T08:00:00Z');
  const ben = member('b', 'member', '2026-11-03T08:00:00Z');
  const carla = member('c', 'member', '2026-11-02T08:00:00Z');

  it('closes the team when its last member leaves', () => {
    expect(afterLeaving([ana], 'a')).toEqual({ kind: 'closed' });
  });

  it('hands admin to the longest-standing member when the last admin leaves', () => {
    expect(afterLeaving([ana, ben, carla], 'a')).toEqual({ kind: 'continues', newAdmin: 'c' });
  });

  it('chooses by id between members who joined at the same instant, whatever their order', () => {
    const twin = member('b0', 'member', '2026-11-02T08:00:00Z');
    expect(afterLeaving([ana, carla, twin], 'a')).toEqual({ kind: 'continues', newAdmin: 'b0' });
    expect(afterLeaving([ana, twin, carla], 'a')).toEqual({ kind: 'continues', newAdmin: 'b0' });
  });

  it('changes no role when a member leaves or another admin stays', () => {
    expect(afterLeaving([ana, ben], 'b')).toEqual({ kind: 'continues', newAdmin: null });
    expect(afterLeaving([ana, member('d', 'admin', '2026-11-05T08:00:00Z'), ben], 'a')).toEqual({ kind: 'continues', newAdmin: null });
  });
});

describe('isAdmin', () => {
  it('is true for the admin only, not for members or strangers', () => {
    const members = [member('a', 'admin', '2026-11-01T08:00:00Z'), member('b', 'member', '2026-11-02T08:00:00Z')];
    expect([isAdmin(members, 'a'), isAdmin(members, 'b'), isAdmin(members, 'z')]).toEqual([true, false, false]);
  });
});
