import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '../application/ports/password-hasher.port';

/** `Algorithm.Argon2id`: the package's enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** SECURITY.md "passwords": OWASP's argon2id setting (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly options: Options = ARGON2_OPTIONS) {}

  async hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A hash that cannot be read never matches.
      return false;
    }
  }
}

/** The process's hasher: stateless, so every app a process starts shares it (and its login's dummy hash). */
export const argon2PasswordHasher = new Argon2PasswordHasher();
