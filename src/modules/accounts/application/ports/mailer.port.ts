export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message exists for; a development mailer shows it in the log. */
  link?: string;
}

/**
 * Sends e-mail. `send` never rejects: delivery failures are the adapter's to
 * log, so an answer never depends on (or reveals anything through) delivery.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
