import type { IntlShape } from 'react-intl';
import type { AccountType, SubscriptionStatus } from '../../../../contracts/accounts';
import { HttpError } from '../../api/api-client';

/** Error codes of the profile calls this feature words itself (`profile.error.<reason>`). */
const KNOWN_CODES = new Set([
  'accounts.authentication-required',
  'accounts.device-linked',
  'accounts.rate-limited',
  'accounts.update-failed',
  'accounts.account-required',
  'accounts.upload-failed',
  'accounts.avatar-too-large',
  'accounts.avatar-not-image',
]);

/**
 * What to tell the traveller when a profile call fails (spec 1 §8): our own
 * words for a known code, else the server's error text, else the generic
 * message (`Update failed`, `Upload failed`), also for a network failure.
 */
export function problemMessage(intl: IntlShape, error: unknown, fallbackId: string): string {
  if (error instanceof HttpError) {
    if (error.code && KNOWN_CODES.has(error.code)) {
      return intl.formatMessage({ id: `profile.error.${error.code.slice('accounts.'.length)}` });
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return intl.formatMessage({ id: fallbackId });
}

/** Which plan a subscription status means to the traveller: Free, Trial or Pro. */
export function planOf(status: SubscriptionStatus): 'free' | 'trial' | 'pro' {
  switch (status) {
    case 'trial':
      return 'trial';
    case 'active':
      return 'pro';
    case 'canceled':
      // Cancelled at the end of the period: Pro until then (spec 1 §4).
      return 'pro';
    case 'none':
    case 'expired':
      return 'free';
  }
}

/** Registered and Pro accounts may upload a photo; anonymous ones are asked to sign up. */
export const isRegistered = (type: AccountType): boolean => type !== 'anonymous';
