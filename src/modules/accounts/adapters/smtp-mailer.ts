import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../application/ports/mailer.port';

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL); a refusal is logged and thrown. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (err) {
      this.logger.error({ err, mail: { subject: message.subject } }, 'e-mail delivery failed');
      throw err;
    }
  }
}
