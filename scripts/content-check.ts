// npm run content:check — proves the learning content (content/) is sound. Exits 1 with a list of problems.
// Every reference exists; every served Arabic span equals the corpus text at its reference (recomputed here);
// counts and category minimums hold; life applications are distinct; items point at existing phrases and
// verses; slots lie inside their phrase; accepted answers are Arabic; authored non-Qur'an Arabic is not a verse.
import { cleanInput, foldWord, getVerse, identify, surahAyahOf, warmIdentify } from '@lisan/arabic';
import {
  DIALOGUE_SITUATIONS,
  DIALOGUES_MIN,
  DIALOGUES_PER_SITUATION_MIN,
  EXERCISE_TYPES,
  PHRASE_CATEGORIES,
  UI_LANGUAGES,
  type VerseRef,
} from '@lisan/contract';
import {
  agreementOutsideSlot,
  answerShownInPrompt,
  buildCatalog,
  buildDialogues,
  buildUnits,
  dialogueCounts,
  readEverydayReplies,
  UNITS,
  glossGivesAway,
  loadTranslations,
  SURAH_NAME_LANGUAGES,
  surahNameIn,
  surahNameOf,
  TRANSLATABLE,
  type TranslationKind,
} from '@lisan/content';

/** Verses per answer list: a wisdom sentence links ≥ 8 (close and opposite), a thematic bank ≥ 15. */
const LIST_MIN = { wisdomVerses: 8, themeVerses: 15 };
/** Banks whose subject the Qur'an names in fewer verses than the minimum: all of them are listed. */
const FEW_IN_THE_QURAN: Record<string, { verses: number; why: string }> = {
  'bank-053': {
    verses: 9,
    why:
      'waste and extravagance (israf, tabdhir) in spending and eating: 4:6, 6:141, 7:31, 17:26-27, 17:29, 20:81, ' +
      '25:67, 40:43; the verses on stinginess and hoarding (3:180, 4:37, 9:34, 47:38, 57:24, 92:8) are the other ' +
      'extreme and belong to the bank on spending (bank-014), where they warn against withholding',
  },
  'bank-024': {
    verses: 11,
    why:
      'fasting (sawm) is named in 2:183-185, 2:187, 2:196, 4:92, 5:89, 5:95, 19:26, 33:35, 58:4 and nowhere ' +
      "else; al-sa'ihun (9:112, 66:5), read as fasting by some tafsir, were tried and left out: their translation " +
      'says travellers, and listing them made the meaning index accept an unrelated verse (4:77)',
  },
};
const ARABIC = /[\u0621-\u064A]/;
const MIN = {
  phrases: 1000,
  perCategory: 150,
  substitution: 200,
  conversation: 150,
  comparison: 150,
  roleplay: 100,
  wisdom: 150,
  thematic: 60,
  /** Phrases with an item that makes the learner use them (answer a line, pick for a situation, adapt). */
  phrasesInUse: 550,
  /** Conversation and role-play items that ask only for everyday Arabic (prices, the way, symptoms, time…). */
  everydayOnly: 150,
  /** Conversation and role-play items in each of the situations a beginner meets first. */
  perPracticalSituation: 30,
};
/** The situations with a minimum of their own: the ones the library lacked. */
const PRACTICAL_SITUATIONS = ['shopping', 'directions', 'health'] as const;

const started = performance.now();
// CONTENT_DIR: check another content folder (the tests run it on a copy with a list cut short).
const catalog = buildCatalog(process.env.CONTENT_DIR || undefined);
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
  else if (words.join(' ') !== served)
    problems.push(`${where}: served Arabic differs from the corpus at its reference`);
};
for (const p of catalog.phrases) checkSpan(`phrase ${p.id}`, p.ref, p.arabicText);
for (const item of catalog.itemsOf('comparison'))
  item.verses.forEach((v) => checkSpan(`comparison ${item.itemId}`, v.ref, v.uthmani));
for (const item of catalog.itemsOf('transformation'))
  item.related.forEach((v) => checkSpan(`wisdom ${item.itemId}`, v.ref, v.uthmani));
for (const item of catalog.itemsOf('thematic'))
  item.verses.forEach((v) => checkSpan(`theme ${item.itemId}`, v.ref, v.uthmani));

