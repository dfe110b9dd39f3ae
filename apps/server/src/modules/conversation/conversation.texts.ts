import type { UiLanguage } from '@lisan/contract';

interface Texts {
  notConfigured: string;
  unavailable: string;
  limitReached: string;
  misquote: (ref: string) => string;
  quoted: (refs: string) => string;
  ownWords: string;
}

/** What the learner is told about a line of a free conversation, in the interface language. */
export const CONVERSATION_TEXTS: Record<UiLanguage, Texts> = {
  en: {
    notConfigured:
      'Free conversation needs an AI model, and none is configured on this server. The scripted dialogues work without one.',
    unavailable: 'The AI service did not answer. Please try again in a moment.',
    limitReached: "You have used today's AI answers on your plan. The scripted dialogues are always open.",
    misquote: (ref) => `That is close to ${ref}, but not word for word. The verse says:`,
    quoted: (refs) => `Well quoted: ${refs}.`,
    ownWords: 'Understood. Try to answer with a verse next time.',
  },
  ar: {
    notConfigured:
      'المحادثة الحرة تحتاج إلى نموذج ذكاء اصطناعي، ولم يُضبط نموذج على هذا الخادم. الحوارات المكتوبة تعمل بدونه.',
    unavailable: 'لم تُجب خدمة الذكاء الاصطناعي. حاول مرة أخرى بعد قليل.',
    limitReached: 'استهلكت إجابات الذكاء الاصطناعي لليوم في خطتك. الحوارات المكتوبة متاحة دائما.',
    misquote: (ref) => `هذا قريب من ${ref}، لكنه ليس بلفظه. الآية تقول:`,
    quoted: (refs) => `أحسنت الاقتباس: ${refs}.`,
    ownWords: 'فُهم كلامك. حاول أن تجيب بآية في المرة القادمة.',
  },
  id: {
    notConfigured:
      'Percakapan bebas memerlukan model AI, dan tidak ada yang diatur di server ini. Dialog yang tertulis tetap berjalan tanpanya.',
    unavailable: 'Layanan AI tidak menjawab. Silakan coba lagi sebentar lagi.',
    limitReached: 'Jawaban AI hari ini dalam paketmu sudah habis. Dialog yang tertulis selalu terbuka.',
    misquote: (ref) => `Itu mirip dengan ${ref}, tetapi tidak kata demi kata. Ayatnya berbunyi:`,
    quoted: (refs) => `Kutipan yang tepat: ${refs}.`,
    ownWords: 'Dipahami. Cobalah menjawab dengan ayat lain kali.',
  },
  tr: {
    notConfigured:
      'Serbest sohbet bir yapay zekâ modeli gerektirir ve bu sunucuda ayarlı bir model yok. Yazılı diyaloglar onsuz da çalışır.',
    unavailable: 'Yapay zekâ hizmeti cevap vermedi. Lütfen birazdan tekrar deneyin.',
    limitReached: 'Planındaki bugünkü yapay zekâ cevaplarını kullandın. Yazılı diyaloglar her zaman açık.',
    misquote: (ref) => `Bu ${ref} ayetine yakın, ama kelimesi kelimesine değil. Ayet şöyle der:`,
    quoted: (refs) => `Doğru alıntı: ${refs}.`,
    ownWords: 'Anlaşıldı. Bir dahaki sefere bir ayetle cevap vermeyi dene.',
  },
  zh: {
    notConfigured: '自由对话需要人工智能模型，而此服务器未配置模型。编写好的对话无需模型即可使用。',
    unavailable: '人工智能服务没有回应。请稍后再试。',
    limitReached: '你的套餐今天的人工智能回答已用完。编写好的对话始终开放。',
    misquote: (ref) => `这与 ${ref} 相近，但不是逐字引用。经文原文是：`,
    quoted: (refs) => `引用准确：${refs}。`,
    ownWords: '明白了。下次试着用一节经文来回答。',
  },
  sw: {
    notConfigured:
      'Mazungumzo huru yanahitaji modeli ya AI, na hakuna iliyowekwa kwenye seva hii. Mazungumzo yaliyoandikwa yanafanya kazi bila hiyo.',
    unavailable: 'Huduma ya AI haikujibu. Tafadhali jaribu tena baada ya muda mfupi.',
    limitReached:
      'Umetumia majibu ya AI ya leo kwenye mpango wako. Mazungumzo yaliyoandikwa yako wazi kila wakati.',
    misquote: (ref) => `Hiyo inakaribia ${ref}, lakini si neno kwa neno. Aya inasema:`,
    quoted: (refs) => `Umenukuu vizuri: ${refs}.`,
    ownWords: 'Imeeleweka. Jaribu kujibu kwa aya wakati ujao.',
  },
};
