import type { RateLimit } from '../../../shared/kernel';

const MINUTE = 60 * 1000;

/**
 * How many events the app takes (sliding windows, ADR 0021). A traveller
 * moving through the app sends a page view per screen, a few a minute at
 * most; a hotel or a conference shares one address among many travellers, so
 * the address's limit is ten times a traveller's.
 */
export const ANALYTICS_LIMITS = {
  traveller: { name: 'analytics-traveller', limit: 60, windowMs: MINUTE },
  address: { name: 'analytics-address', limit: 600, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type AnalyticsLimits = Record<keyof typeof ANALYTICS_LIMITS, RateLimit>;
