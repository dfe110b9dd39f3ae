import type { VerseRef } from '@lisan/contract';

/*
 * Authored inputs of the evaluation items. Qur'anic text is never written here: verses are named by reference
 * and taken from the corpus by items.ts. The Arabic below is everyday Arabic (fillers, lines said to the learner,
 * key words, wisdom sentences), which authors write by hand, as the content guide says.
 */

export interface SubstitutionFixture {
  id: string;
  ref: VerseRef;
  slot: { fromWord: number; toWord: number };
  cueEnglish: string;
  acceptedFillers: string[];
  agreementNote: string;
  /** A filler of the wrong form for this cue (for must-reject cases). */
  wrongFiller: string;
}

export const SUBSTITUTION: SubstitutionFixture[] = [
  {
    id: 'sub-hasbi',
    ref: { surah: 3, ayah: 173, fromWord: 14, toWord: 17 },
    slot: { fromWord: 1, toWord: 1 },
    cueEnglish: 'Sufficient for me (one person speaking)',
    acceptedFillers: ['حسبي'],
    agreementNote: 'one speaker: the ending is ـي (my), not ـنا (our).',
    wrongFiller: 'حسبك',
  },
  {
    id: 'sub-hasbuka',
    ref: { surah: 3, ayah: 173, fromWord: 14, toWord: 17 },
    slot: { fromWord: 1, toWord: 1 },
    cueEnglish: 'Sufficient for you (said to one man)',
    acceptedFillers: ['حسبك'],
    agreementNote: 'to one man: the ending is ـكَ (your).',
    wrongFiller: 'حسبكم',
  },
  {
    id: 'sub-sadiqin',
    ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
    slot: { fromWord: 4, toWord: 4 },
    cueEnglish: 'the truthful',
    acceptedFillers: ['الصادقين'],
    agreementNote: 'after مع the plural ends in ـين.',
    wrongFiller: 'الصادقون',
  },
  {
    id: 'sub-sabran',
    ref: { surah: 20, ayah: 114, fromWord: 15, toWord: 17 },
    slot: { fromWord: 3, toWord: 3 },
    cueEnglish: 'patience',
    acceptedFillers: ['صبرا'],
    agreementNote: 'the object takes tanween fath: صبرا.',
    wrongFiller: 'صبر',
  },
  {
    id: 'sub-fahman',
    ref: { surah: 20, ayah: 114, fromWord: 15, toWord: 17 },
    slot: { fromWord: 3, toWord: 3 },
    cueEnglish: 'understanding',
    acceptedFillers: ['فهما', 'فقها'],
    agreementNote: 'the object takes tanween fath: فهما.',
    wrongFiller: 'مالا',
  },
  {
    id: 'sub-ihsan',
    ref: { surah: 55, ayah: 60 },
    slot: { fromWord: 3, toWord: 3 },
    cueEnglish: 'Is the reward of patience anything but goodness?',
    acceptedFillers: ['الصبر'],
    agreementNote: 'after جزاء the noun is definite: الصبر.',
    wrongFiller: 'صبرا',
  },
];

export interface ConversationFixture {
  id: string;
  type: 'conversation' | 'roleplay';
  line: { arabic: string; english: string };
  task: string;
  phrases: VerseRef[];
  keyWords: string[];
  /** Everyday Arabic that uses a key word but no listed phrase. */
  keywordReply: string;
  /** One word of the first phrase changed in person or pronoun, as conversation needs: [word number, from, to]. */
  adaptation?: [number, string, string];
  setting?: string;
  learnerRole?: string;
  goal?: string;
}

