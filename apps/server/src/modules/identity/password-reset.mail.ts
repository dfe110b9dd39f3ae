import { PASSWORD_RESET_TTL_MINUTES, type UiLanguage } from '@lisan/contract';

/**
 * The reset e-mail in the interface language the learner asked from: someone who reads the site in Arabic gets
 * the message in Arabic. Plain text, the link on a line of its own (and, in Arabic, left to right) so every mail
 * client makes it clickable.
 */
interface ResetMail {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  expiry: (minutes: string) => string;
}

const LRM = '\u200E';

const MAILS: Record<UiLanguage, ResetMail> = {
  en: {
    subject: 'Reset your Lisan password',
    greeting: (name) => `Assalamu alaikum ${name},`,
    body: 'Someone (hopefully you) asked to reset the password of your Lisan account. Open this link to choose a new one:',
    expiry: (m) =>
      `The link works once and expires in ${m} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور لسان',
    greeting: (name) => `السلام عليكم يا ${name}،`,
    body: 'طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة مرور حسابك في لسان. افتح هذا الرابط لتختار كلمة مرور جديدة:',
    expiry: (m) =>
      `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${m} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
  },
  id: {
    subject: 'Atur ulang kata sandi Lisan Anda',
    greeting: (name) => `Assalamu'alaikum ${name},`,
    body: 'Seseorang (semoga Anda sendiri) meminta untuk mengatur ulang kata sandi akun Lisan Anda. Buka tautan ini untuk memilih kata sandi baru:',
    expiry: (m) =>
      `Tautan ini hanya bisa dipakai sekali dan kedaluwarsa dalam ${m} menit. Jika Anda tidak memintanya, abaikan pesan ini: kata sandi Anda tetap seperti semula.`,
  },
  tr: {
    subject: 'Lisan şifrenizi sıfırlayın',
    greeting: (name) => `Esselâmü aleyküm ${name},`,
    body: 'Birisi (umarız sizsiniz) Lisan hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre seçmek için bu bağlantıyı açın:',
    expiry: (m) =>
      `Bağlantı yalnızca bir kez çalışır ve ${m} dakika sonra geçersiz olur. Bunu siz istemediyseniz bu mesajı dikkate almayın: şifreniz olduğu gibi kalır.`,
  },
  zh: {
    subject: '重置您的 Lisan 密码',
    greeting: (name) => `${name}，愿主赐您平安：`,
    body: '有人（希望是您本人）请求重置您的 Lisan 账户密码。请打开此链接设置新密码：',
    expiry: (m) =>
      `此链接只能使用一次，${m} 分钟后失效。如果这不是您的请求，请忽略本邮件：您的密码不会改变。`,
  },
  sw: {
    subject: 'Weka upya nenosiri lako la Lisan',
    greeting: (name) => `Assalamu alaikum ${name},`,
    body: 'Mtu (tunatumaini ni wewe) ameomba kuweka upya nenosiri la akaunti yako ya Lisan. Fungua kiungo hiki ili kuchagua jipya:',
    expiry: (m) =>
      `Kiungo kinafanya kazi mara moja tu na kinaisha baada ya dakika ${m}. Kama hukuomba, puuza ujumbe huu: nenosiri lako litabaki lilivyo.`,
  },
};

export function resetMail(language: UiLanguage, firstName: string, link: string) {
  const mail = MAILS[language];
  const minutes = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language).format(
    PASSWORD_RESET_TTL_MINUTES,
  );
  return {
    subject: mail.subject,
    text: [
      mail.greeting(firstName),
      '',
      mail.body,
      '',
      language === 'ar' ? `${LRM}${link}` : link,
      '',
      mail.expiry(minutes),
    ].join('\n'),
  };
}
