import { foldWord } from '@lisan/arabic';

/**
 * Everyday words as learners really say them: numbers typed as digits, and the dialect forms of very common
 * words. An everyday-only task asks for a meaning, not for the standard spelling of it, so a reply a teacher
 * accepts (عمري ٣٥, مش شايف منيح) has to fill the same slots as its standard wording.
 */

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** The value of each number word (cardinal, masculine or feminine, and ordinal), by its folded form. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      // أحد, إحدى, حادي and اثنا, اثني begin the numbers eleven and twelve (أحد عشر, الحادية عشرة, اثنا عشر).
      [1, ['واحد', 'واحدة', 'أول', 'أولى', 'أحد', 'إحدى', 'حادي', 'حادية']],
      [2, ['اثنان', 'اثنين', 'اثنتان', 'اثنتين', 'ثاني', 'ثانية', 'اثنا', 'اثني', 'اثنتا', 'اثنتي']],
      [3, ['ثلاث', 'ثلاثة', 'ثالث', 'ثالثة']],
      [4, ['أربع', 'أربعة', 'رابع', 'رابعة']],
      [5, ['خمس', 'خمسة', 'خامس', 'خامسة']],
      [6, ['ست', 'ستة', 'سادس', 'سادسة']],
      [7, ['سبع', 'سبعة', 'سابع', 'سابعة']],
      [8, ['ثمان', 'ثماني', 'ثمانية', 'ثامن', 'ثامنة']],
      [9, ['تسع', 'تسعة', 'تاسع', 'تاسعة']],
      [10, ['عشر', 'عشرة', 'عاشر', 'عاشرة']],
      [20, ['عشرون', 'عشرين']],
      [30, ['ثلاثون', 'ثلاثين']],
      [40, ['أربعون', 'أربعين']],
      [50, ['خمسون', 'خمسين']],
      [60, ['ستون', 'ستين']],
      [70, ['سبعون', 'سبعين']],
      [80, ['ثمانون', 'ثمانين']],
      [90, ['تسعون', 'تسعين']],
      [100, ['مئة', 'مائة']],
      [200, ['مئتان', 'مئتين', 'مائتان', 'مائتين']],
      [1000, ['ألف', 'آلاف']],
      [2000, ['ألفان', 'ألفين']],
    ] as const
  ).flatMap(([value, words]) => words.map((w) => [foldWord(w), value] as const)),
);

// The hundreds written as one word, folded: تسعمئة, خمسمائة.
const HUNDRED = /^(.+?)(?:ميه|مايه)$/u;

/** The value of one number word: تسعمئة is nine hundreds written as one word. */
function wordValue(word: string): number | undefined {
  const joined = foldWord(word).replace(/^و(?=..)/u, '');
  // The article is taken off only when the word is no number as written: آلاف keeps its ال.
  const bare = NUMBER_WORDS[joined] === undefined ? joined.replace(/^ال(?=..)/u, '') : joined;
  const value = NUMBER_WORDS[bare];
  if (value !== undefined) return value;
  const hundreds = HUNDRED.exec(bare);
  const unit = hundreds ? NUMBER_WORDS[hundreds[1]!] : undefined;
  return unit !== undefined && unit < 10 ? unit * 100 : undefined;
}

/** The number a phrase of number words says (خمس وتسعين = 95, الثالث = 3), or undefined when it is not one. */
export function numberOf(phrase: string): number | undefined {
  const words = phrase.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return undefined;
  const terms: number[] = [];
  for (const w of words) {
    const v = wordValue(w);
    if (v === undefined) return undefined;
    // خمس مئة, ثلاثة آلاف: a unit before a hundred or a thousand counts them.
    const last = terms.at(-1);
    if ((v === 100 || v === 1000) && last !== undefined && last < 10) terms[terms.length - 1] = last * v;
    else terms.push(v);
  }
  return terms.reduce((a, b) => a + b, 0);
}

// Western, Arabic-Indic and Eastern Arabic-Indic (Persian, Urdu) digits: each block runs 0 to 9 in order.
const DIGIT_ZERO = [0x30, 0x660, 0x6f0];
const DIGITS = /[0-9\u0660-\u0669\u06F0-\u06F9]+/gu;

