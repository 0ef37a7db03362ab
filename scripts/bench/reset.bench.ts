import { percentile } from './percentile';

export interface ResetResult {
  runs: number;
  knownMedianMs: number;
  unknownMedianMs: number;
  knownP95Ms: number;
  unknownP95Ms: number;
}

const RUNS = 60;

/**
 * `POST /api/auth/request-reset` round trips for registered and unknown
 * e-mails, interleaved, each from its own address (X-Forwarded-For through the
 * test app's trusted local proxy, so the per-address limits do not answer
 * 429). Against BASE_URL that proxy must be trusted too (TRUST_PROXY).
 */
export async function benchReset(baseUrl: string): Promise<ResetResult> {
  const suffix = Date.now().toString(36);
  const post = async (path: string, body: object, address: string) => {
    const start = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    await res.text();
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - start;
  };
  const address = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const known: string[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const email = `reset_${suffix}_${i}@example.com`;
    await post(
      '/api/auth/register',
      {
        username: `r_${suffix}_${i}`.slice(0, 20),
        email,
        password: 'bench-password',
        name: 'Bench Traveller',
        age: 35,
        heightCm: 175,
        weightKg: 72,
        gender: 'prefer_not_to_say',
        fitnessGoal: 'general_fitness',
      },
      address(i),
    );
    known.push(email);
  }
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    knownTimes.push(await post('/api/auth/request-reset', { email: known[i] }, address(1000 + 2 * i)));
    unknownTimes.push(await post('/api/auth/request-reset', { email: `nobody_${suffix}_${i}@example.com` }, address(1001 + 2 * i)));
  }
  return {
    runs: RUNS,
    knownMedianMs: percentile(knownTimes, 0.5),
    unknownMedianMs: percentile(unknownTimes, 0.5),
    knownP95Ms: percentile(knownTimes, 0.95),
    unknownP95Ms: percentile(unknownTimes, 0.95),
  };
}
