import type {
  Analytics,
  AnswerSubjectIds,
  ErrorClass,
  PracticeItems,
  PronunciationCapabilities,
  PronunciationResult,
} from '@lisan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, apiGet, apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';

const id = encodeURIComponent;

export const analyticsQueries = {
  all: (userId: string) =>
    queryOptions({
      queryKey: ['analytics', userId],
      queryFn: () => apiGet<Analytics>(`/api/analytics/${id(userId)}`),
    }),
  practice: (userId: string, errorClass: ErrorClass) =>
    queryOptions({
      queryKey: ['analytics-practice', userId, errorClass],
      queryFn: () => apiGet<PracticeItems>(`/api/analytics/${id(userId)}/practice/${errorClass}`),
    }),
  capabilities: () =>
    queryOptions({
      queryKey: ['pronunciation-capabilities'],
      queryFn: () => apiGet<PronunciationCapabilities>('/api/pronunciation/capabilities'),
      staleTime: Infinity,
    }),
};

export function refreshAnalytics(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['analytics'] });
}

export interface SpokenSubject extends Required<AnswerSubjectIds> {
  exerciseType: string;
  userId: string;
  target: 'phrase' | 'answer';
}

/** The spoken answer was then checked as this attempt: the analytics show the two together. */
export function linkSpokenAnswer(pronunciationId: string, attemptId: string) {
  return apiRequest<{ id: string; attemptId: string }>(
    'POST',
    `/api/pronunciation/${id(pronunciationId)}/attempt`,
    { body: { attemptId } },
  );
}

/** The browser heard it: send its transcript to be aligned and scored. */
export function scoreTranscript(subject: SpokenSubject, transcript: string) {
  return apiRequest<PronunciationResult>('POST', '/api/pronunciation', { body: { ...subject, transcript } });
}

/** The browser recorded it: the server has it transcribed by the speech-to-text server, then scores it. */
export async function scoreRecording(
  subject: SpokenSubject,
  audio: Blob,
  durationMs: number,
): Promise<PronunciationResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(subject)) if (value !== null) form.append(key, value);
  form.append('durationMs', String(Math.round(durationMs)));
  form.append(
    'audio',
    audio,
    `speech.${audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm'}`,
  );
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const token = readStorage(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/pronunciation', {
      method: 'POST',
      body: form,
      headers,
      credentials: 'include',
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok)
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as PronunciationResult;
}
