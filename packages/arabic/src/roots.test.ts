import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getVerse, type Word } from './corpus.js';
import { foldWord } from './fold.js';
import { quranRootOf, rootOfWord } from './roots.js';

/*
 * The root extractor measured against a teacher's labels (test/fixtures/roots-teacher.json): Qur'anic words
 * referenced by position, each with the root a teacher names, or null for a word without one. Precision is the
 * share of the roots given that are right (a root given to a rootless word is wrong); coverage is the share of
 * the rooted words that get a root at all. A wrong grouping is worse than none, so precision is held high.
 */

type Label = string | null;
interface Fixture {
  frequent: Array<[string, Label]>;
  phrases: Array<[string, Label]>;
}

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'roots-teacher.json'), 'utf8'),
) as Fixture;

function wordAt(position: string): Word {
  const [surah, ayah, index] = position.split(':').map(Number) as [number, number, number];
  const word = getVerse(surah, ayah)?.words[index - 1];
  if (!word) throw new Error(`no word at ${position}`);
  return word;
}

const sameRoot = (a: string, b: string) => a.replace(/[أإؤئء]/gu, 'ء') === b.replace(/[أإؤئء]/gu, 'ء');
const isRight = (given: string, label: Label) =>
  label !== null && label.split('|').some((l) => sameRoot(l, given));

interface Figures {
  words: number;
  rooted: number;
  given: number;
  right: number;
  precision: number;
  coverage: number;
}

function measure(entries: Array<[string, Label]>, rootOf: (w: Word) => string | undefined): Figures {
  let given = 0;
  let right = 0;
  let rooted = 0;
  for (const [position, label] of entries) {
    const root = rootOf(wordAt(position));
    if (label !== null) rooted += 1;
    if (root === undefined) continue;
    given += 1;
    if (isRight(root, label)) right += 1;
  }
  return { words: entries.length, rooted, given, right, precision: right / given, coverage: given / rooted };
}

const byOccurrence = (w: Word) => rootOfWord(w.standard, w.uthmani);
const byForm = (w: Word) => quranRootOf(foldWord(w.standard));
const all = [...fixture.frequent, ...fixture.phrases];
const show = (name: string, f: Figures) =>
  `${name}: precision ${f.precision.toFixed(3)} (${f.right}/${f.given}), coverage ${f.coverage.toFixed(3)} ` +
  `(${f.given}/${f.rooted} rooted words of ${f.words})`;

describe("roots of Qur'anic words against a teacher's labels", () => {
  it('labels 500 distinct word forms, all found in the corpus', () => {
    const forms = all.map(([position]) => foldWord(wordAt(position).standard));
    expect(all.length).toBe(500);
    expect(new Set(forms).size).toBe(500);
    expect(all.filter(([, label]) => label !== null).length).toBeGreaterThanOrEqual(300);
  });

  it('gives roots with high precision and fair coverage, word by word', () => {
    const frequent = measure(fixture.frequent, byOccurrence);
    const phrases = measure(fixture.phrases, byOccurrence);
    const total = measure(all, byOccurrence);
    console.log(
      [show('frequent forms', frequent), show('phrase forms (held out)', phrases), show('all', total)].join(
        '\n',
      ),
    );
    expect(total.precision).toBeGreaterThanOrEqual(0.95);
    expect(total.coverage).toBeGreaterThanOrEqual(0.6);
    expect(phrases.precision).toBeGreaterThanOrEqual(0.95);
  });

  it('gives the folded forms the analytics group the same roots, or none where spellings disagree', () => {
    const total = measure(all, byForm);
    console.log(show('folded forms (as the analytics group them)', total));
    expect(total.precision).toBeGreaterThanOrEqual(0.95);
    expect(total.coverage).toBeGreaterThanOrEqual(0.6);
  });

  it('leaves particles, pronouns and foreign names ungrouped', () => {
    const rootless = all.filter(([, label]) => label === null).map(([position]) => wordAt(position));
    const rooted = rootless.filter((w) => byOccurrence(w) !== undefined).map((w) => w.standard);
    expect(rooted).toEqual([]);
  });
});

