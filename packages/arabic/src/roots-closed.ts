/*
 * Closed word classes for the root extractor (roots.ts), in standard spelling. A word of these classes is not
 * grouped under a root: a teacher does not root a particle, a pronoun or a foreign name, and an extractor that
 * tried would only invent one. Kept as data, as a light stemmer keeps its stop list.
 */

/** A list written as words separated by spaces and line breaks. */
const words = (text: string) => text.trim().split(/\s+/u);

/**
 * Particles, pronouns, demonstratives, relatives and question words: the word itself after its conjunction or
 * preposition, before any attached pronoun (عليهم is على + هم; the bases ending in ي are the forms that take
 * one: علي، إلي، لدي). The one-letter prepositions are bases too, for بهم، لكم، لي.
 */
const PARTICLES = words(`
من في ما لا إن أن على علي إلى إلي عن ثم قد لقد لم لن بل هل أو أم إذ إذا إذن حتى لو لولا لوما لكن
إنما أنما كأنما كأن ليت لعل سوف إلا ألا أما إما بلى لدى لدي مع إي يا أيها أيتها ها هذا هذه هذان
هاتين هذين هؤلاء ذلك ذلكم ذلكما ذلكن تلك تلكم تلكما أولئك أولاء ذا ذي ذو ذات ذوا ذواتا ذوات أولو
الذي التي الذين اللذان اللذين اللاتي اللائي اللتان هو هي هم هما هن أنا أنت أنتم أنتما
أنتن نحن إيا أي أين متى أيان كيف حيث لدن كم ماذا مهما هنا هنالك هناك ثمة لات ألم أئن أئنا أئذا أإذا
أإنا أأنت أأنتم كي لكي كيلا لئلا لئن إنا لكنا مما ممن عما عمن ب ل ك فيم إنني لمن لما أينما حيثما
ريثما أيما إلام فيما هاهنا ويل ويلك ويلكم ويلنا ويلتنا الآن آلآن
`);

/**
 * Adverbs and words of quantity that behave as particles (they take the prepositions and pronouns a particle
 * takes) but are nouns with a root: فوق، تحت، كل. Their few letters fall into no pattern. (كيف، حيث and لدن
 * stay with the particles: a teacher does not root them.)
 */
const ROOTED_CLOSED: Record<string, string> = {
  حين: 'حين',
  فوق: 'فوق',
  تحت: 'تحت',
  كل: 'كلل',
  كلما: 'كلل',
  أنى: 'ءني',
  // وراء "behind", its hamza on a ي before a kasra (ورائهم).
  وراء: 'وري',
  ورائ: 'وري',
  // أولي، أولات "those who have": the oblique and feminine of أولو, nouns of أ و ل.
  أولي: 'ءول',
  أولات: 'ءول',
};

/** Particles a preposition never comes before: بإذن is ب + إذن "permission", not the particle إذن. */
const NO_PREPOSITION = new Set(['إذن', 'إذا', 'إذ', 'قد', 'لقد', 'لم', 'لن', 'هل', 'بل', 'ثم', 'سوف', 'ليت']);

/** Pronouns that attach to a particle: عليهم، إليك، إنني. */
const ATTACHED = ['', 'ه', 'ها', 'هم', 'هما', 'هن', 'ك', 'كم', 'كما', 'كن', 'ي', 'ني', 'نا'];

/**
 * Conjunctions, prepositions and the question alef that come before a closed-class word. The question alef
 * alone is left out: with a particle after it, it spells nouns too (أهل، أمن، ألم); ألم is a base instead.
 */
const BEFORE = ['', 'و', 'ف', 'أو', 'أف', 'ب', 'ل', 'ك', 'وب', 'فب', 'ول', 'فل', 'وك', 'فك', 'أفب'];

/** The disconnected letters that open some surahs: spelt-out letter names, not words. */
const OPENING_LETTERS = words(`
الم الر المر المص كهيعص طه طسم طس يس ص ق ن حم عسق
`);

/**
 * Names of non-Arabic origin in the Qur'an (people, places, scriptures): a teacher gives them no root, and the
 * letters of a borrowed name fall into Arabic patterns by chance (موسى would look like مفعل of و س ي).
 */
