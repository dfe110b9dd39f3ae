import {
  getContentTranslations,
  readEverydayReplies,
  type ContentCatalog,
  type EverydayReplies,
} from '@lisan/content';
import type { EverydayBeside, JudgeItem, UiLanguage } from '@lisan/contract';
import { isEverydayAnswer } from '../dialogues/index.js';

/** The everyday replies of a content catalog, read once per catalog (the app's, or a test's fixture). */
const read = new WeakMap<ContentCatalog, EverydayReplies>();
export function everydayRepliesOf(catalog: ContentCatalog): EverydayReplies {
  let replies = read.get(catalog);
  if (!replies) read.set(catalog, (replies = readEverydayReplies(catalog)));
  return replies;
}

/**
 * The everyday reply beside the verse for a conversation or role-play item that names one (null for any other):
 * whether the answer was that reply, the replies themselves and the verses that say the same.
 */
export function everydayBeside(
  item: JudgeItem,
  replies: readonly { ar: string; en: string }[],
  answer: string,
  language: UiLanguage,
): EverydayBeside | null {
  if ((item.type !== 'conversation' && item.type !== 'roleplay') || replies.length === 0) return null;
  const translations = getContentTranslations();
  return {
    said: isEverydayAnswer(
      answer,
      item.phrases.map((phrase) => phrase.standard),
      replies.map((reply) => reply.ar),
    ),
    replies: replies.map((reply) => ({
      arabic: reply.ar,
      translation: language === 'ar' ? null : reply.en,
    })),
    verses: item.phrases.map((phrase) => ({
      phraseId: phrase.phraseId,
      surahAyah: phrase.surahAyah,
      arabic: phrase.uthmani,
      translation:
        (language === 'en'
          ? undefined
          : translations.text(language, 'phrases', phrase.phraseId, 'englishTranslation')) ??
        phrase.englishTranslation,
    })),
  };
}
