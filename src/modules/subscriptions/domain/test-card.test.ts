import { describe, expect, it } from 'vitest';
import { checkTestCard } from './test-card';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (cardNumber: string, expiryMonth = 12, expiryYear = 2030) => checkTestCard({ cardNumber, expiryMonth, expiryYear }, NOW);

describe('the test checkout’s cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds', 'visa', '4242'],
    ['4000-0000-0000-0002', 'declined', 'visa', '0002'],
    ['4000000000000341', 'fails-first-charge', 'visa', '0341'],
    ['5555555555554444', 'succeeds', 'mastercard', '4444'],
  ])('%s %s', (number, outcome, brand, last4) => {
    expect(card(number)).toEqual({ ok: true, outcome, brand, last4 });
  });

  it('declines a well-formed number that is not a test card, as Stripe’s test mode does', () => {
    expect(card('4111111111111111')).toMatchObject({ ok: true, outcome: 'declined' });
  });

  it.each(['4242424242424241', '1234', '4242-4242-4242-424x'])('refuses %s as invalid', (number) => {
    expect(card(number)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a card through the last day of its expiry month, and refuses it after', () => {
    expect(card('4242424242424242', 11, 2026)).toMatchObject({ ok: true });
    expect(card('4242424242424242', 10, 2026)).toEqual({ ok: false, reason: 'expired' });
  });
});
