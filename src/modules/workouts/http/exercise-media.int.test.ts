import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMediaReplySchema, DemoSequenceSchema, ExerciseMediaReplySchema } from '../../../../contracts/workouts';
import { pullMedia } from '../../../../scripts/lib/media-pull';
import { startApp } from '../../../app/bootstrap';
import { loadConfig } from '../../../app/config';
import { useTestDatabase } from '../../../app/database/testing/test-database';

const db = useTestDatabase();
const ADMIN = `admin.${randomUUID().slice(0, 8)}@example.com`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let dataDir: string;
let app: Awaited<ReturnType<typeof startApp>>;
let base: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-media-'));
  await mkdir(path.join(dataDir, 'media', 'png'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', 'png', 'plank.png'), PNG);
  app = await startApp(
    loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: db.url, DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN.toUpperCase() }),
  );
  base = app.url.replace(/\/$/, '');
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function get(pathname: string, token?: string) {
  const response = await fetch(`${base}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const type = response.headers.get('content-type') ?? '';
  // Test code reads answers loosely on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

async function signUp(email: string): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `media_${tag}`,
      email,
      password: 'correct horse battery',
      name: 'Ana Viajera',
      age: 41,
      heightCm: 165,
      weightKg: 60,
      gender: 'female',
      fitnessGoal: 'general_fitness',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

describe('GET /api/exercise-media', () => {
  it('answers an exercise without a file with its Custom sequence, cacheable', async () => {
    const answer = await get('/api/exercise-media?id=push-up');
    expect(answer.status).toBe(200);
    expect(ExerciseMediaReplySchema.parse(answer.body)).toMatchObject({ id: 'push-up', type: 'LOCAL_SEQUENCE', tag: 'Custom', url: null });
    expect(DemoSequenceSchema.safeParse(answer.body.sequence).success).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('resolves a workout alias to its catalogue exercise', async () => {
    const answer = await get('/api/exercise-media?id=pushup-basic');
    expect(answer.body).toMatchObject({ id: 'push-up', type: 'LOCAL_SEQUENCE' });
  });

  it('prefers a PNG file present in the media folder, and serves it with nosniff', async () => {
    const answer = await get('/api/exercise-media?id=plank-front');
    expect(answer.body).toMatchObject({ id: 'plank', type: 'PNG', tag: 'Media', url: '/media/png/plank.png', sequence: null });
    const file = await get('/media/png/plank.png');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('answers by a same-origin media path', async () => {
    expect((await get('/api/exercise-media?url=/media/png/plank.png')).body).toMatchObject({ id: 'plank', type: 'PNG' });
    expect((await get('/api/exercise-media?url=/media/gifs/push-up.gif')).body).toMatchObject({ id: 'push-up', type: 'LOCAL_SEQUENCE' });
  });

  it('refuses an unknown exercise with 404', async () => {
    const answer = await get('/api/exercise-media?id=moon-walk');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('workouts.unknown-exercise');
  });

  it.each(['https://evil.example.com/media/png/plank.png', '/media/png/../secret.png', '/etc/passwd', '/media/avatars/a.webp'])(
    'refuses the media path %s with 400',
    async (url) => {
      const answer = await get(`/api/exercise-media?url=${encodeURIComponent(url)}`);
      expect(answer.status).toBe(400);
    },
  );

  it('does not serve other names under /media/png', async () => {
    expect((await get('/media/png/Plank.PNG')).status).toBe(404);
    expect((await get('/media/png/missing.png')).status).toBe(404);
  });
});

describe('GET /api/admin/media', () => {
  it('asks for a signed-in user', async () => {
    const answer = await get('/api/admin/media');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'Authentication required' });
  });

  it('refuses a user whose e-mail is not in ADMIN_EMAILS', async () => {
    const token = await signUp(`traveller.${randomUUID().slice(0, 8)}@example.com`);
    const answer = await get('/api/admin/media', token);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'Administrators only', code: 'workouts.admin-only' });
  });

  it('lists every exercise with what it has for an administrator', async () => {
    const token = await signUp(ADMIN);
    const answer = await get('/api/admin/media', token);
    expect(answer.status).toBe(200);
    const reply = AdminMediaReplySchema.parse(answer.body);
    // Every exercise has the project's own animated sequence: all count as having media.
    expect(reply.counts).toEqual({ withMedia: reply.exercises.length, missing: 0, total: reply.exercises.length });
    expect(reply.exercises.find((e) => e.id === 'plank')).toMatchObject({ type: 'PNG', url: '/media/png/plank.png' });
    expect(reply.exercises.find((e) => e.id === 'push-up')).toMatchObject({ type: 'None', custom: true, url: null });
    expect(reply.showPullHint).toBe(false);
  });
});

describe('media pull', () => {
  it('keeps only files of the right type and skips exercises that already have one', async () => {
    const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const source = http.createServer((req, res) => {
      if (req.url === '/squat.gif') res.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
      else if (req.url === '/fake.gif') res.writeHead(200, { 'content-type': 'image/gif' }).end('<html>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const root = path.join(dataDir, 'pulled');
    await mkdir(path.join(root, 'png'), { recursive: true });
    await writeFile(path.join(root, 'png', 'plank.png'), PNG);
    try {
      const summary = await pullMedia(
        `http://127.0.0.1:${(source.address() as AddressInfo).port}/`,
        ['squat', 'fake', 'plank', 'none'],
        root,
      );
      expect(summary.downloaded).toEqual(['squat.gif']);
      expect(summary.skipped).toEqual(['plank']);
      expect(Object.keys(summary.failed).sort()).toEqual(['fake', 'none']);
    } finally {
      await new Promise<void>((resolve) => source.close(() => resolve()));
    }
  });
});