export const CONVERSATION: ConversationFixture[] = [
  {
    id: 'conv-tired',
    type: 'conversation',
    line: {
      arabic: 'أنا متعب جدا، العمل صعب هذه الأيام.',
      english: 'I am very tired; work is hard these days.',
    },
    task: 'Encourage your friend that ease comes with hardship.',
    phrases: [
      { surah: 94, ayah: 6 },
      { surah: 94, ayah: 5 },
    ],
    keyWords: ['يسرا', 'العسر'],
    keywordReply: 'أرجو لك يسرا قريبا',
  },
  {
    id: 'conv-wronged',
    type: 'conversation',
    line: {
      arabic: 'لقد ظلمني زميلي في العمل ولا أستطيع أن أفعل شيئا.',
      english: 'My colleague wronged me at work and I can do nothing.',
    },
    task: 'Say that God is enough for you and the best to rely on.',
    phrases: [{ surah: 3, ayah: 173, fromWord: 14, toWord: 17 }],
    keyWords: ['الوكيل', 'حسب'],
    keywordReply: 'توكل على الوكيل',
    adaptation: [1, 'نا', 'ي'],
  },
  {
    id: 'conv-gift',
    type: 'conversation',
    line: { arabic: 'ما شاء الله، بيتك الجديد جميل!', english: 'Your new house is beautiful!' },
    task: 'Answer modestly that it is from the favour of your Lord.',
    phrases: [{ surah: 27, ayah: 40, fromWord: 20, toWord: 23 }],
    keyWords: ['فضل'],
    keywordReply: 'كله فضل من عند الرحيم',
    adaptation: [4, 'ي', 'نا'],
  },
  {
    id: 'conv-travel',
    type: 'conversation',
    line: {
      arabic: 'ركبنا السيارة، هيا نبدأ السفر.',
      english: 'We are in the car; let us start the journey.',
    },
    task: 'Say the words of thanks for the means of travel.',
    phrases: [{ surah: 43, ayah: 13, fromWord: 12, toWord: 20 }],
    keyWords: ['سبحان', 'سخر'],
    keywordReply: 'سبحان ربي على هذه النعمة',
  },
  {
    id: 'role-lostjob',
    type: 'roleplay',
    setting: 'A friend has just lost his job.',
    learnerRole: 'a supportive friend',
    line: {
      arabic: 'فقدت عملي اليوم ولا أعرف ماذا أفعل.',
      english: 'I lost my job today and I do not know what to do.',
    },
    task: 'Comfort him with hope.',
    goal: 'Give him hope and remind him to rely on God.',
    phrases: [
      { surah: 65, ayah: 3, fromWord: 6, toWord: 11 },
      { surah: 94, ayah: 6 },
    ],
    keyWords: ['يتوكل', 'حسبه', 'يسرا'],
    keywordReply: 'من يتوكل ينجح إن شاء الله',
  },
  {
    id: 'role-thanks',
    type: 'roleplay',
    setting: 'A neighbour thanks you for helping him move house.',
    learnerRole: 'the helpful neighbour',
    line: {
      arabic: 'جزاك الله خيرا على مساعدتك يا جاري.',
      english: 'May God reward you for your help, neighbour.',
    },
    task: 'Answer humbly that goodness deserves goodness.',
    goal: 'Reply humbly and return the kindness.',
    phrases: [{ surah: 55, ayah: 60 }],
    keyWords: ['الإحسان'],
    keywordReply: 'أنت أهل الإحسان يا جاري',
  },
  {
    id: 'role-exam',
    type: 'roleplay',
    setting: 'Your child failed an exam and is upset.',
    learnerRole: 'a parent',
    line: { arabic: 'رسبت في الامتحان يا أبي، أنا حزين.', english: 'I failed the exam, father; I am sad.' },
    task: 'Encourage your child.',
    goal: 'Encourage the child that God asks no more than one can bear.',
    phrases: [
      { surah: 2, ayah: 286, fromWord: 1, toWord: 6 },
      { surah: 94, ayah: 6 },
    ],
    keyWords: ['وسعها', 'يسرا'],
    keywordReply: 'كل شيء بوسعها يا بني',
  },
];

export interface WisdomFixture {
  id: string;
  arabicText: string;
  englishGloss: string;
  related: Array<{ ref: VerseRef; relation: 'close' | 'opposite'; reason: string }>;
}

