import { foldWord, loadCorpus } from '@lisan/arabic';
import type { ExerciseType, UiLanguage } from '@lisan/contract';
import { z } from 'zod';
import { DEFAULT_CONTENT_DIR, readRecordFiles } from '../files.js';
import type { ContentCatalog } from './catalog.js';
import type { DialogueCatalog } from './dialogues.js';

/*
 * Units by purpose (content/units/*.json): greet, thank, console, at the market… Each names the phrase tags it
 * draws from and its dialogues; its phrases are those tags' phrases and every phrase its dialogues ask for,
 * ordered from easy to hard, its drills the conversation, role-play and substitution items on those phrases.
 */

export const UNITS = { min: 20, max: 30 } as const;
/** Phrases a unit teaches at most: the ones its dialogues need, then the easiest of its tags. */
const UNIT_PHRASES_MAX = 15;
const UNIT_DRILLS_MAX = 12;
/** A word used fewer times than this in the whole Qur'an counts as rare. */
const RARE_BELOW = 5;

const text = z.string().min(2);
const authoredUnitSchema = z.object({
  id: z.string().regex(/^unit-[0-9]{2}$/),
  purpose: z.string().regex(/^[a-z]+$/),
  title: z.object({ en: text, ar: text, id: text, tr: text, zh: z.string().min(1), sw: text }),
  tags: z.array(z.string().min(2)).min(1),
  dialogues: z.array(z.string()).min(1),
  /**
   * Conversation and role-play items placed in the unit by purpose (a line to answer with a phrase, an
   * everyday-only line at the market or the doctor's): served after the drills its phrases bring, shortest first.
   */
  items: z.array(z.string().regex(/^(conversation|roleplay)-[0-9]{3,5}$/)).optional(),
});

interface UnitDrill {
  type: ExerciseType;
  itemId: string;
  subjectId: string;
}

export interface UnitEntry {
  id: string;
  purpose: string;
  title: Record<UiLanguage, string>;
  /** Phrase ids, easiest first (length, then how rare the words are, then the authored difficulty). */
  phraseIds: string[];
  drills: UnitDrill[];
  /** Dialogue ids, easiest first. */
  dialogueIds: string[];
}

export interface UnitCatalog {
  readonly units: readonly UnitEntry[];
  readonly issues: readonly { file: string; id?: string; message: string }[];
}

let frequency: Map<string, number> | undefined;
function occurrences(word: string): number {
  if (!frequency) {
    frequency = new Map();
    for (const verse of loadCorpus().verses)
      for (const w of verse.words)
        for (const part of w.standard.split(' ')) {
          const key = foldWord(part);
          frequency.set(key, (frequency.get(key) ?? 0) + 1);
        }
  }
  return frequency.get(foldWord(word)) ?? 0;
}

/** How long a placed item is to answer: the words of the line said to the learner and of its shortest answer. */
function itemLength(line: string, answers: readonly string[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return words(line) + Math.min(...answers.map(words));
}

/** How hard a phrase is to use: its length, its rare words counted twice, and half its authored difficulty. */
function phraseEffort(standard: string, difficulty: number): number {
  const words = standard.split(' ').filter(Boolean);
  const rare = words.filter((w) => occurrences(w) < RARE_BELOW).length;
  return words.length + 2 * rare + difficulty / 2;
}

export function buildUnits(
  catalog: ContentCatalog,
  dialogues: DialogueCatalog,
  contentDir: string = DEFAULT_CONTENT_DIR,
): UnitCatalog {
  const issues: { file: string; id?: string; message: string }[] = [];
  const units: UnitEntry[] = [];
  const effort = new Map(catalog.phrases.map((p) => [p.id, phraseEffort(p.standardText, p.difficulty)]));
  const byEffort = (a: string, b: string) => effort.get(a)! - effort.get(b)! || a.localeCompare(b);
  const drillsByPhrase = new Map<string, UnitDrill[]>();
  const placedIn = new Map<string, string>();
  for (const type of ['conversation', 'roleplay', 'substitution'] as const)
    for (const item of catalog.itemsOf(type))
      for (const phraseId of catalog.phraseIdsOf(item)) {
        const list = drillsByPhrase.get(phraseId) ?? [];
        list.push({ type, itemId: item.itemId, subjectId: item.subjectId });
        drillsByPhrase.set(phraseId, list);
      }

  for (const { file, records } of readRecordFiles(contentDir, 'units', issues)) {
    for (const record of records) {
      const parsed = authoredUnitSchema.safeParse(record);
      const id = (record as { id?: string })?.id;
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          issues.push({ file, id, message: `${i.path.join('.')}: ${i.message}` });
        continue;
      }
      const u = parsed.data;
      const missing = u.dialogues.filter((d) => !dialogues.get(d));
      if (missing.length) {
        issues.push({ file, id, message: `dialogues ${missing.join(', ')} do not exist` });
        continue;
      }
      const needed = new Set(
        u.dialogues.flatMap((d) =>
          dialogues
            .get(d)!
            .turns.flatMap((t) => t.reply?.verses.flatMap((v) => (v.phraseId ? [v.phraseId] : [])) ?? []),
        ),
      );
      const tagged = catalog.phrases
        .filter((p) => !needed.has(p.id) && p.category !== 'long' && p.tags.some((t) => u.tags.includes(t)))
        .map((p) => p.id)
        .sort(byEffort);
      const phraseIds = [...needed, ...tagged]
        .slice(0, Math.max(UNIT_PHRASES_MAX, needed.size))
        .sort(byEffort);
      if (phraseIds.length < 3)
        issues.push({ file, id, message: `only ${phraseIds.length} phrases: add tags` });
      const seen = new Set<string>();
      const drills = phraseIds
        .flatMap((p) => drillsByPhrase.get(p) ?? [])
        .filter((d) => !seen.has(d.itemId) && seen.add(d.itemId))
        .slice(0, UNIT_DRILLS_MAX);
      const placed: Array<UnitDrill & { length: number }> = [];
      for (const itemId of u.items ?? []) {
        const type = itemId.startsWith('roleplay') ? 'roleplay' : 'conversation';
        const item = catalog.getExerciseItem(type, itemId);
        if (!item) {
          issues.push({ file, id, message: `item ${itemId} does not exist` });
          continue;
        }
        if (placedIn.has(itemId)) {
          issues.push({ file, id, message: `item ${itemId} is placed in ${placedIn.get(itemId)} too` });
          continue;
        }
        placedIn.set(itemId, u.id);
        // Already one of the drills its phrases bring: served there.
        if (drills.some((d) => d.itemId === itemId)) continue;
        const length = itemLength(
          item.line.arabic,
          item.phrases.map((p) => p.standard),
        );
        placed.push({ type, itemId, subjectId: item.subjectId, length });
      }
      placed.sort((a, b) => a.length - b.length || a.itemId.localeCompare(b.itemId));
      drills.push(...placed.map(({ type, itemId, subjectId }) => ({ type, itemId, subjectId })));
      const dialogueIds = [...u.dialogues].sort(
        (a, b) => dialogues.get(a)!.difficulty - dialogues.get(b)!.difficulty,
      );
      units.push({ id: u.id, purpose: u.purpose, title: u.title, phraseIds, drills, dialogueIds });
    }
  }
  return { units, issues };
}
