/**
 * Baseline of the load benchmark's profile read: a bare `node:http` server
 * that answers `GET /api/profile` (bearer token) with the SQL statements the
 * app runs for it, word for word, through raw `pg` (a pool of 10, as the
 * app's), in the same order (the session, then the user, then the other six
 * together), and no framework, validation or logging. `DATABASE_URL` and
 * `PORT` come from the environment; `/healthz` answers when it listens.
 *
 * PROFILE_READ_SQL was captured from the app on 2026-11-26 (main at ae120dd)
 * with PostgreSQL's `log_statement = 'all'` and `log_line_prefix = '%a '`, the
 * app's own connections (`travelfit`) only, for one `GET /api/profile` of a
 * signed-in traveller whose session needed no touch. When the app's profile
 * read changes its statements, capture them again and change them here: the
 * baseline is only fair while it runs what the app runs.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const PROFILE_READ_SQL = {
  session: `select "id", "user_id", "created_at", "last_used_at", "expires_at", "revoked_at" from "auth_sessions" where "token_hash" = $1 limit $2`,
  user: `select "id", "username", "email", "password_hash", "device_id", "name", "age", "height_cm", "weight_kg", "fitness_goal", "avatar_url", "gender", "unit_system", "account_type", "created_at", "updated_at" from "users" where "id" = $1 limit $2`,
  subscription: `select * from "subscriptions" where "user_id" = $1 order by "created_at" desc, "id" desc limit $2`,
  streak: `select current, longest, to_char(last_active, 'YYYY-MM-DD') as last_active, last_workout_at, last_time_zone from "streaks" where "user_id" = $1 limit $2`,
  badges: `select "id", "code", "awarded_at" from "badges" where "user_id" = $1 order by "awarded_at" desc, "code" asc`,
  passport: `select (array_agg(city order by first_visited_at))[1] as city, (array_agg(country order by first_visited_at))[1] as country,
min(first_visited_at) as first_visited_at, sum(workouts)::integer as workouts
from passport_stamps where user_id = $1
group by lower(regexp_replace(btrim(regexp_replace(normalize(city, NFKD), '[\\u0300-\\u036f]', '', 'g')), '\\s+', ' ', 'g')), lower(regexp_replace(btrim(regexp_replace(normalize(country, NFKD), '[\\u0300-\\u036f]', '', 'g')), '\\s+', ' ', 'g'))
order by first_visited_at desc, city`,
  points: `select "total" from "points" where "user_id" = $1 limit $2`,
  recentSessions: `select "id", "name", "duration_min", "context", "city", "score", "completed_at" from "workout_sessions" where "user_id" = $1 order by "completed_at" desc limit $2`,
} as const;

type Row = Record<string, unknown>;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const first = async (sql: string, values: unknown[]): Promise<Row | undefined> => (await pool.query<Row>(sql, values)).rows[0];

async function profile(authorization: string | undefined): Promise<{ status: number; body: unknown }> {
  const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { status: 401, body: { error: 'Authentication required' } };
  const session = await first(PROFILE_READ_SQL.session, [createHash('sha256').update(token).digest('hex'), 1]);
  if (!session || session.revoked_at || (session.expires_at as Date) <= new Date()) {
    return { status: 401, body: { error: 'Authentication required' } };
  }
  const userId = session.user_id;
  const user = await first(PROFILE_READ_SQL.user, [userId, 1]);
  if (!user) return { status: 401, body: { error: 'Authentication required' } };
  const [subscription, streak, , , points, recent] = await Promise.all([
    first(PROFILE_READ_SQL.subscription, [userId, 1]),
    first(PROFILE_READ_SQL.streak, [userId, 1]),
    pool.query(PROFILE_READ_SQL.badges, [userId]),
    pool.query(PROFILE_READ_SQL.passport, [userId]),
    first(PROFILE_READ_SQL.points, [userId, 1]),
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
      points: { total: points?.total ?? 0 },
      streak: { current: streak?.current ?? 0, longest: streak?.longest ?? 0 },
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
