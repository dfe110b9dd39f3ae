import type {
  ConversationStatus,
  ConversationTurnRequest,
  ConversationTurnResponse,
  DialogueListResponse,
  DialogueTranscript,
  DialogueTurnRequest,
  DialogueTurnResponse,
  DialogueView,
  UnitListResponse,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, NetworkError, apiGet, apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';

const enc = encodeURIComponent;

export const dialogueQueries = {
  /** Every dialogue in the interface language, with the learner's finished ones marked. */
  list: (language: string, userId: string) =>
    queryOptions({
      queryKey: ['dialogues', language, userId],
      queryFn: () => apiGet<DialogueListResponse>(`/api/dialogues?lang=${enc(language)}`),
    }),
  one: (id: string, language: string) =>
    queryOptions({
      queryKey: ['dialogue', id, language],
      queryFn: () => apiGet<DialogueView>(`/api/dialogues/${enc(id)}?lang=${enc(language)}`),
      staleTime: Infinity,
    }),
};

export function answerTurn(id: string, body: DialogueTurnRequest): Promise<DialogueTurnResponse> {
  return apiRequest<DialogueTurnResponse>('POST', `/api/dialogues/${enc(id)}/turns`, { body });
}

export const unitQueries = {
  /** The units by purpose with the learner's place in them. */
  all: (language: string, userId: string) =>
    queryOptions({
      queryKey: ['units', language, userId],
      queryFn: () => apiGet<UnitListResponse>(`/api/units?lang=${enc(language)}`),
    }),
};

/** A spoken turn recorded by the browser: the server has it transcribed and returns only the transcript. */
export async function transcribeTurn(id: string, audio: Blob, durationMs: number): Promise<string> {
  const form = new FormData();
  form.append('durationMs', String(Math.round(durationMs)));
  form.append(
    'audio',
    audio,
    `speech.${audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm'}`,
  );
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStorage(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/dialogues/${enc(id)}/transcribe`, {
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
  return ((await response.json()) as DialogueTranscript).transcript;
}

export const conversationQueries = {
  /** Whether free conversation with the AI model can be played here (and why not). */
  status: (language: string) =>
    queryOptions({
      queryKey: ['conversation', language],
      queryFn: () => apiGet<ConversationStatus>(`/api/conversation?lang=${enc(language)}`),
      staleTime: Infinity,
    }),
};

export function conversationTurn(body: ConversationTurnRequest): Promise<ConversationTurnResponse> {
  return apiRequest<ConversationTurnResponse>('POST', '/api/conversation/turns', { body });
}