const FOREIGN_NAMES = words(`
موسى عيسى إبراهيم إسماعيل إسحاق يعقوب يوسف هارون داود سليمان أيوب يونس زكريا يحيى إلياس إلياسين
إدريس اليسع لوط نوح مريم عمران فرعون هامان قارون جالوت طالوت إسرائيل جبريل ميكال هاروت ماروت يأجوج
مأجوج بابل مدين لقمان جهنم الإنجيل إنجيل التوراة سيناء سينين إرم عزير آدم ثمود شعيب محمد رمضان
عرفات سقر التابوت اليهود المروة الأيكة أيكة
`);

/** Words whose root no pattern shows: the name of God, from أ ل ه through its contracted article. */
const IRREGULAR: Record<string, string> = {
  // كاد "was about to", of ك و د (كِدْت), not كيد "to plot" (يكيدون، كيدهم).
  كاد: 'كود',
  كادت: 'كود',
  كادوا: 'كود',
  يكاد: 'كود',
  تكاد: 'كود',
  يكادون: 'كود',
  أكاد: 'كود',
  كدت: 'كود',
  // هادوا "became Jews" (الذين هادوا), of ه و د, not هدى "to guide".
  هادوا: 'هود',
  الله: 'ءله',
  لله: 'ءله',
  اللهم: 'ءله',
  آلله: 'ءله',
  // بسم: the ا of اسم (س م و) is not written after ب in the basmala.
  بسم: 'سمو',
};

/**
 * Stems (as roots-patterns.ts spells them out, آ as ءا) whose root no regular pattern gives: آية is فَعَلة of
 * أ ي ي with its middle ي turned to ā, which the patterns would read as أ و ي or أ ي ي alike.
 */
export const IRREGULAR_STEMS: ReadonlyMap<string, string> = new Map([
  ['ءاي', 'ءيي'],
  // اسم: a two-letter noun of س م و with a joining alef.
  ['اسم', 'سمو'],
  // نبيّ: the hamza of ن ب أ softened into the doubled ي.
  ['نبيي', 'نبء'],
  ['أنبياء', 'نبء'],
  // The nouns that lost their last radical, which the dual, the plural or the five nouns' long vowel bring
  // back: أب، أبوك، آباء (أ ب و); أخ، أخت، إخوة (أ خ و); يد، أيدي، يداه (ي د ي).
  ['أب', 'ءبو'],
  ['ءاباء', 'ءبو'],
  ['أخ', 'ءخو'],
  ['أخت', 'ءخو'],
  ['إخو', 'ءخو'],
  ['يد', 'يدي'],
  ['أيدي', 'يدي'],
  // أَوَّل "first", its doubled و spelt out: أفعل of و ل ل would be أَوْلَل.
  ['أوول', 'ءول'],
  // ذُرِّيَّة "offspring", of ذ ر ر; هُزُوًا, the Hafs reading of هُزُؤًا.
  ['ذرريي', 'ذرر'],
  ['هزو', 'هزء'],
  ['هزوا', 'هزء'],
  ['نبوو', 'نبء'],
  // ابن، ابنة، بني، بنات: nouns of ب ن ي that lost the ي (بين would take them otherwise).
  ['ابن', 'بني'],
  ['ابنت', 'بني'],
  ['بني', 'بني'],
  // ناس، الناس: أُناس with its hamza dropped, of ن و س.
  ['ناس', 'نوس'],
  // إله (إلٰه, its ā a dagger alef): فِعال of أ ل ه, which the patterns would also read as أ ل و.
  ['إلاه', 'ءله'],
  // ماء: its ه (مياه، موّه) turned to a hamza after ā.
  ['ماء', 'موه'],
  // امرؤ، امرئ، امرأة: a man, a woman, of م ر أ with a joining alef; أمّهات, the plural of أمّ with an added ه.
  ['امرؤ', 'مرء'],
  ['امرئ', 'مرء'],
  ['امرأ', 'مرء'],
  ['أممه', 'ءمم'],
  // مائة، مائتين: a hundred, of م أ ي, written with an ا that is not read.
  ['مائ', 'مءي'],
  // سنة، سنين، سنون: a year, of س ن و that lost its و (سنوات); سُنّة is سنن with its shadda spelt out.
  ['سن', 'سنو'],
]);

/** The three verbs whose imperative drops the first radical hamza: كُلْ، خُذْ، مُرْ (كلوا، خذوه، وأمر is أ م ر). */
export const HAMZA_DROPPING_IMPERATIVES: ReadonlyMap<string, string> = new Map([
  ['كل', 'ءكل'],
  ['خذ', 'ءخذ'],
  ['مر', 'ءمر'],
]);

