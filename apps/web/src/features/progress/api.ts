import type {
  DailyStats,
  ProgressReport,
  RecentActivity,
  UserProgressEntry,
  WeeklyStats,
} from '@lisan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { analyticsQueries } from '../analytics';

const id = encodeURIComponent;

export const progressQueries = {
  daily: (userId: string) =>
    queryOptions({
      queryKey: ['daily-stats', userId],
      queryFn: () => apiGet<DailyStats>(`/api/daily-stats/${id(userId)}`),
    }),
  weekly: (userId: string) =>
    queryOptions({
      queryKey: ['weekly-stats', userId],
      queryFn: () => apiGet<WeeklyStats>(`/api/weekly-stats/${id(userId)}`),
    }),
  progress: (userId: string) =>
    queryOptions({
      queryKey: ['user-progress', userId],
      queryFn: () => apiGet<UserProgressEntry[]>(`/api/user-progress/${id(userId)}`),
    }),
  report: (userId: string) =>
    queryOptions({
      queryKey: ['progress-report', userId],
      queryFn: () => apiGet<ProgressReport>(`/api/progress-report/${id(userId)}`),
    }),
  recent: (userId: string) =>
    queryOptions({
      queryKey: ['recent-activity', userId],
      queryFn: () => apiGet<RecentActivity>(`/api/recent-activity/${id(userId)}?limit=10`),
    }),
};

/** After an answer is recorded, the statistics the dashboard shows are fetched again. */
export function refreshProgress(queryClient: QueryClient, userId: string) {
  for (const { queryKey } of [
    progressQueries.daily(userId),
    progressQueries.progress(userId),
    progressQueries.weekly(userId),
    progressQueries.recent(userId),
    progressQueries.report(userId),
    analyticsQueries.all(userId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
