import { getVerse } from '@lisan/arabic';
import { everydayOnlyAnswers, getContentCatalog } from '@lisan/content';
import type { ExerciseType, UiLanguage } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { digitNumbers, numberOf } from './everyday-words.js';
import { judge, message, warmMeaning } from './index.js';

/*
 * Everyday-only items answered as learners really answer them: numbers typed in digits, and the spoken dialects.
 * The items and their keys come from the content catalog, as the server judges them.
 */

beforeAll(() => warmMeaning(), 180_000);

const catalog = getContentCatalog();
const everydayOnly = everydayOnlyAnswers(catalog);

async function answer(type: ExerciseType, itemId: string, text: string, language: UiLanguage = 'en') {
  const item = catalog.getExerciseItem(type, itemId)!;
  const replies = everydayOnly(itemId);
  expect(replies, `${itemId} asks only for everyday Arabic`).toBeDefined();
  return judge({ exerciseType: type, item, answer: text, language, everydayOnly: replies });
}

describe('number words and digits', () => {
  it('reads a phrase of number words as its value', () => {
    expect(numberOf('ثلاث وأربعون')).toBe(43);
    expect(numberOf('السابعة')).toBe(7);
    expect(numberOf('ستمائة')).toBe(600);
    expect(numberOf('أربع مئة')).toBe(400);
    expect(numberOf('إحدى عشرة')).toBe(11);
    expect(numberOf('ألفين وعشرين')).toBe(2020);
    expect(numberOf('سبعة أيام')).toBeUndefined();
    expect(numberOf('سوق')).toBeUndefined();
  });

  it('reads digits of every script as numbers, with the parts a year is said in', () => {
    expect([...digitNumbers('رقمي 48')]).toEqual([48]);
    expect([...digitNumbers('رقمي ٤٨')]).toEqual([48]);
    expect([...digitNumbers('رقمي ۴۸')]).toEqual([48]);
    expect(digitNumbers('سنة ٢٠١٣')).toEqual(new Set([2013, 13, 2000]));
    expect(digitNumbers('بلا أرقام').size).toBe(0);
  });
});

describe('an everyday-only answer with numbers in digits', () => {
  it('fills the number slots with digits of any script', async () => {
    for (const [type, id, said] of [
      ['conversation', 'conversation-465', 'الجو حار جدا اليوم، 42 درجة'],
      ['conversation', 'conversation-464', 'الطابق الخامس، والشقة رقم ١٤'],
      ['conversation', 'conversation-534', 'أرسل ۵۰۰ دولار إلى أهلي في كينيا'],
      ['conversation', 'conversation-390', 'رأسي يؤلمني من ٣ أيام'],
    ] as const) {
      const res = await answer(type, id, said);
      expect(res.verdict, `${id} ${said}: ${res.feedback}`).toBe('correct');
      expect(res.feedback).toBe(message('en', 'everydayOnly.correct'));
    }
  });

  it('judges the same in every interface language', async () => {
    for (const language of ['ar', 'tr', 'zh'] as const) {
      const res = await answer('conversation', 'conversation-465', 'حار كثيرا، ٤٢ درجة', language);
      expect(res.verdict).toBe('correct');
      expect(res.feedback).toBe(message(language, 'everydayOnly.correct'));
    }
  });

  it('still names a number the digits do not say', async () => {
    const res = await answer('conversation', 'conversation-410', 'عمري ٣٦ سنة ووزني ٧٠');
    expect(res.verdict, res.feedback).toBe('almost');
    expect(res.feedback).toContain('خمس وثلاثون');
    expect(res.feedback).not.toContain('سبعون');
    // Three days are not three weeks.
    const weeks = await answer('conversation', 'conversation-390', 'عندي صداع من ٣ أسابيع');
    expect(weeks.verdict, weeks.feedback).toBe('almost');
  });
});

describe('an everyday-only answer in dialect', () => {
  it('takes common dialect words for the standard words of the keys', async () => {
    for (const [type, id, said] of [
      // Egyptian: the hand (إيد) hurt, and the blood will not stop.
      ['conversation', 'conversation-409', 'صاحبي اتعور في إيده والدم مش راضي يوقف'],
      // Levantine: I cannot see (ما بشوف), not well (منيح).
      ['roleplay', 'roleplay-137', 'ما بشوف منيح من هالنظارة'],
      // Levantine: four dinars, and what (شو) can I take.
      ['roleplay', 'roleplay-129', 'معي ٤ دنانير بس، شو بقدر آخد؟'],
    ] as const) {
      const res = await answer(type, id, said);
      expect(res.verdict, `${id} ${said}: ${res.feedback}`).toBe('correct');
    }
  });

  it('takes a present-tense verb in the person the sentence needs', async () => {
    // The hand bleeds: تنزف (she) where the key has ينزف.
    const res = await answer('conversation', 'conversation-409', 'أخي جرح يده وهي تنزف');
    expect(res.verdict, res.feedback).toBe('correct');
  });

  it('does not read a dialect reply that says the opposite as the task', async () => {
    // شايف منيح (I see well): the negation the task needs is not there.
    const res = await answer('roleplay', 'roleplay-137', 'شايف منيح الحمد لله');
    expect(res.isCorrect, res.feedback).toBe(false);
  });
});

describe('an everyday reply that shares particles with a verse', () => {
  it('is not a quote of it, and a real quote with a word changed still is', async () => {
    // Everyday words the verse has too (عنده, من, وما), and nothing of what the verse says.
    for (const said of ['ولدي عنده إسهال وقيء من الليل وما بده ياكل', 'عنده تقيؤ من الليل وما يقدر يأكل']) {
      const sick = await answer('roleplay', 'roleplay-135', said);
      expect(sick.verdict, `${said}: ${sick.feedback}`).toBe('correct');
      expect(sick.errors ?? []).toEqual([]);
    }
    // The item's own verse with one word swapped, beside the everyday answer, stays a misquote.
    const item = catalog.getExerciseItem('roleplay', 'roleplay-135')!;
    const phrase = 'phrases' in item ? item.phrases[0] : undefined;
    expect(phrase).toBeDefined();
    const [surah, ayah] = phrase!.surahAyah.split(':').map(Number) as [number, number];
    const verse = getVerse(surah, ayah)!.words.flatMap((w) => w.standard.split(' '));
    expect(verse.length).toBeGreaterThan(3);
    const swapped = [verse[0], verse[1], 'بيت', ...verse.slice(3)].join(' ');
    const res = await answer('roleplay', 'roleplay-135', `يتقيأ ولا يأكل. ${swapped}`);
    expect(res.isCorrect, res.feedback).toBe(false);
  });
});

describe('a key written with digits', () => {
  it('asks for its number too, said in digits or in words', async () => {
    // conversation-275's keys include 2 كيلو: كيلو alone, or another number of kilos, is not two kilos.
    const one = await answer('conversation', 'conversation-275', 'أعطني كيلو واحد لو سمحت');
    expect(one.isCorrect, one.feedback).toBe(false);
    const three = await answer('conversation', 'conversation-275', 'بدي ٣ كيلو');
    expect(three.isCorrect, three.feedback).toBe(false);
    for (const said of ['من فضلك 2 كيلو', 'لو سمحت اثنين كيلو']) {
      const res = await answer('conversation', 'conversation-275', said);
      expect(res.verdict, `${said}: ${res.feedback}`).toBe('correct');
    }
  });
});
