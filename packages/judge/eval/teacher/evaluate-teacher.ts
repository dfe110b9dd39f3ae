import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, UiLanguage } from '@lisan/contract';
import { judgeBuiltin } from '../../src/builtin/index.js';
import { answerOf, loadTeacherCases, type TeacherCase } from './recipe.js';

export interface TeacherOutcome {
  case: TeacherCase;
  answer: string;
  verdict: string;
  feedback: string;
  ms: number;
  error?: string;
}

/** The built-in judge over every teacher case, against our own content items. */
export function runTeacherEvaluation(
  language: UiLanguage = 'en',
  options: { repeats?: number; filter?: (c: TeacherCase) => boolean } = {},
): TeacherOutcome[] {
  const catalog = getContentCatalog();
  const cases = loadTeacherCases().filter(options.filter ?? (() => true));
  return cases.map((c) => {
    const item = catalog.getExerciseItem(c.type as ExerciseType, c.item) as JudgeItem | undefined;
    let answer = '';
    try {
      answer = answerOf(c);
      if (!item) throw new Error(`no ${c.type} item ${c.item}`);
      let ms = Number.POSITIVE_INFINITY;
      let verdict = '';
      let feedback = '';
      for (let r = 0; r < (options.repeats ?? 1); r++) {
        const started = performance.now();
        const result = judgeBuiltin({ exerciseType: c.type, item, answer, language });
        ms = Math.min(ms, performance.now() - started);
        verdict = result.verdict;
        feedback = result.feedback;
      }
      return { case: c, answer, verdict, feedback, ms };
    } catch (error) {
      return { case: c, answer, verdict: 'error', feedback: '', ms: 0, error: (error as Error).message };
    }
  });
}

export interface TeacherTally {
  n: number;
  agree: number;
  falseAccepts: number;
  falseRejects: number;
  misquotes: number;
  misquotesAccepted: number;
}

export function teacherTally(outcomes: readonly TeacherOutcome[]): TeacherTally {
  const t: TeacherTally = {
    n: 0,
    agree: 0,
    falseAccepts: 0,
    falseRejects: 0,
    misquotes: 0,
    misquotesAccepted: 0,
  };
  for (const o of outcomes) {
    t.n++;
    if (o.verdict === o.case.label) t.agree++;
    if (o.verdict === 'correct' && o.case.label !== 'correct') t.falseAccepts++;
    if (o.verdict !== 'correct' && o.case.label === 'correct') t.falseRejects++;
    if (o.case.misquote) {
      t.misquotes++;
      if (o.verdict === 'correct') t.misquotesAccepted++;
    }
  }
  return t;
}
