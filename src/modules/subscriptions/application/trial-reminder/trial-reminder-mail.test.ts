import { describe, expect, it } from 'vitest';
import { trialReminderMail } from './trial-reminder-mail';

const input = {
  to: 'ana@example.com',
  amountCents: 799,
  currency: 'USD',
  interval: 'month' as const,
  chargeAt: new Date('2026-11-28T14:05:00Z'),
  cancelLink: 'https://travelfit.example/billing/cancel-trial?token=abc',
};

describe('the trial reminder e-mail', () => {
  it('tells the amount, the date of the first charge and the cancel link, in English', () => {
    const mail = trialReminderMail({ ...input, locale: 'en' });
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Your TravelFit Pro trial ends tomorrow', link: input.cancelLink });
    expect(mail.text).toContain('$7.99 will be charged to your card on November 28, 2026 at 2:05 PM UTC for the monthly plan');
    expect(mail.text).toContain(input.cancelLink);
  });

  it('writes the amount and the date as Spanish does', () => {
    const mail = trialReminderMail({ ...input, locale: 'es', amountCents: 5990, interval: 'year' });
    expect(mail.subject).toBe('Tu prueba de TravelFit Pro termina mañana');
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(
      'el 28 de noviembre de 2026 a las 14:05 UTC se cargarán 59,90 US$ en tu tarjeta por el plan anual',
    );
  });
});
