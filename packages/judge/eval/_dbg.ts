import { getContentCatalog } from '@lisan/content';
import { diffWords, tokenize, lookupSpan } from '@lisan/arabic';
import { judgeBuiltin } from '../src/builtin/index.js';
const [type, id, answer, ref] = process.argv.slice(2);
const item = getContentCatalog().getExerciseItem(type as any, id)!;
const r = judgeBuiltin({ exerciseType: type as any, item, answer, language: 'en' });
console.log(r.verdict, r.notes, r.feedback);
if (ref) { const [s,a]=ref.split(':').map(Number); const sp = lookupSpan({surah:s,ayah:a}) as any; const m:any[]=[]; console.log(diffWords(tokenize(answer), sp.words, {matches:m}).filter(d=>!d.accepted)); }
