import type { MailMessage } from './ports/mailer.port';

export type MailLocale = 'en' | 'es';

const TEXTS: Record<MailLocale, { subject: string; intro: string; expiry: string; ignore: string }> = {
  en: {
    subject: 'Reset your TravelFit password',
    intro: 'Someone asked to reset the password of your TravelFit account. To choose a new password, open this link:',
    expiry: 'The link works once and expires in 30 minutes.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de TravelFit',
    intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de TravelFit. Para elegir una nueva, abre este enlace:',
    expiry: 'El enlace funciona una sola vez y caduca en 30 minutos.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset e-mail in the language the request asked for (English unless Spanish). */
export function passwordResetMail(to: string, link: string, locale: MailLocale): MailMessage {
  const t = TEXTS[locale];
  return {
    to,
    subject: t.subject,
    link,
    text: `${t.intro}\n\n${link}\n\n${t.expiry}\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(t.expiry)}</p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
