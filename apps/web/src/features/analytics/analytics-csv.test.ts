import type { Analytics } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';

const sample: Analytics = {
  userId: 'u',
  pronunciation: {
    attempts: 2,
    averageScore: 87.5,
    weakestWords: [{ word: 'الرحيم', attempts: 2, averageScore: 50 }],
    byWeek: [{ week: '2026-11-23', attempts: 2, averageScore: 87.5 }],
    spokenAnswers: [],
  },
  grammar: {
    classes: [
      {
        class: 'hamza',
        attempts: 5,
        errors: 4,
        accuracy: 20,
        examples: [
          {
            typed: 'امري',
            expected: 'أمري',
            reference: null,
            exerciseType: 'completion',
            createdAt: '2026-11-23T10:00:00.000Z',
          },
        ],
      },
    ],
    weakest: ['hamza'],
    byWeek: [{ week: '2026-11-23', classes: [{ class: 'hamza', attempts: 5, accuracy: 20 }] }],
  },
  vocabulary: {
    practised: 30,
    mastered: 4,
    quranCoverage: 3.1,
    practisedCoverage: 9.5,
    topMastered: [],
    byWeek: [{ week: '2026-11-23', practised: 30, mastered: 4 }],
    roots: [
      {
        root: 'ر ح م',
        practised: 2,
        mastered: 1,
        words: [
          { word: 'الرحمن', mastered: true },
          { word: 'الرحيم', mastered: false },
        ],
        verses: [],
      },
    ],
  },
};

describe('analytics CSV', () => {
  it('has a section per analytic with unformatted numbers and the learner’s own example', () => {
    const lines = analyticsCsv(sample).split('\r\n');
    expect(lines).toContain('pronunciation');
    expect(lines).toContain('2026-11-23,2,87.5');
    expect(lines).toContain('hamza,5,4,20,امري,أمري');
    expect(lines).toContain('total,30,4');
    expect(lines).toContain('quran_coverage_percent,3.1');
    expect(lines).toContain('vocabulary_by_root');
    expect(lines).toContain('ر ح م,2,1,الرحمن الرحيم,الرحمن');
  });
});
