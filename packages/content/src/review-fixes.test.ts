import { describe, expect, it } from 'vitest';
import { getContentCatalog } from './catalog/catalog.js';

/** What a teacher's review corrected stays corrected: each item says what its scene or theme needs. */
describe('items a teacher corrected', () => {
  const catalog = getContentCatalog();
  const refsOf = (type: 'thematic', id: string) =>
    catalog.getExerciseItem(type, id)!.verses.map((v) => v.surahAyah);

  it('keeps stinginess and hoarding out of the bank on waste, and in the bank on spending', () => {
    const stinginess = ['4:37', '57:24', '47:38', '3:180', '9:34', '92:8'];
    expect(refsOf('thematic', 'bank-053').filter((r) => stinginess.includes(r))).toEqual([]);
    expect(refsOf('thematic', 'bank-014')).toEqual(expect.arrayContaining(stinginess));
    const truth = catalog.getExerciseItem('thematic', 'bank-010')!;
    expect(truth.description).toMatch(/lying and false witness/);
  });

  it('offers the greeting said to a group entering (ادخلوها) to a host welcoming guests, not to a tenant alone', () => {
    const item = catalog.getExerciseItem('roleplay', 'roleplay-105')!;
    expect(item.learnerRole).toBe('the host');
    expect(item.goal).toMatch(/guests/);
  });

  it('tells the learner how the verse changes when said to someone else', () => {
    const comfort = catalog.getExerciseItem('roleplay', 'roleplay-069')!;
    expect(comfort.phrases.find((p) => p.phraseId === 'short-738')!.usageNote).toMatch(/يأتيكِ/);
    const husband = catalog.getExerciseItem('roleplay', 'roleplay-088')!;
    expect(husband.phrases[0]!.usageNote).toMatch(/وإياكِ.*وإيانا/);
  });

  it('asks each comparison for its own answer and plays each scene once', () => {
    const answers = ['comparison-033', 'comparison-037'].map(
      (id) => catalog.getExerciseItem('comparison', id)!.expectedAnswer,
    );
    expect(new Set(answers).size).toBe(2);
    const grandfather = catalog.getExerciseItem('conversation', 'conversation-132')!;
    const patient = catalog.getExerciseItem('roleplay', 'roleplay-098')!;
    expect(patient.phrases[0]!.phraseId).toBe(grandfather.phrases[0]!.phraseId);
    expect(patient.setting).not.toMatch(/family|grand/i);
  });

  it('links "the mother is a school" to verses about mothers raising children, not the accusation against Maryam', () => {
    const item = catalog.getExerciseItem('transformation', 'wisdom-053')!;
    expect(item.related.map((r) => r.surahAyah)).not.toContain('19:28');
  });
});
