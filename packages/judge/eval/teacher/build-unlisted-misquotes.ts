/*
 * Writes unlisted-misquotes.jsonl: conversation and roleplay replies that quote a verse the item does NOT list,
 * with one change inside the quotation. A fair teacher of Qur'anic Arabic says: whatever the verse, a changed
 * case ending, mood or definiteness inside it is a misquote, incorrect, and names the verse's own form. Labels
 * were written from that rule before the judge was run on these answers. Deterministic:
 * `npx tsx packages/judge/eval/teacher/build-unlisted-misquotes.ts`.
 *
 * Every verse span is a corpus reference; every misquote is a recorded edit of a corpus word, made by a rule
 * below (the verse's word is read from the corpus, never typed).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldWord } from '@lisan/arabic';
// The teacher set is built from, and judged against, our own content items (the content catalog).
import { getContentCatalog } from '@lisan/content';
import type { JudgeItem } from '@lisan/contract';
import type { Edit, Piece, Span, TeacherCase } from './recipe.js';
import { spanWords } from './recipe.js';

/** How the learner changed the verse's word (applied to the corpus word's standard spelling). */
const CHANGES = {
  // الصابرين → الصابرون: genitive/accusative plural ending for the nominative.
  case: (w: string) => (w.endsWith('ين') ? `${w.slice(0, -2)}ون` : undefined),
  // تيأسوا → تيأسون: the jussive after لا for the indicative.
  mood: (w: string) => (w.endsWith('وا') ? `${w.slice(0, -2)}ون` : undefined),
  // العسر → عسر: the definite article dropped.
  definiteness: (w: string) => (w.startsWith('ال') && w.length > 4 ? w.slice(2) : undefined),
} as const;
type Change = keyof typeof CHANGES;

interface Spec {
  span: Span;
  /** 0-based word of the span that the learner changed. */
  word: number;
  change: Change;
  /** The learner's own words before the quotation (not Qur'an). */
  before?: string;
}

const SPECS: Spec[] = [
  { span: { surah: 2, ayah: 153, from: 7, to: 10 }, word: 3, change: 'case', before: 'لا تقلق يا أخي' },
  { span: { surah: 2, ayah: 153, from: 7, to: 10 }, word: 3, change: 'case' },
  { span: { surah: 12, ayah: 87, from: 7, to: 11 }, word: 1, change: 'mood', before: 'يا صديقي' },
  { span: { surah: 12, ayah: 87, from: 7, to: 11 }, word: 1, change: 'mood' },
  { span: { surah: 94, ayah: 6, from: 1, to: 4 }, word: 2, change: 'definiteness', before: 'اصبر' },
  { span: { surah: 94, ayah: 5, from: 1, to: 4 }, word: 2, change: 'definiteness' },
  { span: { surah: 3, ayah: 146, from: 19, to: 21 }, word: 2, change: 'case', before: 'تذكر' },
  { span: { surah: 8, ayah: 46, from: 10, to: 13 }, word: 3, change: 'case', before: 'اصبروا' },
  { span: { surah: 2, ayah: 222, from: 22, to: 25 }, word: 3, change: 'case', before: 'تب إلى الله' },
  { span: { surah: 8, ayah: 46, from: 4, to: 6 }, word: 1, change: 'mood', before: 'يا إخوتي' },
  { span: { surah: 3, ayah: 159, from: 27, to: 30 }, word: 3, change: 'case' },
  { span: { surah: 39, ayah: 53, from: 7, to: 11 }, word: 1, change: 'mood', before: 'يا أخي' },
];

const catalog = getContentCatalog();
const pool = [...catalog.itemsOf('conversation'), ...catalog.itemsOf('roleplay')] as Array<
  Extract<JudgeItem, { type: 'conversation' | 'roleplay' }>
>;
const lists = (item: (typeof pool)[number], span: Span) =>
  item.phrases.some(
    (p) => p.ref.surah === span.surah && span.ayah >= p.ref.ayah && span.ayah <= (p.ref.toAyah ?? p.ref.ayah),
  );

const out: TeacherCase[] = [];
SPECS.forEach((spec, i) => {
  // Spread the cases over items (every 7th of the pool from a different start), skipping any that list the verse.
  const candidates = pool.filter((item, k) => k % 7 === i % 7 && !lists(item, spec.span));
  const item = candidates[(i * 5) % candidates.length]!;
  const word = spanWords(spec.span)[spec.word]!;
  const to = CHANGES[spec.change](word.standard);
  if (!to || foldWord(to) === foldWord(word.standard))
    throw new Error(
      `${spec.change} does not apply to ${spec.span.surah}:${spec.span.ayah} word ${spec.word}`,
    );
  const edit: Edit = { word: spec.word, from: word.standard, to };
  const parts: Piece[] = [
    ...(spec.before ? [spec.before] : []),
    { quote: spec.span, form: 'standard', edits: [edit] },
  ];
  out.push({
    id: `unlisted-misquote-${String(i + 1).padStart(3, '0')}`,
    type: item.type,
    item: item.itemId,
    parts,
    label: 'incorrect',
    reason: `quotes ${spec.span.surah}:${spec.span.ayah}, a verse the item does not list, with its ${spec.change === 'definiteness' ? 'definiteness' : spec.change === 'mood' ? 'mood' : 'case ending'} changed: a misquote whatever the verse`,
    misquote: true,
    tags: ['misquote', 'unlisted-verse', ...(spec.before ? ['own-words'] : [])],
  });
});

writeFileSync(
  fileURLToPath(new URL('./unlisted-misquotes.jsonl', import.meta.url)),
  out.map((c) => JSON.stringify(c)).join('\n') + '\n',
);
console.log(`wrote ${out.length} cases`);
