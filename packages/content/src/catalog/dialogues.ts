import { describeRef } from '@lisan/arabic';
import {
  DIALOGUE_SITUATIONS,
  DIALOGUE_TURNS,
  dialogueSituationSchema,
  verseRefSchema,
  type DialogueSituation,
  type DialogueView,
  type JudgeSpan,
  type RoleplayJudgeItem,
  type UiLanguage,
} from '@lisan/contract';
import { z } from 'zod';
import { DEFAULT_CONTENT_DIR, readRecordFiles } from '../files.js';
import { getContentTranslations } from '../i18n.js';
import { prompt } from '../prompts.js';
import { judgeSpan, resolveSpan } from '../spans.js';
import type { ContentCatalog } from './catalog.js';

/*
 * Scripted dialogues (content/dialogues/*.json): the other person speaks, the learner answers with a fitting
 * verse (named by phrase id or by reference, never typed) or, as a first step, with the everyday reply, and the
 * dialogue goes on, possibly down another branch for another choice. Kept apart from the exercise catalog: a
 * dialogue is not an exercise type of its own; each learner turn is judged as a role-play answer.
 */

const arabicText = z.string().regex(/[\u0621-\u064A]/, 'must contain Arabic letters');
const text = z.string().min(2);
/** The other person's line: the Arabic and its meaning in every other interface language. */
const lineSchema = z.object({
  ar: arabicText,
  en: text,
  id: text,
  tr: text,
  zh: z.string().min(1),
  sw: text,
});
const titleSchema = z.object({
  en: text,
  ar: arabicText,
  id: text,
  tr: text,
  zh: z.string().min(1),
  sw: text,
});

const verseOptionSchema = z.union([
  z.object({
    phraseId: z.string(),
    quoteAsAllahsWords: z.boolean().optional(),
    /** How to say it here (English), when it changes or needs a frame. */
    note: z.string().min(5).optional(),
  }),
  z.object({
    ref: verseRefSchema,
    /** A faithful rendering of exactly the span. */
    english: z.string().min(3),
    quoteAsAllahsWords: z.boolean().optional(),
    note: z.string().min(5).optional(),
  }),
]);

const turnSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+$/),
  say: lineSchema,
  reply: z
    .object({
      task: z.object({ en: z.string().min(5), ar: arabicText }),
      verses: z.array(verseOptionSchema).min(1),
      /** Everyday Modern Standard Arabic (never a verse), with its English meaning. */
      everyday: z.array(z.object({ ar: arabicText, en: text })).min(1),
      /** The turn that follows: one id, or by choice (a phrase id, a reference key, 'everyday', '*'). */
      next: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    })
    .optional(),
});

const authoredDialogueSchema = z.object({
  id: z.string().regex(/^dialogue-[a-z]+-[0-9]{2}$/, 'ids look like dialogue-greeting-01'),
  situation: dialogueSituationSchema,
  title: titleSchema,
  difficulty: z.number().int().min(1).max(5),
  turns: z.array(turnSchema).min(2),
});
type AuthoredDialogue = z.infer<typeof authoredDialogueSchema>;

interface DialogueVerseEntry {
  key: string;
  phraseId: string | null;
  span: JudgeSpan;
  usageNote: string | null;
  english: string;
  quoteAsAllahsWords: boolean;
  note: string | null;
}

interface TurnEntry {
  id: string;
  say: Record<UiLanguage, string>;
  reply: {
    task: { en: string; ar: string };
    verses: DialogueVerseEntry[];
    everyday: { ar: string; en: string }[];
    next: Record<string, string>;
  } | null;
}

export interface DialogueEntry {
  id: string;
  situation: DialogueSituation;
  title: Record<UiLanguage, string>;
  difficulty: number;
  start: string;
  turns: TurnEntry[];
  /** Learner answers on the shortest and the longest path from the start to a closing line. */
  pathTurns: { min: number; max: number };
  file: string;
}

export interface DialogueCatalog {
  readonly dialogues: readonly DialogueEntry[];
  get(id: string): DialogueEntry | undefined;
  /** The learner's turn as the judge reads it: a role-play item with the turn's fitting verses. */
  judgeItem(dialogue: DialogueEntry, turnId: string): RoleplayJudgeItem | undefined;
  view(dialogue: DialogueEntry, lang: UiLanguage): DialogueView;
  /** Problems found (a record with one is left out), for content:check. */
  readonly issues: readonly { file: string; id?: string; message: string }[];
}

/** The key a branch names a verse choice by: its phrase id, or its reference ('2:153:7-10'). */
function verseKey(option: z.infer<typeof verseOptionSchema>): string {
  if ('phraseId' in option) return option.phraseId;
  const r = option.ref;
  return `${r.surah}:${r.ayah}${r.toAyah ? `-${r.toAyah}` : ''}${r.fromWord ? `:${r.fromWord}-${r.toWord}` : ''}`;
}

