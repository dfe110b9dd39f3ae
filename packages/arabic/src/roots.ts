import { compiledSource } from '#compiled-source';
import { loadCorpus } from './corpus.js';
import { HAMZA } from './roots-patterns.js';
import { rootWithModel, type RootModel } from './roots-model.js';

/*
 * Roots of Qur'anic words, found by rule: no root data is shipped (the morphology corpora that have roots are
 * GPL). Reading the whole Qur'an takes seconds, so the model is compiled next to the corpus (generated/) and
 * recompiled when the rules or the corpus change.
 */

let model: RootModel | undefined;

function loadModel(): RootModel {
  if (model) return model;
  const compiled = compiledSource.roots();
  model = {
    weights: new Map(compiled.weights.map(([root, w, l]) => [root, [w, l]])),
    forms: new Map(compiled.forms),
    spellings: new Map(compiled.spellings),
  };
  return model;
}

/** A root as a teacher writes it: three letters apart, a hamza radical as أ (ق و ل، أ م ن، س أ ل). */
const display = (root: string) => [...root].map((c) => (c === HAMZA ? 'أ' : c)).join(' ');

/**
 * The root of a word in standard spelling, read with its Uthmani spelling's marks when given (a shadda shows a
 * doubled radical, a kasra before ي that it may stand for و). Undefined when the word has no root (a particle,
 * a pronoun, a foreign name) or when the rules cannot tell it confidently.
 */
export function rootOfWord(standard: string, uthmani?: string): string | undefined {
  const root = rootWithModel(loadModel(), standard, uthmani);
  return root ? display(root) : undefined;
}

/**
 * The root of a Qur'anic word form when its occurrences in the Qur'an agree on it: a standard spelling as the
 * Qur'an writes it (المؤمنين), or a folded form (hamza seats, ة/ه and ى/ي set aside) when the form is not one.
 * Undefined otherwise.
 */
export function quranRootOf(form: string): string | undefined {
  const { spellings, forms } = loadModel();
  const root = spellings.has(form) ? spellings.get(form) : forms.get(form);
  return root ? display(root) : undefined;
}

export interface RootOccurrence {
  surah: number;
  ayah: number;
  /** The word's position in the verse (1-based). */
  index: number;
  /** The word in standard spelling. */
  standard: string;
}

let occurrences: Map<string, RootOccurrence[]> | undefined;

/**
 * Where each root occurs in the Qur'an (roots as quranRootOf names them), in the mushaf's order: the words
 * whose spelling the model roots.
 */
export function quranOccurrencesOf(root: string): readonly RootOccurrence[] {
  if (!occurrences) {
    occurrences = new Map();
    const { spellings } = loadModel();
    for (const verse of loadCorpus().verses) {
      for (const w of verse.words) {
        const r = spellings.get(w.standard);
        if (!r) continue;
        const shown = display(r);
        const list = occurrences.get(shown) ?? [];
        list.push({ surah: verse.surah, ayah: verse.ayah, index: w.index, standard: w.standard });
        occurrences.set(shown, list);
      }
    }
  }
  return occurrences.get(root) ?? [];
}
