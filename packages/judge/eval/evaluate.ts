import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JudgeItem, UiLanguage } from '@lisan/contract';
import { judgeBuiltin } from '../src/builtin/index.js';
import type { EvalCase } from './generate.js';
import { buildEvalItems } from './items.js';

export interface Outcome {
  case: EvalCase;
  verdict: string;
  ms: number;
  error?: string;
}

export interface Tally {
  n: number;
  agree: number;
  falseAccepts: number;
  falseRejects: number;
  times: number[];
}

export function loadCases(): EvalCase[] {
  const file = fileURLToPath(new URL('./cases.jsonl', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EvalCase);
}

/**
 * Runs the built-in judge over every case. Times are per answer in a warm process: one untimed pass first builds
 * the corpus indexes and lets the JIT settle, as in a server that has been answering for a while. Each answer is
 * then timed `repeats` times and the fastest kept: on a shared machine a slow run measures the scheduler, not the
 * judge.
 */
export function runEvaluation(
  language: UiLanguage = 'en',
  options: { warmUp?: boolean; repeats?: number } = {},
): Outcome[] {
  const repeats = options.repeats ?? 3;
  const items = buildEvalItems();
  const cases = loadCases();
  const judgeOne = (c: EvalCase, item: JudgeItem) =>
    judgeBuiltin({ exerciseType: c.exerciseType, item, answer: c.answer, language });
  if (options.warmUp ?? true) {
    for (const c of cases) {
      const item = items.get(c.item);
      if (item) judgeOne(c, item);
    }
  }
  return cases.map((c) => {
    const item = items.get(c.item);
    if (!item) return { case: c, verdict: 'missing-item', ms: 0, error: `no item ${c.item}` };
    let ms = Number.POSITIVE_INFINITY;
    let verdict = '';
    try {
      for (let r = 0; r < repeats; r++) {
        const started = performance.now();
        verdict = judgeOne(c, item).verdict;
        ms = Math.min(ms, performance.now() - started);
      }
      return { case: c, verdict, ms };
    } catch (error) {
      return { case: c, verdict: 'error', ms: 0, error: (error as Error).message };
    }
  });
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const t: Tally = { n: 0, agree: 0, falseAccepts: 0, falseRejects: 0, times: [] };
  for (const o of outcomes) {
    t.n++;
    if (o.verdict === o.case.label) t.agree++;
    if (o.verdict === 'correct' && o.case.label !== 'correct') t.falseAccepts++;
    if (o.verdict !== 'correct' && o.case.label === 'correct') t.falseRejects++;
    t.times.push(o.ms);
  }
  return t;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function groupBy(outcomes: readonly Outcome[], key: (o: Outcome) => string): Map<string, Tally> {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) (groups.get(key(o)) ?? groups.set(key(o), []).get(key(o))!).push(o);
  return new Map([...groups].map(([k, v]) => [k, tally(v)]));
}

/** The committed baseline: the evaluation test fails when agreement drops below it. */
export function loadBaseline(): { agreement: number; cases: number } {
  const file = fileURLToPath(new URL('./baseline.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as { agreement: number; cases: number };
}
