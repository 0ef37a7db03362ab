import assert from 'node:assert/strict';
import sharp from 'sharp';
import { meanColours, type PickedFile } from '../builders/pictures';
import type { TravelWorld } from '../world';
import type { HttpAnswer } from './http';
import { askAs, type Identity } from './identity';

export async function uploadAvatar(world: TravelWorld, identity: Identity, file: PickedFile): Promise<HttpAnswer> {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return askAs(world, '/api/profile/avatar', identity, { method: 'POST', body: form });
}

/**
 * The avatar address answers the traveller's picture: an image type the app
 * chose (PNG, JPEG or WebP), with the instruction not to guess another type,
 * and bytes that decode to the picture uploaded.
 */
export async function assertServedPicture(world: TravelWorld, avatarUrl: string, file: PickedFile): Promise<void> {
  const address = avatarUrl.startsWith('http') ? new URL(avatarUrl).pathname : avatarUrl;
  const response = await fetch(`${world.baseUrl}${address}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  assert.equal(response.status, 200, `the avatar address ${address} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  assert.match(type, /^image\/(png|jpeg|webp)\b/, `the avatar is served as ${type}`);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  const metadata = await sharp(bytes).metadata();
  assert.equal(
    `image/${metadata.format === 'jpeg' ? 'jpeg' : metadata.format}`,
    type.split(';')[0]!.trim(),
    'the bytes are not the type announced',
  );
  if (file.picture) {
    // The app may resize or crop its copy; the colours stay those of the picture.
    const served = await meanColours(bytes);
    file.picture.means.forEach((mean, channel) =>
      assert.ok(
        Math.abs((served[channel] ?? 0) - mean) < 25,
        `the served picture's colours ${served.map(Math.round).join(',')} are not the uploaded ${file.picture!.means.map(Math.round).join(',')}`,
      ),
    );
  }
}