// --- counts ----------------------------------------------------------------------------------------------
const count = (label: string, n: number, min: number) => {
  console.log(`  ${label.padEnd(34)} ${String(n).padStart(5)}  (minimum ${min})`);
  if (n < min) short.push(`${label}: ${n} of ${min} (${min - n} short)`);
};
console.log('content counts:');
count('phrases', catalog.phrases.length, MIN.phrases);
for (const c of PHRASE_CATEGORIES)
  count(`  ${c}`, catalog.phrases.filter((p) => p.category === c).length, MIN.perCategory);
count('substitution items', catalog.itemsOf('substitution').length, MIN.substitution);
count('conversation items', catalog.itemsOf('conversation').length, MIN.conversation);
count('comparison items', catalog.itemsOf('comparison').length, MIN.comparison);
count('roleplay items', catalog.itemsOf('roleplay').length, MIN.roleplay);
count('wisdom sentences (transformation)', catalog.itemsOf('transformation').length, MIN.wisdom);
count('thematic question banks', catalog.itemsOf('thematic').length, MIN.thematic);
console.log(
  `  ${'completion items (derived)'.padEnd(34)} ${String(catalog.itemsOf('completion').length).padStart(5)}`,
);
// --- answer lists long enough that a learner's fitting verse is usually on them -----------------
for (const w of catalog.itemsOf('transformation')) {
  const n = w.related.length;
  const key = `wisdom ${w.itemId}`;
  if (n < LIST_MIN.wisdomVerses)
    problems.push(`${key}: needs at least ${LIST_MIN.wisdomVerses} related verses (has ${n})`);
  const seen = new Set<string>();
  for (const r of w.related) {
    if (seen.has(r.surahAyah)) problems.push(`${key}: ${r.surahAyah} is linked twice`);
    seen.add(r.surahAyah);
  }
}
// A learner may answer a wisdom sentence with a verse of opposite meaning: each sentence lists one, or says in
// noOpposite why the Qur'an has none.
for (const w of catalog.authored.wisdom) {
  const opposite = w.related.some((r) => r.relation === 'opposite');
  if (!opposite && !w.noOpposite)
    problems.push(
      `wisdom ${w.id}: lists no verse of opposite meaning (add one, or say in noOpposite why the Qur'an has none)`,
    );
  if (opposite && w.noOpposite)
    problems.push(
      `wisdom ${w.id}: lists a verse of opposite meaning and says in noOpposite that there is none`,
    );
}
for (const q of catalog.itemsOf('thematic')) {
  const min = FEW_IN_THE_QURAN[q.itemId]?.verses ?? LIST_MIN.themeVerses;
  if (q.verses.length < min)
    problems.push(`theme ${q.itemId}: needs at least ${min} verses (has ${q.verses.length})`);
  const seen = new Set<string>();
  for (const v of q.verses) {
    if (seen.has(v.surahAyah)) problems.push(`theme ${q.itemId}: ${v.surahAyah} is listed twice`);
    seen.add(v.surahAyah);
  }
}
const wisdomItems = catalog.itemsOf('transformation');
const opposites = wisdomItems.reduce(
  (n, w) => n + w.related.filter((r) => r.relation === 'opposite').length,
  0,
);
const grown = wisdomItems.filter((w) => w.related.length >= LIST_MIN.wisdomVerses).length;
console.log(
  `  ${'wisdom sentences with ≥ 8 verses'.padEnd(34)} ${String(grown).padStart(5)}  (of ${wisdomItems.length})`,
);
console.log(
  `  ${'wisdom links (opposites)'.padEnd(34)} ${String(wisdomItems.reduce((n, w) => n + w.related.length, 0)).padStart(5)}  (${opposites} opposites)`,
);
const themeItems = catalog.itemsOf('thematic');
console.log(
  `  ${'thematic verses'.padEnd(34)} ${String(themeItems.reduce((n, q) => n + q.verses.length, 0)).padStart(5)}  (fewest in a bank: ${Math.min(...themeItems.map((q) => q.verses.length))})`,
);

