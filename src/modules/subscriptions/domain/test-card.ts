/**
 * The local billing adapter's cards, after Stripe's test-card conventions
 * (DECISIONS.md "Offline billing by default"): 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 is accepted for the
 * trial and fails at the first charge. Other test numbers of Stripe's
 * documentation succeed; a number that is not a test card is declined, as in
 * Stripe's test mode.
 */
export type CardOutcome = 'succeeds' | 'declined' | 'fails-first-charge';

export type CardCheck = { ok: true; outcome: CardOutcome; brand: string; last4: string } | { ok: false; reason: 'invalid' | 'expired' };

const TEST_CARDS: Record<string, { outcome: CardOutcome; brand: string }> = {
  '4242424242424242': { outcome: 'succeeds', brand: 'visa' },
  '4000056655665556': { outcome: 'succeeds', brand: 'visa' },
  '5555555555554444': { outcome: 'succeeds', brand: 'mastercard' },
  '378282246310005': { outcome: 'succeeds', brand: 'amex' },
  '4000000000000002': { outcome: 'declined', brand: 'visa' },
  '4000000000009995': { outcome: 'declined', brand: 'visa' },
  '4000000000000341': { outcome: 'fails-first-charge', brand: 'visa' },
};

export function checkTestCard(card: { cardNumber: string; expiryMonth: number; expiryYear: number }, now: Date): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, reason: 'invalid' };
  // A card is valid through the last day of its expiry month.
  const expiresAfter = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  if (expiresAfter <= now.getTime()) return { ok: false, reason: 'expired' };
  const known = TEST_CARDS[digits];
  return { ok: true, outcome: known?.outcome ?? 'declined', brand: known?.brand ?? brandOf(digits), last4: digits.slice(-4) };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
