import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeGenerateReplySchema } from '../../../../contracts/workouts';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { newDeviceId, wizardBody } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

/** The flag's cookie attributes: transport detail the free-workout feature leaves out (its rules are the feature's). */
describe('the free workout marks the browser', () => {
  // Its flags (HttpOnly, SameSite, Path, Secure in production) are checked with every cookie of the app in src/app/http/security-headers.int.test.ts.
  it('answers the workout and marks the browser with a cookie for a year', async () => {
    const deviceId = newDeviceId();
    const answer = await app.call('/api/free/generate', { method: 'POST', deviceId, body: wizardBody() });
    expect(answer.status).toBe(200);
    const reply = FreeGenerateReplySchema.parse(answer.body);
    expect(reply.via).toBe('free');
    expect(reply.workout).toMatchObject({ place: 'hotel_room', total_minutes: 20, level: 'beginner' });
    expect(reply.workout.blocks.length).toBeGreaterThan(2);

    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^fc_free_used=1;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });
});
