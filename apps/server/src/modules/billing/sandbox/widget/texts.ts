import type { SandboxCardOutcome } from '@lisan/contract';

/** Everything the widget writes, in each interface language (the page's `wpwlOptions.locale`). */
export interface WidgetTexts {
  badge: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  holder: string;
  pay: string;
  processing: string;
  invalidNumber: string;
  brandNotAccepted: string;
  madaOnCardForm: string;
  notMada: string;
  invalidExpiry: string;
  invalidCvv: string;
  invalidHolder: string;
  unknown: string;
  expired: string;
  paid: string;
  network: string;
  testCards: string;
  testCardsHint: string;
  use: string;
  outcome: Record<SandboxCardOutcome, string>;
}

const TEXTS = {
  en: {
    badge: 'Sandbox payment: no real money moves',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvv: 'CVV',
    holder: 'Card holder',
    pay: 'Pay',
    processing: 'Processing…',
    invalidNumber: 'Enter a valid card number.',
    brandNotAccepted: 'This card brand is not accepted here.',
    madaOnCardForm: 'This is a mada card. Please choose the mada payment method.',
    notMada: 'This card is not a mada card. Please choose Visa / Mastercard.',
    invalidExpiry: 'Enter a future expiry date as MM / YY.',
    invalidCvv: 'Enter the 3 or 4 digit security code.',
    invalidHolder: 'Enter the name on the card.',
    unknown: 'This payment session was not found. Please start again.',
    expired: 'This payment session has expired. Please start again.',
    paid: 'This payment session has already been used.',
    network: 'The payment could not be sent. Please try again.',
    testCards: 'Test cards',
    testCardsHint: 'Any future expiry date and any 3-digit CVV.',
    use: 'Use',
    outcome: {
      success: 'approved',
      declined: 'declined',
      '3ds-failure': '3-D Secure fails',
      pending: 'stays pending',
    },
  },
  ar: {
    badge: 'دفع تجريبي: لا تُنقل أموال حقيقية',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر / سنة)',
    cvv: 'رمز التحقق',
    holder: 'اسم حامل البطاقة',
    pay: 'ادفع',
    processing: 'جارٍ المعالجة…',
    invalidNumber: 'أدخل رقم بطاقة صحيحًا.',
    brandNotAccepted: 'نوع هذه البطاقة غير مقبول هنا.',
    madaOnCardForm: 'هذه بطاقة مدى. يرجى اختيار طريقة الدفع مدى.',
    notMada: 'هذه ليست بطاقة مدى. يرجى اختيار فيزا / ماستركارد.',
    invalidExpiry: 'أدخل تاريخ انتهاء مستقبليًا بصيغة شهر / سنة.',
    invalidCvv: 'أدخل رمز التحقق المكوّن من 3 أو 4 أرقام.',
    invalidHolder: 'أدخل الاسم المكتوب على البطاقة.',
    unknown: 'لم يتم العثور على جلسة الدفع هذه. يرجى البدء من جديد.',
    expired: 'انتهت صلاحية جلسة الدفع هذه. يرجى البدء من جديد.',
    paid: 'تم استخدام جلسة الدفع هذه من قبل.',
    network: 'تعذّر إرسال الدفع. يرجى المحاولة مرة أخرى.',
    testCards: 'بطاقات الاختبار',
    testCardsHint: 'أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام.',
    use: 'استخدم',
    outcome: {
      success: 'مقبولة',
      declined: 'مرفوضة',
      '3ds-failure': 'يفشل التحقق ثلاثي الأبعاد',
      pending: 'تبقى معلّقة',
    },
  },
  id: {
    badge: 'Pembayaran sandbox: tidak ada uang sungguhan',
    cardNumber: 'Nomor kartu',
    expiry: 'Masa berlaku (BB / TT)',
    cvv: 'CVV',
    holder: 'Nama pemegang kartu',
    pay: 'Bayar',
    processing: 'Memproses…',
    invalidNumber: 'Masukkan nomor kartu yang valid.',
    brandNotAccepted: 'Jenis kartu ini tidak diterima di sini.',
    madaOnCardForm: 'Ini kartu mada. Silakan pilih metode pembayaran mada.',
    notMada: 'Ini bukan kartu mada. Silakan pilih Visa / Mastercard.',
    invalidExpiry: 'Masukkan masa berlaku di masa depan sebagai BB / TT.',
    invalidCvv: 'Masukkan kode keamanan 3 atau 4 digit.',
    invalidHolder: 'Masukkan nama yang tertera di kartu.',
    unknown: 'Sesi pembayaran ini tidak ditemukan. Silakan mulai lagi.',
    expired: 'Sesi pembayaran ini sudah kedaluwarsa. Silakan mulai lagi.',
    paid: 'Sesi pembayaran ini sudah digunakan.',
    network: 'Pembayaran tidak dapat dikirim. Silakan coba lagi.',
    testCards: 'Kartu uji',
    testCardsHint: 'Masa berlaku apa pun di masa depan dan CVV 3 digit apa pun.',
    use: 'Pakai',
    outcome: {
      success: 'disetujui',
      declined: 'ditolak',
      '3ds-failure': '3-D Secure gagal',
      pending: 'tetap tertunda',
    },
  },
  tr: {
    badge: 'Deneme ödemesi: gerçek para aktarılmaz',
    cardNumber: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA / YY)',
    cvv: 'CVV',
    holder: 'Kart sahibi',
    pay: 'Öde',
    processing: 'İşleniyor…',
    invalidNumber: 'Geçerli bir kart numarası girin.',
    brandNotAccepted: 'Bu kart markası burada kabul edilmiyor.',
    madaOnCardForm: 'Bu bir mada kartı. Lütfen mada ödeme yöntemini seçin.',
    notMada: 'Bu bir mada kartı değil. Lütfen Visa / Mastercard seçin.',
    invalidExpiry: 'İleri bir son kullanma tarihini AA / YY olarak girin.',
    invalidCvv: '3 veya 4 haneli güvenlik kodunu girin.',
    invalidHolder: 'Kartın üzerindeki adı girin.',
    unknown: 'Bu ödeme oturumu bulunamadı. Lütfen yeniden başlayın.',
    expired: 'Bu ödeme oturumunun süresi doldu. Lütfen yeniden başlayın.',
    paid: 'Bu ödeme oturumu zaten kullanıldı.',
    network: 'Ödeme gönderilemedi. Lütfen tekrar deneyin.',
    testCards: 'Test kartları',
    testCardsHint: 'İleri herhangi bir tarih ve 3 haneli herhangi bir CVV.',
    use: 'Kullan',
    outcome: {
      success: 'onaylanır',
      declined: 'reddedilir',
      '3ds-failure': '3-D Secure başarısız',
      pending: 'beklemede kalır',
    },
  },
  zh: {
    badge: '沙盒支付：不会产生真实扣款',
    cardNumber: '卡号',
    expiry: '有效期（月 / 年）',
    cvv: '安全码',
    holder: '持卡人姓名',
    pay: '支付',
    processing: '处理中…',
    invalidNumber: '请输入有效的卡号。',
    brandNotAccepted: '此处不接受该卡组织的卡。',
    madaOnCardForm: '这是一张 mada 卡。请选择 mada 支付方式。',
    notMada: '这不是 mada 卡。请选择 Visa / Mastercard。',
    invalidExpiry: '请按“月 / 年”格式输入未过期的有效期。',
    invalidCvv: '请输入 3 位或 4 位安全码。',
    invalidHolder: '请输入卡面上的姓名。',
    unknown: '未找到此支付会话，请重新开始。',
    expired: '此支付会话已过期，请重新开始。',
    paid: '此支付会话已被使用。',
    network: '无法提交付款，请重试。',
    testCards: '测试卡',
    testCardsHint: '任意未来的有效期和任意 3 位安全码。',
    use: '使用',
    outcome: {
      success: '支付成功',
      declined: '被拒绝',
      '3ds-failure': '3-D Secure 验证失败',
      pending: '保持待处理',
    },
  },
  sw: {
    badge: 'Malipo ya majaribio: hakuna pesa halisi inayohamishwa',
    cardNumber: 'Namba ya kadi',
    expiry: 'Tarehe ya mwisho (MM / YY)',
    cvv: 'CVV',
    holder: 'Jina la mwenye kadi',
    pay: 'Lipa',
    processing: 'Inashughulikiwa…',
    invalidNumber: 'Weka namba sahihi ya kadi.',
    brandNotAccepted: 'Aina hii ya kadi haikubaliwi hapa.',
    madaOnCardForm: 'Hii ni kadi ya mada. Tafadhali chagua njia ya malipo ya mada.',
    notMada: 'Hii si kadi ya mada. Tafadhali chagua Visa / Mastercard.',
    invalidExpiry: 'Weka tarehe ya mwisho ya baadaye kama MM / YY.',
    invalidCvv: 'Weka msimbo wa usalama wa tarakimu 3 au 4.',
    invalidHolder: 'Weka jina lililo kwenye kadi.',
    unknown: 'Kipindi hiki cha malipo hakikupatikana. Tafadhali anza upya.',
    expired: 'Muda wa kipindi hiki cha malipo umekwisha. Tafadhali anza upya.',
    paid: 'Kipindi hiki cha malipo kimeshatumika.',
    network: 'Malipo hayakuweza kutumwa. Tafadhali jaribu tena.',
    testCards: 'Kadi za majaribio',
    testCardsHint: 'Tarehe yoyote ya baadaye na CVV yoyote ya tarakimu 3.',
    use: 'Tumia',
    outcome: {
      success: 'yanakubaliwa',
      declined: 'yanakataliwa',
      '3ds-failure': '3-D Secure inashindwa',
      pending: 'yanabaki yakisubiri',
    },
  },
} satisfies Record<string, WidgetTexts>;

/** The texts for a locale such as `ar` or `en-GB`; English for one the widget does not speak. */
export function textsFor(locale: string): WidgetTexts {
  const language = locale.slice(0, 2);
  return Object.hasOwn(TEXTS, language) ? TEXTS[language as keyof typeof TEXTS] : TEXTS.en;
}