export const WISDOM: WisdomFixture[] = [
  {
    id: 'wis-striving',
    arabicText: 'من جد وجد',
    englishGloss: 'Whoever strives, finds.',
    related: [
      { ref: { surah: 53, ayah: 39 }, relation: 'close', reason: 'A person has only what he strives for.' },
      { ref: { surah: 29, ayah: 69 }, relation: 'close', reason: 'Those who strive are guided to the ways.' },
    ],
  },
  {
    id: 'wis-patience',
    arabicText: 'الصبر مفتاح الفرج',
    englishGloss: 'Patience is the key to relief.',
    related: [
      { ref: { surah: 94, ayah: 5 }, relation: 'close', reason: 'With hardship comes ease.' },
      { ref: { surah: 94, ayah: 6 }, relation: 'close', reason: 'With hardship comes ease.' },
      {
        ref: { surah: 2, ayah: 153 },
        relation: 'close',
        reason: 'Seek help through patience; God is with the patient.',
      },
    ],
  },
  {
    id: 'wis-knowledge',
    arabicText: 'العلم نور والجهل ظلام',
    englishGloss: 'Knowledge is light and ignorance is darkness.',
    related: [
      {
        ref: { surah: 39, ayah: 9, fromWord: 13, toWord: 24 },
        relation: 'close',
        reason: 'Those who know and those who do not are not equal.',
      },
      {
        ref: { surah: 58, ayah: 11, fromWord: 18, toWord: 26 },
        relation: 'close',
        reason: 'God raises those given knowledge in degrees.',
      },
    ],
  },
  {
    id: 'wis-deeds',
    arabicText: 'كما تدين تدان',
    englishGloss: 'As you treat others, you will be treated.',
    related: [
      { ref: { surah: 99, ayah: 7 }, relation: 'close', reason: 'Every atom of good is seen.' },
      { ref: { surah: 99, ayah: 8 }, relation: 'close', reason: 'Every atom of evil is seen.' },
      { ref: { surah: 55, ayah: 60 }, relation: 'close', reason: 'Goodness is rewarded with goodness.' },
    ],
  },
  {
    id: 'wis-despair',
    arabicText: 'لا أمل في الغد',
    englishGloss: 'There is no hope in tomorrow.',
    related: [
      { ref: { surah: 39, ayah: 53 }, relation: 'opposite', reason: 'Do not despair of the mercy of God.' },
      {
        ref: { surah: 12, ayah: 87 },
        relation: 'opposite',
        reason: 'Only the disbelievers despair of the relief of God.',
      },
    ],
  },
];

export interface ThemeFixture {
  id: string;
  theme: string;
  themeEnglish: string;
  description: string;
  verses: VerseRef[];
}

export const THEMES: ThemeFixture[] = [
  {
    id: 'theme-patience',
    theme: 'الصبر',
    themeEnglish: 'Patience',
    description: 'Verses about patience in hardship.',
    verses: [
      { surah: 2, ayah: 153 },
      { surah: 2, ayah: 155 },
      { surah: 3, ayah: 200 },
      { surah: 39, ayah: 10 },
      { surah: 103, ayah: 3 },
    ],
  },
  {
    id: 'theme-gratitude',
    theme: 'الشكر',
    themeEnglish: 'Gratitude',
    description: 'Verses about thanking God for His favours.',
    verses: [
      { surah: 14, ayah: 7 },
      { surah: 2, ayah: 152 },
      { surah: 31, ayah: 12 },
      { surah: 16, ayah: 18 },
      { surah: 27, ayah: 40 },
    ],
  },
  {
    id: 'theme-mercy',
    theme: 'الرحمة',
    themeEnglish: 'Mercy',
    description: 'Verses about the mercy of God.',
    verses: [
      { surah: 39, ayah: 53 },
      { surah: 7, ayah: 156 },
      { surah: 21, ayah: 107 },
      { surah: 6, ayah: 54 },
      { surah: 12, ayah: 87 },
    ],
  },
];

/** Verses of the best-known kind, practised as completion items besides a seeded sample of the corpus. */
export const COMPLETION_REFS: VerseRef[] = [
  { surah: 94, ayah: 6 },
  { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
  { surah: 3, ayah: 173, fromWord: 14, toWord: 17 },
  { surah: 20, ayah: 114, fromWord: 14, toWord: 17 },
  { surah: 2, ayah: 286, fromWord: 1, toWord: 6 },
  { surah: 65, ayah: 3, fromWord: 6, toWord: 11 },
  { surah: 1, ayah: 2 },
  { surah: 1, ayah: 5 },
  { surah: 112, ayah: 1 },
  { surah: 2, ayah: 255, fromWord: 1, toWord: 10 },
  { surah: 2, ayah: 201 },
  { surah: 39, ayah: 53 },
  { surah: 3, ayah: 200 },
  { surah: 14, ayah: 7 },
];