function digitValue(run: string): number {
  let n = 0;
  for (const ch of run) {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZERO.find((z) => code >= z && code <= z + 9)!;
    n = n * 10 + (code - zero);
  }
  return n;
}

/**
 * The numbers the digits of an answer say, each with the parts it is read aloud in: ١٩٩٥ is said ألف وتسعمئة
 * وخمس وتسعين, so it says 1995 and its thousands (1000), hundreds (900) and last two digits (95), as a task that
 * asks for the year by its خمس وتسعين expects.
 */
export function digitNumbers(answer: string): Set<number> {
  const said = new Set<number>();
  for (const [run] of answer.matchAll(DIGITS)) {
    const n = digitValue(run);
    said.add(n);
    if (n >= 100) {
      said.add(n % 100);
      said.add(Math.floor((n % 1000) / 100) * 100);
      if (n >= 1000) said.add(Math.floor(n / 1000) * 1000);
    }
  }
  said.delete(0);
  return said;
}

// ---------------------------------------------------------------------------------------------------------------
// Dialect

/**
 * Very common everyday words of the spoken dialects (Levantine, Egyptian, Gulf, Iraqi) and the standard words
 * they stand for. A reply in dialect that says what the task asks is a reply a teacher accepts; the authored
 * keys are standard Arabic, so a dialect word also fills a slot its standard word fills. Only words whose
 * everyday sense is plain and common belong here; verse tasks never read through this list.
 */
const DIALECT: Readonly<Record<string, readonly string[]>> = {
  // negation
  مش: ['لا', 'ليس'],
  مو: ['لا', 'ليس'],
  مب: ['لا', 'ليس'],
  مانيش: ['لا', 'لست'],
  // seeing, wanting, being able
  شايف: ['أرى', 'يرى'],
  شايفة: ['أرى', 'ترى'],
  بشوف: ['أرى', 'أشوف'],
  أشوف: ['أرى'],
  بدي: ['أريد'],
  بدك: ['تريد'],
  بده: ['يريد'],
  بدها: ['تريد'],
  عايز: ['أريد', 'يريد'],
  عايزة: ['أريد', 'تريد'],
  أبغى: ['أريد'],
  أبي: ['أريد'],
  قادر: ['أقدر', 'أستطيع'],
  بقدر: ['أقدر', 'أستطيع'],
  // body and health
  إيد: ['يد'],
  ايد: ['يد'],
  راس: ['رأس'],
  سنان: ['أسنان'],
  بطني: ['بطن'],
  تعبان: ['متعب', 'مريض'],
  تعبانة: ['متعبة', 'مريضة'],
  // how much, how, good
  كتير: ['كثير', 'كثيرا'],
  كتيرة: ['كثيرة'],
  شوي: ['قليل', 'قليلا'],
  شوية: ['قليل', 'قليلا'],
  منيح: ['جيد', 'جيدا', 'بخير'],
  منيحة: ['جيدة', 'بخير'],
  مليح: ['جيد', 'جيدا'],
  كويس: ['جيد', 'جيدا', 'بخير'],
  كويسة: ['جيدة', 'بخير'],
  زين: ['جيد', 'جيدا'],
  // questions and time
  شو: ['ماذا', 'ما'],
  ايش: ['ماذا', 'ما'],
  إيش: ['ماذا', 'ما'],
  ليش: ['لماذا'],
  ليه: ['لماذا'],
  وين: ['أين'],
  فين: ['أين'],
  قديش: ['كم'],
  هلق: ['الآن'],
  هلأ: ['الآن'],
  دلوقتي: ['الآن'],
  الحين: ['الآن'],
  هيك: ['هكذا'],
  كده: ['هكذا'],
  كمان: ['أيضا'],
  // things and people
  شي: ['شيء', 'شيئا'],
  حاجة: ['شيء'],
  مصاري: ['نقود', 'مال'],
  فلوس: ['نقود', 'مال'],
  زلمة: ['رجل'],
  صاحبي: ['صديقي'],
};

const DIALECT_FOLDED: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(DIALECT).map(([word, standard]) => [foldWord(word), standard.map(foldWord)]),
);

/** The standard words a folded dialect word stands for (none for a word that is not on the list). */
export function standardFormsOf(folded: string): readonly string[] {
  return DIALECT_FOLDED.get(folded) ?? [];
}