// --- the substitution lexicon: more correct fillers per cue --------------------------------------------
for (const l of catalog.authored.substitutionLexicon) {
  const item = catalog.itemsOf('substitution').find((s) => s.itemId === l.itemId);
  for (const f of l.forms) {
    if (!ARABIC.test(f)) problems.push(`lexicon ${l.itemId}: form "${f}" is not Arabic`);
    if (item?.acceptedFillers.includes(f))
      warnings.push(`lexicon ${l.itemId}: "${f}" is already an accepted filler of the item`);
  }
}

// --- distinct life applications, distinct spans ----------------------------------------------------------
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const lifeSeen = new Map<string, string>();
const spanSeen = new Map<string, string>();
for (const p of catalog.phrases) {
  const key = normalise(p.lifeApplication);
  if (lifeSeen.has(key)) problems.push(`phrase ${p.id}: same life application as ${lifeSeen.get(key)}`);
  else lifeSeen.set(key, p.id);
  const span = JSON.stringify([
    p.ref.surah,
    p.ref.ayah,
    p.ref.fromWord ?? 0,
    p.ref.toWord ?? 0,
    p.ref.toAyah ?? 0,
  ]);
  // The same span under two ids shows learners the same phrase twice: keep one and point items at it.
  if (spanSeen.has(span)) problems.push(`phrase ${p.id}: same span as ${spanSeen.get(span)}`);
  else spanSeen.set(span, p.id);
}

// --- answers are Arabic; authored non-Qur'an Arabic is not itself a verse ---------------------------------
for (const s of catalog.itemsOf('substitution')) {
  for (const f of s.acceptedFillers)
    if (!ARABIC.test(f) || !f.trim()) problems.push(`substitution ${s.itemId}: filler "${f}" is not Arabic`);
}
for (const c of catalog.itemsOf('comparison'))
  if (!ARABIC.test(c.expectedAnswer)) problems.push(`comparison ${c.itemId}: expected answer is not Arabic`);
for (const c of catalog.itemsOf('completion'))
  if (c.acceptedAnswers.some((a) => !ARABIC.test(a))) problems.push(`completion ${c.itemId}: empty answer`);

warmIdentify();
const authoredArabic: Array<[string, string]> = [
  ...catalog
    .itemsOf('conversation')
    .flatMap((c) => [[`conversation ${c.itemId} line`, c.line.arabic] as [string, string]]),
  ...catalog.itemsOf('roleplay').map((r) => [`roleplay ${r.itemId} line`, r.line.arabic] as [string, string]),
  ...catalog
    .itemsOf('substitution')
    .flatMap((s) => s.acceptedFillers.map((f) => [`substitution ${s.itemId} filler`, f] as [string, string])),
  ...catalog
    .itemsOf('transformation')
    .map((w) => [`wisdom ${w.itemId}`, w.sentence.arabicText] as [string, string]),
];
for (const [where, text] of authoredArabic) {
  const words = text.trim().split(/\s+/);
  if (words.length < 4) continue;
  const best = identify(text, { limit: 1 }).candidates[0];
  if (best?.exact && best.confidence >= 0.9) {
    problems.push(
      `${where}: "${text}" is itself Qur'an (${best.surah}:${best.ayah}); authored Arabic must not be a verse`,
    );
  }
}

// --- a substitution drill changes the human side of a phrase, never what it says about Allah ----------------
// Filling a slot after "إن الله" (what Allah loves, is with, rewards…) or in "من رحمة الله" makes a sentence
// shaped like a verse that no verse says, which a hafiz may mix into recitation.
const bareWord = (w: string) => w.replace(/[\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآ]/g, 'ا');
for (const s of catalog.itemsOf('substitution')) {
  const words = s.phrase.words.map((w) => bareWord(w.standard));
  const allah = words.findIndex((w, i) => /^(ف|و)?ان$/.test(words[i - 1] ?? '') && /^ل?الله$/.test(w));
  const divineAttribute = words.findIndex(
    (w, i) =>
      /^(الله|ربي|ربك|ربنا)$/.test(words[i + 1] ?? '') &&
      /^(ال)?(فضل|رحمة|روح|نصر)$/.test(w.replace(/^(من|ب|و)/, '')),
  );
  if (
    (allah >= 0 &&
      s.slot.toWord > allah + 1 &&
      !words.slice(allah + 1).some((w) => /^(معنا|معك|معكم|معها|معه)$/.test(w))) ||
    (divineAttribute >= 0 && s.slot.fromWord <= divineAttribute + 1 && s.slot.toWord >= divineAttribute + 1)
  ) {
    problems.push(
      `substitution ${s.itemId}: the slot sits on what the phrase says about Allah; put it on the human side (who speaks, to whom, what they ask)`,
    );
  }
}

