import type { Request, Response } from 'express';
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import type { TrackEventBody } from '../../../../contracts/analytics';
import { clientIp, declinesTracking, identityClaims, problem, unauthorised, viewerGuard } from '../../../shared/http';
import type { ViewerDirectory } from '../../../shared/kernel';
import type { AdminReportQuery } from '../application/admin-report.query';
import type { RecordEventUseCase } from '../application/record-event.use-case';

const s = initServer();

/** `POST /api/analytics` and `GET /api/admin/analytics` (contracts/analytics). */
export function createAnalyticsRouter(
  { record, adminReport }: { record: RecordEventUseCase; adminReport: AdminReportQuery },
  viewers: ViewerDirectory,
) {
  const guard = viewerGuard(viewers);
  return s.router(contract.analytics, {
    track: async ({ req, res, body }: { req: Request; res: Response; body: TrackEventBody }) => {
      // Do Not Track / Global Privacy Control: the same answer as a recorded event, and nothing looked up or kept.
      if (declinesTracking(req)) return { status: 204 as const, body: undefined };
      // A page view must not store a new device (ADR 0006: only a device's first write does): identified as a read.
      const identified = await viewers.identify({ ...identityClaims(req), writes: false });
      if (!identified.ok) return unauthorised(identified, res);
      const result = await record.execute({
        viewer: identified.value,
        address: clientIp(req),
        eventName: body.eventName,
        eventData: body.eventData,
      });
      if (result.ok) return { status: 204 as const, body: undefined };
      res.setHeader('retry-after', String(result.details.retryAfterSeconds));
      return problem(429 as const, result.code);
    },
    adminReport: guard.handleSession(async ({ viewer }) => {
      const result = await adminReport.execute(viewer);
      if (result.ok) return { status: 200 as const, body: result.value };
      return problem(403 as const, result.code);
    }),
  });
}
