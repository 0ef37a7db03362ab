import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengesReplySchema } from '../../../contracts/community/challenges.schemas';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  // 150 new devices from one address, at once: more than a real address may make in an hour.
  app = await startHttpTestApp(db.url, { rateLimitOverrides: { 'device-ip': { limit: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

async function openChallenge(maxParticipants: number): Promise<string> {
  const [row] = await db
    .knex('group_challenges')
    .insert({
      title: 'Crowded race',
      type: 'points_race',
      target_value: 500,
      start_date: db.knex.raw(`now() - interval '1 hour'`),
      end_date: db.knex.raw(`now() + interval '7 days'`),
      max_participants: maxParticipants,
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

describe('joining a challenge at once (docs/adr/0038)', () => {
  it('lets exactly 100 of 150 travellers into a 100-place challenge, and the count says 100', async () => {
    const challengeId = await openChallenge(100);
    const devices = Array.from({ length: 150 }, () => newDeviceId());

    const answers = await Promise.all(
      devices.map((deviceId) => app.call(`/api/challenges/${challengeId}/join`, { method: 'POST', deviceId })),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => String(answer.body.code)))).toEqual(
      new Set(['community.challenge-full']),
    );
    expect(answers.filter((answer) => answer.status === 200).every((answer) => answer.body.alreadyJoined === false)).toBe(true);

    const listed = ChallengesReplySchema.parse((await app.call('/api/challenges')).body);
    expect(listed.challenges.find((challenge) => challenge.id === challengeId)?.participantCount).toBe(100);
    const rows = await db.knex('challenge_participants').where({ challenge_id: challengeId }).count<{ count: string }[]>({ count: '*' });
    expect(Number(rows[0]?.count)).toBe(100);
  });

  it('counts a traveller who taps Join twice at once once', async () => {
    const challengeId = await openChallenge(100);
    const deviceId = newDeviceId();

    const answers = await Promise.all([1, 2, 3].map(() => app.call(`/api/challenges/${challengeId}/join`, { method: 'POST', deviceId })));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.alreadyJoined === false)).toHaveLength(1);
    const rows = await db.knex('challenge_participants').where({ challenge_id: challengeId }).count<{ count: string }[]>({ count: '*' });
    expect(Number(rows[0]?.count)).toBe(1);
  });
});
