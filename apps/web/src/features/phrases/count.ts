import { useQuery } from '@tanstack/react-query';

/**
 * The number of phrases in the library, read from X-Total-Count of a one-phrase page. Kept free of the contract
 * schemas so the landing page (which shows it) does not load the validation library.
 */
export async function fetchPhraseCount(): Promise<number> {
  const response = await fetch('/api/phrases?limit=1', { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return Number(response.headers.get('x-total-count') ?? 0);
}

export function usePhraseCount() {
  return useQuery({ queryKey: ['phrases', 'count'], queryFn: fetchPhraseCount });
}
