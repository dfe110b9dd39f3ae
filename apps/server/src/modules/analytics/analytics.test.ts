import { getVerse, loadCorpus, quranRootOf } from '@lisan/arabic';
import { analyticsSchema, type Analytics } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';

let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  learner = await createSubscribedAccount(t.app, 'standard');
});
afterAll(async () => {
  await t.close();
});

// Answers are taken from the catalog (itself built from the corpus), and slips are made by editing them.
const completion = (id: string) => getContentCatalog().getExerciseItem('completion', id)!;
const dropHamza = (text: string) => text.replace(/[أإ]/gu, 'ا');

async function answer(phraseId: string, userAnswer: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    headers: learner.auth,
    payload: { userAnswer, exerciseType: 'completion', phraseId, userId: learner.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { attemptId: string; verdict: string };
}

async function speak(phraseId: string, transcript: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pronunciation',
    headers: learner.auth,
    payload: { transcript, exerciseType: 'completion', phraseId, userId: learner.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    score: number;
    words: { expected: string | null; heard: string | null; score: number; status: string }[];
  };
}

async function analytics(): Promise<Analytics> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/analytics/${learner.id}`,
    headers: learner.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return analyticsSchema.parse(res.json());
}

describe('analytics of a learner doing twenty exercises, some spoken', () => {
  it('starts empty', async () => {
    const empty = await analytics();
    expect(empty.pronunciation).toEqual({
      attempts: 0,
      averageScore: 0,
      weakestWords: [],
      byWeek: [],
      spokenAnswers: [],
    });
    expect(empty.grammar.classes).toEqual([]);
    expect(empty.vocabulary).toMatchObject({
      practised: 0,
      mastered: 0,
      quranCoverage: 0,
      byWeek: [],
      roots: [],
    });
  });

  it('shows pronunciation, grammar and vocabulary changing with the answers', async () => {
    const basmala = completion('short-002');
    const amri = completion('short-005');
    const ashku = completion('short-012');
    const ilm = completion('short-006');
    const wholeBasmala = basmala.acceptedAnswers[1]!;

    // 1–3: the whole basmala, right, three times: its words are used right three times, so they are mastered.
    for (let i = 0; i < 3; i++)
      expect((await answer(basmala.subjectId, wholeBasmala)).verdict).toBe('correct');
    // 4–6: a hamza left off its seat, three times (forgiven in the verdict, still a hamza slip).
    const amriAnswer = amri.acceptedAnswers[0]!;
    for (let i = 0; i < 3; i++) await answer(amri.subjectId, dropHamza(amriAnswer));
    // 7: two hidden words, the first without its hamza.
    await answer(ashku.subjectId, dropHamza(ashku.acceptedAnswers[0]!));
    // 8: one of the two hidden words left out.
    await answer(ashku.subjectId, ashku.acceptedAnswers[0]!.split(' ')[1]!);
    // 9–20: eleven right answers across other phrases, and the tanween alef left off once.
    const others = [
      'short-001',
      'short-003',
      'short-004',
      'short-007',
      'short-008',
      'short-009',
      'short-010',
      'short-011',
    ];
    for (const id of others) await answer(id, completion(id).acceptedAnswers[0]!);
    await answer(ilm.subjectId, ilm.acceptedAnswers[0]!.slice(0, -1));
    for (const id of ['short-001', 'short-003', 'short-004'])
      await answer(id, completion(id).acceptedAnswers[0]!);

    // Five of them said aloud first: three right, one word said as another, one with a word left out.
    const words = wholeBasmala.split(' ');
    expect((await speak(basmala.subjectId, wholeBasmala)).score).toBe(100);
    await speak(basmala.subjectId, wholeBasmala);
    await speak(completion('short-007').subjectId, completion('short-007').acceptedAnswers[1]!);
    const swapped = await speak(
      basmala.subjectId,
      [...words.slice(0, 3), completion('short-007').acceptedAnswers[0]!].join(' '),
    );
    expect(swapped.words.find((w) => w.expected === words[3])).toMatchObject({
      status: 'substituted',
      score: 0,
    });
    expect(swapped.score).toBe(75);
    const missing = await speak(amri.subjectId, amri.acceptedAnswers[1]!.split(' ').slice(0, -1).join(' '));
    expect(missing.words.at(-1)).toMatchObject({ heard: null, status: 'missing', score: 0 });

    const a = await analytics();

    // Pronunciation: five tries, their average, and the words said wrong come first among the weakest.
    expect(a.pronunciation.attempts).toBe(5);
    expect(a.pronunciation.byWeek).toHaveLength(1);
    expect(a.pronunciation.byWeek[0]!.attempts).toBe(5);
    const scores = [100, 100, 100, 75, missing.score];
    expect(a.pronunciation.averageScore).toBeCloseTo(scores.reduce((x, y) => x + y) / 5, 1);
    expect(a.pronunciation.weakestWords.map((w) => w.word)).toEqual(
      expect.arrayContaining([words[3], amri.acceptedAnswers[1]!.split(' ').at(-1)]),
    );

    // Grammar: hamza is the weakest class, with the learner's own slips as examples (typed against right).
    const hamza = a.grammar.classes.find((c) => c.class === 'hamza')!;
    expect(hamza.errors).toBe(4);
    expect(hamza.attempts).toBeGreaterThanOrEqual(4);
    expect(hamza.accuracy).toBeLessThan(100);
    expect(a.grammar.weakest[0]).toBe('hamza');
    expect(hamza.examples).toHaveLength(3);
    expect(hamza.examples[0]).toMatchObject({
      typed: dropHamza(ashku.acceptedAnswers[0]!.split(' ')[0]!),
      exerciseType: 'completion',
    });
    expect(hamza.examples[1]).toMatchObject({
      typed: dropHamza(amriAnswer),
      expected: amriAnswer,
      exerciseType: 'completion',
    });
    // The judge names a left-off tanween alef a slip of spelling (typo), not a case error.
    expect(a.grammar.weakest).toEqual(['hamza', 'typo', 'missing']);
    const missingClass = a.grammar.classes.find((c) => c.class === 'missing')!;
    expect(missingClass).toMatchObject({ attempts: 20, errors: 1, accuracy: 95 });
    expect(a.grammar.byWeek).toHaveLength(1);

    // Vocabulary: every word of the basmala mastered (three right uses), coverage counted in the corpus.
    expect(a.vocabulary.mastered).toBeGreaterThanOrEqual(4);
    expect(a.vocabulary.practised).toBeGreaterThan(a.vocabulary.mastered);
    // Words are shown as the Qur'an spells them, hamza and all.
    expect(a.vocabulary.topMastered.map((w) => w.word)).toEqual(expect.arrayContaining(words));
    // The hamza slips (أمري typed امري) are not Qur'anic words: they count as no word practised.
    const practisedWords = await t.db.db
      .select({ word: schema.vocabularyWords.word })
      .from(schema.vocabularyWords)
      .where(eq(schema.vocabularyWords.userId, learner.id));
    const stored = practisedWords.map((w) => w.word);
    expect(stored).not.toContain(dropHamza(amriAnswer).split(' ')[0]!);
    const quranSpellings = new Set(
      loadCorpus().verses.flatMap((v) => v.words.flatMap((w) => w.standard.split(' '))),
    );
    expect(stored.filter((w) => !quranSpellings.has(w))).toEqual([]);
    expect(a.vocabulary.quranCoverage).toBeGreaterThan(0);
    expect(a.vocabulary.practisedCoverage).toBeGreaterThan(a.vocabulary.quranCoverage);
    expect(a.vocabulary.byWeek.at(-1)).toMatchObject({
      practised: a.vocabulary.practised,
      mastered: a.vocabulary.mastered,
    });
  });

  it('groups the practised words by root, the forms of one root together', async () => {
    const { vocabulary } = await analytics();
    // The basmala's two names of mercy (answered right three times above) are two forms of one root.
    const [, , rahman, rahim] = completion('short-002').acceptedAnswers[1]!.split(' ');
    const mercy = vocabulary.roots.find((r) => r.root === 'ر ح م');
    expect(mercy).toMatchObject({ practised: 2, mastered: 2 });
    expect(mercy!.words).toEqual(
      expect.arrayContaining([
        { word: rahman, mastered: true },
        { word: rahim, mastered: true },
      ]),
    );
    // Every grouped form is one the learner practised, under a root of three letters; most forms first.
    expect(vocabulary.roots.length).toBeGreaterThan(1);
    for (const group of vocabulary.roots) {
      expect(group.root).toMatch(/^\S \S \S$/u);
      expect(group.words.length).toBe(Math.min(group.practised, 10));
      // Mastered forms come first.
      const flags = group.words.map((w) => w.mastered);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
    // Other verses with each root: real verses holding a word of that root, a form not yet practised first.
    expect(mercy!.verses.length).toBe(3);
    for (const group of vocabulary.roots) {
      expect(group.verses.length).toBeGreaterThan(0);
      for (const v of group.verses) {
        const verse = getVerse(v.surah, v.ayah)!;
        const word = verse.words.find((w) => w.standard === v.word);
        expect(word, `${v.surah}:${v.ayah} ${v.word}`).toBeDefined();
        expect(quranRootOf(word!.standard)).toBe(group.root);
      }
    }
    expect(mercy!.verses.map((v) => v.word)).not.toContain(rahman);
    const counts = vocabulary.roots.map((r) => r.practised);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(vocabulary.practised);
  });

  it('stores the named errors with their attempt', async () => {
    const rows = await t.db.db
      .select()
      .from(schema.attemptErrors)
      .where(eq(schema.attemptErrors.userId, learner.id));
    const attemptIds = new Set(rows.map((r) => r.attemptId));
    const attempts = await t.db.db
      .select()
      .from(schema.exerciseAttempts)
      .where(eq(schema.exerciseAttempts.userId, learner.id));
    expect(attempts).toHaveLength(20);
    expect([...attemptIds].every((id) => attempts.some((a) => a.id === id))).toBe(true);
    // Nothing of the speech is kept but the transcript and the scores.
    const spoken = await t.db.db
      .select()
      .from(schema.pronunciationAttempts)
      .where(eq(schema.pronunciationAttempts.userId, learner.id));
    expect(Object.keys(spoken[0]!).sort()).toEqual(
      [
        'attemptId',
        'createdAt',
        'exerciseType',
        'expectedText',
        'id',
        'itemId',
        'score',
        'source',
        'target',
        'transcript',
        'userId',
        'week',
        'words',
      ].sort(),
    );
  });

  it('offers exercises that practise a weak class, the missed ones first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/${learner.id}/practice/hamza`,
      headers: learner.auth,
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { exerciseType: string; subjectId: string; why: string }[] };
    expect(items[0]).toEqual({ exerciseType: 'completion', subjectId: 'short-012', why: 'missed' });
    expect(items.some((i) => i.subjectId === 'short-005' && i.why === 'missed')).toBe(true);
    expect(items.filter((i) => i.why === 'library').length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/${learner.id}/practice/spelling`,
      headers: learner.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another learner's analytics", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/somebody-else',
      headers: learner.auth,
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/analytics/${learner.id}` });
    expect(anonymous.statusCode).toBe(403);
    const practice = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/somebody-else/practice/hamza',
      headers: learner.auth,
    });
    expect(practice.statusCode).toBe(403);
  });

  it('answers a clear 400 for a transcript request without its item', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pronunciation',
      headers: learner.auth,
      payload: { transcript: 'x', exerciseType: 'completion', userId: learner.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('phraseId is required for a completion exercise.');
  });
});

