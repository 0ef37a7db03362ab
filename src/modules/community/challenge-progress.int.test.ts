import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId } from '../../app/testing/builders';
import { FixedClock, type RecordedEvent } from '../../shared/kernel';
import { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from '../workouts';
import { KnexChallengeProgressStore } from './adapters/knex-challenge-progress-store';
import { KnexTeamOf } from './adapters/knex-team-of';
import { JoinChallengeUseCase } from './application/join-challenge.use-case';
import { trackChallengeProgress } from './application/track-challenge-progress.subscriber';

/**
 * Progress from `workouts.session-completed` as the job queue delivers it: at
 * least once, in no promised order (ADR 0012). The standings must come out the
 * same whatever the order and however often an event is delivered
 * (docs/adr/0038). Streaks are not read here: none of these challenges counts them.
 */

const db = useTestDatabase();
const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2026-11-23T00:00:00Z');
const at = (hours: number) => new Date(START.getTime() + hours * HOUR_MS);

let join: JoinChallengeUseCase;
let track: ReturnType<typeof trackChallengeProgress>;
const clock = new FixedClock(at(1));

beforeAll(() => {
  const store = new KnexChallengeProgressStore(db.knex);
  const teams = new KnexTeamOf(db.knex);
  join = new JoinChallengeUseCase(store, teams, clock);
  track = trackChallengeProgress({ store, teams, streaks: { streakReachedAt: async () => null } });
});

async function traveller(): Promise<string> {
  const [row] = await db.knex('users').insert({ device_id: newDeviceId() }).returning<{ id: string }[]>('id');
  return row!.id;
}

async function challenge(type: string, targetValue: number): Promise<string> {
  const [row] = await db
    .knex('group_challenges')
    .insert({ title: `A ${type}`, type, target_value: targetValue, start_date: START, end_date: at(7 * 24) })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

async function joinAt(hours: number, userId: string, challengeId: string): Promise<void> {
  clock.advance(at(hours).getTime() - clock.now().getTime());
  expect((await join.execute(userId, challengeId)).ok).toBe(true);
}

function finished(userId: string, hours: number, score: number, place: { city: string; country: string } | null = null) {
  const payload: WorkoutSessionCompleted['payload'] = {
    sessionId: randomUUID(),
    userId,
    name: null,
    durationMin: 10,
    context: 'hotel_room',
    setsDone: null,
    setsPlanned: null,
    completionRate: null,
    city: place?.city ?? null,
    country: place?.country ?? null,
    timezone: null,
    generationId: null,
    score,
    completedAt: at(hours).toISOString(),
  };
  const event: RecordedEvent<WorkoutSessionCompleted> = {
    id: randomUUID(),
    name: WORKOUT_SESSION_COMPLETED,
    payload,
    occurredAt: at(hours),
  };
  return event;
}

async function standingOf(userId: string, challengeId: string) {
  return db
    .knex('challenge_participants')
    .where({ user_id: userId, challenge_id: challengeId })
    .first<{ current_progress: number; rank: number; completed_at: Date | null }>('current_progress', 'rank', 'completed_at');
}

describe('challenge progress from finished workouts', () => {
  it('comes out the same when events arrive late, out of order and twice', async () => {
    const [ana, race] = [await traveller(), await challenge('points_race', 300)];
    await joinAt(1, ana, race);
    const [first, second, third] = [finished(ana, 2, 120), finished(ana, 3, 200), finished(ana, 4, 50)];

    for (const event of [third, second, third, first, second]) await track.handle(event);

    expect(await standingOf(ana, race)).toEqual({ current_progress: 370, rank: 1, completed_at: at(3) });
  });

  it('moves a completion earlier when an earlier workout is told after a later one', async () => {
    const [ana, race] = [await traveller(), await challenge('points_race', 300)];
    await joinAt(1, ana, race);
    const [early, late] = [finished(ana, 2, 300), finished(ana, 5, 300)];

    await track.handle(late);
    expect((await standingOf(ana, race))?.completed_at).toEqual(at(5));
    await track.handle(early);

    expect(await standingOf(ana, race)).toMatchObject({ current_progress: 600, completed_at: at(2) });
  });

  it('counts nothing done before joining or after the end, even when told late', async () => {
    const [ana, race] = [await traveller(), await challenge('points_race', 1_000)];
    const before = finished(ana, 0.5, 400);
    await track.handle(before);
    await joinAt(1, ana, race);
    await track.handle(finished(ana, 7 * 24 + 1, 400));
    await track.handle(finished(ana, 2, 100));

    expect((await standingOf(ana, race))?.current_progress).toBe(100);
  });

  it('counts a workout told before the join it followed, once the join is in', async () => {
    const [ana, race] = [await traveller(), await challenge('points_race', 1_000)];
    clock.advance(at(1).getTime() - clock.now().getTime());
    // The workout (at 2 h) is handled before the join (at 1 h) is: the join finds it already counted.
    await track.handle(finished(ana, 2, 150));
    expect((await join.execute(ana, race)).ok).toBe(true);

    expect((await standingOf(ana, race))?.current_progress).toBe(150);
  });

  it('ranks by progress, the earlier completion first on a tie, and re-ranks as progress changes', async () => {
    const [ana, ben, carla, race] = [await traveller(), await traveller(), await traveller(), await challenge('points_race', 200)];
    for (const who of [ana, ben, carla]) await joinAt(1, who, race);
    await track.handle(finished(ben, 3, 200));
    await track.handle(finished(ana, 2, 200));
    await track.handle(finished(carla, 4, 100));
    expect([(await standingOf(ana, race))?.rank, (await standingOf(ben, race))?.rank, (await standingOf(carla, race))?.rank]).toEqual([
      1, 2, 3,
    ]);

    await track.handle(finished(carla, 5, 150));

    expect([(await standingOf(carla, race))?.rank, (await standingOf(ana, race))?.rank, (await standingOf(ben, race))?.rank]).toEqual([
      1, 2, 3,
    ]);
  });

  it('counts distinct cities however they are written', async () => {
    const [ana, conquest] = [await traveller(), await challenge('city_conquest', 3)];
    await joinAt(1, ana, conquest);
    await track.handle(finished(ana, 2, 100, { city: 'São Paulo', country: 'Brasil' }));
    await track.handle(finished(ana, 3, 100, { city: ' sao  PAULO ', country: 'brasil' }));
    await track.handle(finished(ana, 4, 100, { city: 'Lisbon', country: 'Portugal' }));
    await track.handle(finished(ana, 5, 100));

    expect(await standingOf(ana, conquest)).toMatchObject({ current_progress: 2, completed_at: null });
  });

  it("adds a team-mate's points from when they joined the team to a team challenge", async () => {
    const [ana, ben, teamChallenge] = [await traveller(), await traveller(), await challenge('team_challenge', 1_000)];
    const [team] = await db.knex('teams').insert({ name: 'Gate Sprinters', created_by: null }).returning<{ id: string }[]>('id');
    await db.knex('team_members').insert([
      { team_id: team!.id, user_id: ana, role: 'admin', joined_at: START },
      { team_id: team!.id, user_id: ben, joined_at: at(3) },
    ]);
    await joinAt(1, ana, teamChallenge);

    await track.handle(finished(ben, 2, 500));
    await track.handle(finished(ben, 4, 300));
    await track.handle(finished(ana, 5, 200));

    expect((await standingOf(ana, teamChallenge))?.current_progress).toBe(500);
  });
});
