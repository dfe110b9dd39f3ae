// Finds mutashabihat candidates: pairs of verses whose words (folded standard spelling) differ by only one or
// two words (substituted, added or dropped), with lengths within one word of each other. Authors choose from
// its output when writing comparison items; the differing words it prints come from the corpus's standard
// spelling, so they can be copied into `expectedAnswer` without typing Qur'anic Arabic by hand.
//
// Usage: npx tsx scripts/find-mutashabihat.ts [--min-words N] [--max-diff N] [--json] [--ref S:A]
//   --min-words  shortest verse considered (default 5; short verses repeat too often to be interesting)
//   --max-diff   most differing words (default 2)
//   --len-slack  most difference in word count (default 1)
//   --json       one JSON object per line instead of readable text
//   --ref S:A    only pairs that include this verse
import { foldWord, loadCorpus, type Verse } from '@lisan/arabic';

interface Options {
  minWords: number;
  maxDiff: number;
  lenSlack: number;
  json: boolean;
  ref?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { minWords: 5, maxDiff: 2, lenSlack: 1, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--min-words') options.minWords = Number(argv[++i]);
    else if (arg === '--max-diff') options.maxDiff = Number(argv[++i]);
    else if (arg === '--len-slack') options.lenSlack = Number(argv[++i]);
    else if (arg === '--json') options.json = true;
    else if (arg === '--ref') options.ref = argv[++i];
    else {
      console.error(`unknown argument ${arg}`);
      process.exit(2);
    }
  }
  return options;
}

/** One step of the word alignment: both sides' standard words ('' when a word is only on one side). */
export interface WordEdit {
  kind: 'substitute' | 'insert' | 'delete';
  /** 1-based word positions (Uthmani word numbers) on each side, 0 when absent. */
  wordA: number;
  wordB: number;
  standardA: string;
  standardB: string;
}

export interface Candidate {
  a: string;
  b: string;
  wordsA: number;
  wordsB: number;
  distance: number;
  edits: WordEdit[];
}

/** Word-level Levenshtein with a traceback; returns undefined once the distance must exceed `limit`. */
function alignWords(
  a: readonly string[],
  b: readonly string[],
  limit: number,
): Array<[number, number]> | undefined {
  const n = a.length;
  const m = b.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 0; i <= n; i++) d[i]![0] = i;
  for (let j = 0; j <= m; j++) d[0]![j] = j;
  for (let i = 1; i <= n; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      d[i]![j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return undefined;
  }
  if (d[n]![m]! > limit) return undefined;
  // Traceback: pairs of (i, j) 1-based positions, 0 for a gap, only where the words differ.
  const steps: Array<[number, number]> = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      if (a[i - 1] !== b[j - 1]) steps.push([i, j]);
      i--;
      j--;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      steps.push([i, 0]);
      i--;
    } else {
      steps.push([0, j]);
      j--;
    }
  }
  return steps.reverse();
}

/** Pairs of verses whose folded words differ by 1..maxDiff words. */
export function findMutashabihat(options: Partial<Options> = {}): Candidate[] {
  const { minWords = 5, maxDiff = 2, lenSlack = 1, ref } = options;
  const verses = loadCorpus().verses.filter((v) => v.words.length >= minWords);
  // Folded standard spelling; a standard "word" may hold a space (يا أيها), which is one Uthmani word here.
  const keys = new Map<Verse, string[]>(verses.map((v) => [v, v.words.map((w) => foldWord(w.standard))]));
  const byLength = new Map<number, Verse[]>();
  for (const v of verses) {
    const list = byLength.get(v.words.length) ?? [];
    list.push(v);
    byLength.set(v.words.length, list);
  }
  const out: Candidate[] = [];
  for (const a of verses) {
    const ka = keys.get(a)!;
    const bagA = new Map<string, number>();
    for (const k of ka) bagA.set(k, (bagA.get(k) ?? 0) + 1);
    for (let len = ka.length - lenSlack; len <= ka.length + lenSlack; len++) {
      for (const b of byLength.get(len) ?? []) {
        if (b.index <= a.index) continue; // each pair once, in mushaf order
        const label = (v: Verse): string => `${v.surah}:${v.ayah}`;
        if (ref && label(a) !== ref && label(b) !== ref) continue;
        const kb = keys.get(b)!;
        // Cheap filter: words of b missing from a's bag bound the distance from below.
        const bag = new Map(bagA);
        let missing = 0;
        for (const k of kb) {
          const c = bag.get(k) ?? 0;
          if (c > 0) bag.set(k, c - 1);
          else if (++missing > maxDiff) break;
        }
        if (missing > maxDiff) continue;
        const steps = alignWords(ka, kb, maxDiff);
        if (!steps || steps.length === 0) continue;
        out.push({
          a: label(a),
          b: label(b),
          wordsA: ka.length,
          wordsB: kb.length,
          distance: steps.length,
          edits: steps.map(([i, j]) => ({
            kind: i && j ? 'substitute' : i ? 'delete' : 'insert',
            wordA: i,
            wordB: j,
            standardA: i ? a.words[i - 1]!.standard : '',
            standardB: j ? b.words[j - 1]!.standard : '',
          })),
        });
      }
    }
  }
  return out;
}

function describe(c: Candidate): string {
  const edits = c.edits
    .map((e) =>
      e.kind === 'substitute'
        ? `w${e.wordA}/${e.wordB}: ${e.standardA} → ${e.standardB}`
        : e.kind === 'delete'
          ? `w${e.wordA} only in ${c.a}: ${e.standardA}`
          : `w${e.wordB} only in ${c.b}: ${e.standardB}`,
    )
    .join(' ; ');
  return `${c.a} ~ ${c.b}  (${c.wordsA}/${c.wordsB} words, ${c.distance} diff)  ${edits}`;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''));
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  const found = findMutashabihat(options);
  for (const c of found) console.log(options.json ? JSON.stringify(c) : describe(c));
  if (!options.json) console.error(`${found.length} candidate pairs`);
}
