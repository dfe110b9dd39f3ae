// Compiles node_modules/quran-json into packages/arabic/generated/ so the corpus loads fast.
import { compileCorpus } from '../src/corpus.js';

const started = performance.now();
const { corpus } = compileCorpus(true);
console.log(`compiled ${corpus.verses.length} verses in ${Math.round(performance.now() - started)} ms`);
