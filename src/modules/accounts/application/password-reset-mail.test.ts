import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const link = 'https://travelfit.example/auth/reset-password?token=abc&x=<b>';

describe('the reset e-mail', () => {
  it('carries the link in the text and, escaped, in the HTML', () => {
    const mail = passwordResetMail('maya@example.com', link, 'en');
    expect(mail).toMatchObject({ to: 'maya@example.com', subject: 'Reset your TravelFit password', link });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain('token=abc&amp;x=&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('speaks Spanish to Spanish readers', () => {
    const mail = passwordResetMail('ana@example.com', link, 'es');
    expect(mail.subject).toBe('Restablece tu contraseña de TravelFit');
    expect(mail.text).toContain('caduca en 30 minutos');
  });
});
