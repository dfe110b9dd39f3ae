import { beforeAll, describe, expect, it } from 'vitest';
import { holdsQuranicStretch, stretchFrom, sweepFeedback, type Swept } from '../eval/feedback-sweep.js';
import { MESSAGES, type MessageKey } from './messages/index.js';

/*
 * Every claim of the feedback must hold, for every answer of every set (generated, teacher, learner sets) in
 * English and in Arabic: what each text says is checked against the answer and the corpus.
 */

const LANGUAGES = ['en', 'ar'] as const;
const swept = new Map<(typeof LANGUAGES)[number], Swept[]>();

beforeAll(() => {
  for (const language of LANGUAGES) swept.set(language, sweepFeedback(language));
}, 600_000);

const textsOf = (s: Swept) => [s.result.feedback, ...s.result.suggestions];
const shown = (s: Swept) => `${s.id} «${s.answer}» → ${textsOf(s).join(' | ')}`;

/** The fixed words of a message (its longest stretch between placeholders) in a language. */
function fixedPart(language: (typeof LANGUAGES)[number], key: MessageKey): string {
  return MESSAGES[language][key]
    .split(/\{[a-z]+\}/u)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;
}

describe.each(LANGUAGES)('the feedback in %s', (language) => {
  const all = () => swept.get(language)!;

  it('covers every set', () => {
    const sets = new Set(all().map((s) => s.id.split(/[:#]/u)[0]));
    expect([...sets]).toEqual(expect.arrayContaining(['generated', 'teacher', 'learners-c', 'learners-d']));
    expect(all().length).toBeGreaterThan(3000);
  });

  it('never ends a sentence on a colon, nor leaves nothing after one', () => {
    const broken = all().filter((s) =>
      textsOf(s).some((t) => /[:：]\s*$/u.test(t) || /[:：]\s*[.!?؟|]/u.test(t)),
    );
    expect(broken.map(shown)).toEqual([]);
  });

  it('never says "not a verse" of an answer that holds three words of a verse in a row', () => {
    const claims = (['vm.notQuran', 'conv.notAPhrase', 'conv.everyday'] as const).map((k) =>
      fixedPart(language, k),
    );
    const wrong = all().filter(
      (s) => claims.some((c) => s.result.feedback.includes(c)) && holdsQuranicStretch(s.answer),
    );
    expect(wrong.map(shown)).toEqual([]);
  });

  it('names as the answer\u2019s verse one its Qur\u2019anic words come from', () => {
    const wrong = all().filter((s) => {
      const id = s.result.identified;
      return id && holdsQuranicStretch(s.answer) && !stretchFrom(s.answer, id.surah, id.ayah, id.endAyah);
    });
    expect(wrong.map((s) => `${shown(s)} [${s.result.identified!.surahAyah}]`)).toEqual([]);
  });
});

describe('the Arabic feedback', () => {
  it('has no sentence in Latin script on items with Arabic texts', () => {
    // The generated set's items are built in English only (no content, so no translation to show); a cue
    // that itself shows a Latin name (Ahmad) is quoted as the learner saw it.
    const latin = swept
      .get('ar')!
      .filter((s) => !s.id.startsWith('generated:'))
      .filter((s) => {
        const cue = s.item.type === 'substitution' ? (s.item.cueShown ?? '') : '';
        return textsOf(s).some((t) => /[A-Za-z]{2,}/u.test(cue ? t.replaceAll(cue, '') : t));
      });
    expect(latin.map(shown)).toEqual([]);
  });
});
