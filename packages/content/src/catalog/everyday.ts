import { z } from 'zod';
import { DEFAULT_CONTENT_DIR, readRecordFiles } from '../files.js';
import type { ContentCatalog } from './catalog.js';

/*
 * The everyday reply beside the verse (content/everyday/*.json): for a conversation or role-play item, the
 * ordinary Modern Standard Arabic a speaker would say, keyed by item id, so the judge's callers can tell a learner
 * who said it that it is good Arabic and show how a verse says it. Kept apart from the items' own files.
 * An item that asks only for everyday Arabic also names its `keys`: the things a correct answer must say, each
 * a list of words or short phrases any one of which says it, so a free answer in other words can be judged.
 */
const arabic = z.string().regex(/[\u0621-\u064A]/);
const entrySchema = z.object({
  itemId: z.string().regex(/^(conversation|roleplay)-[0-9]{3,5}$/),
  everyday: z.array(z.object({ ar: arabic, en: z.string().min(2) })).min(1),
  keys: z.array(z.array(arabic).min(1)).min(1).optional(),
});

/** What a correct free answer must say: each slot is filled by any one of its words or phrases. */
export type EverydayKeys = readonly (readonly string[])[];

export interface EverydayReplies {
  /** The everyday replies of an item (Arabic and English), empty when none is written. */
  of(itemId: string): readonly { ar: string; en: string }[];
  /** The slots a free answer to an everyday-only item must fill, undefined when none are written. */
  keysOf(itemId: string): EverydayKeys | undefined;
  readonly size: number;
  readonly issues: readonly { file: string; id?: string; message: string }[];
}

export function readEverydayReplies(
  catalog: ContentCatalog,
  contentDir: string = DEFAULT_CONTENT_DIR,
): EverydayReplies {
  const issues: { file: string; id?: string; message: string }[] = [];
  const byItem = new Map<string, { ar: string; en: string }[]>();
  const keysByItem = new Map<string, EverydayKeys>();
  for (const { file, records } of readRecordFiles(contentDir, 'everyday', issues)) {
    for (const record of records) {
      const parsed = entrySchema.safeParse(record);
      const id = (record as { itemId?: string })?.itemId;
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          issues.push({ file, id, message: `${i.path.join('.')}: ${i.message}` });
        continue;
      }
      const type = parsed.data.itemId.startsWith('roleplay') ? 'roleplay' : 'conversation';
      if (!catalog.getExerciseItem(type, parsed.data.itemId)) {
        issues.push({ file, id, message: `there is no ${type} item ${parsed.data.itemId}` });
        continue;
      }
      if (byItem.has(parsed.data.itemId)) issues.push({ file, id, message: 'the item is listed twice' });
      byItem.set(parsed.data.itemId, parsed.data.everyday);
      if (parsed.data.keys) keysByItem.set(parsed.data.itemId, parsed.data.keys);
    }
  }
  return {
    of: (itemId) => byItem.get(itemId) ?? [],
    keysOf: (itemId) => keysByItem.get(itemId),
    size: byItem.size,
    issues,
  };
}

/** What an item that asks only for everyday Arabic is judged against: its authored replies and its keys. */
export interface EverydayOnlyAnswer {
  replies: readonly string[];
  keys: EverydayKeys;
}

/**
 * The everyday replies and keys of each item that asks only for everyday Arabic, by item id: what the judge is
 * given beside such an item (the server and the judge's evaluation read them here, one way).
 */
export function everydayOnlyAnswers(
  catalog: ContentCatalog,
  everyday: EverydayReplies = readEverydayReplies(catalog),
): (itemId: string) => EverydayOnlyAnswer | undefined {
  const byItem = new Map<string, EverydayOnlyAnswer>();
  for (const item of [...catalog.authored.conversation, ...catalog.authored.roleplay]) {
    const keys = everyday.keysOf(item.id);
    // content:check refuses an everyday-only item without keys; without them the verse judges it as before.
    if (item.everydayOnly && keys)
      byItem.set(item.id, { replies: everyday.of(item.id).map((e) => e.ar), keys });
  }
  return (itemId) => byItem.get(itemId);
}
