import type { Request } from 'express';
import type { Result } from '../kernel/result';
import type { IdentifyFailure, IdentityClaims, Viewer } from '../kernel/viewer';
import { problem } from './problem';
import { identityClaims } from './request';

/** Both reasons a caller has no usable identity are a 401, each with its own text. */
export function unauthorised(code: IdentifyFailure) {
  return problem(401 as const, code);
}

type Unauthorised = ReturnType<typeof unauthorised>;

/**
 * Identifies the caller at the edge and answers 401 itself, so a handler only
 * ever sees a `Viewer`:
 *
 *   getProfile: viewers.handle(async ({ viewer }) => …)
 *
 * `handle` accepts the bearer token or a device id; `handleSession` only a
 * signed-in session (a device id is never a sign-in).
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
    return <Args extends { req: Request }, Answer>(handler: (args: Args & { viewer: V }) => Promise<Answer>) =>
      async (args: Args): Promise<Answer | Unauthorised> => {
        const identified = await identify(args.req, sessionOnly);
        if (!identified.ok) return unauthorised(identified.code);
        return handler({ ...args, viewer: identified.value });
      };
  }

  return { handle: guard(false), handleSession: guard(true), identify: (req: Request) => identify(req, false) };
}

export type ViewerGuard<V extends Viewer = Viewer> = ReturnType<typeof viewerGuard<V>>;
