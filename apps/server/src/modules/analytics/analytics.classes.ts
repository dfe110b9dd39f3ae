import { foldWord, type WordDiff } from '@lisan/arabic';
import { ERROR_CLASSES, type ErrorClass, type ExerciseType, type JudgeError } from '@lisan/contract';

/**
 * Named error classes of an answer. The judge names them itself when it can (`JudgeResult.errors`); until it
 * does for every answer, they are derived here from its word diffs, so the grammar analytics always has data.
 */

const ARTICLE = /^[وفبكل]?ال/u;
const HAMZA = /[أإآؤئء]/u;

/** Grammar points an adapted sentence exercises: answers that reshape a phrase, not ones that quote it. */
const ADAPTING_TYPES: ReadonlySet<ExerciseType> = new Set([
  'substitution',
  'conversation',
  'roleplay',
  'transformation',
]);
const GRAMMAR: readonly ErrorClass[] = ['tense', 'person', 'number', 'gender', 'case', 'mood'];
/** Exercise types whose answers quote a verse, where writing a near-identical verse is possible. */
const QUOTING_TYPES: ReadonlySet<ExerciseType> = new Set([
  'completion',
  'comparison',
  'transformation',
  'thematic',
]);

/** What one word diff says about the learner's Arabic, as named error classes (none for an accepted spelling). */
export function classesOfDiff(diff: WordDiff): ErrorClass[] {
  switch (diff.kind) {
    case 'spellingFold':
      // Forgiven in the verdict, yet still the learner's hamza, ta marbuta or alef maqsura to work on.
      return [...(diff.folds ?? [])];
    case 'mushafSpelling':
      return [];
    case 'missingTanweenAlef':
      return ['case'];
    case 'sunLetterLam':
      return ['definiteness'];
    case 'longShortVowel':
    case 'typo':
      return ['typo'];
    case 'realWordSubstitution':
      return [substitutionClass(diff.typed ?? '', diff.expected ?? '')];
    case 'wrongWord':
    case 'missing':
      return ['missing'];
    case 'extra':
      return ['extra'];
    case 'conjunctionPrefix':
      return [(diff.typed ?? '').length > (diff.expected ?? '').length ? 'extra' : 'missing'];
    case 'reordered':
    case 'joinedWords':
    case 'splitWord':
      // Word order and word breaks are forgiven spelling habits, not grammar.
      return [];
    case 'wrongVowel':
      // A typed vowel that differs: the judge's own errors name the grammar point (case, person, mood); alone it
      // is the closest class a vowel slip has.
      return ['case'];
  }
}

/**
 * The grammar point a real-word substitution most likely touches, read from the shapes of the two words:
 * article added or dropped, a case or number ending changed, a feminine ending, a verb's person prefix.
 */
export function substitutionClass(typed: string, expected: string): ErrorClass {
  const a = foldWord(typed);
  const b = foldWord(expected);
  const bare = (w: string) => w.replace(ARTICLE, '');
  if (ARTICLE.test(a) !== ARTICLE.test(b) && bare(a) === bare(b)) return 'definiteness';
  const stemOf = (w: string, endings: readonly string[]) => {
    const e = endings.find((s) => w.endsWith(s) && w.length > s.length + 1);
    return e ? w.slice(0, -e.length) : w;
  };
  // Sound plural and dual endings differ by case (ون/ين, ان/ين); a bare stem against them differs by number.
  const caseEndings = ['ون', 'ين', 'ان'];
  if (a !== b && stemOf(a, caseEndings) === stemOf(b, caseEndings)) {
    return caseEndings.some((e) => a.endsWith(e)) && caseEndings.some((e) => b.endsWith(e))
      ? 'case'
      : 'number';
  }
  if (a + 'ه' === b || b + 'ه' === a || a + 'ت' === b || b + 'ت' === a) return 'gender';
  // Imperfect prefixes (أ ن ت ي) or perfect suffixes (ت تم نا وا) swapped on the same stem: the person changed.
  const PREFIXES = 'انتي';
  if (
    a.length === b.length &&
    a.slice(1) === b.slice(1) &&
    PREFIXES.includes(a[0]!) &&
    PREFIXES.includes(b[0]!)
  )
    return 'person';
  const personEndings = ['تم', 'نا', 'وا', 'ت'];
  if (stemOf(a, personEndings) === stemOf(b, personEndings)) return 'person';
  // One carries an imperfect prefix and the other does not: past against present.
  if ((PREFIXES.includes(a[0]!) && a.slice(1) === b) || (PREFIXES.includes(b[0]!) && b.slice(1) === a))
    return 'tense';
  return 'typo';
}

/** The judge's named errors, or (when it named none) those derived from the diffs, never both. */
export function errorsOfAnswer(judged: { errors?: readonly JudgeError[]; diffs?: readonly WordDiff[] }): {
  errors: JudgeError[];
  source: 'judge' | 'diff';
} {
  if (judged.errors && judged.errors.length > 0) return { errors: [...judged.errors], source: 'judge' };
  const errors: JudgeError[] = [];
  for (const diff of judged.diffs ?? []) {
    for (const cls of classesOfDiff(diff)) {
      errors.push({ class: cls, expected: diff.expected, typed: diff.typed, reference: null });
    }
  }
  return { errors, source: 'diff' };
}

/**
 * Classes an answer gave the learner the chance to get wrong: the accuracy of a class is measured over these.
 * Spelling points count where the expected words hold them; grammar points where the exercise adapts a phrase;
 * every class with an error counts, so errors never outnumber attempts.
 */
export function exercisedClasses(
  exerciseType: ExerciseType,
  expectedWords: readonly string[],
  errors: readonly JudgeError[],
): ErrorClass[] {
  const set = new Set<ErrorClass>(['typo', 'missing', 'extra']);
  if (expectedWords.some((w) => HAMZA.test(w))) set.add('hamza');
  if (expectedWords.some((w) => w.endsWith('ة'))) set.add('taMarbuta');
  if (expectedWords.some((w) => w.endsWith('ى'))) set.add('alefMaqsura');
  if (expectedWords.some((w) => ARTICLE.test(w))) set.add('definiteness');
  // A final alef after a consonant is mostly the tanween fath of the accusative: writing it is a case ending.
  if (expectedWords.some((w) => w.length > 2 && w.endsWith('ا'))) set.add('case');
  if (ADAPTING_TYPES.has(exerciseType)) for (const g of GRAMMAR) set.add(g);
  if (QUOTING_TYPES.has(exerciseType)) set.add('lookAlikeVerse');
  for (const e of errors) set.add(e.class);
  return ERROR_CLASSES.filter((c) => set.has(c));
}
