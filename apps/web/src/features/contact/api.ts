import { contactResponseSchema, type ContactRequest } from '@lisan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function sendContactMessage(body: ContactRequest) {
  return apiRequest('POST', '/api/contact', { body, schema: contactResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
