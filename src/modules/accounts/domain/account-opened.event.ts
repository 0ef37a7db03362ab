import type { DomainEvent } from '../../../shared/kernel';

export const ACCOUNT_OPENED = 'accounts.account-opened';

/**
 * Someone registered: a brand-new account, or (`fromDevice`) the anonymous user
 * of a device upgraded in place, keeping its id and so its progress.
 */
export type AccountOpened = DomainEvent<typeof ACCOUNT_OPENED, { userId: string; fromDevice: boolean }>;

export function accountOpened(userId: string, fromDevice: boolean, occurredAt: Date): AccountOpened {
  return { name: ACCOUNT_OPENED, payload: { userId, fromDevice }, occurredAt };
}
