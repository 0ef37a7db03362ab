import type { IntlShape } from 'react-intl';
import { CHALLENGE_ERRORS, type ChallengeErrorCode } from '../../../../contracts/community/challenges.errors';
import { HttpError } from '../../api/api-client';

/** Every refusal of a join has its own translation (the record is exhaustive: a new code fails `tsc`). */
const CODE_KEYS: Record<ChallengeErrorCode, string> = {
  'community.challenge-not-found': 'community.error.challenge-not-found',
  'community.challenge-ended': 'community.error.challenge-ended',
  'community.challenge-full': 'community.error.challenge-full',
};

const isChallengeErrorCode = (code: unknown): code is ChallengeErrorCode =>
  typeof code === 'string' && Object.hasOwn(CHALLENGE_ERRORS, code);

/**
 * Why a join failed, for the `Error` toast (spec 2 §8): the server's reason in
 * the traveller's language when this client knows it, else the server's own
 * text, else "Failed to join challenge".
 */
export function joinProblem(intl: IntlShape, error: unknown): string {
  if (error instanceof HttpError) {
    if (isChallengeErrorCode(error.code)) return intl.formatMessage({ id: CODE_KEYS[error.code] });
    if (error.serverMessage) return error.serverMessage;
  }
  return intl.formatMessage({ id: 'challenges.join.failed' });
}
