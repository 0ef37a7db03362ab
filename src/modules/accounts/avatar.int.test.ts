import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvatarReplySchema, LIMITS } from '../../../contracts/accounts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { newDeviceId, registration } from '../../app/testing/builders';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

async function signedIn(): Promise<string> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status).toBe(201);
  return answer.body.token as string;
}

function form(bytes: Uint8Array, fileName = 'me.png', type = 'image/png', field = 'avatar'): FormData {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), fileName);
  return data;
}

const upload = (data: FormData, identity: { token?: string; deviceId?: string } = {}) =>
  app.call('/api/profile/avatar', { method: 'POST', rawBody: data, ...identity });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();

const storedAvatars = async () => (await readdir(path.join(app.dataDir, 'avatars')).catch(() => [])).filter((n) => n.endsWith('.webp'));

describe('uploading an avatar', () => {
  it('accepts a real PNG, re-encodes it as WebP within 512 px and serves it with nosniff', async () => {
    const token = await signedIn();
    const answer = await upload(form(await png(1024, 600)), { token });
    expect(answer.status).toBe(200);
    const reply = AvatarReplySchema.parse(answer.body);
    expect(reply.avatarUrl).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(reply.user.avatarUrl).toBe(reply.avatarUrl);

    const served = await fetch(`${app.url}${reply.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 300 });
    expect(metadata.exif).toBeUndefined();

    expect((await app.call('/api/profile', { token })).body.avatarUrl).toBe(reply.avatarUrl);
  });

  it('replaces the previous avatar and removes its file', async () => {
    const token = await signedIn();
    const first = await upload(form(await png(64, 64)), { token });
    const second = await upload(
      form(
        await sharp(await png(64, 64))
          .jpeg()
          .toBuffer(),
        'me.jpg',
        'image/jpeg',
      ),
      { token },
    );
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect((await fetch(`${app.url}${first.body.avatarUrl}`)).status).toBe(404);
    expect(await storedAvatars()).toContain(path.basename(String(second.body.avatarUrl)));
    expect(await storedAvatars()).not.toContain(path.basename(String(first.body.avatarUrl)));
  });

  it('turns a sideways phone photo upright and drops its EXIF data', async () => {
    const token = await signedIn();
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3a86ff' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const answer = await upload(form(sideways, 'photo.jpg', 'image/jpeg'), { token });
    expect(answer.status).toBe(200);
    const served = Buffer.from(await (await fetch(`${app.url}${answer.body.avatarUrl}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes('secret camera owner')).toBe(false);
  });

  it('refuses a file over 2 MB', async () => {
    const token = await signedIn();
    const tooBig = new Uint8Array(LIMITS.avatarMaxBytes + 1);
    tooBig.set(await png(8, 8));
    const answer = await upload(form(tooBig), { token });
    expect([answer.status, answer.body]).toEqual([413, { error: 'Avatar must be less than 2MB', code: 'accounts.avatar-too-large' }]);
  });

  it('refuses a text file named like a PNG', async () => {
    const token = await signedIn();
    const answer = await upload(form(new TextEncoder().encode('just some notes, not a picture'), 'holiday.png'), { token });
    expect([answer.status, answer.body.code]).toEqual([415, 'accounts.avatar-not-image']);
  });

  it('refuses bytes that start like a PNG but are not one', async () => {
    const token = await signedIn();
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    const answer = await upload(form(fake), { token });
    expect([answer.status, answer.body.code]).toEqual([415, 'accounts.avatar-not-image']);
  });

  it('refuses images with more pixels than an avatar could need (decompression bombs)', async () => {
    const token = await signedIn();
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(LIMITS.avatarMaxBytes);
    const answer = await upload(form(huge), { token });
    expect([answer.status, answer.body.code]).toEqual([415, 'accounts.avatar-not-image']);
  });

  it('needs the field `avatar`', async () => {
    const token = await signedIn();
    const answer = await upload(form(await png(8, 8), 'me.png', 'image/png', 'picture'), { token });
    expect([answer.status, answer.body]).toEqual([400, { error: 'Upload failed', code: 'accounts.upload-failed' }]);
  });

  it('is for registered users only', async () => {
    const anonymous = await upload(form(await png(8, 8)), { deviceId: newDeviceId() });
    expect([anonymous.status, anonymous.body]).toEqual([
      403,
      { error: 'Please create an account to upload an avatar', code: 'accounts.account-required' },
    ]);
    const nobody = await upload(form(await png(8, 8)));
    expect([nobody.status, nobody.body.code]).toEqual([401, 'accounts.authentication-required']);
    expect(await db.knex('users').whereNotNull('avatar_url').whereNull('email').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('serving avatars', () => {
  it('answers 404 for names we never gave out, never the web app', async () => {
    for (const pathname of [
      `/media/avatars/${'0'.repeat(32)}.webp`,
      '/media/avatars/..%2F..%2Fpackage.json',
      '/media/avatars/a/b',
      '/media/avatars/',
    ]) {
      const answer = await app.call(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers.get('content-type'), pathname).toMatch(/json/);
    }
  });
});
