import type { ExercisePrompt, JudgeSpan } from '@lisan/contract';

/** English instruction per type; the web app shows its own translated instruction. */
const INSTRUCTIONS = {
  substitution: 'Say the phrase again with the marked words changed to match the English cue.',
  conversation: "Reply to what is said to you with a fitting Qur'anic phrase, adapted to the situation.",
  completion: 'Type the missing words of the phrase (or the whole phrase).',
  comparison: 'Compare the two verses and answer the question.',
  roleplay: "Play your role: answer the other person with a Qur'anic phrase that meets the goal.",
  transformation: "Type a Qur'anic verse with a close or opposite meaning to this wisdom sentence.",
  thematic: "Type a Qur'anic verse on this theme.",
} as const;

/** The instruction of a conversation or role-play item that asks only for everyday Arabic. */
const EVERYDAY_INSTRUCTION = 'Answer in everyday Arabic, in your own words, doing what the task asks.';

/** Shown in the phrase with blanks and marked slots. */
export const BLANK = '_____';

/**
 * Function words are never the hidden word of a completion item: hiding إِنَّ or مِنْ tests nothing a hafiz
 * needs. Standard spelling, without marks.
 */
const FUNCTION_WORDS = new Set(
  (
    'إن أن إنا إنه إنها إنهم إني لا ما من في على إلى عن مع ثم أو أم قد لقد هو هي هم هن هما أنت أنتم أنتما نحن أنا ' +
    'الذي الذين التي اللذين اللاتي كل ذلك ذلكم هذا هذه تلك أولئك هؤلاء لم لن إذا إذ إلا بل حتى لما لكن لو ' +
    'لكم لك له لها لهم لنا لي لكما بي به بها بهم بك بكم بنا فيه فيها فيهم عليه عليها عليهم عليك عليكم علينا ' +
    'منه منها منهم منكم منا عند عنه عنهم إليه إليك إليكم إلينا قل يا أيها يا أيها كان كانوا ربنا رب الله ' +
    'إياك إياه إياكم شيء بعض غير'
  ).split(' '),
);

/** Strips marks and tatweel and unifies the alef forms, for comparing with the function-word list. */
function bare(word: string): string {
  return word
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, (c) => (c === 'ٱ' ? 'ا' : c))
    .trim();
}

function isFunctionWord(standard: string): boolean {
  const word = bare(standard);
  if (FUNCTION_WORDS.has(word)) return true;
  // و or ف attached to a function word (وما، فإن، ولا) is still a function word.
  const rest = word.slice(1);
  return (word.startsWith('و') || word.startsWith('ف')) && FUNCTION_WORDS.has(rest);
}

function letterCount(standard: string): number {
  return bare(standard)
    .replace(/^(و|ف)?(ب|ل|ك)?ال/, '')
    .replace(/\s/g, '').length;
}

/**
 * The completion rule. Hidden words are content words (not particles, pronouns, prepositions, the divine name
 * or رب), preferring longer and later words: one for a short phrase, two from six words or difficulty 4+, three
 * from twelve words; never more than half the phrase. A phrase of function words only hides its last word.
 */
export function hiddenWordPositions(span: JudgeSpan, difficulty: number): number[] {
  const n = span.words.length;
  const wanted = Math.min(
    3,
    1 + Math.floor(n / 6) + (difficulty >= 4 ? 1 : 0),
    Math.max(1, Math.floor(n / 2)),
  );
  const candidates = span.words
    .map((w, i) => ({ position: i + 1, score: letterCount(w.standard) + (i + 1) / (n + 1) }))
    .filter(
      (c) =>
        !isFunctionWord(span.words[c.position - 1]!.standard) &&
        letterCount(span.words[c.position - 1]!.standard) >= 2,
    );
  if (candidates.length === 0) return [n];
  return candidates
    .sort((a, b) => b.score - a.score)
    .slice(0, wanted)
    .map((c) => c.position)
    .sort((a, b) => a - b);
}

export function withBlanks(span: JudgeSpan, hidden: readonly number[]): string {
  return span.words.map((w, i) => (hidden.includes(i + 1) ? BLANK : w.uthmani)).join(' ');
}

/** The phrase with the slot's words wrapped in brackets (Uthmani), for a substitution drill. */
export function withSlotMarked(span: JudgeSpan, slot: { fromWord: number; toWord: number }): string {
  return span.words
    .map((w, i) => {
      const p = i + 1;
      if (p === slot.fromWord && p === slot.toWord) return `[${w.uthmani}]`;
      if (p === slot.fromWord) return `[${w.uthmani}`;
      if (p === slot.toWord) return `${w.uthmani}]`;
      return w.uthmani;
    })
    .join(' ');
}

export function prompt(
  type: ExercisePrompt['type'],
  itemId: string,
  arabic: string | null,
  english: string | null,
  details: Record<string, unknown>,
): ExercisePrompt {
  const instruction = details.everydayOnly === true ? EVERYDAY_INSTRUCTION : INSTRUCTIONS[type];
  return { itemId, type, instruction, arabic, english, details };
}
