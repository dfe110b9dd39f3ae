import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  authoredPhraseSchema,
  comparisonItemSchema,
  conversationItemSchema,
  questionBankSchema,
  roleplayItemSchema,
  substitutionItemSchema,
  substitutionLexiconEntrySchema,
  wisdomSentenceSchema,
  type AuthoredPhrase,
  type ComparisonItem,
  type ConversationItem,
  type QuestionBank,
  type RoleplayItem,
  type SubstitutionItem,
  type SubstitutionLexiconEntry,
  type WisdomSentence,
} from './schema.js';

/** The repository's content/ folder (authored data files). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** Where a record came from, for messages that an author can act on. */
export interface Origin {
  file: string;
  index: number;
}

type Sourced<T> = T & { origin: Origin };

export interface ContentIssue {
  /** Path relative to the content folder, e.g. phrases/short.json. */
  file: string;
  id?: string;
  message: string;
}

export interface AuthoredContent {
  phrases: Sourced<AuthoredPhrase>[];
  substitution: Sourced<SubstitutionItem>[];
  conversation: Sourced<ConversationItem>[];
  roleplay: Sourced<RoleplayItem>[];
  comparison: Sourced<ComparisonItem>[];
  wisdom: Sourced<WisdomSentence>[];
  themes: Sourced<QuestionBank>[];
  /** Accepted forms per substitution item, beyond its own list (content/lexicon/). */
  substitutionLexicon: Sourced<SubstitutionLexiconEntry>[];
  /** Files read, relative to the content folder. */
  files: string[];
  issues: ContentIssue[];
}

const EXERCISE_FILES = {
  substitution: substitutionItemSchema,
  conversation: conversationItemSchema,
  roleplay: roleplayItemSchema,
  comparison: comparisonItemSchema,
} as const;
type ExerciseFileKind = keyof typeof EXERCISE_FILES;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * The records of each JSON file in one folder of the content (sorted by name), as `{ file, records }` with `file`
 * relative to the content folder. A file that is not JSON, or not an array, is reported and skipped; the
 * other files still load.
 */
export function readRecordFiles(
  contentDir: string,
  folder: string,
  issues: { file: string; message: string }[],
): { file: string; records: unknown[] }[] {
  const out: { file: string; records: unknown[] }[] = [];
  for (const path of jsonFiles(join(contentDir, folder))) {
    const file = `${folder}/${basename(path)}`;
    let records: unknown;
    try {
      records = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      issues.push({ file, message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    if (!Array.isArray(records)) {
      issues.push({ file, message: 'must hold a JSON array of records' });
      continue;
    }
    out.push({ file, records });
  }
  return out;
}

/**
 * Reads every data file under the content folder and validates each record with its contract schema.
 * A record that fails is reported and left out; the rest of its file still loads.
 */
export function readContent(contentDir: string = DEFAULT_CONTENT_DIR): AuthoredContent {
  const out: AuthoredContent = {
    phrases: [],
    substitution: [],
    conversation: [],
    roleplay: [],
    comparison: [],
    wisdom: [],
    themes: [],
    substitutionLexicon: [],
    files: [],
    issues: [],
  };

  const readArray = (path: string): unknown[] | undefined => {
    const file = relative(contentDir, path);
    out.files.push(file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      out.issues.push({ file, message: `not valid JSON: ${(error as Error).message}` });
      return undefined;
    }
    if (!Array.isArray(data)) {
      out.issues.push({ file, message: 'must hold a JSON array of records' });
      return undefined;
    }
    return data;
  };

  const collect = <S extends z.ZodType>(path: string, schema: S, into: Sourced<z.infer<S>>[]) => {
    const records = readArray(path);
    if (!records) return;
    const file = relative(contentDir, path);
    records.forEach((record, index) => {
      const parsed = schema.safeParse(record);
      if (parsed.success) {
        into.push({ ...(parsed.data as object), origin: { file, index } } as Sourced<z.infer<S>>);
      } else {
        const id =
          typeof (record as { id?: unknown })?.id === 'string' ? (record as { id: string }).id : undefined;
        for (const issue of parsed.error.issues) {
          out.issues.push({
            file,
            id: id ?? `#${index}`,
            message: `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
          });
        }
      }
    });
  };

  for (const path of jsonFiles(join(contentDir, 'phrases'))) collect(path, authoredPhraseSchema, out.phrases);
  for (const path of jsonFiles(join(contentDir, 'exercises'))) {
    const kind = (Object.keys(EXERCISE_FILES) as ExerciseFileKind[]).find((k) =>
      basename(path).startsWith(k),
    );
    if (!kind) {
      out.issues.push({
        file: relative(contentDir, path),
        message: `exercise files are named substitution*, conversation*, roleplay* or comparison*`,
      });
      continue;
    }
    collect(
      path,
      EXERCISE_FILES[kind],
      out[kind] as Sourced<z.infer<(typeof EXERCISE_FILES)[typeof kind]>>[],
    );
  }
  for (const path of jsonFiles(join(contentDir, 'wisdom'))) collect(path, wisdomSentenceSchema, out.wisdom);
  for (const path of jsonFiles(join(contentDir, 'themes'))) collect(path, questionBankSchema, out.themes);
  for (const path of jsonFiles(join(contentDir, 'lexicon'))) {
    if (basename(path).startsWith('substitution'))
      collect(path, substitutionLexiconEntrySchema, out.substitutionLexicon);
    else
      out.issues.push({ file: relative(contentDir, path), message: 'lexicon files are named substitution*' });
  }
  return out;
}
