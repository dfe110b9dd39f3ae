import { identifyResponseSchema, verseResponseSchema } from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const quranQueries = {
  identify: (text: string) =>
    queryOptions({
      queryKey: ['quran', 'identify', text],
      queryFn: () => apiGet(`/api/quran/identify?q=${encodeURIComponent(text)}`, { schema: identifyResponseSchema }),
    }),
  verse: (ref: string, lang: string) =>
    queryOptions({
      queryKey: ['quran', 'verse', ref, lang],
      queryFn: () => apiGet(`/api/quran/verses/${ref}?lang=${encodeURIComponent(lang)}`, { schema: verseResponseSchema }),
    }),
};
