// Compiles node_modules/quran-json into packages/arabic/generated/ so the corpus loads fast, and the root
// extractor's model over it (reading every word of the Qur'an takes seconds; loading the result does not), and
// the device judge's download made of both (generated/device-corpus.json, served by the web build).
import {
  compileCorpus,
  compileRoots,
  DEVICE_CORPUS_FILE,
  deviceCorpus,
  writeAtomically,
} from '../src/compiled-files.js';

let started = performance.now();
const { corpus } = compileCorpus(true);
console.log(`compiled ${corpus.verses.length} verses in ${Math.round(performance.now() - started)} ms`);
started = performance.now();
const roots = compileRoots(true);
console.log(
  `compiled roots of ${roots.forms.size} word forms in ${Math.round(performance.now() - started)} ms`,
);
writeAtomically(DEVICE_CORPUS_FILE, JSON.stringify(deviceCorpus()));
