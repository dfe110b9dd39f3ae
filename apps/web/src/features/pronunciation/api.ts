import type { AnswerSubjectIds, PronunciationCapabilities, PronunciationResult } from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, NetworkError, apiGet, apiRequest, browserTimeZone } from '../../lib/api-client';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';

/** Scoring how the learner says a phrase or an answer: the endpoints under /api/pronunciation. */

const id = encodeURIComponent;

export const pronunciationQueries = {
  /** Whether the server transcribes recordings, and a recording's limits. */
  capabilities: () =>
    queryOptions({
      queryKey: ['pronunciation-capabilities'],
      queryFn: () => apiGet<PronunciationCapabilities>('/api/pronunciation/capabilities'),
      staleTime: Infinity,
    }),
};

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
    'X-Time-Zone': browserTimeZone(),
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