/**
 * A verse where Allah speaks of Himself in the first person ("We", "Me", "I am near"): a learner can only
 * quote it as His words. Read from the span's English, so an author who forgets the flag is told.
 */
function allahSpeaksInSpan(english: string): boolean {
  return /\b(We|Us|Our(?! Lord)|I am near|I will surely|My servants|Call upon Me|remember Me|I respond)\b/.test(
    english,
  );
}

export function buildDialogues(
  catalog: ContentCatalog,
  contentDir: string = DEFAULT_CONTENT_DIR,
): DialogueCatalog {
  const issues: { file: string; id?: string; message: string }[] = [];
  const dialogues: DialogueEntry[] = [];
  const seen = new Set<string>();
  for (const { file, records } of readRecordFiles(contentDir, 'dialogues', issues)) {
    records.forEach((record, index) => {
      const parsed = authoredDialogueSchema.safeParse(record);
      const id = (record as { id?: string })?.id ?? `#${index}`;
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          issues.push({ file, id, message: `${i.path.join('.')}: ${i.message}` });
        return;
      }
      if (seen.has(parsed.data.id)) {
        issues.push({ file, id, message: 'duplicate dialogue id' });
        return;
      }
      seen.add(parsed.data.id);
      const problems: string[] = [];
      const entry = resolveDialogue(catalog, parsed.data, file, problems);
      for (const message of problems) issues.push({ file, id, message });
      if (entry && problems.length === 0) dialogues.push(entry);
    });
  }
  const byId = new Map(dialogues.map((d) => [d.id, d]));
  const translations = getContentTranslations();
  return {
    dialogues,
    issues,
    get: (id) => byId.get(id),
    judgeItem(dialogue, turnId) {
      const turn = dialogue.turns.find((t) => t.id === turnId);
      if (!turn?.reply) return undefined;
      const first = turn.reply.verses[0]!;
      const itemId = `${dialogue.id}/${turn.id}`;
      return {
        type: 'roleplay',
        itemId,
        subjectId: first.phraseId ?? first.key,
        phraseId: first.phraseId ?? first.key,
        setting: dialogue.title.en,
        learnerRole: 'the learner',
        line: { arabic: turn.say.ar, english: turn.say.en },
        goal: turn.reply.task.en,
        phrases: turn.reply.verses.map((v) => ({
          ...v.span,
          phraseId: v.phraseId ?? v.key,
          usageNote: v.usageNote,
        })),
        keyWords: [],
        prompt: prompt('roleplay', itemId, turn.say.ar, turn.say.en, {
          setting: dialogue.title.en,
          goal: turn.reply.task.en,
        }),
      };
    },
    view(dialogue, lang) {
      return {
        id: dialogue.id,
        situation: dialogue.situation,
        title: dialogue.title[lang],
        difficulty: dialogue.difficulty,
        start: dialogue.start,
        turns: dialogue.turns.map((t) => ({
          id: t.id,
          line: { arabic: t.say.ar, translation: lang === 'ar' ? null : t.say[lang] },
          reply: t.reply && {
            task: lang === 'ar' ? t.reply.task.ar : t.reply.task.en,
            verses: t.reply.verses.map((v) => ({
              key: v.key,
              phraseId: v.phraseId,
              surahAyah: v.span.surahAyah,
              arabic: v.span.uthmani,
              translation: verseTranslation(v, lang),
              quoteAsAllahsWords: v.quoteAsAllahsWords,
              note: v.note ?? v.usageNote,
            })),
            everyday: t.reply.everyday.map((e) => ({
              arabic: e.ar,
              translation: lang === 'ar' ? e.ar : e.en,
            })),
            next: t.reply.next,
          },
        })),
      };
    },
  };

  function verseTranslation(v: DialogueVerseEntry, lang: UiLanguage): string {
    if (lang === 'en' || !v.phraseId) return v.english;
    return translations.text(lang, 'phrases', v.phraseId, 'englishTranslation') ?? v.english;
  }
}