// --- wisdom sentences are vowelled: صديقك من صدقك لا من صدقك cannot be read without its marks ----------------
// Every word carries a vowel mark and its last letter its ending (a long vowel letter needs none).
const VOWEL_MARK = /[\u064B-\u0652]/;
for (const w of catalog.authored.wisdom) {
  const bare = w.arabicText
    .split(/\s+/)
    .map((word) => word.replace(/[^\u0621-\u0652\u0670]/g, ''))
    .filter((word) => ARABIC.test(word));
  const unvowelled = bare.filter((word) => {
    if (!VOWEL_MARK.test(word)) return true;
    const ending = /([\u0621-\u064A])([\u064B-\u0652\u0670]*)$/.exec(word);
    return !!ending && !ending[2] && !'اىوي'.includes(ending[1]!);
  });
  if (unvowelled.length)
    problems.push(`wisdom ${w.id}: not fully vowelled (${unvowelled.map((u) => `"${u}"`).join(', ')})`);
}

// --- a slot covers every word that changes with it ----------------------------------------------------------
for (const s of catalog.itemsOf('substitution')) {
  const words = s.phrase.words.map((w) => w.standard);
  for (const filler of s.acceptedFillers) {
    const outside = agreementOutsideSlot(words, s.slot, filler);
    if (outside.length) {
      problems.push(
        `substitution ${s.itemId}: "${filler}" changes the person of the slot but not of ${outside.map((p) => `"${words[p - 1]}"`).join(', ')} outside it; widen the slot over every word that agrees`,
      );
      break;
    }
  }
}

// --- no drill makes a famous verse with one word changed ---------------------------------------------------
// A hafiz recites these daily; a sentence that is one of them with one word swapped (اكتب باسم ربك, إن مع العسر
// فرجا) is the kind of slip that carries back into recitation. Drill everyday phrases, never these.
const FAMOUS = (surah: number, ayah: number) =>
  surah === 1 || surah >= 93 || (surah === 2 && (ayah === 255 || ayah === 285 || ayah === 286));
for (const s of catalog.itemsOf('substitution')) {
  const ref = s.phrase.ref;
  if (!FAMOUS(ref.surah, ref.ayah)) continue;
  const words = s.phrase.words.map((w) => bareWord(w.standard));
  for (const filler of s.acceptedFillers) {
    const out = [
      ...words.slice(0, s.slot.fromWord - 1),
      ...cleanInput(filler).split(' ').map(bareWord),
      ...words.slice(s.slot.toWord),
    ];
    const changed = out.length === words.length ? out.filter((w, i) => w !== words[i]).length : -1;
    if (changed === 1) {
      problems.push(
        `substitution ${s.itemId}: "${filler}" makes ${ref.surah}:${ref.ayah}, a verse recited in daily prayer, with one word changed`,
      );
      break;
    }
  }
}

// --- nothing given away: no prompt shows its own answer before the learner answers -----------------------
for (const type of EXERCISE_TYPES) {
  for (const item of catalog.itemsOf(type)) {
    const shown = answerShownInPrompt(item);
    if (shown)
      problems.push(
        `${type} ${item.itemId}: the prompt shows its own answer ("${shown}") before the learner answers`,
      );
  }
}

// --- learner-facing texts in the interface languages (content/i18n; English is the fallback) ---------------
const translations = loadTranslations(process.env.CONTENT_DIR || undefined);
for (const issue of translations.issues) problems.push(issue);
type Text = [kind: TranslationKind, id: string, field: string, list?: boolean, key?: string];
const translated = (lang: (typeof UI_LANGUAGES)[number], [kind, id, field, list, key]: Text) =>
  key !== undefined
    ? translations.keyed(lang, kind, id, field, key)
    : list
      ? translations.list(lang, kind, id, field)
      : translations.text(lang, kind, id, field);
