/** A fresh secret and the hash under which it is stored. */
export interface IssuedToken {
  token: string;
  hash: string;
}

/** Opaque secrets (session and reset tokens): at least 256 random bits; only their hash is ever stored. */
export interface TokenFactory {
  issue(): IssuedToken;
  hashOf(token: string): string;
}
