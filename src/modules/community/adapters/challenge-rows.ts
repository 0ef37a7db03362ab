import type { ChallengeType } from '../../../../contracts/community/challenges.schemas';
import type { ChallengeTerms } from '../domain/challenge';

/** The columns of group_challenges that say what a challenge asks and when. */
export interface TermsRow {
  type: ChallengeType;
  target_value: number;
  start_date: Date;
  end_date: Date;
  max_participants: number;
}

export const TERMS_COLUMNS = ['type', 'target_value', 'start_date', 'end_date', 'max_participants'] as const;

export const toTerms = (row: TermsRow): ChallengeTerms => ({
  type: row.type,
  targetValue: row.target_value,
  startDate: row.start_date,
  endDate: row.end_date,
  maxParticipants: row.max_participants,
});
