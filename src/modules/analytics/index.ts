/** The analytics module's only public door: other modules import nothing else. */
export { analyticsModule } from './analytics.module';
export { createAnalytics, type Analytics, type AnalyticsDeps } from './create-analytics';
