/**
 * Baseline of the load benchmark's profile read: a bare `node:http` server
 * that answers `GET /api/profile` (bearer token) with the SQL statements the
 * app runs for it, word for word, through raw `pg` (a pool of 10, as the
 * app's), in the same order (the session with its user, then the other three
 * together), and no framework, validation or logging. `DATABASE_URL` and
 * `PORT` come from the environment; `/healthz` answers when it listens.
 *
 * PROFILE_READ_SQL was first captured from the app on 2026-11-26 (main at
 * ae120dd) with PostgreSQL's `log_statement = 'all'`. Since docs/adr/0059 the
 * app writes these four statements as SQL itself (shared/database/statement.ts):
 * the session joined with its user (accounts' KnexSessionRepository), the
 * latest subscription (subscriptions' KnexSubscriptionRepository), points with
 * the streak (gamification's KnexProgressReader.pointsAndStreakOf) and the
 * latest sessions (workouts' KnexSessionHistory), copied here word for word.
 * When the app's profile read changes its statements, change them here: the
 * baseline is only fair while it runs what the app runs.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const PROFILE_READ_SQL = {
  sessionWithUser: `select auth_sessions.id as session_id, auth_sessions.last_used_at, auth_sessions.expires_at,
  auth_sessions.revoked_at, auth_sessions.created_at as session_created_at, users.id, users.username, users.email, users.password_hash, users.device_id, users.name, users.age, users.height_cm, users.weight_kg, users.fitness_goal, users.avatar_url, users.gender, users.unit_system, users.account_type, users.created_at, users.updated_at
  from auth_sessions join users on users.id = auth_sessions.user_id
  where auth_sessions.token_hash = $1
  limit 1`,
  subscription: 'select * from subscriptions where user_id = $1 order by created_at desc, id desc limit 1',
  pointsAndStreak: `select points.total, streaks.user_id is not null as has_streak, streaks.current, streaks.longest, to_char(streaks.last_active, 'YYYY-MM-DD') as last_active,
  streaks.last_workout_at, streaks.last_time_zone
  from (select $1::uuid as user_id) wanted
  left join points on points.user_id = wanted.user_id
  left join streaks on streaks.user_id = wanted.user_id`,
  recentSessions: `select id, name, duration_min, context, city, score, completed_at
  from workout_sessions where user_id = $1 order by completed_at desc limit $2`,
} as const;

type Row = Record<string, unknown>;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const first = async (sql: string, values: unknown[]): Promise<Row | undefined> => (await pool.query<Row>(sql, values)).rows[0];

async function profile(authorization: string | undefined): Promise<{ status: number; body: unknown }> {
  const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { status: 401, body: { error: 'Authentication required' } };
  const user = await first(PROFILE_READ_SQL.sessionWithUser, [createHash('sha256').update(token).digest('hex')]);
  if (!user || user.revoked_at || (user.expires_at as Date) <= new Date()) {
    return { status: 401, body: { error: 'Authentication required' } };
  }
  const userId = user.id;
  const [subscription, progress, recent] = await Promise.all([
    first(PROFILE_READ_SQL.subscription, [userId]),
    first(PROFILE_READ_SQL.pointsAndStreak, [userId]),
    pool.query<Row>(PROFILE_READ_SQL.recentSessions, [userId, 5]),
  ]);
  return {
    status: 200,
    body: {
      id: user.id,
      username: user.username,
      email: user.email,
      name: user.name,
      age: user.age,
      heightCm: user.height_cm,
      weightKg: user.weight_kg === null ? null : Number(user.weight_kg),
      fitnessGoal: user.fitness_goal,
      avatarUrl: user.avatar_url,
      gender: user.gender,
      unitSystem: user.unit_system,
      accountType: user.account_type,
      subscriptionStatus: subscription?.status ?? 'none',
      createdAt: user.created_at,
      points: { total: progress?.total ?? 0 },
      streak: { current: progress?.current ?? 0, longest: progress?.longest ?? 0 },
      recentSessions: recent.rows.map((row) => ({
        id: row.id,
        name: row.name,
        durationMin: row.duration_min,
        context: row.context,
        city: row.city,
        score: row.score,
        completedAt: row.completed_at,
      })),
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

createServer((req, res) => {
  if (req.url === '/healthz') return json(res, 200, { status: 'ok' });
  if (req.method === 'GET' && req.url === '/api/profile') {
    profile(req.headers.authorization).then(
      ({ status, body }) => json(res, status, body),
      (error: unknown) => json(res, 500, { error: String(error) }),
    );
    return;
  }
  json(res, 404, { error: 'Not found' });
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
