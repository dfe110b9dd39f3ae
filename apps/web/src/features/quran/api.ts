import type { IdentifyResponse, VerseResponse } from '@lisan/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const quranQueries = {
  identify: (text: string) =>
    queryOptions({
      queryKey: ['quran', 'identify', text],
      queryFn: () => apiGet<IdentifyResponse>(`/api/quran/identify?q=${encodeURIComponent(text)}`),
    }),
  verse: (ref: string, lang: string) =>
    queryOptions({
      queryKey: ['quran', 'verse', ref, lang],
      queryFn: () => apiGet<VerseResponse>(`/api/quran/verses/${ref}?lang=${encodeURIComponent(lang)}`),
    }),
};
