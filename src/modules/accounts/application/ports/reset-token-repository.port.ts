/** Pending password resets, known only by the SHA-256 of their token. */
export interface ResetTokenRepository {
  /** Stores a pending reset; storing the same token again changes nothing. */
  create(token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /**
   * Marks the token used and answers its user, in one guarded statement, when it
   * is unused and unexpired at `now`; otherwise undefined. A token works once.
   */
  consume(tokenHash: string, now: Date): Promise<string | undefined>;
  /** Every other pending reset of the user stops working. */
  invalidateAllOf(userId: string, now: Date): Promise<void>;
}
