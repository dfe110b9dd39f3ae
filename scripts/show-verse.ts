// Prints a verse (or a word span of it) with its Uthmani words numbered, for authors choosing references.
// Usage: npx tsx scripts/show-verse.ts 2:153 [9-12]
import { getSurah, getTranslation, getVerse } from '@lisan/arabic';

const [refArg, spanArg] = process.argv.slice(2);
const match = /^(\d+):(\d+)$/.exec(refArg ?? '');
if (!match) {
  console.error('usage: npx tsx scripts/show-verse.ts SURAH:AYAH [FROM-TO]');
  process.exit(2);
}
const surah = Number(match[1]);
const ayah = Number(match[2]);
const verse = getVerse(surah, ayah);
if (!verse) {
  console.error(`no verse ${surah}:${ayah}`);
  process.exit(1);
}
const [from, to] = spanArg ? spanArg.split('-').map(Number) : [1, verse.words.length];
const info = getSurah(surah);
console.log(
  `${surah}:${ayah}  ${info?.transliteration ?? ''} (${info?.english ?? ''})  ${verse.words.length} words`,
);
for (const word of verse.words.filter(
  (w) => w.index >= (from ?? 1) && w.index <= (to ?? verse.words.length),
)) {
  console.log(`${String(word.index).padStart(3)}  ${word.uthmani}   [${word.standard}]`);
}
console.log(`EN: ${getTranslation(surah, ayah, 'en') ?? ''}`);
