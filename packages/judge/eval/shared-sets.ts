import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { everydayOnlyAnswers, getContentCatalog, getContentTranslations } from '@lisan/content';
import {
  answerSubjectOf,
  isExerciseType,
  type JudgeItem,
  type UiLanguage,
  type ValidateAnswerRequest,
} from '@lisan/contract';
import type { EverydayOnlyAnswer } from '../src/everyday-only.js';
import { judge } from '../src/judge.js';
import { itemInLanguage } from '../src/localize.js';

/*
 * The teacher-labelled learner answers kept beside the repository (`../shared/judge-dev/*.json` from the repo
 * root): each case is the body a signed-in Premium learner POSTs to /api/validate-answer and the teacher's
 * verdict. The item is resolved exactly as the server resolves it (the request's itemId, else the id its type
 * answers to; `itemInLanguage` for the learner's language), and judged by `judge` with no LLM configured,
 * which is what the server runs without AI_*.
 */

export interface SharedCase {
  type: string;
  itemId: string;
  request: ValidateAnswerRequest & { language?: UiLanguage };
  expect: boolean;
  kind: string;
  misquote: boolean;
  reason: string;
}

export interface SharedOutcome {
  set: string;
  index: number;
  case: SharedCase;
  /** null when the item is not in the catalog (the server answers 404). */
  isCorrect: boolean | null;
  verdict: string;
  feedback: string;
  suggestions: string[];
  ms: number;
  error?: string;
}

/**
 * The shared folder, or null when this checkout has no copy beside it: `JUDGE_DEV_DIR` when set, else
 * `shared/judge-dev` beside the repository (a worktree nested one level deeper finds the same copy).
 */
export function sharedSetsDir(): string | null {
  if (process.env.JUDGE_DEV_DIR)
    return existsSync(process.env.JUDGE_DEV_DIR) ? process.env.JUDGE_DEV_DIR : null;
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  for (const up of ['..', '../..']) {
    const dir = resolve(repoRoot, up, 'shared', 'judge-dev');
    if (existsSync(dir)) return dir;
  }
  return null;
}

export function loadSharedSets(dir: string): Map<string, SharedCase[]> {
  const sets = new Map<string, SharedCase[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    sets.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as SharedCase[]);
  return sets;
}

let everydayOnly: ReturnType<typeof everydayOnlyAnswers> | undefined;
/** The everyday replies and keys the server gives the judge beside an item that asks only for everyday Arabic. */
export function everydayOnlyOf(item: JudgeItem): EverydayOnlyAnswer | undefined {
  everydayOnly ??= everydayOnlyAnswers(getContentCatalog());
  return everydayOnly(item.itemId);
}

/** The item POST /api/validate-answer would judge the request against, or undefined (404). */
export function itemOf(request: SharedCase['request']): JudgeItem | undefined {
  if (!isExerciseType(request.exerciseType)) return undefined;
  const { id: subjectId } = answerSubjectOf(request.exerciseType, request);
  const id = request.itemId || subjectId;
  if (!id) return undefined;
  const item = getContentCatalog().getExerciseItem(request.exerciseType, id);
  if (!item) return undefined;
  return itemInLanguage(item, request.language ?? 'en', getContentTranslations());
}

/**
 * Judges every case. Each answer is timed `repeats` times after one untimed pass (a warm server) and the fastest
 * kept: on a shared machine a slow run measures the scheduler, not the judge.
 */
export async function runSharedSets(
  sets: Map<string, SharedCase[]>,
  options: { repeats?: number } = {},
): Promise<SharedOutcome[]> {
  const outcomes: SharedOutcome[] = [];
  for (const [set, cases] of sets) {
    for (const [index, c] of cases.entries()) {
      const item = itemOf(c.request);
      const base = { set, index, case: c };
      if (!item) {
        outcomes.push({
          ...base,
          isCorrect: null,
          verdict: 'not-found',
          feedback: '',
          suggestions: [],
          ms: 0,
        });
        continue;
      }
      const input = {
        exerciseType: c.request.exerciseType as JudgeItem['type'],
        item,
        answer: c.request.userAnswer,
        language: c.request.language ?? 'en',
        everydayOnly: everydayOnlyOf(item),
      };
      try {
        await judge(input);
        let ms = Number.POSITIVE_INFINITY;
        let result = await judge(input);
        for (let r = 0; r < (options.repeats ?? 3); r++) {
          const started = performance.now();
          result = await judge(input);
          ms = Math.min(ms, performance.now() - started);
        }
        outcomes.push({
          ...base,
          isCorrect: result.isCorrect,
          verdict: result.verdict,
          feedback: result.feedback,
          suggestions: result.suggestions,
          ms,
        });
      } catch (error) {
        outcomes.push({
          ...base,
          isCorrect: null,
          verdict: 'error',
          feedback: '',
          suggestions: [],
          ms: 0,
          error: (error as Error).message,
        });
      }
    }
  }
  return outcomes;
}

export interface SharedTally {
  n: number;
  agree: number;
  falseAccepts: number;
  falseRejects: number;
  misquotes: number;
  misquotesAccepted: number;
  notFound: number;
}

/** Counts over the judged cases; items the catalog lacks (404) are counted apart, never in agreement. */
export function sharedTally(outcomes: readonly SharedOutcome[]): SharedTally {
  const t: SharedTally = {
    n: 0,
    agree: 0,
    falseAccepts: 0,
    falseRejects: 0,
    misquotes: 0,
    misquotesAccepted: 0,
    notFound: 0,
  };
  for (const o of outcomes) {
    if (o.verdict === 'not-found') {
      t.notFound++;
      continue;
    }
    t.n++;
    if (o.isCorrect === o.case.expect) t.agree++;
    else if (o.isCorrect) t.falseAccepts++;
    else t.falseRejects++;
    if (o.case.misquote) {
      t.misquotes++;
      if (o.isCorrect) t.misquotesAccepted++;
    }
  }
  return t;
}

export const disagrees = (o: SharedOutcome) => o.verdict !== 'not-found' && o.isCorrect !== o.case.expect;