/**
 * The four-letter roots of the Qur'an's words. A four-letter root is rare enough to be listed, and reading every
 * word as four radicals would find one in most words by chance; a repeated pair (زلزل، وسوس، دمدم) is the
 * commonest kind.
 */
export const QUADRILITERALS: ReadonlySet<string> = new Set(
  words(`
زلزل وسوس دمدم زحزح كبكب حصحص عسعس صرصر صلصل سلسل صفصف رفرف هدهد ذبذب لءلء برهن بعثر قشعر
كوكب سنبل خنزر قنطر زخرف سربل قسطس قرطس عنكب سرمد خردل حنجر قمطر قطمر عرجن عبقر ضفدع شرذم سردق
زمهر درهم خرطم هيمن
`),
);

/**
 * Letter sequences the patterns produce that are not roots: a form VIII ت standing for a first radical و or ء
 * (تقوى، اتقى، تقاة are و ق ي; اتخذ is أ خ ذ; تراث is و ر ث; متكئ is و ك أ), taken for a radical ت.
 */
const NOT_ROOTS: ReadonlyMap<string, string> = new Map([
  ['تقي', 'وقي'],
  ['تقو', 'وقي'],
  ['تخذ', 'ءخذ'],
  ['ترث', 'ورث'],
  ['تكء', 'وكء'],
  // A perfect stem with its ت taken for a radical (وجدتم، أردتم، كانتا، وعدتنا), and الميتة, اثنتين.
  ['جدت', 'وجد'],
  ['ردت', 'رود'],
  ['كنت', 'كون'],
  ['عدت', 'وعد'],
  ['ميت', 'موت'],
  ['ثنت', 'ثني'],
  // The imperfect of رأى before ن (ترون، نرينك): its hamza is never written.
  ['رون', 'رءي'],
]);

/**
 * Roots that end in two و are written with ي last (قوة، هوى are ق و ي، ه و ي), and so are roots whose middle
 * radical is ي and last و (الحيوٰة is ح ي ي).
 */
export const notRoot = (root: string) =>
  NOT_ROOTS.get(root) ??
  ((root[1] === 'و' || root[1] === 'ي') && root[2] === 'و' ? `${root[0]}${root[1]}ي` : root);

const particles = new Set(PARTICLES);
const names = new Set(FOREIGN_NAMES);

/**
 * Whether the word is a closed-class word with no root (`'none'`), an irregular word with a known root (its
 * three letters), or neither (undefined: the patterns decide).
 */
export function closedClassRoot(word: string): 'none' | string | undefined {
  if (OPENING_LETTERS.includes(word)) return 'none';
  // The oath ت (تالله) comes before the name of God only.
  if (word.startsWith('ت') && IRREGULAR[word.slice(1)]) return IRREGULAR[word.slice(1)];
  for (const before of BEFORE) {
    if (!word.startsWith(before)) continue;
    const rest = word.slice(before.length);
    if (!rest) continue;
    const irregular = IRREGULAR[rest];
    if (irregular) return irregular;
    // A name in the accusative takes the tanween's ا (نوحًا، لوطًا، شعيبًا).
    if (names.has(rest) || (rest.endsWith('ا') && names.has(rest.slice(0, -1)))) return 'none';
    const preposition = before.endsWith('ب') || before.endsWith('ل') || before.endsWith('ك');
    for (const after of ATTACHED) {
      if (after && !rest.endsWith(after)) continue;
      const base = rest.slice(0, rest.length - after.length);
      if (preposition && NO_PREPOSITION.has(base)) continue;
      // كلي is the imperative of أ ك ل ("eat"), not كل with my.
      const rooted = ROOTED_CLOSED[base];
      if (rooted && !(base === 'كل' && after === 'ي')) return rooted;
      // A one-letter preposition is a word only with a possessive pronoun (به، لكم، لي; not ني), and ك takes
      // none (كنا is the verb كان).
      if (particles.has(base) && (base.length > 1 || (after && after !== 'ني' && base !== 'ك')))
        return 'none';
      // عنّا، منّي: the particle's ن and the pronoun's are written once.
      if (after.startsWith('ن') && particles.has(`${base}ن`) && base.length > 0) return 'none';
    }
  }
  return undefined;
}
