import path from 'node:path';
import type { Application, RequestHandler } from 'express';
import { problemBody } from '../../../shared/http';

const ONE_HOUR_S = 3600;
const ID = '[a-z0-9]+(?:-[a-z0-9]+)*';
const FOLDERS = [
  { prefix: '/media/gifs', folder: 'gifs', pattern: new RegExp(`^${ID}\\.gif$`), type: 'image/gif' },
  { prefix: '/media/png', folder: 'png', pattern: new RegExp(`^${ID}\\.png$`), type: 'image/png' },
] as const;

/**
 * `GET /media/gifs/<id>.gif` and `/media/png/<id>.png` from `<root>/{gifs,png}`:
 * only names of the strict pattern are looked up (no dots, slashes or other
 * types), sent with their fixed type and nosniff. Anything else is a plain 404.
 */
export function mountExerciseMediaFiles(app: Application, root: string): void {
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).json(problemBody('http.not-found'));
  };
  for (const { prefix, folder, pattern, type } of FOLDERS) {
    app.get(`${prefix}/:file`, (req, res, next) => {
      const file = req.params.file;
      if (!pattern.test(file)) {
        notFound(req, res, next);
        return;
      }
      res.sendFile(
        path.join(root, folder, file),
        {
          headers: { 'content-type': type, 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' },
          maxAge: ONE_HOUR_S * 1000,
          dotfiles: 'deny',
        },
        (error) => {
          if (error) notFound(req, res, next);
        },
      );
    });
    app.use(prefix, notFound);
  }
}
