import { createHash, randomBytes } from 'node:crypto';
import type { IssuedToken, TokenFactory } from '../application/ports/token-factory.port';

/** 32 random bytes (256 bits) as base64url; stored as their SHA-256 in hex. */
export class CryptoTokenFactory implements TokenFactory {
  issue(): IssuedToken {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
