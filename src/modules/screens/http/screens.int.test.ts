import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScreenEnvelopeSchema, type ScreenEnvelope, type WireBlock } from '../../../../contracts/sdui';
import { startApp, type RunningApp } from '../../../app/bootstrap';
import { loadConfig } from '../../../app/config';
import { useTestDatabase } from '../../../app/database/testing/test-database';

const db = useTestDatabase();
let app: RunningApp;

beforeAll(async () => {
  app = await startApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: db.url, LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await app?.stop();
});

const deviceId = (n: number) => `fc_${n.toString(16).padStart(32, '0')}`;

function getProfileScreen(headers: Record<string, string>, lang = 'en') {
  return fetch(`${app.url}/api/screens/profile?lang=${lang}`, { headers });
}

async function envelopeOf(res: Response): Promise<ScreenEnvelope> {
  expect(res.status).toBe(200);
  return ScreenEnvelopeSchema.parse(await res.json());
}

const blockOf = (envelope: ScreenEnvelope, id: string): WireBlock | undefined =>
  envelope.screen.sections.flatMap((s) => s.blocks).find((b) => b.id === id);

describe('GET /api/screens/profile', () => {
  it('gives an anonymous device its own Overview, empty states included, and keeps it out of shared caches', async () => {
    const res = await getProfileScreen({ 'x-device-id': deviceId(1) });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const envelope = await envelopeOf(res);
    expect(envelope.screen.id).toBe('profile');
    expect(envelope.screen.sections.map((s) => s.id)).toEqual(['start', 'stats', 'recent-workouts', 'achievements', 'passport']);
    expect(blockOf(envelope, 'recent-workouts')).toMatchObject({ type: 'empty-state', props: { title: 'No workouts yet' } });
  });

  it("shows the device's points, streak, latest workouts, badges and stamps read from the database", async () => {
    const device = deviceId(2);
    // A device is stored on its first write (a profile edit here).
    const edit = await fetch(`${app.url}/api/profile`, {
      method: 'PATCH',
      headers: { 'x-device-id': device, 'content-type': 'application/json' },
      body: JSON.stringify({ unitSystem: 'metric' }),
    });
    expect(edit.status).toBe(200);
    const user = await db.knex('users').where({ device_id: device }).first<{ id: string } | undefined>('id');
    if (!user) throw new Error('the device was not given an anonymous user');
    const userId = user.id;
    await db.knex('points').insert({ user_id: userId, total: 1240 });
    await db.knex('streaks').insert({ user_id: userId, current: 4, longest: 9 });
    await db.knex('workout_sessions').insert([
      {
        user_id: userId,
        name: 'Gate stretch',
        duration_min: 10,
        context: 'airport',
        city: 'Lisbon',
        country: 'PT',
        score: 120,
        completed_at: '2026-11-20T07:00:00Z',
      },
      {
        user_id: userId,
        duration_min: 20,
        context: 'hotel_room',
        city: 'Madrid',
        country: 'ES',
        score: 200,
        completed_at: '2026-11-19T07:00:00Z',
      },
    ]);
    await db.knex('badges').insert({ user_id: userId, code: 'FIRST_WORKOUT', awarded_at: '2026-11-19T07:00:00Z' });
    await db.knex('passport_stamps').insert([
      { user_id: userId, city: 'Madrid', country: 'ES', workouts: 1, first_visited_at: '2026-11-19T07:00:00Z' },
      { user_id: userId, city: 'Lisbon', country: 'PT', workouts: 1, first_visited_at: '2026-11-20T07:00:00Z' },
    ]);

    const envelope = await envelopeOf(await getProfileScreen({ 'x-device-id': device }, 'es'));
    expect(blockOf(envelope, 'stats')).toMatchObject({
      type: 'stat-tiles',
      props: { tiles: [{ value: '1240' }, { value: '4', hint: 'Mejor: 9 días' }, { value: '2' }] },
    });
    expect(blockOf(envelope, 'recent-workouts')).toMatchObject({
      type: 'workout-list',
      props: {
        items: [
          { title: 'Gate stretch', context: 'Aeropuerto', city: 'Lisbon', points: '+120 puntos', completedAt: '2026-11-20T07:00:00.000Z' },
          { title: 'Entrenamiento de 20 minutos', context: 'Habitación de hotel', city: 'Madrid', points: '+200 puntos' },
        ],
      },
    });
    expect(blockOf(envelope, 'achievements')).toMatchObject({
      type: 'badge-grid',
      props: { badges: [{ code: 'FIRST_WORKOUT', name: 'Primer vuelo' }] },
    });
    expect(blockOf(envelope, 'passport')).toMatchObject({
      type: 'passport-grid',
      props: {
        stamps: [
          { city: 'Lisbon', country: 'PT', workouts: '1 entrenamiento' },
          { city: 'Madrid', country: 'ES', workouts: '1 entrenamiento' },
        ],
      },
    });
  });

  it('gives a registered traveller with a valid token their own screen', async () => {
    const register = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'maya_screens',
        email: 'maya.screens@example.com',
        password: 'correct horse',
        name: 'Maya',
        age: 34,
        heightCm: 168,
        weightKg: 61,
        gender: 'female',
        fitnessGoal: 'endurance',
      }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };
    const envelope = await envelopeOf(await getProfileScreen({ authorization: `Bearer ${token}` }));
    expect(envelope.screen.id).toBe('profile');
  });

  it('answers 401 Authentication required to a bad token, even with a device id beside it', async () => {
    const res = await getProfileScreen({ authorization: 'Bearer not-a-real-token', 'x-device-id': deviceId(3) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required', code: 'accounts.authentication-required' });
  });

  it('answers 401 to a caller without any identity', async () => {
    const res = await getProfileScreen({});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Authentication required' });
  });

  it('keeps the landing screen public: no identity needed', async () => {
    const res = await fetch(`${app.url}/api/screens/landing`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toBe('private, no-store');
  });
});
