import type { ReminderSettings, UpdateReminderSettings } from '@lisan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

const remindersQueryKey = ['me', 'reminders'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: remindersQueryKey,
    queryFn: () => apiGet<ReminderSettings>('/api/me/reminders'),
  });
}

/** Saves the settings; the server reads the time in this browser's zone (sent with every call). */
export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReminderSettings) =>
      apiRequest<ReminderSettings>('PUT', '/api/me/reminders', { body }),
    onSuccess: (settings) => client.setQueryData(remindersQueryKey, settings),
  });
}
