import { rmSync } from 'node:fs';
import { getVerse, verseText } from '@lisan/arabic';
import { afterAll, describe, expect, it } from 'vitest';
import { hiddenWordPositions } from '../prompts.js';
import { contentFixture } from '../testing.js';
import { buildCatalog } from './catalog.js';

const life = (n: number) => `A concrete everyday situation number ${n} where someone says it.`;

describe('content catalog (fixture files)', () => {
  const dir = contentFixture({
    'phrases/short.json': [
      {
        id: 'short-001',
        ref: { surah: 94, ayah: 6 },
        category: 'short',
        lifeApplication: life(1),
        tags: ['patience'],
        difficulty: 1,
      },
      {
        id: 'short-002',
        ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
        category: 'short',
        englishTranslation: 'Indeed, Allah is with the patient.',
        lifeApplication: life(2),
        tags: ['patience'],
        difficulty: 1,
      },
      {
        id: 'short-003',
        ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
        category: 'short',
        lifeApplication: life(3),
        tags: ['x1'],
        difficulty: 1,
      },
      {
        id: 'short-004',
        ref: { surah: 114, ayah: 9 },
        category: 'short',
        lifeApplication: life(4),
        tags: ['x1'],
        difficulty: 1,
      },
      {
        id: 'short-005',
        ref: { surah: 112, ayah: 1, toAyah: 4 },
        category: 'short',
        lifeApplication: life(5),
        tags: ['x1'],
        difficulty: 2,
      },
      { id: 'short-6', category: 'short' },
    ],
    'exercises/substitution.json': [
      {
        id: 'substitution-001',
        phraseId: 'short-002',
        slot: { fromWord: 4, toWord: 4 },
        cueEnglish: 'those who study',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'Genitive plural after مع.',
      },
      {
        id: 'substitution-002',
        phraseId: 'short-002',
        slot: { fromWord: 4, toWord: 9 },
        cueEnglish: 'out of range',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'Out of range.',
      },
      {
        id: 'substitution-003',
        phraseId: 'short-999',
        slot: { fromWord: 1, toWord: 1 },
        cueEnglish: 'no phrase',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'No such phrase.',
      },
    ],
    'exercises/conversation.json': [
      {
        id: 'conversation-001',
        prompt: { arabic: 'أنا متعب جدا من الامتحانات', english: 'I am so tired of exams' },
        task: 'Encourage your friend.',
        phraseIds: ['short-001', 'short-002'],
        keyWords: ['يسرا'],
      },
    ],
    'wisdom/wisdom.json': [
      {
        id: 'wisdom-001',
        arabicText: 'الصبر مفتاح الفرج',
        englishGloss: 'Patience is the key to relief.',
        related: [
          {
            ref: { surah: 94, ayah: 6 },
            relation: 'close',
            reason: 'Ease comes with hardship, as relief follows patience.',
          },
          {
            ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
            relation: 'close',
            reason: 'Allah is with the patient ones.',
          },
        ],
      },
    ],
  });
  const catalog = buildCatalog(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the Arabic of every phrase from the corpus at its reference', () => {
    const whole = catalog.getPhrase('short-001')!;
    expect(whole.arabicText).toBe(getVerse(94, 6)!.uthmani);
    expect(whole.surahAyah).toBe('94:6');
    expect(whole.englishTranslation.length).toBeGreaterThan(5);
    expect(Object.keys(whole.translations).sort()).toEqual(['bn', 'id', 'tr', 'ur', 'zh']);
    expect(whole.surahName.transliteration).toBe('Ash-Sharh');

    const part = catalog.getPhrase('short-002')!;
    expect(part.arabicText).toBe(verseText(2, 153, 7, 10)!.uthmani);
    expect(part.standardText).toBe(verseText(2, 153, 7, 10)!.standard);
    expect(part.surahAyah).toBe('2:153');
    expect(part.translations).toEqual({});

    const passage = catalog.getPhrase('short-005')!;
    expect(passage.surahAyah).toBe('112:1-4');
    expect(passage.arabicText).toBe([1, 2, 3, 4].map((a) => getVerse(112, a)!.uthmani).join(' '));
  });

  it('reports bad records and leaves them out', () => {
    const messages = catalog.issues.map((i) => `${i.id}: ${i.message}`).join('\n');
    expect(messages).toMatch(/short-003: .*needs an authored englishTranslation/);
    expect(messages).toMatch(/short-004: reference 114:9/);
    expect(messages).toMatch(/short-6/);
    expect(messages).toMatch(/substitution-002: slot 4-9 is outside/);
    expect(messages).toMatch(/substitution-003: phrase short-999 does not exist/);
    expect(catalog.getPhrase('short-003')).toBeUndefined();
    expect(catalog.phrases.map((p) => p.id)).toEqual(['short-001', 'short-002', 'short-005']);
  });

  it('derives one completion item per phrase, hiding content words', () => {
    expect(catalog.itemsOf('completion')).toHaveLength(3);
    const item = catalog.getExerciseItem('completion', 'short-001')!;
    // إن مع العسر يسرا: one word hidden, never إن or مع.
    expect(item.hiddenWords).toHaveLength(1);
    expect([3, 4]).toContain(item.hiddenWords[0]);
    expect(item.acceptedAnswers).toContain(item.phrase.standard);
    expect(item.prompt.arabic).toContain('_____');
    expect(item.prompt.arabic).not.toContain(item.answerWords[0]!.uthmani);
    const patient = catalog.getExerciseItem('completion', 'short-002')!;
    expect(patient.answerWords.map((w) => w.standard)).toEqual(['الصابرين']);
  });

  it('hides more words in longer and harder phrases, at most three', () => {
    const span = catalog.getPhraseSpan('short-005')!;
    expect(hiddenWordPositions(span, 2).length).toBeGreaterThanOrEqual(2);
    expect(hiddenWordPositions(span, 5).length).toBeLessThanOrEqual(3);
  });

  it('builds substitution answers with the filler in the slot', () => {
    const item = catalog.getExerciseItem('substitution', 'short-002')!;
    expect(item.itemId).toBe('substitution-001');
    expect(catalog.getExerciseItem('substitution', 'substitution-001')).toBe(item);
    expect(item.acceptedAnswers).toEqual(['إن الله مع الدارسين']);
    expect(item.slotWords.map((w) => w.standard)).toEqual(['الصابرين']);
    expect(item.prompt.arabic).toMatch(/\[.+\]$/);
    expect(item.prompt.english).toBe('those who study');
  });

  it('opens conversation items by any of their phrases, and wisdom sentences by id', () => {
    expect(catalog.getExerciseItem('conversation', 'short-002')?.itemId).toBe('conversation-001');
    const view = catalog.exerciseView('transformation', 'wisdom-001')!;
    expect(view.sentence?.arabicText).toBe('الصبر مفتاح الفرج');
    expect(view.exercise.details.relation).toBe('close or opposite meaning');
    const judge = catalog.getExerciseItem('transformation', 'wisdom-001')!;
    expect(judge.related.map((r) => r.surahAyah)).toEqual(['94:6', '2:153']);
    expect(catalog.exerciseView('thematic', 'nothing')).toBeUndefined();
  });
});
