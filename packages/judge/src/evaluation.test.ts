import { describe, expect, it } from 'vitest';
import { groupBy, loadBaseline, runEvaluation, tally } from '../eval/evaluate.js';

// Agreement and false accepts only: timing belongs to `npm run judge:eval`, never to a test.
describe('the judge\u2019s evaluation set', () => {
  const outcomes = runEvaluation('en', { warmUp: false, repeats: 1 });

  it('holds at least 400 labelled cases', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(400);
  });

  it('agrees with the labels at least as well as the committed baseline (and the 95% bar)', () => {
    const all = tally(outcomes);
    const agreement = all.agree / all.n;
    expect(agreement).toBeGreaterThanOrEqual(loadBaseline().agreement);
    expect(agreement).toBeGreaterThanOrEqual(0.95);
  });

  it('never accepts a must-reject substitution or a near-identical verse', () => {
    const byCategory = groupBy(outcomes, (o) => o.case.category);
    expect(byCategory.get('must-reject')?.falseAccepts).toBe(0);
    expect(byCategory.get('mutashabihat')?.falseAccepts).toBe(0);
  });

  it('judges every case without throwing', () => {
    expect(outcomes.filter((o) => o.error).map((o) => `${o.case.id}: ${o.error}`)).toEqual([]);
  });
});