const texts: Text[] = [];
for (const p of catalog.authored.phrases) {
  texts.push(['phrases', p.id, 'lifeApplication']);
  if (p.usageNote) texts.push(['phrases', p.id, 'usageNote']);
  if (p.englishTranslation) texts.push(['phrases', p.id, 'englishTranslation']);
}
for (const s of catalog.authored.substitution)
  texts.push(['substitution', s.id, 'cueEnglish'], ['substitution', s.id, 'agreementNote']);
for (const c of catalog.authored.conversation)
  texts.push(['conversation', c.id, 'english'], ['conversation', c.id, 'task']);
for (const r of catalog.authored.roleplay)
  for (const f of ['setting', 'learnerRole', 'english', 'goal']) texts.push(['roleplay', r.id, f]);
for (const c of catalog.authored.comparison)
  texts.push(['comparison', c.id, 'question'], ['comparison', c.id, 'rubric', true]);
for (const w of catalog.authored.wisdom) {
  texts.push(['wisdom', w.id, 'englishGloss']);
  // Where a sentence comes from (a poet, a proverb, a maxim) is shown under it.
  if (w.source) texts.push(['wisdom', w.id, 'source']);
}
// Why each related verse fits, shown after an answer: one text per verse, keyed by its reference.
for (const w of catalog.authored.wisdom)
  for (const r of w.related) texts.push(['wisdom', w.id, 'reasons', false, surahAyahOf(r.ref)]);
for (const q of catalog.authored.themes)
  texts.push(['themes', q.id, 'themeEnglish'], ['themes', q.id, 'description']);
const wholeVerseMeanings: Text[] = catalog.authored.phrases
  .filter((p) => !p.englishTranslation)
  .map((p) => ['phrases', p.id, 'englishTranslation']);
const kinds = Object.keys(TRANSLATABLE) as TranslationKind[];
console.log('\nlearner-facing texts translated (English is the fallback for the rest):');
console.log(`  ${'language'.padEnd(10)}${kinds.map((k) => k.padStart(14)).join('')}${'all'.padStart(16)}`);
for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
  // The Arabic interface shows the other person's Arabic line without a gloss: nothing to translate there.
  const needed = [
    ...texts.filter(
      ([kind, , field]) =>
        !(lang === 'ar' && field === 'english' && (kind === 'conversation' || kind === 'roleplay')),
    ),
    // The corpus has no Arabic explanation of a whole verse: the Arabic interface shows an authored one.
    ...(lang === 'ar' ? wholeVerseMeanings : []),
  ];
  const cells = kinds.map((kind) => {
    const mine = needed.filter((t) => t[0] === kind);
    const done = mine.filter((t) => translated(lang, t)).length;
    return [done, mine.length] as const;
  });
  const done = cells.reduce((n, [d]) => n + d, 0);
  // A learner-facing text left in English in another interface language is a defect, not a fallback to live with:
  // that holds for every reason shown after a wisdom answer too, one text per related verse.
  for (const t of needed)
    if (!translated(lang, t))
      problems.push(`i18n/${lang}/${t[0]}.json ${t[1]} ${t[2]}${t[4] ? ` ${t[4]}` : ''}: not translated`);
  console.log(
    `  ${lang.padEnd(10)}${cells.map(([d, n]) => `${d}/${n}`.padStart(14)).join('')}${`${done}/${needed.length} ${Math.round((100 * done) / needed.length)}%`.padStart(16)}`,
  );
}

