import type { Analytics } from '@lisan/contract';
import { csvTable as table } from '../../lib/csv';

/**
 * The three analytics as CSV sections (a title row, a header row, data rows), appended to the weekly report:
 * numbers unformatted and class names as the API names them, so spreadsheets and scripts read them.
 */
export function analyticsCsv(a: Analytics): string {
  const sections = [
    table([
      ['pronunciation'],
      ['week', 'attempts', 'average_score'],
      ...a.pronunciation.byWeek.map((w) => [w.week, w.attempts, w.averageScore]),
      ['total', a.pronunciation.attempts, a.pronunciation.averageScore],
    ]),
    table([
      ['pronunciation_weakest_words'],
      ['word', 'attempts', 'average_score'],
      ...a.pronunciation.weakestWords.map((w) => [w.word, w.attempts, w.averageScore]),
    ]),
    table([
      ['grammar'],
      ['class', 'attempts', 'errors', 'accuracy_percent', 'latest_typed', 'latest_right'],
      ...a.grammar.classes.map((c) => [
        c.class,
        c.attempts,
        c.errors,
        c.accuracy,
        c.examples[0]?.typed ?? null,
        c.examples[0]?.expected ?? null,
      ]),
    ]),
    table([
      ['grammar_by_week'],
      ['week', 'class', 'attempts', 'accuracy_percent'],
      ...a.grammar.byWeek.flatMap((w) => w.classes.map((c) => [w.week, c.class, c.attempts, c.accuracy])),
    ]),
    table([
      ['vocabulary'],
      ['week', 'words_practised', 'words_mastered'],
      ...a.vocabulary.byWeek.map((w) => [w.week, w.practised, w.mastered]),
      ['total', a.vocabulary.practised, a.vocabulary.mastered],
      ['quran_coverage_percent', a.vocabulary.quranCoverage],
    ]),
    table([
      ['vocabulary_by_root'],
      ['root', 'forms_practised', 'forms_mastered', 'forms', 'mastered_forms'],
      ...a.vocabulary.roots.map((r) => [
        r.root,
        r.practised,
        r.mastered,
        r.words.map((w) => w.word).join(' '),
        r.words
          .filter((w) => w.mastered)
          .map((w) => w.word)
          .join(' '),
      ]),
    ]),
  ];
  return sections.join('\r\n\r\n') + '\r\n';
}
