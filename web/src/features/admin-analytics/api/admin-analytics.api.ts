import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsContract } from '../../../../../contracts/analytics/analytics.contract';
import { AdminAnalyticsReplySchema, type AdminAnalyticsReply } from '../../../../../contracts/analytics/analytics.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';

const analytics = createApiClient(analyticsContract);

export const adminAnalyticsKeys = { all: ['admin-analytics'] as const };

/** `GET /api/admin/analytics` (bearer): the last 30 days, for administrators. A refusal throws `HttpError`. */
export async function getAdminAnalytics(signal?: AbortSignal): Promise<AdminAnalyticsReply> {
  return AdminAnalyticsReplySchema.parse(bodyOf(await analytics.adminReport({ fetchOptions: { signal } }), 200));
}

export const getAdminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminAnalyticsKeys.all, queryFn: ({ signal }) => getAdminAnalytics(signal) });

export function useAdminAnalytics() {
  return useQuery(getAdminAnalyticsQueryOptions());
}
