import type { Application, RequestHandler } from 'express';
import { problemBody } from '../../../shared/http';
import type { ReadAvatarUseCase } from '../application/read-avatar.use-case';

const ONE_YEAR_S = 31_536_000;

/**
 * `GET /media/avatars/:file`: stored avatars, always the re-encoded WebP, with
 * nosniff and a year of immutable caching (a new avatar gets a new name).
 * Anything else under /media/avatars/ is a plain 404, never the web app.
 */
export function mountAvatarMedia(app: Application, readAvatar: ReadAvatarUseCase): void {
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).json(problemBody('http.not-found'));
  };
  app.get('/media/avatars/:file', async (req, res, next) => {
    try {
      const bytes = await readAvatar.execute(req.params.file);
      if (!bytes) {
        notFound(req, res, next);
        return;
      }
      res
        .status(200)
        .setHeader('content-type', 'image/webp')
        .setHeader('x-content-type-options', 'nosniff')
        .setHeader('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
        .setHeader('content-disposition', 'inline')
        .send(bytes);
    } catch (error) {
      next(error);
    }
  });
  app.use('/media/avatars', notFound);
}
