import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@lisan/contract';

/**
 * The daily reminder in the interface language the learner set it in. The push notification shows `title` and
 * `body`; the e-mail adds a greeting, the link to today's practice on a line of its own (left to right in Arabic,
 * so every mail client makes it clickable) and where to change the reminder.
 */
interface ReminderText {
  title: string;
  body: string;
  greeting: (name: string) => string;
  change: string;
}

const LRM = '\u200E';

const TEXTS: Record<UiLanguage, ReminderText> = {
  en: {
    title: 'Your daily Lisan practice',
    body: "You have not reached today's practice goal yet. A few minutes now keeps your streak going.",
    greeting: (name) => `Assalamu alaikum ${name},`,
    change: 'You can change or turn off this reminder on your profile:',
  },
  ar: {
    title: 'تمرينك اليومي في لسان',
    body: 'لم تبلغ هدف تمرين اليوم بعد. دقائق قليلة الآن تحفظ سلسلة أيامك.',
    greeting: (name) => `السلام عليكم يا ${name}،`,
    change: 'يمكنك تغيير هذا التذكير أو إيقافه من صفحة ملفك الشخصي:',
  },
  id: {
    title: 'Latihan harian Lisan Anda',
    body: 'Anda belum mencapai target latihan hari ini. Beberapa menit sekarang menjaga rangkaian hari Anda.',
    greeting: (name) => `Assalamu'alaikum ${name},`,
    change: 'Anda dapat mengubah atau mematikan pengingat ini di profil Anda:',
  },
  tr: {
    title: 'Günlük Lisan alıştırmanız',
    body: 'Bugünkü alıştırma hedefinize henüz ulaşmadınız. Şimdi birkaç dakika, serinizi sürdürür.',
    greeting: (name) => `Esselâmü aleyküm ${name},`,
    change: 'Bu hatırlatıcıyı profilinizden değiştirebilir veya kapatabilirsiniz:',
  },
  zh: {
    title: '您今天的 Lisan 练习',
    body: '您还没有完成今天的练习目标。现在花几分钟，就能保持连续学习的天数。',
    greeting: (name) => `${name}，愿主赐您平安：`,
    change: '您可以在个人资料页更改或关闭此提醒：',
  },
  sw: {
    title: 'Mazoezi yako ya kila siku ya Lisan',
    body: 'Bado hujafikia lengo la mazoezi la leo. Dakika chache sasa zinadumisha mfululizo wa siku zako.',
    greeting: (name) => `Assalamu alaikum ${name},`,
    change: 'Unaweza kubadilisha au kuzima kikumbusho hiki kwenye wasifu wako:',
  },
};

export function reminderText(language: string): ReminderText {
  return TEXTS[isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE];
}

export function reminderMail(language: string, name: string, practiceUrl: string, profileUrl: string) {
  const text = reminderText(language);
  const link = (url: string) => (language === 'ar' ? `${LRM}${url}` : url);
  return {
    subject: text.title,
    text: `${text.greeting(name)}\n\n${text.body}\n\n${link(practiceUrl)}\n\n${text.change} ${link(profileUrl)}\n`,
  };
}
