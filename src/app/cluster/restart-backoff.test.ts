import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff';

describe('restarting dead workers', () => {
  it('waits half a second after an occasional death, doubling while workers keep dying, at most 30 s', () => {
    const backoff = new RestartBackoff();
    const delays = [0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000].map((at) => backoff.delayAfterDeath(at));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('forgets deaths after a minute', () => {
    const backoff = new RestartBackoff();
    backoff.delayAfterDeath(0);
    backoff.delayAfterDeath(1_000);
    expect(backoff.delayAfterDeath(61_001)).toBe(500);
  });
});
