import type { ContactRequest, ContactResponse } from '@lisan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

function sendContactMessage(body: ContactRequest) {
  return apiRequest<ContactResponse>('POST', '/api/contact', { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
