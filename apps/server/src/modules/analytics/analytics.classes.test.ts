import { diffWords, loadCorpus } from '@lisan/arabic';
import { describe, expect, it } from 'vitest';
import { classesOfDiff, errorsOfAnswer, exercisedClasses, substitutionClass } from './analytics.classes.js';

// Words come from the corpus (2:4 and 1:2); slips are made by editing them.
const verse = (surah: number, ayah: number) =>
  loadCorpus().verses.find((v) => v.surah === surah && v.ayah === ayah)!;
const words = (surah: number, ayah: number) =>
  verse(surah, ayah).words.map((w) => ({ standard: w.standard, rasm: w.rasm, uthmani: w.uthmani }));

describe('error classes from word diffs', () => {
  it('names the spelling point of a forgiven hamza, and a missing and an extra word', () => {
    const ref = words(2, 4);
    const typed = ref.map((w) => w.standard);
    const hamzaWord = typed.findIndex((w) => /[أإ]/u.test(w));
    typed[hamzaWord] = typed[hamzaWord]!.replace(/[أإ]/u, 'ا');
    const answer = [...typed.slice(0, -1), 'كتاب'].join(' ');
    const classes = diffWords(answer, ref).flatMap(classesOfDiff);
    expect(classes).toContain('hamza');
    expect(classes.some((c) => c === 'missing' || c === 'typo')).toBe(true);
  });

  it('tells grammar points apart in a real-word substitution', () => {
    const [al, rest] = ['الكتاب', 'كتاب'];
    expect(substitutionClass(rest, al)).toBe('definiteness');
    expect(substitutionClass('المؤمنين', 'المؤمنون')).toBe('case');
    expect(substitutionClass('مسلمه', 'مسلم')).toBe('gender');
    expect(substitutionClass('نعبد', 'يعبد')).toBe('person');
  });

  it('prefers the judge’s own named errors over derived ones', () => {
    const judged = errorsOfAnswer({
      errors: [{ class: 'mood', expected: 'a', typed: 'b', reference: null }],
      diffs: [],
    });
    expect(judged).toEqual({
      errors: [{ class: 'mood', expected: 'a', typed: 'b', reference: null }],
      source: 'judge',
    });
    expect(errorsOfAnswer({ diffs: [] })).toEqual({ errors: [], source: 'diff' });
  });

  it('counts a class as exercised only where the answer could go wrong there', () => {
    const ref = verse(1, 2).words.map((w) => w.standard);
    const classes = exercisedClasses('completion', ref, []);
    expect(classes).toEqual(
      expect.arrayContaining(['typo', 'missing', 'extra', 'definiteness', 'lookAlikeVerse']),
    );
    expect(classes).not.toContain('tense');
    expect(exercisedClasses('substitution', ref, [])).toContain('tense');
    expect(
      exercisedClasses('completion', ref, [{ class: 'mood', expected: null, typed: null, reference: null }]),
    ).toContain('mood');
  });
});
