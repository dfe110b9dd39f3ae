/*
 * An authoring aid, not a judge: `npx tsx packages/judge/eval/teacher/propose-verses.ts wisdom-001 wisdom-002`
 * lists, for each wisdom sentence, unlisted verses the meaning index finds close (TOP=n of them, 12 unless given;
 * best first, with the shared theme and the English translation), leaving out the teacher cases. An author reads each one and adds only those
 * that truly fit, with a reason (content/wisdom/). Never add a verse without reading it.
 */
import { getTranslation } from '@lisan/arabic';
import { meaningFit } from '../../src/meaning/index.js';
import { meaningIndex } from '../../src/meaning/index-build.js';
import { contentItems, readCases, TEACHER_FILES } from './load.js';
const ids = process.argv.slice(2);
const items = contentItems();
const evalRefs = new Set(
  readCases(TEACHER_FILES.unlisted).map(
    (c) => `${c.philosophicalSentenceId ?? c.questionBankId}:${c.answerRef.surah}:${c.answerRef.ayah}`,
  ),
);
const idx = meaningIndex();
for (const id of ids) {
  const item = items.get(`transformation:${id}`)!;
  if (item.type !== 'transformation') continue;
  const listed = new Set(item.related.map((r) => `${r.ref.surah}:${r.ref.ayah}`));
  const out: Array<[number, string, string]> = [];
  for (const r of idx.refs) {
    const key = `${r.surah}:${r.ayah}`;
    if (listed.has(key) || evalRefs.has(`${id}:${key}`)) continue;
    const f = meaningFit(item, r.surah, r.ayah);
    if (f.verdict === 'fits' && f.rank <= 60) out.push([f.rank, key, f.theme!.id]);
  }
  out.sort((a, b) => a[0] - b[0]);
  console.log(`## ${id} ${item.sentence.englishGloss} | listed ${[...listed].join(' ')}`);
  for (const [, key, theme] of out.slice(0, Number(process.env.TOP ?? 12))) {
    const [s, a] = key.split(':').map(Number);
    console.log(`  ${key} ${theme} ${getTranslation(s!, a!, 'en')!.slice(0, 110)}`);
  }
}
