import type { AdminAnalyticsReply } from '../../../../contracts/analytics';
import { fail, ok, type Clock, type Result, type Viewer } from '../../../shared/kernel';
import { buildReport, reportWindow } from '../domain/report-window';
import type { AnalyticsReport } from './ports/analytics-report.port';

/**
 * `/admin/analytics`: events per day for the last 30 days and the funnel
 * landing → free workout → register → trial → active, for users whose e-mail
 * is in ADMIN_EMAILS (as `/admin/media`).
 */
export class AdminReportQuery {
  constructor(
    private readonly report: AnalyticsReport,
    private readonly clock: Clock,
  ) {}

  /** `viewer`: a signed-in session (a device id is never an administrator). */
  async execute(viewer: Viewer): Promise<Result<AdminAnalyticsReply, 'analytics.admin-only'>> {
    if (!viewer.isAdmin) return fail('analytics.admin-only');
    const window = reportWindow(this.clock.now());
    const [counts, funnel] = await Promise.all([
      this.report.dailyCounts(window.from, window.to),
      this.report.funnel(window.from, window.to),
    ]);
    return ok(buildReport(window, counts, funnel));
  }
}
