import {
  dailyStatsSchema,
  progressReportSchema,
  recentActivitySchema,
  userProgressEntrySchema,
  weeklyStatsSchema,
} from '@lisan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../lib/api-client';

const id = encodeURIComponent;

export const progressQueries = {
  daily: (userId: string) =>
    queryOptions({ queryKey: ['daily-stats', userId], queryFn: () => apiGet(`/api/daily-stats/${id(userId)}`, { schema: dailyStatsSchema }) }),
  weekly: (userId: string) =>
    queryOptions({ queryKey: ['weekly-stats', userId], queryFn: () => apiGet(`/api/weekly-stats/${id(userId)}`, { schema: weeklyStatsSchema }) }),
  progress: (userId: string) =>
    queryOptions({
      queryKey: ['user-progress', userId],
      queryFn: () => apiGet(`/api/user-progress/${id(userId)}`, { schema: z.array(userProgressEntrySchema) }),
    }),
  report: (userId: string) =>
    queryOptions({
      queryKey: ['progress-report', userId],
      queryFn: () => apiGet(`/api/progress-report/${id(userId)}`, { schema: progressReportSchema }),
    }),
  recent: (userId: string) =>
    queryOptions({
      queryKey: ['recent-activity', userId],
      queryFn: () => apiGet(`/api/recent-activity/${id(userId)}?limit=10`, { schema: recentActivitySchema }),
    }),
};

/** Spec §7: after an answer is recorded, the statistics the dashboard shows are fetched again. */
export function refreshProgress(queryClient: QueryClient) {
  for (const key of ['daily-stats', 'user-progress', 'weekly-stats', 'recent-activity', 'progress-report']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