describe('a spoken answer, checked as an attempt', () => {
  const link = (id: string, attemptId: string, who = learner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pronunciation/${id}/attempt`,
      headers: who.auth,
      payload: { attemptId },
    });

  it('is linked to its attempt and shown with the verdict, word scores and all', async () => {
    const item = completion('short-003');
    const before = await analytics();
    const spokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/pronunciation',
      headers: learner.auth,
      payload: {
        transcript: item.acceptedAnswers[0]!,
        exerciseType: 'completion',
        phraseId: 'short-003',
        userId: learner.id,
        target: 'answer',
      },
    });
    expect(spokenRes.statusCode, spokenRes.body).toBe(200);
    const spoken = spokenRes.json() as { id: string; score: number; transcript: string };
    const attempt = await answer('short-003', spoken.transcript);
    const linked = await link(spoken.id, attempt.attemptId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ id: spoken.id, attemptId: attempt.attemptId });
    // Linking again is harmless; linking it to another attempt is refused.
    expect((await link(spoken.id, attempt.attemptId)).statusCode).toBe(200);
    const second = await answer('short-003', spoken.transcript);
    expect((await link(spoken.id, second.attemptId)).statusCode).toBe(409);

    const after = await analytics();
    expect(after.pronunciation.attempts).toBe(before.pronunciation.attempts + 1);
    expect(after.pronunciation.spokenAnswers[0]).toMatchObject({
      id: spoken.id,
      attemptId: attempt.attemptId,
      exerciseType: 'completion',
      transcript: spoken.transcript,
      score: spoken.score,
      verdict: attempt.verdict,
    });
    expect(after.pronunciation.spokenAnswers[0]!.words.length).toBeGreaterThan(0);
    const stored = await t.app.db
      .select({ attemptId: schema.pronunciationAttempts.attemptId })
      .from(schema.pronunciationAttempts)
      .where(eq(schema.pronunciationAttempts.id, spoken.id));
    expect(stored).toEqual([{ attemptId: attempt.attemptId }]);
  });

  it("is 404 for another learner's spoken try or attempt, a phrase try, or an attempt on another item", async () => {
    const other = await createSubscribedAccount(t.app, 'standard');
    const item = completion('short-004');
    const spokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/pronunciation',
      headers: learner.auth,
      payload: {
        transcript: item.acceptedAnswers[0]!,
        exerciseType: 'completion',
        phraseId: 'short-004',
        userId: learner.id,
        target: 'answer',
      },
    });
    const spokenId = (spokenRes.json() as { id: string }).id;
    const elsewhere = await answer('short-005', completion('short-005').acceptedAnswers[0]!);
    expect((await link(spokenId, elsewhere.attemptId)).statusCode).toBe(404);
    const own = await answer('short-004', item.acceptedAnswers[0]!);
    expect((await link(spokenId, own.attemptId, other)).statusCode).toBe(404);
    expect((await link('no-such-try', own.attemptId)).statusCode).toBe(404);
    const phraseTry = await t.app.inject({
      method: 'POST',
      url: '/api/pronunciation',
      headers: learner.auth,
      payload: {
        transcript: item.phrase.standard,
        exerciseType: 'completion',
        phraseId: 'short-004',
        userId: learner.id,
      },
    });
    expect((await link((phraseTry.json() as { id: string }).id, own.attemptId)).statusCode).toBe(404);
    expect((await link(spokenId, own.attemptId)).statusCode).toBe(200);
  });
});
