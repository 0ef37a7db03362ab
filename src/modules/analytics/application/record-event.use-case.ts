import type { ClientEventName } from '../../../../contracts/analytics';
import { fail, ok, type Clock, type Failure, type RateLimiter, type Result, type Viewer } from '../../../shared/kernel';
import type { AnalyticsLimits } from '../domain/analytics-limits';
import type { AnalyticsEvents } from './ports/analytics-events.port';

export type AnalyticsRateLimited = Failure<'analytics.rate-limited', { retryAfterSeconds: number }>;

export interface RecordEventInput {
  viewer: Viewer;
  /** The client's address: only counted against its limit, never stored. */
  address: string;
  eventName: ClientEventName;
  /** Already checked by the contract: a JSON object of at most 2 KB. */
  eventData: string | undefined;
}

/**
 * Records one event a client sent (features/platform/analytics.feature), about
 * the traveller the edge identified: never an id the body names. Counted
 * against the traveller's and the address's limits first; nothing of the
 * request but the event itself is stored (no address, no user agent).
 */
export class RecordEventUseCase {
  constructor(
    private readonly events: AnalyticsEvents,
    private readonly limiter: RateLimiter,
    private readonly limits: AnalyticsLimits,
    private readonly clock: Clock,
  ) {}

  async execute({ viewer, address, eventName, eventData }: RecordEventInput): Promise<Result<void, AnalyticsRateLimited>> {
    const now = this.clock.now();
    for (const [rule, subject] of [
      [this.limits.traveller, viewer.userId],
      [this.limits.address, address],
    ] as const) {
      const decision = await this.limiter.consume(rule, subject, now);
      if (!decision.allowed) return fail('analytics.rate-limited', { retryAfterSeconds: decision.retryAfterSeconds });
    }
    await this.events.add({
      name: eventName,
      data: eventData === undefined ? {} : (JSON.parse(eventData) as object),
      travellerId: viewer.userId,
      // A device's row may not exist yet (ADR 0006: it is stored on its first write).
      userId: viewer.via === 'session' ? viewer.userId : null,
      occurredAt: now,
    });
    return ok(undefined);
  }
}
