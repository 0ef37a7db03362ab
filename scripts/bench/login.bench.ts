import { randomBytes } from 'node:crypto';
import { Argon2PasswordHasher } from '../../src/modules/accounts/adapters/argon2-password-hasher';
import { percentile } from './percentile';

export interface LoginResult {
  runs: number;
  hashMedianMs: number;
  verifyMedianMs: number;
  loginMedianMs: number;
  loginP95Ms: number;
  unknownEmailMedianMs: number;
}

const RUNS = 25;
const median = (values: number[]): number => percentile(values, 0.5);
async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/**
 * What a sign-in costs here: one argon2id hash and verify with the production
 * parameters, then full `POST /api/auth/login` round trips against the app,
 * for a known account and for an unknown e-mail (which verifies a dummy hash,
 * so both should cost about the same).
 */
export async function benchLogin(baseUrl: string): Promise<LoginResult> {
  const hasher = new Argon2PasswordHasher();
  const hashes: number[] = [];
  const verifies: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let stored = '';
    hashes.push(await timed(async () => (stored = await hasher.hash(`correct horse ${i}`))));
    verifies.push(await timed(() => hasher.verify(stored, `correct horse ${i}`)));
  }

  const suffix = randomBytes(4).toString('hex');
  const email = `bench_${suffix}@example.com`;
  const password = 'bench-password';
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${suffix}`,
      email,
      password,
      name: 'Bench Traveller',
      age: 35,
      heightCm: 175,
      weightKg: 72,
      gender: 'prefer_not_to_say',
      fitnessGoal: 'general_fitness',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${await register.text()}`);

  const login = (as: string) => async () => {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: as, password }),
    });
    await res.text();
    if (as === email && res.status !== 200) throw new Error(`login answered ${res.status}`);
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    known.push(await timed(login(email)));
    unknown.push(await timed(login(`nobody_${suffix}_${i}@example.com`)));
  }
  return {
    runs: RUNS,
    hashMedianMs: median(hashes),
    verifyMedianMs: median(verifies),
    loginMedianMs: median(known),
    loginP95Ms: percentile(known, 0.95),
    unknownEmailMedianMs: median(unknown),
  };
}
