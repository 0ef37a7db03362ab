/** One-way password hashing (argon2id in production, see SECURITY.md "passwords"). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash it cannot read; never throws for those. */
  verify(hash: string, password: string): Promise<boolean>;
}
