import { describe, expect, it } from 'vitest';
import { runTeacherEvaluation, teacherTally } from '../eval/teacher/evaluate-teacher.js';

// The teacher-labelled set (every file in eval/teacher/): agreement and misquotes only; time is measured by
// `npm run judge:eval`, never asserted in a test.
describe('the teacher-labelled evaluation set', () => {
  const outcomes = runTeacherEvaluation('en');
  const exact = outcomes.filter((o) => o.case.set === 'exact');

  it('holds at least 800 answers across the seven types, 150 of them misquotations', () => {
    expect(exact.length).toBeGreaterThanOrEqual(800);
    expect(new Set(exact.map((o) => o.case.type)).size).toBe(7);
    expect(exact.filter((o) => o.case.misquote).length).toBeGreaterThanOrEqual(150);
  });

  it('builds every answer from the corpus and judges it without throwing', () => {
    expect(outcomes.filter((o) => o.error).map((o) => `${o.case.id}: ${o.error}`)).toEqual([]);
  });

  it('never accepts a misquotation', () => {
    const accepted = outcomes.filter((o) => o.case.misquote && o.verdict === 'correct');
    expect(accepted.map((o) => `${o.case.id}: ${o.answer}`)).toEqual([]);
  });

  it('agrees with the teacher on at least 95% overall and 90% of every type (every file of the set)', () => {
    const all = teacherTally(outcomes);
    expect(all.agree / all.n).toBeGreaterThanOrEqual(0.95);
    for (const type of new Set(outcomes.map((o) => o.case.type))) {
      const t = teacherTally(outcomes.filter((o) => o.case.type === type));
      expect(t.agree / t.n, type).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('holds at least 150 fitting answers that are on no list (unlisted verses a teacher accepts)', () => {
    const unlisted = outcomes.filter((o) => o.case.set === 'unlisted-fitting' && o.case.label === 'correct');
    expect(unlisted.length).toBeGreaterThanOrEqual(150);
  });

  it("never calls the learner's own words a misquote of a verse they did not quote", () => {
    const own = outcomes.filter((o) => o.case.tags.includes('own-words') && !o.case.misquote);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const o of own)
      expect(o.feedback, o.case.id).not.toMatch(/misquot|change the verse does not have/iu);
  });
});
