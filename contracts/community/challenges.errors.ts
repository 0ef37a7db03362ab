/** Error codes of challenges (spec 2 §7, §8; DECISIONS.md "Challenge progress by type") and the English text the server sends. */
export const CHALLENGE_ERRORS = {
  'community.challenge-not-found': 'Challenge not found.',
  /** Joining after the end date. */
  'community.challenge-ended': 'This challenge has ended.',
  /** Joining when maxParticipants have joined (spec 2 §9: 100 by default). */
  'community.challenge-full': 'This challenge is full.',
} as const;

export type ChallengeErrorCode = keyof typeof CHALLENGE_ERRORS;
