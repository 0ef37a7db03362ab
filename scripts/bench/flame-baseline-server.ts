/**
 * The baselines of `npm run bench -- flame`, run as a process of their own as
 * the app is: a bare `node:http` server answering `/healthz` as the app does,
 * and `/api/profile` answered from the six queries the profile needs (the
 * session by its token's hash, the user, their latest subscription, points,
 * streak, the latest 5 sessions) through raw `pg`, with no framework, no
 * validation, no logging. `DATABASE_URL` and `PORT` come from the environment;
 * prints `listening` once it answers.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function profile(authorization: string | undefined): Promise<{ status: number; body: unknown }> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return { status: 401, body: { error: 'Sign in' } };
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query<{ user_id: string; expires_at: Date; revoked_at: Date | null }>(
    'select id, user_id, created_at, last_used_at, expires_at, revoked_at from auth_sessions where token_hash = $1 limit 1',
    [hash],
  );
  const live = session.rows[0];
  if (!live || live.revoked_at || live.expires_at <= new Date()) return { status: 401, body: { error: 'Sign in' } };
  const userId = live.user_id;
  const [user, subscription, points, streak, recent] = await Promise.all([
    pool.query(
      `select id, username, email, device_id, name, age, height_cm, weight_kg, fitness_goal, avatar_url, gender, unit_system,
              account_type, created_at from users where id = $1 limit 1`,
      [userId],
    ),
    pool.query('select * from subscriptions where user_id = $1 order by created_at desc, id desc limit 1', [userId]),
    pool.query<{ total: number }>('select total from points where user_id = $1 limit 1', [userId]),
    pool.query<{ current: number; longest: number }>('select current, longest from streaks where user_id = $1 limit 1', [userId]),
    pool.query(
      `select id, name, duration_min, context, city, score, completed_at from workout_sessions
       where user_id = $1 order by completed_at desc limit 5`,
      [userId],
    ),
  ]);
  const row = user.rows[0] as Record<string, unknown>;
  return {
    status: 200,
    body: {
      ...row,
      subscriptionStatus: (subscription.rows[0] as { status?: string } | undefined)?.status ?? 'none',
      points: points.rows[0]?.total ?? 0,
      streak: streak.rows[0]?.current ?? 0,
      recentSessions: recent.rows,
    },
  };
}

const server = createServer((req, res) => {
  if (req.url === '/healthz') return json(res, 200, { status: 'ok' });
  if (req.url === '/api/profile') {
    profile(req.headers.authorization).then(
      ({ status, body }) => json(res, status, body),
      (error: unknown) => json(res, 500, { error: String(error) }),
    );
    return;
  }
  json(res, 404, { error: 'Not found' });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
