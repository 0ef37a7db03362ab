import busboy from 'busboy';
import type { Request } from 'express';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { AvatarReadFailure } from '../application/upload-avatar.use-case';

/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/**
 * How much of a refused upload is still read (and thrown away) before the
 * answer goes out. A client that sends its whole body before reading (Python's
 * http.client, many SDKs) would otherwise have its connection reset under it
 * and never see the 413; a phone photo fits well within this. Past it, the
 * answer goes out at once and the connection is closed.
 */
export const REFUSED_UPLOAD_DRAIN_BYTES = 32 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';

/**
 * Streams the multipart field `avatar` into memory, never more than
 * `maxBytes + 1` bytes: a declared length that is too large is refused before
 * keeping anything, and an upload that grows past the limit is refused the
 * moment it does. The rest of a refused body is read and discarded (up to
 * REFUSED_UPLOAD_DRAIN_BYTES) before the refusal is returned, so the client
 * can read the answer.
 */
export function readAvatarUpload(req: Request, maxBytes: number): Promise<Result<Buffer, AvatarReadFailure>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Result<Buffer, AvatarReadFailure>) => {
      if (settled) return;
      settled = true;
      if (result.ok) resolve(result);
      else void discard(req).then(() => resolve(result));
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

/**
 * Stops parsing and reads the rest of the body into nothing. Resolves once the
 * body has ended, or at once when it is (or grows) larger than
 * REFUSED_UPLOAD_DRAIN_BYTES, or the connection fails. The rest keeps being
 * discarded while the answer goes out. (The request timeout bounds a slow body.)
 */
function discard(req: Request): Promise<void> {
  req.unpipe();
  req.resume();
  const declared = Number(req.headers['content-length']);
  if (req.readableEnded || (Number.isFinite(declared) && declared > REFUSED_UPLOAD_DRAIN_BYTES)) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > REFUSED_UPLOAD_DRAIN_BYTES) done();
    };
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
  });
}
