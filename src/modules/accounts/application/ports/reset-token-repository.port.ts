/** A reset link's token as stored, with the id of the request (its event) that asked for it. */
export interface PendingReset {
  requestId: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Pending password resets, known only by the SHA-256 of their token. */
export interface ResetTokenRepository {
  /**
   * Stores the reset and runs `mail` in one transaction (ADR 0052): a mail that
   * fails stores nothing, and a request already stored (its mail sent by an
   * earlier delivery of the job) is not mailed again. Answers whether it mailed.
   */
  mailOnce(token: PendingReset, mail: () => Promise<void>): Promise<boolean>;
  /**
   * Marks the token used and answers its user, in one guarded statement, when it
   * is unused and unexpired at `now`; otherwise undefined. A token works once.
   */
  consume(tokenHash: string, now: Date): Promise<string | undefined>;
  /** Every other pending reset of the user stops working. */
  invalidateAllOf(userId: string, now: Date): Promise<void>;
}
