import { identify, tokenize } from '@lisan/arabic';
import { candidateWords } from '../src/builtin/shared.js';
import { quotationIn } from '../src/builtin/quotation-extent.js';
const typed = tokenize(process.argv[2]!);
for (const c of identify(typed.join(' '), { limit: 4 }).candidates) { const w = candidateWords(c); console.log(c.surah, c.ayah, w.map(x=>x.standard).join(' '), JSON.stringify(quotationIn(typed, w))); }
