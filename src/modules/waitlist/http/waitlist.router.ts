import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { GUIDE_FILES, localeOfGuide, WAITLIST_JOINED_MESSAGE } from '../../../../contracts/waitlist';
import { clientIp, problem, requestLocale } from '../../../shared/http';
import type { GuideLibrary } from '../application/guide-library';
import type { JoinWaitlistUseCase } from '../application/join-waitlist.use-case';

const s = initServer();

/** The waitlist and its guide (contracts/waitlist/waitlist.contract.ts); both public. */
export function createWaitlistRouter(join: JoinWaitlistUseCase, library: GuideLibrary) {
  return s.router(contract.waitlist, {
    joinWaitlist: async ({ body, req, res }) => {
      const result = await join.execute({ email: body.email, ip: clientIp(req), locale: requestLocale(req) });
      if (result.ok) return { status: 200 as const, body: { success: true as const, message: WAITLIST_JOINED_MESSAGE, ...result.value } };
      switch (result.code) {
        case 'waitlist.rate-limited':
          res.setHeader('retry-after', String(result.details.retryAfterSeconds));
          return problem(429 as const, result.code);
      }
    },

    guide: async ({ params, res }) => {
      const locale = localeOfGuide(params.file);
      const { pdf, version } = await library.guide(locale);
      res.setHeader('content-disposition', `attachment; filename="${GUIDE_FILES[locale].downloadName}"`);
      res.setHeader('cache-control', 'public, max-age=3600');
      res.setHeader('etag', `"${version}"`);
      return { status: 200 as const, body: pdf };
    },
  });
}
