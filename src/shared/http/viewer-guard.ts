import type { Request, Response } from 'express';
import type { FailureIn, Result } from '../kernel/result';
import type { IdentifyFailure, IdentityClaims, Viewer } from '../kernel/viewer';
import { problem, problemBody } from './problem';
import { foreignUidIn, identityClaims } from './request';

type IdentifyRefusal = FailureIn<Result<Viewer, IdentifyFailure>>;

/**
 * A caller without a usable identity: 401 with its own text, or 429 with
 * `Retry-After` when their address made too many new devices.
 */
export function unauthorised(failure: IdentifyRefusal, res: Response) {
  if (failure.code === 'accounts.rate-limited') {
    res.setHeader('retry-after', String(failure.details.retryAfterSeconds));
    return problem(429 as const, failure.code);
  }
  return problem(401 as const, failure.code);
}

type Unauthorised = ReturnType<typeof unauthorised>;

/** The answer to a `uid` (in the address or the body) that is not the caller's own device. */
export const notYourDevice = (location: 'query' | 'body') =>
  problem(403 as const, 'accounts.not-your-device', [{ location, field: 'uid', message: problemBody('accounts.not-your-device').error }]);

/**
 * Identifies the caller at the edge and answers 401 itself, so a handler only
 * ever sees a `Viewer`:
 *
 *   getProfile: viewers.handle(async ({ viewer }) => …)
 *
 * `handle` accepts the bearer token or a device id; `handleOwn` too, and
 * also refuses (403) a `uid` in the address or the body that is not the caller's own
 * device; `handleSession` only a signed-in session (a device id is never a sign-in).
 */
export function viewerGuard<V extends Viewer>(directory: { identify(claims: IdentityClaims): Promise<Result<V, IdentifyFailure>> }) {
  async function identify(req: Request, sessionOnly: boolean) {
    const claims = identityClaims(req);
    if (sessionOnly && !claims.authorization?.trim()) return { ok: false as const, code: 'accounts.authentication-required' as const };
    const identified = await directory.identify(sessionOnly ? { authorization: claims.authorization } : claims);
    if (identified.ok && sessionOnly && identified.value.via !== 'session') {
      return { ok: false as const, code: 'accounts.authentication-required' as const };
    }
    return identified;
  }

  function guard(sessionOnly: boolean) {
    return <Args extends { req: Request; res: Response }, Answer>(handler: (args: Args & { viewer: V }) => Promise<Answer>) =>
      async (args: Args): Promise<Answer | Unauthorised> => {
        const identified = await identify(args.req, sessionOnly);
        if (!identified.ok) return unauthorised(identified, args.res);
        return handler({ ...args, viewer: identified.value });
      };
  }

  const handleOwn =
    <Args extends { req: Request; res: Response }, Answer>(handler: (args: Args & { viewer: V }) => Promise<Answer>) =>
    async (args: Args): Promise<Answer | Unauthorised | ReturnType<typeof notYourDevice>> => {
      const identified = await identify(args.req, false);
      if (!identified.ok) return unauthorised(identified, args.res);
      const foreign = foreignUidIn(args.req, identified.value);
      if (foreign) return notYourDevice(foreign);
      return handler({ ...args, viewer: identified.value });
    };

  return { handle: guard(false), handleOwn, handleSession: guard(true), identify: (req: Request) => identify(req, false) };
}

export type ViewerGuard<V extends Viewer = Viewer> = ReturnType<typeof viewerGuard<V>>;
