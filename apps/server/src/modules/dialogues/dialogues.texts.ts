import type { DialogueOutcome, UiLanguage } from '@lisan/contract';

/** What the learner is told after a turn, before the judge's own feedback, in the interface language. */
const TEXTS: Record<UiLanguage, Record<DialogueOutcome, string>> = {
  en: {
    verse: 'Well said: the verse fits the moment.',
    everyday: 'That is good Arabic, and the right reply. Now say it with a verse:',
    retry: 'Not yet: answer with one of the verses that fit this moment.',
  },
  ar: {
    verse: 'أحسنت: الآية تناسب الموقف.',
    everyday: 'هذه عربية سليمة، والرد مناسب. والآن قلها بآية:',
    retry: 'ليس بعد: أجب بآية من الآيات التي تناسب هذا الموقف.',
  },
  id: {
    verse: 'Bagus: ayatnya cocok dengan situasinya.',
    everyday: 'Itu bahasa Arab yang baik dan jawaban yang tepat. Sekarang katakan dengan ayat:',
    retry: 'Belum: jawablah dengan salah satu ayat yang cocok untuk situasi ini.',
  },
  tr: {
    verse: 'Güzel söyledin: ayet bu ana uyuyor.',
    everyday: 'Bu doğru bir Arapça ve yerinde bir cevap. Şimdi bir ayetle söyle:',
    retry: 'Henüz değil: bu ana uyan ayetlerden biriyle cevap ver.',
  },
  zh: {
    verse: '说得好：这节经文很贴切。',
    everyday: '这是地道的阿拉伯语，回答也得体。现在请用一节经文来说：',
    retry: '还不对：请用适合此情此景的经文回答。',
  },
  sw: {
    verse: 'Umesema vizuri: aya inafaa wakati huu.',
    everyday: 'Huo ni Kiarabu kizuri, na jibu linafaa. Sasa sema kwa aya:',
    retry: 'Bado: jibu kwa moja ya aya zinazofaa wakati huu.',
  },
};

export function outcomeText(language: UiLanguage, outcome: DialogueOutcome): string {
  return TEXTS[language][outcome];
}
