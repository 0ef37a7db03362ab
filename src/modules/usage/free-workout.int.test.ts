import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeGenerateReplySchema } from '../../../contracts/workouts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId, startUsageTestApp, wizardBody, type UsageTestApp } from './testing/usage-test-app';

const db = useTestDatabase();
let app: UsageTestApp;

beforeAll(async () => {
  app = await startUsageTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

const USED_COOKIE = 'fc_free_used=1';

const generateFree = (options: { deviceId?: string; cookie?: string; body?: unknown; query?: string } = {}) =>
  app.call(`/api/free/generate${options.query ?? ''}`, {
    method: 'POST',
    body: options.body ?? wizardBody(),
    ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
const grantBonus = (deviceId: string) => app.call('/api/bonus/grant', { method: 'POST', deviceId });
const freeStatus = (deviceId: string, cookie?: string) => app.call('/api/free/status', { deviceId, ...(cookie ? { cookie } : {}) });

describe('one free workout per browser and device', () => {
  it('answers the workout and marks the browser with an HttpOnly, SameSite=Lax cookie for a year', async () => {
    const deviceId = newDeviceId();
    const answer = await generateFree({ deviceId });
    expect(answer.status).toBe(200);
    const reply = FreeGenerateReplySchema.parse(answer.body);
    expect(reply.via).toBe('free');
    expect(reply.workout).toMatchObject({ place: 'hotel_room', total_minutes: 20, level: 'beginner' });
    expect(reply.workout.blocks.length).toBeGreaterThan(2);

    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^fc_free_used=1;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it('answers 409 Free workout already used to the same device even without the cookie, and gives the cookie back', async () => {
    const deviceId = newDeviceId();
    expect((await generateFree({ deviceId })).status).toBe(200);
    const again = await generateFree({ deviceId });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Free workout already used', code: 'usage.free-already-used' });
    expect(again.headers.get('set-cookie')).toMatch(/^fc_free_used=1;/);
  });

  it('answers 409 to a browser with the cookie even under a new device id', async () => {
    const answer = await generateFree({ deviceId: newDeviceId(), cookie: `theme=dark; ${USED_COOKIE}` });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('usage.free-already-used');
  });

  it('serves exactly one of two parallel requests from one device', async () => {
    const deviceId = newDeviceId();
    const answers = await Promise.all([generateFree({ deviceId }), generateFree({ deviceId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.knex('free_workout_claims').where({ device_id: deviceId }).count<{ count: number }[]>('* as count')).toEqual([{ count: 1 }]);
  });

  it('accepts the device id in the body or the uid query instead of the header', async () => {
    const inBody = newDeviceId();
    expect((await generateFree({ body: wizardBody({ deviceId: inBody }) })).status).toBe(200);
    expect((await generateFree({ deviceId: inBody })).status).toBe(409);

    const inQuery = newDeviceId();
    expect((await generateFree({ query: `?uid=${inQuery}` })).status).toBe(200);
    expect((await generateFree({ deviceId: inQuery })).status).toBe(409);
  });

  it('needs a device id: 400 naming deviceId', async () => {
    const answer = await generateFree();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Device id required', code: 'usage.device-required' });
    expect(answer.body.details).toEqual([expect.objectContaining({ field: 'deviceId' })]);
  });
});

describe('the wizard’s answers are checked', () => {
  it.each([
    ['minutes', { minutes: 15 }, 'Minutes must be 10, 20 or 30'],
    ['sleepHours', { sleepHours: 2 }, 'Sleep must be between 3 and 9 hours'],
    ['sleepHours', { sleepHours: 10 }, 'Sleep must be between 3 and 9 hours'],
    ['fitnessGoal', { fitnessGoal: 'yoga' }, undefined],
    ['context', { context: 'beach' }, undefined],
    ['feeling', { feeling: 'tired' }, undefined],
    ['equipment', { equipment: 'dumbbell', context: 'hotel' }, 'Dumbbells are only available at home or the gym'],
    ['equipment', { equipment: 'dumbbell', context: 'airport' }, 'Dumbbells are only available at home or the gym'],
    ['extra', { extra: true }, undefined],
  ])('a bad %s is a 400 naming the field, and claims nothing', async (field, change, message) => {
    const deviceId = newDeviceId();
    const answer = await generateFree({ deviceId, body: wizardBody(change) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('http.invalid-request');
    expect(answer.body.error).toContain(field === 'extra' ? 'Unrecognized key' : `Invalid ${field}`);
    if (message) expect(answer.body.details).toEqual([{ location: 'body', field, message }]);
    expect((await generateFree({ deviceId })).status).toBe(200);
  });

  it.each(['home', 'gym'])('dumbbells are fine at %s', async (context) => {
    const answer = await generateFree({ deviceId: newDeviceId(), body: wizardBody({ equipment: 'dumbbell', context }) });
    expect(answer.status).toBe(200);
  });

  it.each([10, 30])('%i minutes are planned as %i minutes', async (minutes) => {
    const answer = await generateFree({ deviceId: newDeviceId(), body: wizardBody({ minutes, context: 'airport' }) });
    expect(answer.body.workout).toMatchObject({ total_minutes: minutes, place: 'airport' });
  });
});

describe('the exit offer’s bonus free workout', () => {
  it('is granted once per device', async () => {
    const deviceId = newDeviceId();
    expect(await grantBonus(deviceId)).toMatchObject({ status: 200, body: { success: true } });
    const again = await grantBonus(deviceId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: 'Bonus workout already granted', code: 'usage.bonus-already-granted' });
  });

  it('allows exactly one more free workout after the first', async () => {
    const deviceId = newDeviceId();
    expect((await generateFree({ deviceId })).body.via).toBe('free');
    expect(await freeStatus(deviceId, USED_COOKIE)).toMatchObject({ body: { used: true, bonusAvailable: false, available: false } });

    await grantBonus(deviceId);
    expect((await freeStatus(deviceId, USED_COOKIE)).body).toEqual({ used: true, bonusAvailable: true, available: true });
    const bonus = await generateFree({ deviceId, cookie: USED_COOKIE });
    expect(bonus.status).toBe(200);
    expect(bonus.body.via).toBe('bonus');

    expect((await generateFree({ deviceId, cookie: USED_COOKIE })).status).toBe(409);
    expect((await grantBonus(deviceId)).status).toBe(409);
  });

  it('granted before the first free workout, it still adds exactly one (also in parallel)', async () => {
    const deviceId = newDeviceId();
    await grantBonus(deviceId);
    const answers = await Promise.all([generateFree({ deviceId }), generateFree({ deviceId }), generateFree({ deviceId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    expect(answers.map((answer): unknown => answer.body.via).filter(Boolean).sort()).toEqual(['bonus', 'free']);
  });

  it('needs a device id (400), which may come as ?uid= or in the body', async () => {
    const missing = await app.call('/api/bonus/grant', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('usage.device-required');
    expect((await app.call('/api/bonus/grant', { method: 'POST', headers: { 'x-device-id': 'no' } })).status).toBe(400);
    expect((await app.call(`/api/bonus/grant?uid=${newDeviceId()}`, { method: 'POST' })).body).toEqual({ success: true });
    expect((await app.call('/api/bonus/grant', { method: 'POST', body: { deviceId: newDeviceId() } })).body).toEqual({ success: true });
  });
});

describe('GET /api/free/status', () => {
  it('reports a new browser and device as available', async () => {
    expect((await freeStatus(newDeviceId())).body).toEqual({ used: false, bonusAvailable: false, available: true });
  });

  it('counts the browser’s cookie alone, and the device’s record alone', async () => {
    expect((await app.call('/api/free/status', { cookie: USED_COOKIE })).body).toEqual({ used: true, bonusAvailable: false, available: false });
    const deviceId = newDeviceId();
    await generateFree({ deviceId });
    expect((await freeStatus(deviceId)).body).toMatchObject({ used: true, available: false });
  });
});
