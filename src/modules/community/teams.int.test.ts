import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { registration } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';

/**
 * What teams-joining.feature cannot show one traveller at a time: a team's
 * last places taken by a crowd at once. The guarded update on the team's row
 * lets exactly as many in as there are places, and the count agrees.
 */
const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { rateLimitOverrides: { 'register-ip': { limit: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

async function registeredTraveller(): Promise<string> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status).toBe(201);
  return answer.body.token as string;
}

describe('a 10-member team', () => {
  it('lets exactly 9 of 15 registered travellers joining at once in, and refuses the others as full', async () => {
    const admin = await registeredTraveller();
    const created = await app.call('/api/teams', { method: 'POST', token: admin, body: { name: 'Gate Runners' } });
    expect(created.status).toBe(201);
    const teamId = created.body.team.id as string;
    const crowd = await Promise.all(Array.from({ length: 15 }, () => registeredTraveller()));

    const answers = await Promise.all(crowd.map((token) => app.call(`/api/teams/${teamId}/join`, { method: 'POST', token })));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(9).fill(200), ...Array<number>(6).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'community.team-full')).toBe(true);
    const details = await app.call(`/api/teams/${teamId}`);
    expect(details.body.team.currentMembers).toBe(10);
    expect(details.body.members).toHaveLength(10);
    const [row] = await db.knex('team_members').where({ team_id: teamId }).count<{ count: string }[]>({ count: '*' });
    expect(Number(row?.count)).toBe(10);
  });
});
