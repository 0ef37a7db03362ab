/** Error codes of teams (spec 2 §2 Teams, DECISIONS.md "Teams") and the English text the server sends. */
export const TEAM_ERRORS = {
  'community.team-not-found': 'Team not found.',
  /** A full team refuses joins (spec 2 §9: maxMembers 10). */
  'community.team-full': 'This team is full: it already has its maximum number of members.',
  /** Renaming, changing the emoji or description, and removing members are the admin's. */
  'community.not-team-admin': 'Only the team’s admin can do this.',
  'community.not-a-member': 'Not a member of this team.',
  /** The admin leaves with Leave, which hands admin over; removing oneself would skip that. */
  'community.remove-yourself': 'To leave your own team, use Leave team.',
  /** A body naming someone else as the creator (`createdBy`): nobody acts for another traveller. */
  'community.not-yourself': 'You can only act as yourself.',
} as const;

export type TeamErrorCode = keyof typeof TEAM_ERRORS;