function resolveDialogue(
  catalog: ContentCatalog,
  d: AuthoredDialogue,
  file: string,
  problems: string[],
): DialogueEntry | undefined {
  const ids = new Set<string>();
  for (const t of d.turns) {
    if (ids.has(t.id)) problems.push(`turn ${t.id} is named twice`);
    ids.add(t.id);
  }
  const turns: TurnEntry[] = d.turns.map((t, index) => {
    if (!t.reply) return { id: t.id, say: t.say, reply: null };
    const verses: DialogueVerseEntry[] = [];
    for (const option of t.reply.verses) {
      const key = verseKey(option);
      let entry: DialogueVerseEntry | undefined;
      if ('phraseId' in option) {
        const phrase = catalog.getPhrase(option.phraseId);
        const span = catalog.getPhraseSpan(option.phraseId);
        if (!phrase || !span) {
          problems.push(`turn ${t.id}: phrase ${option.phraseId} does not exist`);
          continue;
        }
        entry = {
          key,
          phraseId: phrase.id,
          span,
          usageNote: phrase.usageNote,
          english: phrase.englishTranslation,
          quoteAsAllahsWords: option.quoteAsAllahsWords ?? false,
          note: option.note ?? null,
        };
      } else {
        const span = resolveSpan(option.ref, option.english);
        if (typeof span === 'string') {
          problems.push(`turn ${t.id}: reference ${describeRef(option.ref)}: ${span}`);
          continue;
        }
        entry = {
          key,
          phraseId: null,
          span: judgeSpan(span),
          usageNote: null,
          english: option.english,
          quoteAsAllahsWords: option.quoteAsAllahsWords ?? false,
          note: option.note ?? null,
        };
      }
      // An explicit false is the author's word that the "we" of the span is a person (believers, a prophet).
      if (option.quoteAsAllahsWords === undefined && allahSpeaksInSpan(entry.english))
        problems.push(
          `turn ${t.id}: in ${key} Allah may speak in the first person; it is never the learner's own reply (mark it quoteAsAllahsWords: true and say so in its note, or false when the speaker is a person)`,
        );
      if (entry.quoteAsAllahsWords && !entry.note)
        problems.push(`turn ${t.id}: ${key} is quoted as Allah's words: its note must say so`);
      verses.push(entry);
    }
    const following = d.turns[index + 1]?.id;
    const next: Record<string, string> =
      typeof t.reply.next === 'string'
        ? { '*': t.reply.next }
        : t.reply.next
          ? { ...t.reply.next }
          : following
            ? { '*': following }
            : {};
    if (!next['*']) problems.push(`turn ${t.id}: next needs a '*' (any other choice)`);
    const keys = new Set([...verses.map((v) => v.key), 'everyday', '*']);
    for (const [choice, target] of Object.entries(next)) {
      if (!keys.has(choice)) problems.push(`turn ${t.id}: next names ${choice}, not a choice of this turn`);
      if (!ids.has(target)) problems.push(`turn ${t.id}: next goes to ${target}, which is not a turn`);
    }
    return { id: t.id, say: t.say, reply: { task: t.reply.task, verses, everyday: t.reply.everyday, next } };
  });
  if (problems.length) return undefined;
  const pathTurns = paths(turns, d.turns[0]!.id, problems);
  if (!pathTurns) return undefined;
  if (pathTurns.min < DIALOGUE_TURNS.min || pathTurns.max > DIALOGUE_TURNS.max)
    problems.push(
      `a path asks for ${pathTurns.min === pathTurns.max ? pathTurns.min : `${pathTurns.min}–${pathTurns.max}`} answers; a dialogue asks for ${DIALOGUE_TURNS.min}–${DIALOGUE_TURNS.max}`,
    );
  const last = turns.filter((t) => !t.reply);
  if (last.length === 0) problems.push('no closing line (a turn without a reply)');
  return {
    id: d.id,
    situation: d.situation,
    title: d.title,
    difficulty: d.difficulty,
    start: d.turns[0]!.id,
    turns,
    pathTurns,
    file,
  };
}

/** The fewest and most learner answers from the start to a closing line; a loop is a problem. */
function paths(
  turns: TurnEntry[],
  start: string,
  problems: string[],
): { min: number; max: number } | undefined {
  const byId = new Map(turns.map((t) => [t.id, t]));
  let min = Infinity;
  let max = 0;
  const walk = (id: string, depth: number, onPath: Set<string>): boolean => {
    const t = byId.get(id);
    if (!t) return false;
    if (onPath.has(id)) {
      problems.push(`turn ${id} is reached again on its own path (a loop)`);
      return false;
    }
    if (!t.reply) {
      min = Math.min(min, depth);
      max = Math.max(max, depth);
      return true;
    }
    const next = new Set(Object.values(t.reply.next));
    onPath.add(id);
    for (const n of next) if (!walk(n, depth + 1, onPath)) return false;
    onPath.delete(id);
    return true;
  };
  return walk(start, 0, new Set()) ? { min, max } : undefined;
}

/** Counts per situation, for content:check. */
export function dialogueCounts(dialogues: readonly DialogueEntry[]): Record<DialogueSituation, number> {
  const counts = Object.fromEntries(DIALOGUE_SITUATIONS.map((s) => [s, 0])) as Record<
    DialogueSituation,
    number
  >;
  for (const d of dialogues) counts[d.situation] += 1;
  return counts;
}
