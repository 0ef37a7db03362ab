import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../application/ports/mailer.port';

/**
 * The mailer when no SMTP server is configured. In development and tests it
 * writes the message's link to the log at info level (under `link`, a key the
 * logger does not redact) so a developer can follow it; in production it only
 * warns that nothing was sent, so no live reset link ever reaches a log.
 */
export class LogMailer implements Mailer {
  constructor(
    private readonly logger: Logger,
    private readonly showLinks: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (this.showLinks) {
      this.logger.info(
        { mail: { to: message.to, subject: message.subject, link: message.link } },
        `e-mail not sent (no SMTP_URL); its link: ${message.link ?? '(none)'}`,
      );
    } else {
      this.logger.warn({ mail: { subject: message.subject } }, 'e-mail not sent: SMTP_URL is not configured');
    }
  }
}