// Translations into Arabic are authored Arabic too: no verse typed by hand, and no task that says its answer.
const arabicWords = (text: string) => cleanInput(text).split(' ').filter(Boolean).map(foldWord);
const EVERYDAY_FORMULA = arabicWords('إن شاء الله').join(' ');
for (const kind of ['conversation', 'roleplay'] as const) {
  for (const item of catalog.itemsOf(kind)) {
    const fields =
      kind === 'conversation' ? ['task', 'english'] : ['setting', 'learnerRole', 'goal', 'english'];
    for (const field of fields) {
      const text = translations.text('ar', kind, item.itemId, field);
      if (!text) continue;
      const shown = arabicWords(text);
      for (const phrase of item.phrases) {
        const answer = arabicWords(phrase.standard);
        // Three words of the answer in a row give it away (and are Qur'an typed by hand); إن شاء الله is
        // everyday speech that a task may name.
        for (let i = 0; i + 3 <= answer.length; i++) {
          const run = answer.slice(i, i + 3);
          if (run.join(' ') === EVERYDAY_FORMULA) continue;
          if (shown.some((_, j) => run.every((w, k) => shown[j + k] === w))) {
            problems.push(
              `i18n/ar/${kind}.json ${item.itemId} ${field}: quotes its answer ("${run.join(' ')}")`,
            );
            break;
          }
        }
      }
    }
  }
}

// Why a verse fits a wisdom sentence, said in Arabic, explains the verse in the teacher's words: four words of the
// verse in a row are Qur'an typed by hand, and so are two separate runs of three (the verse with one word swapped).
const runsIn = (shown: string[], words: string[], size: number) => {
  const found: string[] = [];
  for (let i = 0; i + size <= words.length; i++) {
    const run = words.slice(i, i + size);
    if (shown.some((_, j) => run.every((w, k) => shown[j + k] === w))) found.push(run.join(' '));
  }
  return found;
};
for (const item of catalog.itemsOf('transformation')) {
  for (const verse of item.related) {
    const reason = translations.keyed('ar', 'wisdom', item.itemId, 'reasons', verse.surahAyah);
    if (!reason) continue;
    const shown = arabicWords(reason);
    const words = arabicWords(verse.standard);
    const four = runsIn(shown, words, 4);
    const threes = runsIn(shown, words, 3);
    const quoted = four[0] ?? (threes.length >= 2 ? threes.join(' … ') : undefined);
    if (quoted)
      problems.push(
        `i18n/ar/wisdom.json ${item.itemId} reasons ${verse.surahAyah}: quotes the verse ("${quoted}")`,
      );
  }
}

// The Arabic interface shows an Arabic explanation of a part-verse phrase as a completion's meaning line: it
// must not say the hidden words (nor the same word under a clitic or another ending).
for (const item of catalog.itemsOf('completion')) {
  const gloss = translations.text('ar', 'phrases', item.itemId, 'englishTranslation');
  if (!gloss) continue;
  const said = glossGivesAway(
    gloss,
    item.answerWords.map((w) => w.standard),
  );
  if (said.length)
    problems.push(
      `i18n/ar/phrases.json ${item.itemId} englishTranslation: the gloss says the hidden word ("${said.join('", "')}")`,
    );
}

// Surah names inside translated texts are in the language's own form (Şuarâ, 众诗人章), not the English
// transliteration; a surah the tables lack is named so that it is added.
const SURAH_REF = /(\d{1,3}):\d{1,3}\s*[（(]([^)）]+)[)）]/g;
for (const lang of SURAH_NAME_LANGUAGES) {
  for (const c of catalog.authored.comparison) {
    const texts = [
      translations.text(lang, 'comparison', c.id, 'question') ?? '',
      ...(translations.list(lang, 'comparison', c.id, 'rubric') ?? []),
    ];
    for (const text of texts)
      for (const [, surah, name] of text.matchAll(SURAH_REF)) {
        const own = surahNameIn(lang, Number(surah));
        if (name === surahNameOf(Number(surah)).transliteration && name !== own)
          problems.push(
            `i18n/${lang}/comparison.json ${c.id}: surah ${surah} is named "${name}"${own ? `, not "${own}"` : ' (add its name to surah-names.ts)'}`,
          );
      }
  }
}

