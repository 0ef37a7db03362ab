import { describe, expect, it } from 'vitest';
import { avatarFileOf, avatarUrlOf, sniffImageType } from './avatar-image';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('recognising an image by its bytes', () => {
  it('knows PNG, JPEG and WebP signatures', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, whatever the file was called', () => {
    expect(sniffImageType(bytes('hello, I am a text file.png'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 'PN'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('avatar addresses', () => {
  const name = `${'a1'.repeat(16)}.webp`;

  it('map to a stored file and back', () => {
    expect(avatarFileOf(avatarUrlOf(name))).toBe(name);
  });

  it('never point outside the avatar folder', () => {
    expect(avatarFileOf('/media/avatars/../../etc/passwd')).toBeUndefined();
    expect(avatarFileOf('https://example.com/a.webp')).toBeUndefined();
    expect(avatarFileOf(null)).toBeUndefined();
  });
});
