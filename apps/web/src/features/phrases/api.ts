import type { Phrase, PhraseCategory } from '@lisan/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { fetchPhraseCount } from './count';

export interface PhrasePage {
  phrases: Phrase[];
  total: number;
  offset: number;
}

async function fetchPhrasePage(
  category: PhraseCategory | undefined,
  offset: number,
  limit: number,
): Promise<PhrasePage> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (category) params.set('category', category);
  let total = 0;
  const phrases = await apiGet<Phrase[]>(`/api/phrases?${params}`, {
    onHeaders: (headers) => {
      total = Number(headers.get('x-total-count') ?? 0);
    },
  });
  return { phrases, total: total || phrases.length, offset };
}

export const phraseQueries = {
  /** The phrase database, a page at a time (the dashboard's Load More). */
  pages: (category: PhraseCategory | undefined, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: ['phrases', 'pages', category ?? 'all', pageSize],
      queryFn: ({ pageParam }) => fetchPhrasePage(category, pageParam, pageSize),
      initialPageParam: 0,
      getNextPageParam: (last) => {
        const next = last.offset + last.phrases.length;
        return next < last.total ? next : undefined;
      },
    }),
  /** How many phrases the library holds (one phrase fetched; the total comes from X-Total-Count). */
  count: () => queryOptions({ queryKey: ['phrases', 'count'], queryFn: fetchPhraseCount }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['phrases', id],
      queryFn: () => apiGet<Phrase>(`/api/phrases/${encodeURIComponent(id)}`),
    }),
};
