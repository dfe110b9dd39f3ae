// Measures the root extractor (packages/arabic roots*.ts) against an independent gold standard: the Quranic
// Arabic Corpus's word roots, read at run time from ../shared/reference/qac-roots.tsv (GPL data: measured
// against, never copied into the repository). Per word (every word of the Qur'an, as rootOfWord reads it with
// its Uthmani marks) and per distinct folded form (as the vocabulary analytics group words, quranRootOf), by
// the gold root's class. Run from the repo root: npm run bench:roots [-- --errors 40]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const reference = (root: string) => join(root, '..', 'shared', 'reference', 'qac-roots.tsv');
/** The main checkout's folder: a git worktree elsewhere shares its reference folder. */
function mainCheckout(): string | undefined {
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      encoding: 'utf8',
    });
    return dirname(common.trim());
  } catch {
    return undefined;
  }
}
const candidates = [process.cwd(), mainCheckout()].filter((r): r is string => !!r).map(reference);
const GOLD = candidates.find((path) => existsSync(path));
if (!GOLD) {
  console.log(`bench:roots skipped: no gold standard at ${candidates.join(' or ')}`);
  process.exit(0);
}

const arabic = await import('../../packages/arabic/src/index.js');
const errorsArg = process.argv.indexOf('--errors');
const showErrors = errorsArg >= 0 ? Number(process.argv[errorsArg + 1] ?? 30) : 0;

/** The gold root with every hamza seat as ء and the letters run together (our display spaces them). */
const norm = (root: string) => root.replace(/[\s]/gu, '').replace(/[أإؤئآ]/gu, 'ء');

type RootClass = 'sound' | 'weak' | 'doubled' | 'hamzated' | 'quadriliteral' | 'none';
const CLASSES: RootClass[] = ['sound', 'weak', 'doubled', 'hamzated', 'quadriliteral', 'none'];
/** One class per root, the most telling first: a root both weak and hamzated (أ ت ي) counts as weak. */
function classOf(root: string): RootClass {
  if (!root) return 'none';
  if (root.length === 4) return 'quadriliteral';
  if (/[وي]/u.test(root)) return 'weak';
  if (root.includes('ء')) return 'hamzated';
  if (root[1] === root[2]) return 'doubled';
  return 'sound';
}

const gold = new Map<string, string>();
for (const line of readFileSync(GOLD, 'utf8').split('\n').slice(1)) {
  const [location, , root] = line.split('\t');
  if (location) gold.set(location, norm(root ?? ''));
}

interface Tally {
  items: number;
  rooted: number;
  given: number;
  right: number;
}
const empty = (): Tally => ({ items: 0, rooted: 0, given: 0, right: 0 });
const byClass = () => new Map(CLASSES.map((c) => [c, empty()]));

function count(t: Tally, goldRoot: string, given: string | undefined) {
  t.items += 1;
  if (goldRoot) t.rooted += 1;
  if (given === undefined) return;
  t.given += 1;
  if (goldRoot && norm(given) === goldRoot) t.right += 1;
}

const perWord = byClass();
const wordTotal = empty();
const errors = new Map<string, { n: number; gold: string; given: string; where: string }>();
const misses = new Map<string, { n: number; gold: string; where: string }>();
/** Per folded form: its occurrences' gold roots. */
const forms = new Map<string, Map<string, number>>();

const corpus = arabic.loadCorpus();
let unmatched = 0;
for (const verse of corpus.verses) {
  for (const w of verse.words) {
    const where = `${verse.surah}:${verse.ayah}:${w.index}`;
    const g = gold.get(where);
    if (g === undefined) {
      unmatched += 1;
      continue;
    }
    const given = arabic.rootOfWord(w.standard, w.uthmani);
    count(perWord.get(classOf(g))!, g, given);
    count(wordTotal, g, given);
    if (given !== undefined && norm(given) !== g) {
      const key = `${w.standard} → ${norm(given)} (gold ${g || 'none'})`;
      const e = errors.get(key) ?? { n: 0, gold: g, given: norm(given), where };
      e.n += 1;
      errors.set(key, e);
    } else if (given === undefined && g) {
      const key = `${w.standard} (gold ${g})`;
      const e = misses.get(key) ?? { n: 0, gold: g, where };
      e.n += 1;
      misses.set(key, e);
    }
    const form = arabic.foldWord(w.standard);
    const f = forms.get(form) ?? new Map<string, number>();
    f.set(g, (f.get(g) ?? 0) + 1);
    forms.set(form, f);
  }
}

// A form's gold root is its occurrences' commonest (homographs such as ما the particle and ماء split the vote).
const perForm = byClass();
const formTotal = empty();
const formErrors: string[] = [];
for (const [form, roots] of forms) {
  const [g] = [...roots].reduce((a, b) => (b[1] > a[1] ? b : a));
  const given = arabic.quranRootOf(form);
  count(perForm.get(classOf(g))!, g, given);
  count(formTotal, g, given);
  if (given !== undefined && norm(given) !== g)
    formErrors.push(`${form} → ${norm(given)} (gold ${g || 'none'})`);
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
function table(name: string, rows: Map<RootClass, Tally>, total: Tally) {
  console.log(`\n${name}`);
  console.log('class            items   rooted    given    right  precision  coverage');
  const line = (label: string, t: Tally) =>
    console.log(
      `${label.padEnd(14)} ${String(t.items).padStart(7)} ${String(t.rooted).padStart(8)} ${String(t.given).padStart(8)} ` +
        `${String(t.right).padStart(8)}      ${fmt(t.right / t.given)}     ${label === 'none' ? '  -  ' : fmt(t.given / t.rooted)}`,
    );
  for (const [c, t] of rows) line(c, t);
  line('all', total);
}

console.log(`gold standard: ${GOLD} (${gold.size} words; ${unmatched} of ours without a gold entry)`);
table('per word (rootOfWord with Uthmani marks)', perWord, wordTotal);
table('per distinct folded form (quranRootOf, gold = commonest root of its occurrences)', perForm, formTotal);
console.log(
  `\nsummary: per word precision ${fmt(wordTotal.right / wordTotal.given)} coverage ${fmt(wordTotal.given / wordTotal.rooted)}; ` +
    `per form precision ${fmt(formTotal.right / formTotal.given)} coverage ${fmt(formTotal.given / formTotal.rooted)}`,
);
console.log(
  'targets: per word precision >= 0.990 coverage >= 0.920; per form precision >= 0.970 coverage >= 0.850',
);

if (showErrors > 0) {
  const top = <T extends { n: number }>(m: Map<string, T>) =>
    [...m].sort((a, b) => b[1].n - a[1].n).slice(0, showErrors);
  console.log(`\ncommonest wrong roots (occurrences):`);
  for (const [k, e] of top(errors)) console.log(`  ${String(e.n).padStart(5)}  ${k}  e.g. ${e.where}`);
  console.log(`\ncommonest words left without a root (occurrences):`);
  for (const [k, e] of top(misses)) console.log(`  ${String(e.n).padStart(5)}  ${k}  e.g. ${e.where}`);
  const byRoot = new Map<string, number>();
  for (const e of misses.values()) byRoot.set(e.gold, (byRoot.get(e.gold) ?? 0) + e.n);
  const roots = [...byRoot].sort((a, b) => b[1] - a[1]).slice(0, showErrors);
  console.log(
    `\ngold roots with the most words left without a root: ${roots.map(([r, n]) => `${r} ${n}`).join(', ')}`,
  );
  console.log(`\nsome wrong forms: ${formErrors.slice(0, showErrors).join('; ')}`);
}
