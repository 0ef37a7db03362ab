import { guideMessages } from '../../../../contracts/i18n/guide-messages';
import type { Locale } from '../../../../contracts/sdui';
import { FormatjsTranslator } from '../../../shared/i18n';
import type { MailMessage } from '../../accounts';

const messages = new FormatjsTranslator(guideMessages);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The waitlist's confirmation with the link to the guide, in the visitor's language. */
export function guideMail(to: string, locale: Locale, guideLink: string): MailMessage {
  const t = (key: string) => messages.t(locale, `guide.mail.${key}`);
  const [thanks, guide, note, ignore] = [t('thanks'), t('guide'), t('link-note'), t('ignore')];
  return {
    to,
    subject: t('subject'),
    link: guideLink,
    text: `${thanks}\n\n${guide}\n${guideLink}\n\n${note}\n${ignore}\n`,
    html:
      `<p>${escapeHtml(thanks)}</p><p>${escapeHtml(guide)}</p>` +
      `<p><a href="${escapeHtml(guideLink)}">${escapeHtml(guideLink)}</a></p>` +
      `<p>${escapeHtml(note)}<br>${escapeHtml(ignore)}</p>`,
  };
}
