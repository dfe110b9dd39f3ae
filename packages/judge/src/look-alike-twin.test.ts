import { getVerse, type SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItemOf } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationItem } from '../eval/items.js';
import { verseText as words } from '../eval/verse-word.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * A look-alike verse given for the listed one: a verse the item does not list, said word for word, that is the
 * listed phrase's near-twin (the same frame, a word or two said otherwise) and misses what the situation asks of
 * that phrase (a theme its line, task or need names, which the phrase speaks of and the twin's words do not).
 * Wrong, with both verses named and the listed one quoted in the Uthmani script. A twin that keeps the point, or
 * the phrase's own word in another form, is still judged on its fit. Qur'anic words come from the corpus by
 * reference; the English renderings stand for the authored ones a partial phrase carries in the content.
 */

beforeAll(() => warmMeaning(), 180_000);

const item = (
  id: string,
  ref: VerseRef,
  english: string,
  situation: { line: string; task: string },
): JudgeItemOf<'conversation'> => {
  const built = conversationItem(id, [ref], situation);
  built.phrases[0]!.englishTranslation = english;
  return built;
};

const run = (judged: JudgeItemOf<'conversation'>, answer: string, language: 'en' | 'ar' = 'en') =>
  judgeBuiltin({ exerciseType: judged.type, item: judged, answer, language });

describe('a look-alike verse given for the listed one', () => {
  it('rejects 4:6’s ending (Allah as reckoner) said to someone afraid, for the listed 33:3 (Allah as guardian)', () => {
    const judged = item(
      'twin-guardian',
      { surah: 33, ayah: 3, fromWord: 4, toWord: 6 },
      'and sufficient is Allah as Disposer of affairs',
      { line: 'I’m scared of driving home alone tonight.', task: 'Reassure her.' },
    );
    const r = run(judged, words(4, 6, 35, 37));
    expect(r.verdict).toBe('incorrect');
    expect(r.final).toBe(true);
    // Names the verse said, the listed one, and quotes the listed wording as the mushaf writes it.
    expect(r.feedback).toContain('4:6');
    expect(r.feedback).toContain('33:3');
    expect(r.feedback).toContain(judged.phrases[0]!.uthmani);
    expect(r.errors?.[0]).toMatchObject({ class: 'lookAlikeVerse', reference: '33:3' });
  });

  it('rejects 17:24’s prayer for mercy for the prayer for knowledge (20:114) it shares its opening with', () => {
    const verse = getVerse(20, 114)!.words.length;
    const judged = item(
      'twin-knowledge',
      { surah: 20, ayah: 114, fromWord: verse - 3, toWord: verse },
      'And say, My Lord, increase me in knowledge',
      { line: 'I start university tomorrow.', task: 'Give him the prayer for more knowledge.' },
    );
    const r = run(judged, words(17, 24, 7, 9));
    expect(r.verdict).toBe('incorrect');
    expect(r.feedback).toContain('17:24');
    expect(r.feedback).toContain('20:114');
    expect(r.feedback).toContain(judged.phrases[0]!.words[2]!.uthmani);
  });

  it('rejects 26:83 for the prayer for a righteous child (37:100), said in part or whole', () => {
    const judged = item(
      'twin-child',
      { surah: 37, ayah: 100 },
      'My Lord, grant me a child from among the righteous',
      {
        line: 'We have been married for years and long for a child.',
        task: 'Give them the prayer for a righteous child.',
      },
    );
    for (const answer of [words(26, 83, 1, 4), words(26, 83)]) {
      const r = run(judged, answer);
      expect(r.verdict, answer).toBe('incorrect');
      expect(r.feedback).toContain('26:83');
      expect(r.feedback).toContain(judged.phrases[0]!.uthmani);
    }
  });

  it('says so in the learner’s language', () => {
    const judged = item(
      'twin-guardian-ar',
      { surah: 33, ayah: 3, fromWord: 4, toWord: 6 },
      'and sufficient is Allah as Disposer of affairs',
      { line: 'I’m scared of driving home alone tonight.', task: 'Reassure her.' },
    );
    const r = run(judged, words(4, 6, 35, 37), 'ar');
    expect(r.verdict).toBe('incorrect');
    expect(r.feedback).toContain('شبيهة');
    expect(r.feedback).not.toMatch(/[A-Za-z]/u);
  });

  it('takes a twin that keeps the situation’s point: 14:12’s ending for 14:11’s (both on reliance)', () => {
    const judged = item(
      'twin-reliance',
      { surah: 14, ayah: 11, fromWord: 26, toWord: 29 },
      'And upon Allah let the believers rely',
      { line: 'I’m worried the project will fail.', task: 'Encourage him to rely on Allah.' },
    );
    const r = run(judged, words(14, 12, 14, 17));
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toContain('14:12');
  });

  it('takes a twin whose own word suits a situation that does not ask for the listed one’s (33:39 for 33:3)', () => {
    const judged = item(
      'twin-account',
      { surah: 33, ayah: 3, fromWord: 4, toWord: 6 },
      'and sufficient is Allah as Disposer of affairs',
      {
        line: 'They will hold me to account for every coin I spend.',
        task: 'Remind him that Allah is enough.',
      },
    );
    const r = run(judged, words(33, 39, 11, 13));
    expect(r.verdict).toBe('correct');
    expect(r.feedback).toContain('4:6');
  });

  it('takes the phrase’s own word in another form from the look-alike (37:102’s promise of patience for 18:69’s)', () => {
    const judged = item(
      'twin-same-word',
      { surah: 18, ayah: 69, fromWord: 2, toWord: 6 },
      'You will find me, if Allah wills, patient',
      { line: 'The training is long and hard. Can you keep going?', task: 'Promise patience, in sha Allah.' },
    );
    expect(run(judged, words(37, 102, 21, 26)).verdict).toBe('correct');
  });
});
