import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { newDeviceId, registration } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';

/**
 * What the leaderboard features say by example, checked on the raw answers:
 * no shared page (global leaderboard, most active cities, a city's
 * leaderboard), whoever asks, carries a device id, a sign-in token, an e-mail
 * or a username of anyone on it (DECISIONS.md "Public ids").
 */
const db = useTestDatabase();
let app: HttpTestApp;

interface Traveller {
  userId: string;
  secrets: string[];
  asks: { token?: string; deviceId?: string };
}

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

async function anonymous(): Promise<Traveller> {
  const deviceId = newDeviceId();
  const saved = await app.call('/api/profile', { method: 'PATCH', deviceId, body: {} });
  return { userId: (saved.body as { user: { id: string } }).user.id, secrets: [deviceId], asks: { deviceId } };
}

async function registeredFromDevice(): Promise<Traveller> {
  const deviceId = newDeviceId();
  const body = registration({ deviceId });
  const registered = await app.call('/api/auth/register', { method: 'POST', body });
  const { token, user } = registered.body as { token: string; user: { id: string } };
  return { userId: user.id, secrets: [deviceId, token, body.email, body.username], asks: { token } };
}

async function plant({ userId }: Traveller, points: number): Promise<void> {
  await db.knex('points').insert({ user_id: userId, total: points });
  await db
    .knex('city_leaderboards')
    .insert({ user_id: userId, city: 'Lisbon', country: 'Portugal', total_points: points, total_workouts: 3 });
}

describe('shared pages', () => {
  it('carry public ids only, whoever asks', async () => {
    const travellers = [await anonymous(), await registeredFromDevice(), await anonymous(), await registeredFromDevice()];
    for (const [index, traveller] of travellers.entries()) await plant(traveller, 100 * (index + 1));
    const secrets = travellers.flatMap((traveller) => traveller.secrets).map((secret) => secret.toLowerCase());

    for (const asker of [...travellers.map((traveller) => traveller.asks), {}]) {
      for (const path of ['/api/leaderboard', '/api/top-cities', '/api/city-leaderboard/Lisbon/Portugal']) {
        const answer = await app.call(path, asker);
        expect(answer.status, `${path}: ${answer.text}`).toBe(200);
        expect(secrets.filter((secret) => answer.text.toLowerCase().includes(secret))).toEqual([]);
      }
    }
    const board = (await app.call('/api/leaderboard', travellers[1]!.asks)).body as { leaderboard: { userId: string }[] };
    expect(board.leaderboard.map((entry) => entry.userId).sort()).toEqual(travellers.map((traveller) => traveller.userId).sort());
  });
});