describe('roots the spelling hides', () => {
  // Words referenced by position; each has a root its letters alone would misread.
  const cases: Array<[string, string | undefined, string]> = [
    ['4:18:5', 'س و أ', 'سيّئة: the doubled ي stands for a و'],
    ['3:68:8', 'ن ب أ', 'نبيّ: the hamza softened into ي'],
    ['6:6:2', 'ر أ ي', 'the imperfect of رأى drops its hamza'],
    ['5:80:1', 'ر أ ي', 'ترى'],
    ['4:97:11', 'ك و ن', 'كنا is the verb, not ك + نا'],
    ['2:97:10', 'أ ذ ن', 'بإذن is ب + إذن "permission"'],
  ];
  it.each(cases)('%s has the root %s (%s)', (position, root) => {
    const w = wordAt(position);
    expect(rootOfWord(w.standard, w.uthmani)).toBe(root);
  });

  it('gives no root to a name in the accusative or a particle with a pronoun', () => {
    // نوحا، لوطا، شعيبا and عنّا.
    for (const position of ['7:59:3', '11:77:4', '7:85:4', '2:286:40']) {
      const w = wordAt(position);
      expect(rootOfWord(w.standard, w.uthmani), `${position} ${w.standard}`).toBeUndefined();
      expect(quranRootOf(foldWord(w.standard)), `${position} ${w.standard}`).toBeUndefined();
    }
  });

  it('never groups the devil under ش ي ط nor the days under أ ي م', () => {
    for (const [position, wrong] of [
      ['2:36:2', 'ش ي ط'],
      ['2:102:4', 'ش ي ط'],
      ['2:184:12', 'أ ي م'],
      ['2:101:14', 'أ و ت'],
    ] as const) {
      const w = wordAt(position);
      expect(rootOfWord(w.standard, w.uthmani)).not.toBe(wrong);
    }
  });
});

describe('roots by class of word', () => {
  // Words referenced by position, by the morphology that hides their root.
  const classes: Record<string, Array<[string, string]>> = {
    'four-letter roots': [
      ['99:1:2', 'ز ل ز ل'], // زلزلت
      ['114:4:3', 'و س و س'], // الوسواس
      ['114:5:2', 'و س و س'], // يوسوس: an imperfect
      ['91:14:3', 'د م د م'], // فدمدم
      ['2:111:15', 'ب ر ه ن'], // برهانكم
      ['6:76:6', 'ك و ك ب'], // كوكبا
    ],
    'hollow verbs and nouns': [
      ['4:43:27', 'ج ي أ'], // جاء: no letter shows the ي ...
      ['10:81:6', 'ج ي أ'], // جئتم: ... but the kasra of the closed syllable does
      ['2:185:28', 'ر و د'], // يريد
      ['2:80:8', 'ق و ل'], // قل
      ['2:20:1', 'ك و د'], // يكاد, not كيد "to plot"
      ['9:117:16', 'ك و د'], // كاد
    ],
    'defective roots': [
      ['2:3:5', 'ص ل و'], // الصلاة: the mushaf writes its ā on a و
      ['2:43:4', 'ز ك و'], // الزكاة
      ['2:96:5', 'ح ي ي'], // حياة: a و seat, but no root ends ي و
      ['10:5:12', 'س ن و'], // السنين
    ],
    'hamzated roots': [
      ['2:57:8', 'أ ك ل'], // كلوا: the imperative drops its hamza
      ['2:63:7', 'أ خ ذ'], // خذوا
      ['2:163:2', 'أ ل ه'], // إله
      ['4:40:14', 'أ ج ر'], // أجرا: the ا is the accusative's
      ['54:15:6', 'ذ ك ر'], // مدكر: form VIII, its ذ assimilated
    ],
    'nouns that lost a radical, irregular nouns and plurals': [
      ['2:8:2', 'ن و س'], // الناس
      ['2:22:11', 'م و ه'], // ماء
      ['2:79:20', 'ي د ي'], // أيديهم
      ['2:170:14', 'أ ب و'], // آباءنا
      ['2:184:12', 'ي و م'], // أيام
    ],
    'the vocative and adverbs': [
      ['2:54:5', 'ق و م'], // يا قوم: standard spelling writes two words
      ['3:55:16', 'ف و ق'], // فوق
      ['2:25:11', 'ت ح ت'], // تحتها
      ['2:20:23', 'ك ل ل'], // كل
    ],
  };
  for (const [name, cases] of Object.entries(classes)) {
    it.each(cases)(`${name}: %s has the root %s`, (position, root) => {
      const w = wordAt(position);
      expect(rootOfWord(w.standard, w.uthmani)).toBe(root);
      expect(quranRootOf(w.standard)).toBe(root);
    });
  }

  it('gives no root to a particle written with ما', () => {
    const w = wordAt('2:113:28'); // فيما
    expect(rootOfWord(w.standard, w.uthmani)).toBeUndefined();
  });
});
