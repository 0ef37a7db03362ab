import busboy from 'busboy';
import type { Request } from 'express';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { AvatarReadFailure } from '../application/upload-avatar.use-case';

/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
export const AVATAR_FIELD = 'avatar';

/**
 * Streams the multipart field `avatar` into memory, never more than
 * `maxBytes + 1` bytes: a declared length that is too large is refused before
 * reading anything, and an upload that grows past the limit is refused the
 * moment it does (the rest is discarded unread).
 */
export function readAvatarUpload(req: Request, maxBytes: number): Promise<Result<Buffer, AvatarReadFailure>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Result<Buffer, AvatarReadFailure>) => {
      if (settled) return;
      settled = true;
      if (!result.ok) discard(req);
      resolve(result);
    };

    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      settle(fail('accounts.avatar-too-large'));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 4, headerPairs: 16, fieldSize: 1024 },
      });
    } catch {
      // Not multipart/form-data at all (or no boundary).
      settle(fail('accounts.upload-failed'));
      return;
    }

    let file: Buffer | undefined;
    parser.on('file', (name, stream) => {
      if (name !== AVATAR_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) settle(fail('accounts.avatar-too-large'));
        else chunks.push(chunk);
      });
      stream.on('limit', () => settle(fail('accounts.avatar-too-large')));
      stream.on('end', () => {
        if (size > 0 && size <= maxBytes) file = Buffer.concat(chunks, size);
      });
    });
    parser.on('error', () => settle(fail('accounts.upload-failed')));
    parser.on('close', () => settle(file ? ok(file) : fail('accounts.upload-failed')));
    req.on('error', () => settle(fail('accounts.upload-failed')));
    req.pipe(parser);
  });
}

/** Stops parsing and lets the rest of the body drain unread, so the answer can go out at once. */
function discard(req: Request): void {
  req.unpipe();
  req.resume();
}
