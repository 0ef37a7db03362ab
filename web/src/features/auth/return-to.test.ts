import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-to';

const from = (next: string | undefined) => returnPathFrom(new URLSearchParams(next === undefined ? '' : { next }));

describe('returnPathFrom', () => {
  it('leads to the page the traveller came from, with its query', () => {
    expect(from('/teams?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20')).toBe('/teams?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20');
    expect(from('/leaderboard')).toBe('/leaderboard');
  });

  it('leads to the profile without a page, or when it names another site, an unknown page or a sign-in page', () => {
    for (const next of [
      undefined,
      '',
      'teams',
      '//evil.example/teams',
      '/\\evil.example',
      'https://evil.example/teams',
      '/no-such-page',
      '/auth',
      '/register?next=/teams',
    ]) {
      expect(from(next)).toBe('/profile');
    }
  });
});
