// npm run content:check — proves the learning content (content/) is sound. Exits 1 with a list of problems.
// Every reference exists; every served Arabic span equals the corpus text at its reference (recomputed here);
// counts and category minimums hold; life applications are distinct; items point at existing phrases and
// verses; slots lie inside their phrase; accepted answers are Arabic; authored non-Qur'an Arabic is not a verse.
import { getVerse, identify, warmIdentify } from '@lisan/arabic';
import { EXERCISE_TYPES, PHRASE_CATEGORIES, type VerseRef } from '@lisan/contract';
import { buildCatalog } from '../apps/server/src/modules/content/content.catalog.js';

const MIN = { phrases: 1000, perCategory: 150, substitution: 200, conversation: 150, comparison: 150, roleplay: 100, wisdom: 150, thematic: 60 };

const started = performance.now();
const catalog = buildCatalog();
const problems: string[] = catalog.issues.map((i) => `${i.file}${i.id ? ` ${i.id}` : ''}: ${i.message}`);
const short: string[] = [];
const warnings: string[] = [];

// --- every served span, recomputed word by word from the corpus ------------------------------------------
function corpusWords(ref: VerseRef): string[] | undefined {
  const out: string[] = [];
  for (let a = ref.ayah; a <= (ref.toAyah ?? ref.ayah); a++) {
    const v = getVerse(ref.surah, a);
    if (!v) return undefined;
    out.push(...v.uthmani.split(' '));
  }
  return ref.fromWord !== undefined ? out.slice(ref.fromWord - 1, ref.toWord) : out;
}
const checkSpan = (where: string, ref: VerseRef, served: string) => {
  const words = corpusWords(ref);
  if (!words) problems.push(`${where}: reference ${ref.surah}:${ref.ayah} does not exist`);
  else if (words.join(' ') !== served) problems.push(`${where}: served Arabic differs from the corpus at its reference`);
};
for (const p of catalog.phrases) checkSpan(`phrase ${p.id}`, p.ref, p.arabicText);
for (const item of catalog.itemsOf('comparison')) item.verses.forEach((v) => checkSpan(`comparison ${item.itemId}`, v.ref, v.uthmani));
for (const item of catalog.itemsOf('transformation')) item.related.forEach((v) => checkSpan(`wisdom ${item.itemId}`, v.ref, v.uthmani));
for (const item of catalog.itemsOf('thematic')) item.verses.forEach((v) => checkSpan(`theme ${item.itemId}`, v.ref, v.uthmani));

// --- counts ----------------------------------------------------------------------------------------------
const count = (label: string, n: number, min: number) => {
  console.log(`  ${label.padEnd(34)} ${String(n).padStart(5)}  (minimum ${min})`);
  if (n < min) short.push(`${label}: ${n} of ${min} (${min - n} short)`);
};
console.log('content counts:');
count('phrases', catalog.phrases.length, MIN.phrases);
for (const c of PHRASE_CATEGORIES) count(`  ${c}`, catalog.phrases.filter((p) => p.category === c).length, MIN.perCategory);
count('substitution items', catalog.itemsOf('substitution').length, MIN.substitution);
count('conversation items', catalog.itemsOf('conversation').length, MIN.conversation);
count('comparison items', catalog.itemsOf('comparison').length, MIN.comparison);
count('roleplay items', catalog.itemsOf('roleplay').length, MIN.roleplay);
count('wisdom sentences (transformation)', catalog.itemsOf('transformation').length, MIN.wisdom);
count('thematic question banks', catalog.itemsOf('thematic').length, MIN.thematic);
console.log(`  ${'completion items (derived)'.padEnd(34)} ${String(catalog.itemsOf('completion').length).padStart(5)}`);
for (const w of catalog.itemsOf('transformation')) if (w.related.length < 2) problems.push(`wisdom ${w.itemId}: needs at least 2 related verses`);
for (const q of catalog.itemsOf('thematic')) if (q.verses.length < 5) problems.push(`theme ${q.itemId}: needs at least 5 verses`);

// --- distinct life applications, distinct spans ----------------------------------------------------------
const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const lifeSeen = new Map<string, string>();
const spanSeen = new Map<string, string>();
for (const p of catalog.phrases) {
  const key = normalise(p.lifeApplication);
  if (lifeSeen.has(key)) problems.push(`phrase ${p.id}: same life application as ${lifeSeen.get(key)}`);
  else lifeSeen.set(key, p.id);
  const span = JSON.stringify([p.ref.surah, p.ref.ayah, p.ref.fromWord ?? 0, p.ref.toWord ?? 0, p.ref.toAyah ?? 0]);
  // The same span under two ids shows learners the same phrase twice: keep one and point items at it.
  if (spanSeen.has(span)) problems.push(`phrase ${p.id}: same span as ${spanSeen.get(span)}`);
  else spanSeen.set(span, p.id);
}

// --- answers are Arabic; authored non-Qur'an Arabic is not itself a verse ---------------------------------
const ARABIC = /[\u0621-\u064A]/;
for (const s of catalog.itemsOf('substitution')) {
  for (const f of s.acceptedFillers) if (!ARABIC.test(f) || !f.trim()) problems.push(`substitution ${s.itemId}: filler "${f}" is not Arabic`);
}
for (const c of catalog.itemsOf('comparison')) if (!ARABIC.test(c.expectedAnswer)) problems.push(`comparison ${c.itemId}: expected answer is not Arabic`);
for (const c of catalog.itemsOf('completion')) if (c.acceptedAnswers.some((a) => !ARABIC.test(a))) problems.push(`completion ${c.itemId}: empty answer`);

warmIdentify();
const authoredArabic: Array<[string, string]> = [
  ...catalog.itemsOf('conversation').flatMap((c) => [[`conversation ${c.itemId} line`, c.line.arabic] as [string, string]]),
  ...catalog.itemsOf('roleplay').map((r) => [`roleplay ${r.itemId} line`, r.line.arabic] as [string, string]),
  ...catalog.itemsOf('substitution').flatMap((s) => s.acceptedFillers.map((f) => [`substitution ${s.itemId} filler`, f] as [string, string])),
  ...catalog.itemsOf('transformation').map((w) => [`wisdom ${w.itemId}`, w.sentence.arabicText] as [string, string]),
];
for (const [where, text] of authoredArabic) {
  const words = text.trim().split(/\s+/);
  if (words.length < 4) continue;
  const best = identify(text, { limit: 1 }).candidates[0];
  if (best?.exact && best.confidence >= 0.9) {
    problems.push(`${where}: "${text}" is itself Qur'an (${best.surah}:${best.ayah}); authored Arabic must not be a verse`);
  }
}

// --- every exercise type has items -----------------------------------------------------------------------
for (const t of EXERCISE_TYPES) if (catalog.subjectIds(t).length === 0) short.push(`${t}: no items yet`);

console.log(`checked ${catalog.authored.files.length} files in ${Math.round(performance.now() - started)} ms (catalog ${Math.round(catalog.buildMs)} ms)`);
if (warnings.length) {
  console.log(`\nwarnings (${warnings.length}, not failing):`);
  for (const w of warnings) console.log(`  - ${w}`);
}
if (short.length) {
  console.log(`\nshort of the minimums (${short.length}):`);
  for (const s of short) console.log(`  - ${s}`);
}
if (problems.length) {
  console.log(`\nproblems (${problems.length}):`);
  for (const p of problems) console.log(`  - ${p}`);
}
if (short.length || problems.length) {
  console.log('\ncontent:check FAILED');
  process.exit(1);
}
console.log('\ncontent:check passed');
