import { describe, expect, it } from 'vitest';
import { resetLink, resetTokenExpiry } from './password-reset';

describe('password reset links', () => {
  it('expire 30 minutes after they were asked for', () => {
    expect(resetTokenExpiry(new Date('2026-11-21T08:00:00Z'))).toEqual(new Date('2026-11-21T08:30:00Z'));
  });

  it('point at the reset page of the configured origin', () => {
    expect(resetLink('https://travelfit.example', 'abc_DEF-123')).toBe('https://travelfit.example/auth/reset-password?token=abc_DEF-123');
    expect(resetLink('http://localhost:3000/', 'x')).toBe('http://localhost:3000/auth/reset-password?token=x');
  });
});
