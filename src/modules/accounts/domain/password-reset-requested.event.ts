import type { DomainEvent } from '../../../shared/kernel';

export const PASSWORD_RESET_REQUESTED = 'accounts.password-reset-requested';

/**
 * Someone asked for a reset link for `email` (an account may or may not exist:
 * the request does not look). The link is made and mailed by the job queue
 * after the answer (ADR 0022). `revealedToken` is there only when the server
 * hands the token out in its answer (development and tests; refused in
 * production): the requester holds it already, so the job uses that one.
 */
export type PasswordResetRequested = DomainEvent<
  typeof PASSWORD_RESET_REQUESTED,
  { email: string; locale: 'en' | 'es'; revealedToken?: string }
>;

export function passwordResetRequested(
  email: string,
  locale: 'en' | 'es',
  revealedToken: string | undefined,
  occurredAt: Date,
): PasswordResetRequested {
  return {
    name: PASSWORD_RESET_REQUESTED,
    payload: revealedToken === undefined ? { email, locale } : { email, locale, revealedToken },
    occurredAt,
  };
}
