/** Spelling points a comparison key forgives; named so feedback can mention them. */
export type FoldKind = 'hamza' | 'taMarbuta' | 'alefMaqsura';

export interface FoldResult {
  /** Comparison key: two words with the same key differ only in the folded spelling points. */
  key: string;
  /** Which folds changed the word, in a fixed order, each at most once. */
  folds: FoldKind[];
}

const HAMZA_BIT = 1;
const TA_MARBUTA_BIT = 2;
const ALEF_MAQSURA_BIT = 4;

// Per code point: what it folds to ('' drops it) and which fold that is. Indexed from U+0621.
const BASE = 0x0621;
const TABLE_SIZE = 0x0672 - BASE;
const FOLD_TO: Array<string | undefined> = new Array(TABLE_SIZE);
const FOLD_BIT = new Uint8Array(TABLE_SIZE);
function setFold(from: number, to: string, bit: number): void {
  FOLD_TO[from - BASE] = to;
  FOLD_BIT[from - BASE] = bit;
}
setFold(0x0623, 'ا', HAMZA_BIT); // أ
setFold(0x0625, 'ا', HAMZA_BIT); // إ
setFold(0x0622, 'ا', HAMZA_BIT); // آ
setFold(0x0624, 'و', HAMZA_BIT); // ؤ
setFold(0x0626, 'ي', HAMZA_BIT); // ئ
setFold(0x0621, '', HAMZA_BIT); // ء
setFold(0x0671, 'ا', 0); // alef wasla is never a learner's choice, so folding it is not reported
// Marks are dropped silently, so the key also works on text that kept its harakat.
for (let cp = 0x064b; cp <= 0x0652; cp++) setFold(cp, '', 0);
setFold(0x0640, '', 0);

/** Folds one word and reports the spelling points it forgave (hamza seats, ة/ه, ى/ي). */
export function foldKey(word: string): FoldResult {
  const { key, bits } = fold(word);
  const folds: FoldKind[] = [];
  if (bits & HAMZA_BIT) folds.push('hamza');
  if (bits & TA_MARBUTA_BIT) folds.push('taMarbuta');
  if (bits & ALEF_MAQSURA_BIT) folds.push('alefMaqsura');
  return { key, folds };
}

/** The comparison key alone; the hot path for indexing and matching. */
export function foldWord(word: string): string {
  return fold(word).key;
}

const ALL_BITS = HAMZA_BIT | TA_MARBUTA_BIT | ALEF_MAQSURA_BIT;
const KIND_BITS: Array<[FoldKind, number]> = [
  ['hamza', HAMZA_BIT],
  ['taMarbuta', TA_MARBUTA_BIT],
  ['alefMaqsura', ALEF_MAQSURA_BIT],
];

/**
 * The spelling points on which two words with the same key actually differ: a fold counts when
 * the words stop being equal without it. Empty when the keys differ or the words are identical.
 */
export function foldDifferences(a: string, b: string): FoldKind[] {
  if (a === b || fold(a).key !== fold(b).key) return [];
  return KIND_BITS.filter(([, bit]) => fold(a, ALL_BITS & ~bit).key !== fold(b, ALL_BITS & ~bit).key).map(
    ([k]) => k,
  );
}

function fold(word: string, enabled = ALL_BITS): { key: string; bits: number } {
  // Copies unchanged stretches in one slice: most letters need no folding.
  let key = '';
  let copied = 0;
  let bits = 0;
  const last = word.length - 1;
  for (let i = 0; i <= last; i++) {
    const slot = word.charCodeAt(i) - BASE;
    if (slot < 0 || slot >= TABLE_SIZE) continue;
    let to = FOLD_TO[slot];
    let bit = FOLD_BIT[slot]!;
    if (to === undefined && i === last) {
      // Only the word-final letter is folded: ة and ى inside a word are not learner variants.
      if (slot === 0x0629 - BASE) {
        to = 'ه';
        bit = TA_MARBUTA_BIT;
      } else if (slot === 0x0649 - BASE) {
        to = 'ي';
        bit = ALEF_MAQSURA_BIT;
      }
    }
    if (to === undefined || (bit & enabled) !== bit) continue;
    key += word.slice(copied, i) + to;
    copied = i + 1;
    bits |= bit;
  }
  return { key: copied === 0 ? word : key + word.slice(copied), bits };
}
