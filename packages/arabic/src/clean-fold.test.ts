import { describe, expect, it } from 'vitest';
import { cleanInput, tokenize } from './clean.js';
import { foldDifferences, foldKey, foldWord } from './fold.js';
import { getVerse } from './corpus.js';

describe('cleanInput', () => {
  it('applies NFKC so presentation forms become letters', () => {
    expect(cleanInput('\uFDF2')).toBe('الله');
    expect(cleanInput('\uFEFB')).toBe('لا');
  });

  it('drops zero-width and bidi controls, and treats a zero-width space as a space', () => {
    expect(cleanInput('الس\u200Cلام \u202Bعليكم\u202C\u200F')).toBe('السلام عليكم');
    expect(cleanInput('السلام\u200Bعليكم')).toBe('السلام عليكم');
    expect(cleanInput('\u061Cمرحبا\u2066')).toBe('مرحبا');
  });

  it('maps Persian and Urdu letter forms to Arabic ones', () => {
    expect(cleanInput('کتاب یوم')).toBe('كتاب يوم');
  });

  it('removes digits, punctuation, ornate parentheses and Latin text', () => {
    expect(cleanInput('﴿مرحبا﴾ ١٢٣ 45، كيف حالك؟ (hello) «صديقي»!')).toBe('مرحبا كيف حالك صديقي');
  });

  it('removes diacritics and tatweel and collapses spaces', () => {
    expect(cleanInput('  السَّلَامُ   عَلَيْكُمْ  ')).toBe('السلام عليكم');
    expect(cleanInput('جميـــل')).toBe('جميل');
  });

  it('puts pasted Uthmani text into standard spelling', () => {
    const verse = getVerse(2, 43)!;
    expect(cleanInput(verse.uthmani)).toBe(verse.standard);
  });

  it('tokenizes into cleaned words', () => {
    expect(tokenize('صباح الخير، يا صديقي!')).toEqual(['صباح', 'الخير', 'يا', 'صديقي']);
    expect(tokenize(' ... ')).toEqual([]);
  });
});

describe('foldKey', () => {
  it('folds hamza seats and drops the lone hamza', () => {
    expect(foldKey('أحمد')).toEqual({ key: 'احمد', folds: ['hamza'] });
    expect(foldKey('إسلام').key).toBe('اسلام');
    expect(foldKey('آخر').key).toBe('اخر');
    expect(foldKey('مؤمن').key).toBe('مومن');
    expect(foldKey('سائل').key).toBe('سايل');
    expect(foldKey('سماء')).toEqual({ key: 'سما', folds: ['hamza'] });
  });

  it('folds final ta marbuta and final alef maqsura only', () => {
    expect(foldKey('مدرسة')).toEqual({ key: 'مدرسه', folds: ['taMarbuta'] });
    expect(foldKey('مستشفى')).toEqual({ key: 'مستشفي', folds: ['alefMaqsura'] });
    expect(foldKey('مدرستي').folds).toEqual([]);
  });

  it('reports every fold that fired, once each', () => {
    expect(foldKey('أسئلة').folds).toEqual(['hamza', 'taMarbuta']);
    expect(foldKey('إلى').folds).toEqual(['hamza', 'alefMaqsura']);
    expect(foldKey('كتاب')).toEqual({ key: 'كتاب', folds: [] });
  });

  it('gives learner variants the same key', () => {
    for (const [a, b] of [
      ['مدرسة', 'مدرسه'],
      ['إلى', 'الي'],
      ['سأل', 'سال'],
      ['أكل', 'اكل'],
    ]) {
      expect(foldWord(a!)).toBe(foldWord(b!));
    }
  });

  it('names only the spelling points on which two words differ', () => {
    expect(foldDifferences('مدرسة', 'مدرسه')).toEqual(['taMarbuta']);
    expect(foldDifferences('أسئلة', 'اسئلة')).toEqual(['hamza']);
    expect(foldDifferences('إلى', 'الي')).toEqual(['hamza', 'alefMaqsura']);
    expect(foldDifferences('كتاب', 'كتب')).toEqual([]);
  });
});
