import type { Plan, PlanId } from '../../../../contracts/subscriptions';

/** The subscriptions module's slice of the configuration. */
export interface BillingSettings {
  /** `local`: the app's own test provider; `stripe`: Stripe; `off`: payments unavailable. */
  billing: 'local' | 'stripe' | 'off';
  plans: readonly Plan[];
  /** The provider's price id of each plan. */
  priceIds: Readonly<Record<PlanId, string>>;
  /** Origin of the links the provider sends the browser back to. */
  publicOrigin: string;
  /** The invite codes the subscribe screen accepts, matched case-insensitively (DECISIONS.md "Plans and prices"). */
  inviteCodes: readonly string[];
  /** Stripe's keys; present exactly when `billing` is `stripe`. */
  stripe?: StripeSettings;
}

export interface StripeSettings {
  secretKey: string;
  /** The key Stripe.js uses in the browser (`pk_…`): the paywall's Payment Element. */
  publishableKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`). */
  webhookSecret: string;
  /** How long one attempt of a call waits for Stripe's answer (`STRIPE_TIMEOUT_MS`); the client's default when unset. */
  timeoutMs?: number;
  /** Tests only (`STRIPE_API_BASE`): where the SDK sends its calls instead of api.stripe.com, i.e. a fake of the API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The invite codes when `INVITE_CODES` is not set. */
export const DEFAULT_INVITE_CODES = ['TRAVELFIT', 'ROADWARRIOR'] as const;

/** Whether `code` is one of `codes`, ignoring case and surrounding spaces. */
export function isInviteCode(codes: readonly string[], code: string): boolean {
  const wanted = code.trim().toLowerCase();
  return wanted !== '' && codes.some((known) => known.toLowerCase() === wanted);
}