// One register per language: Indonesian instructions address the learner as Anda (quoted speech and verse
// meanings keep their own address).
const INDONESIAN_INFORMAL = /\b(kamu|engkau)\b|\b\w+(?<!il|ta|te|ja|ra|ju)mu\b/i;
// A straight apostrophe is part of names (Ya'qub, Al-Qur'an), so it never opens a quotation.
const withoutQuotes = (text: string) => text.replace(/"[^"]*"|“[^”]*”|‘[^’]*’/g, '');
// Why a verse fits a wisdom sentence speaks to the learner too; a line a person in the verse says is quoted.
for (const w of catalog.authored.wisdom)
  for (const r of w.related) {
    const ref = surahAyahOf(r.ref);
    const reason = translations.keyed('id', 'wisdom', w.id, 'reasons', ref) ?? '';
    const informal = INDONESIAN_INFORMAL.exec(withoutQuotes(reason));
    if (informal)
      problems.push(
        `i18n/id/wisdom.json ${w.id} reasons ${ref}: "${informal[0]}" where the learner is addressed as Anda`,
      );
  }
for (const [kind, fields] of [
  ['conversation', ['task']],
  ['roleplay', ['setting', 'learnerRole', 'goal']],
  ['themes', ['themeEnglish', 'description']],
] as const) {
  const ids =
    kind === 'conversation'
      ? catalog.authored.conversation.map((c) => c.id)
      : kind === 'roleplay'
        ? catalog.authored.roleplay.map((r) => r.id)
        : catalog.authored.themes.map((q) => q.id);
  for (const id of ids)
    for (const field of fields) {
      const text = withoutQuotes(translations.text('id', kind, id, field) ?? '');
      const informal = INDONESIAN_INFORMAL.exec(text);
      if (informal)
        problems.push(
          `i18n/id/${kind}.json ${id} ${field}: "${informal[0]}" where the learner is addressed as Anda`,
        );
    }
}

// An Arabic cue describes the filler; it must not be the filler.
for (const s of catalog.itemsOf('substitution')) {
  const cue = translations.text('ar', 'substitution', s.itemId, 'cueEnglish');
  if (!cue) continue;
  const shown = arabicWords(cue);
  for (const filler of s.acceptedFillers) {
    const answer = arabicWords(filler);
    if (answer.length && shown.some((_, j) => answer.every((w, k) => shown[j + k] === w))) {
      problems.push(`i18n/ar/substitution.json ${s.itemId} cueEnglish: is its own answer ("${filler}")`);
    }
  }
}

// --- every exercise type has items -----------------------------------------------------------------------
for (const t of EXERCISE_TYPES) if (catalog.subjectIds(t).length === 0) short.push(`${t}: no items yet`);

