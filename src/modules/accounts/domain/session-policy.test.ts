import { describe, expect, it } from 'vitest';
import { needsTouch, newSessionTimes, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionState, type SessionTimes } from './session-policy';

const start = new Date('2026-11-21T08:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

function session(overrides: Partial<SessionTimes> = {}): SessionTimes {
  return { ...newSessionTimes(start), revokedAt: null, ...overrides };
}

describe('session lifetime', () => {
  it('lasts 90 days from sign-in at most', () => {
    expect(newSessionTimes(start).expiresAt).toEqual(later(SESSION_ABSOLUTE_MS));
    expect(SESSION_ABSOLUTE_MS).toBe(90 * DAY);
  });

  it('is active right after sign-in and until 30 idle days have passed', () => {
    expect(sessionState(session(), start)).toBe('active');
    expect(sessionState(session(), later(30 * DAY - 1))).toBe('active');
    expect(sessionState(session(), later(SESSION_IDLE_MS))).toBe('idle');
  });

  it('stays alive while used, but never past the absolute end', () => {
    const usedYesterday = session({ lastUsedAt: later(89 * DAY) });
    expect(sessionState(usedYesterday, later(89 * DAY + 12 * 60 * 60 * 1000))).toBe('active');
    expect(sessionState(usedYesterday, later(90 * DAY))).toBe('expired');
  });

  it('ends at once when revoked', () => {
    expect(sessionState(session({ revokedAt: start }), start)).toBe('revoked');
  });
});

describe('recording use', () => {
  it('writes last use at most once a minute', () => {
    expect(needsTouch(start, later(59_999))).toBe(false);
    expect(needsTouch(start, later(60_000))).toBe(true);
  });
});
