import type {
  DialogueListResponse,
  DialogueTurnRequest,
  DialogueTurnResponse,
  DialogueView,
  UnitListResponse,
} from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

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