console.log(
  `checked ${catalog.authored.files.length} files in ${Math.round(performance.now() - started)} ms (catalog ${Math.round(catalog.buildMs)} ms)`,
);
if (warnings.length) {
  console.log(`\nwarnings (${warnings.length}, not failing):`);
  for (const w of warnings) console.log(`  - ${w}`);
}
// --- scripted dialogues: every situation covered, every path 3–5 answers, everyday lines not verses -----------
{
  const dialogues = buildDialogues(catalog, process.env.CONTENT_DIR || undefined);
  for (const i of dialogues.issues) problems.push(`${i.file}${i.id ? ` ${i.id}` : ''}: ${i.message}`);
  console.log('dialogues:');
  count('dialogues', dialogues.dialogues.length, DIALOGUES_MIN);
  for (const [situation, n] of Object.entries(dialogueCounts(dialogues.dialogues)))
    count(`  ${situation}`, n, DIALOGUES_PER_SITUATION_MIN);
  const branching = dialogues.dialogues.filter(
    (d) =>
      d.pathTurns.min !== d.pathTurns.max ||
      d.turns.some((t) => t.reply && new Set(Object.values(t.reply.next)).size > 1),
  ).length;
  console.log(`  ${'dialogues that branch'.padEnd(34)} ${String(branching).padStart(5)}`);
  for (const d of dialogues.dialogues)
    for (const t of d.turns) {
      const lines: Array<[string, string]> = [[`${d.id} ${t.id} line`, t.say.ar]];
      for (const e of t.reply?.everyday ?? []) lines.push([`${d.id} ${t.id} everyday reply`, e.ar]);
      for (const [where, text] of lines) {
        if (text.trim().split(/\s+/).length < 4) continue;
        const best = identify(text, { limit: 1 }).candidates[0];
        if (best?.exact && best.confidence >= 0.9)
          problems.push(
            `${where}: "${text}" is itself Qur'an (${best.surah}:${best.ayah}); everyday Arabic must not be a verse`,
          );
      }
      for (const v of t.reply?.verses ?? []) checkSpan(`${d.id} ${t.id}`, v.span.ref, v.span.uthmani);
    }

  // --- the everyday reply beside the verse of conversation and role-play items --------------------------------
  const everyday = readEverydayReplies(catalog, process.env.CONTENT_DIR || undefined);
  for (const i of everyday.issues) problems.push(`${i.file}${i.id ? ` ${i.id}` : ''}: ${i.message}`);
  const withReplies = [...catalog.itemsOf('conversation'), ...catalog.itemsOf('roleplay')].filter(
    (item) => everyday.of(item.itemId).length > 0,
  );
  console.log(
    `  ${'items with an everyday reply'.padEnd(34)} ${String(withReplies.length).padStart(5)}  (of ${catalog.itemsOf('conversation').length + catalog.itemsOf('roleplay').length} conversation and role-play items)`,
  );

  // --- from recall to use, and the practical language around it ------------------------------------------------
  const answered = [...catalog.authored.conversation, ...catalog.authored.roleplay];
  const inUse = new Set(
    (['conversation', 'roleplay', 'substitution'] as const).flatMap((type) =>
      catalog.itemsOf(type).flatMap((item) => catalog.phraseIdsOf(item)),
    ),
  );
  console.log('use and practical items:');
  count('phrases put to use', inUse.size, MIN.phrasesInUse);
  console.log(
    `  ${'phrases only completed'.padEnd(34)} ${String(catalog.phrases.length - inUse.size).padStart(5)}  (of ${catalog.phrases.length})`,
  );
  const everydayOnly = answered.filter((item) => item.everydayOnly);
  count('everyday-only (practical) items', everydayOnly.length, MIN.everydayOnly);
  // An everyday-only line has no verse to judge against: its everyday reply is the answer.
  for (const item of everydayOnly)
    if (everyday.of(item.id).length === 0)
      problems.push(`${item.id}: asks only for everyday Arabic but content/everyday has no reply for it`);
  // Without its keys a free answer in other words than the authored reply could only be judged wrong.
  for (const item of everydayOnly)
    if (!everyday.keysOf(item.id))
      problems.push(`${item.id}: asks only for everyday Arabic but content/everyday names no keys for it`);
  for (const situation of DIALOGUE_SITUATIONS) {
    const items = answered.filter((item) => item.situation === situation);
    const practical = items.filter((item) => item.everydayOnly).length;
    const label = `  ${situation} (${practical} everyday-only)`;
    if ((PRACTICAL_SITUATIONS as readonly string[]).includes(situation))
      count(label, items.length, MIN.perPracticalSituation);
    else console.log(`  ${label.padEnd(34)} ${String(items.length).padStart(5)}`);
  }
  console.log(
    `  ${'  no situation named'.padEnd(34)} ${String(answered.filter((item) => !item.situation).length).padStart(5)}`,
  );

  for (const item of withReplies)
    for (const e of everyday.of(item.itemId)) {
      if (e.ar.trim().split(/\s+/).length < 4) continue;
      const best = identify(e.ar, { limit: 1 }).candidates[0];
      if (best?.exact && best.confidence >= 0.9)
        problems.push(`everyday ${item.itemId}: "${e.ar}" is itself Qur'an (${best.surah}:${best.ayah})`);
    }

  // --- units by purpose: 20–30, each with its phrases (easiest first), drills and dialogues --------------------
  const units = buildUnits(catalog, dialogues, process.env.CONTENT_DIR || undefined);
  for (const i of units.issues) problems.push(`${i.file}${i.id ? ` ${i.id}` : ''}: ${i.message}`);
  console.log('units:');
  count('units by purpose', units.units.length, UNITS.min);
  if (units.units.length > UNITS.max) problems.push(`units: ${units.units.length}, at most ${UNITS.max}`);
  for (const u of units.units)
    console.log(
      `  ${`${u.id} ${u.title.en}`.padEnd(34)} ${String(u.phraseIds.length + u.drills.length + u.dialogueIds.length).padStart(5)}  (${u.phraseIds.length} phrases, ${u.drills.length} drills, ${u.dialogueIds.length} dialogues)`,
    );
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
