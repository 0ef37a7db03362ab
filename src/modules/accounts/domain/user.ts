import type { AccountType, FitnessGoal, Gender, SubscriptionStatus, UnitSystem, User } from '../../../../contracts/accounts';

/** Anonymous or registered: `pro` is never stored, it is a registered account with Pro access now. */
export type StoredAccountType = Exclude<AccountType, 'pro'>;

/**
 * A user as the accounts module holds it: the public fields plus what never
 * leaves the server (password hash, device id).
 */
export interface UserRecord {
  id: string;
  username: string | null;
  email: string | null;
  passwordHash: string | null;
  deviceId: string | null;
  name: string | null;
  age: number | null;
  heightCm: number | null;
  weightKg: number | null;
  fitnessGoal: FitnessGoal | null;
  avatarUrl: string | null;
  gender: Gender | null;
  unitSystem: UnitSystem;
  /** What the account is; whether it is Pro comes from its subscription (`toPublicUser`). */
  accountType: StoredAccountType;
  createdAt: Date;
  updatedAt: Date;
}

/** Profile fields a person fills in (register, upgrade, profile form). */
export interface ProfileFields {
  name?: string;
  age?: number | null;
  heightCm?: number | null;
  weightKg?: number | null;
  gender?: Gender;
  fitnessGoal?: FitnessGoal;
  unitSystem?: UnitSystem;
}

/** What a registration writes onto a (new or anonymous) user. */
export interface Registration extends ProfileFields {
  username: string;
  email: string;
  passwordHash: string;
}

/** Where a traveller stands with their subscription now (spec 1 §3 "User": subscriptionStatus, trialEndsAt). */
export interface SubscriptionStanding {
  subscriptionStatus: SubscriptionStatus;
  /** Trial or active (a cancelled one until it ends): a registered account is `pro`. */
  pro: boolean;
  trialEndsAt: Date | null;
}

/** The standing of a traveller without a subscription (anonymous travellers cannot start one). */
export const NO_SUBSCRIPTION: SubscriptionStanding = { subscriptionStatus: 'none', pro: false, trialEndsAt: null };

/**
 * The public view (contracts `UserSchema`): an explicit pick, so a field added
 * to the record never leaks by accident; times as ISO strings. The account
 * type, status and trial end come from the subscription's standing now.
 */
export function toPublicUser(user: UserRecord, standing: SubscriptionStanding): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    age: user.age,
    heightCm: user.heightCm,
    weightKg: user.weightKg,
    fitnessGoal: user.fitnessGoal,
    avatarUrl: user.avatarUrl,
    gender: user.gender,
    unitSystem: user.unitSystem,
    accountType: standing.pro && isRegistered(user.accountType) ? 'pro' : user.accountType,
    subscriptionStatus: standing.subscriptionStatus,
    trialEndsAt: standing.trialEndsAt ? standing.trialEndsAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** E-mail addresses and usernames are unique case-insensitively; limits and lookups use this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Only accounts (registered or pro) may sign in, own an avatar or reset a password. */
export function isRegistered(accountType: AccountType): boolean {
  return accountType !== 'anonymous';
}
