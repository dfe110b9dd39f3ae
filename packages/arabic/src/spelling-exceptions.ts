/**
 * Words whose standard spelling no rule in standard-spelling.ts produces, keyed by what the rules
 * produce. Derived by comparing the rules' output with Tanzil's standard text word by word.
 * Most are lexical: a final silent alef kept after a plural waw but dropped after a root waw
 * (يدعو، أولو، ملاقو), alef maqsura written as alef in the mushaf (أقصى، لدى), and words the
 * mushaf joins (ما لي، لو ما).
 */
export interface SpellingException {
  /** Output of the rules for the Uthmani word. */
  readonly rule: string;
  /** Standard spelling; may hold a space where standard spelling writes two words. */
  readonly standard: string;
  /** Verses (`surah:ayah`) the exception is limited to, when the same rule output is right elsewhere. */
  readonly only?: readonly string[];
}

// Singular verbs and construct nouns whose final waw belongs to the word: no plural alef.
const ROOT_WAW = [
  'يدعو',
  'تدعو',
  'أدعو',
  'وأدعو',
  'ندعو',
  'أندعو',
  'يتلو',
  'تتلو',
  'نتلو',
  'سأتلو',
  'يرجو',
  'ويرجو',
  'ترجو',
  'ويعفو',
  'تبلو',
  'أشكو',
  'يمحو',
  'يربو',
  'أولو',
  'وأولو',
  'ملاقو',
  'باسطو',
  'بنو',
  'مهلكو',
  'ناكسو',
  'لتاركو',
  'لذائقو',
  'صالو',
  'لصالو',
  'كاشفو',
  'مرسلو',
];

export const SPELLING_EXCEPTIONS: readonly SpellingException[] = [
  ...ROOT_WAW.filter((w) => w !== 'تدعو' && w !== 'بنو').map((w) => ({ rule: `${w}ا`, standard: w })),
  { rule: 'تدعوا', standard: 'تدعو', only: ['70:17'] },
  { rule: 'بنوا', standard: 'بنو', only: ['10:90'] },
  // Plural verbs ending in a diphthong that the mushaf writes without the plural alef.
  { rule: 'سعو', standard: 'سعوا' },
  { rule: 'وعتو', standard: 'وعتوا' },
  // Alef maqsura that the mushaf writes as a tall alef.
  { rule: 'أقصا', standard: 'أقصى' },
  { rule: 'الأقصا', standard: 'الأقصى' },
  { rule: 'لدا', standard: 'لدى', only: ['12:25'] },
  { rule: 'تترا', standard: 'تترى' },
  { rule: 'طغا', standard: 'طغى' },
  { rule: 'رآ', standard: 'رأى' },
  // Hamza seats that follow the word, not the vowels.
  { rule: 'وملإه', standard: 'وملئه' },
  { rule: 'وملإهم', standard: 'وملئهم' },
  { rule: 'بإيس', standard: 'بئيس' },
  { rule: 'ييئس', standard: 'ييأس' },
  { rule: 'تيئسوا', standard: 'تيأسوا' },
  { rule: 'استيئس', standard: 'استيأس' },
  { rule: 'استيئسوا', standard: 'استيأسوا' },
  { rule: 'خطءا', standard: 'خطئا' },
  { rule: 'وطءا', standard: 'وطئا' },
  { rule: 'ليسئوا', standard: 'ليسوءوا' },
  { rule: 'تبوأى', standard: 'تبوآ' },
  { rule: 'برأاء', standard: 'برآء' },
  { rule: 'آعجمي', standard: 'أأعجمي' },
  // Letters the mushaf writes differently from standard spelling.
  { rule: 'سأوريكم', standard: 'سأريكم' },
  { rule: 'لأيكة', standard: 'الأيكة' },
  { rule: 'لتخذت', standard: 'لاتخذت' },
  { rule: 'المسيطرون', standard: 'المصيطرون' },
  // Words the mushaf joins.
  { rule: 'لوما', standard: 'لو ما' },
  { rule: 'مالي', standard: 'ما لي', only: ['27:20'] },
  { rule: 'ومالي', standard: 'وما لي' },
  { rule: 'مامنا', standard: 'ما منا' },
  { rule: 'ومامنا', standard: 'وما منا' },
  { rule: 'وألو', standard: 'وأن لو' },
  { rule: 'يبنؤم', standard: 'يا ابن أم' },
];
