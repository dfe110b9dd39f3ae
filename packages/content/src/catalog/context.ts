import { describeRef } from '@lisan/arabic';
import type { ExerciseType, JudgeItemOf, Phrase, VerseRef } from '@lisan/contract';
import type { AuthoredContent, ContentIssue, Origin } from '../files.js';
import { judgeSpan, resolveSpan, type ResolvedSpan } from '../spans.js';

/** A curated phrase with its resolved span and the file it came from. */
export interface PhraseEntry {
  phrase: Phrase;
  span: ResolvedSpan;
  origin: Origin;
}

/** A row of exercise_items: what the database keeps of an item (its prompt and answers are rebuilt). */
export interface ItemRow {
  type: ExerciseType;
  id: string;
  subjectId: string;
  phraseId: string | null;
  data: unknown;
}

/** What one exercise type's builder makes: its judge-ready items and their rows. */
export interface Built<T extends ExerciseType> {
  items: JudgeItemOf<T>[];
  rows: ItemRow[];
}

/**
 * What every builder shares while the catalog is built: the authored files, the phrases (built first, since
 * items point at them) and one list of problems. A record with a problem is reported and left out.
 */
export interface BuildContext {
  readonly authored: AuthoredContent;
  readonly phrases: ReadonlyMap<string, PhraseEntry>;
  readonly issues: ContentIssue[];
  problem(origin: Origin, id: string | undefined, message: string): void;
  /** Claims an item id of its type; a second item with the id is reported and left out. */
  claimId(type: ExerciseType, id: string, origin: Origin): boolean;
  /** Every reference resolved, or undefined after reporting the first that does not exist. */
  resolveAll(refs: readonly VerseRef[], origin: Origin, id: string): ResolvedSpan[] | undefined;
}

export function buildContext(
  authored: AuthoredContent,
): BuildContext & { phrases: Map<string, PhraseEntry> } {
  const issues: ContentIssue[] = [...authored.issues];
  const problem = (origin: Origin, id: string | undefined, message: string) => {
    issues.push({ file: origin.file, id, message });
  };
  const claimed = new Map<ExerciseType, Set<string>>();
  return {
    authored,
    phrases: new Map(),
    issues,
    problem,
    claimId(type, id, origin) {
      let ids = claimed.get(type);
      if (!ids) claimed.set(type, (ids = new Set()));
      if (ids.has(id)) {
        problem(origin, id, `duplicate ${type} item id`);
        return false;
      }
      ids.add(id);
      return true;
    },
    resolveAll(refs, origin, id) {
      const spans: ResolvedSpan[] = [];
      for (const ref of refs) {
        const span = resolveSpan(ref);
        if (typeof span === 'string') {
          problem(origin, id, `reference ${describeRef(ref)}: ${span}`);
          return undefined;
        }
        spans.push(span);
      }
      return spans;
    },
  };
}

/** The phrases a conversation or roleplay item accepts, or undefined after reporting those that do not exist. */
export function phraseAnswers(ctx: BuildContext, ids: readonly string[], origin: Origin, id: string) {
  const missing = ids.filter((p) => !ctx.phrases.has(p));
  if (missing.length) {
    ctx.problem(origin, id, `phrase(s) ${missing.join(', ')} do not exist`);
    return undefined;
  }
  return ids.map((p) => {
    const e = ctx.phrases.get(p)!;
    return { ...judgeSpan(e.span), phraseId: p, usageNote: e.phrase.usageNote };
  });
}

/** The authored record as stored in an item row (without where it was read from). */
export function strip<T extends { origin: Origin }>(record: T): Omit<T, 'origin'> {
  const { origin: _origin, ...rest } = record;
  return rest;
}
