export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message exists for; a development mailer shows it in the log. */
  link?: string;
}

/**
 * Sends e-mail. Only background jobs send (never a request, so an answer never
 * depends on, or reveals anything through, delivery): `send` rejects when the
 * mail server could not take the message, so the job is retried, and a job
 * that records what it sent (the trial reminder) can roll that record back.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
