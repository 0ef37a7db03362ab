import type { Mailer, MailMessage } from '../../modules/accounts';

/**
 * A mailer that keeps what the app sends, for tests to read as a traveller
 * reads their inbox; `failNext` makes the next sends fail, as a mail server
 * that refuses them would, and `goDown` every send until `comeBack`.
 */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** Every send tried, refused or not. */
  attempts = 0;
  private failures = 0;
  private down = false;

  failNext(count = 1): void {
    this.failures = count;
  }

  goDown(): void {
    this.down = true;
  }

  comeBack(): void {
    this.down = false;
  }

  async send(message: MailMessage): Promise<void> {
    this.attempts += 1;
    if (this.down) throw new Error('connect ECONNREFUSED: the mail server is down (RecordingMailer.goDown)');
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('the mail server refused the message (RecordingMailer.failNext)');
    }
    this.sent.push(message);
  }

  /** The messages sent to `address`, oldest first. */
  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to.toLowerCase() === address.toLowerCase());
  }
}
