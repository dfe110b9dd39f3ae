import { describe, expect, it } from 'vitest';
import { answerSubjectIds, answerSubjectOf } from './answer-subject.js';
import { fallbackIsCorrect } from './judge-fallback.js';

describe('the last-resort fallback rule', () => {
  it('counts an answer with Arabic letters longer than 2 characters after trimming', () => {
    expect(fallbackIsCorrect('مرحبا')).toBe(true);
    expect(fallbackIsCorrect('  شكرا  ')).toBe(true);
    expect(fallbackIsCorrect(' اب ')).toBe(false);
    expect(fallbackIsCorrect('hello')).toBe(false);
  });

  it('does not count question marks, digits or harakat alone as an answer in Arabic', () => {
    expect(fallbackIsCorrect('؟؟؟')).toBe(false);
    expect(fallbackIsCorrect('١٢٣')).toBe(false);
    expect(fallbackIsCorrect('\u064E\u064F\u0650')).toBe(false);
    expect(fallbackIsCorrect('ـــ')).toBe(false);
  });
});

describe('answer subject ids', () => {
  it('puts the id in the field its type names and reads it back from there', () => {
    expect(answerSubjectIds('thematic', 'q1')).toEqual({
      phraseId: null,
      questionBankId: 'q1',
      philosophicalSentenceId: null,
    });
    expect(answerSubjectIds('transformation', 's1')).toEqual({
      phraseId: 's1',
      questionBankId: null,
      philosophicalSentenceId: 's1',
    });
    expect(answerSubjectIds('completion', 'p1')).toEqual({
      phraseId: 'p1',
      questionBankId: null,
      philosophicalSentenceId: null,
    });
    for (const type of ['thematic', 'transformation', 'completion'] as const)
      expect(answerSubjectOf(type, answerSubjectIds(type, 'x')).id).toBe('x');
    expect(answerSubjectOf('transformation', { phraseId: 's2' })).toEqual({
      field: 'philosophicalSentenceId',
      id: 's2',
    });
    expect(answerSubjectOf('thematic', { phraseId: 'p1' })).toEqual({
      field: 'questionBankId',
      id: undefined,
    });
  });
});
