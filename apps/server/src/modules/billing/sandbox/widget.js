/* global document, window */
/*
 * Lisan's embedded sandbox of HyperPay's COPYandPAY widget (`paymentWidgets.js`). Loaded by the checkout page
 * exactly like the real one: `<script src="{base}/v1/paymentWidgets.js?checkoutId=…">` plus
 * `<form action="{shopperResultUrl}" class="paymentWidgets" data-brands="VISA MASTER">`. It renders a card form
 * inside that form, honours `data-brands` and `window.wpwlOptions` (locale, onReady), sends the card to the
 * sandbox, then redirects to the result URL with `id` and `resourcePath`, as HyperPay does.
 *
 * Served as a file (the app's Content-Security-Policy forbids inline scripts) with no external resources.
 * The server replaces the placeholder below with this checkout's details.
 */
(function () {
  'use strict';

  var CONFIG = /*__SANDBOX_CONFIG__*/ null;
  var script = document.currentScript;
  if (!CONFIG || !script) return;

  var scriptUrl = new URL(script.src, window.location.href);
  var base = scriptUrl.pathname.replace(/\/v1\/paymentWidgets\.js$/, '');
  var options = window.wpwlOptions || {};

  var TEXTS = {
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
  };
  var locale = String(options.locale || document.documentElement.lang || 'en').slice(0, 2);
  var t = TEXTS[locale] || TEXTS.en;

  var STYLE = [
    '.wpwl-form{box-sizing:border-box;max-width:100%;display:grid;gap:12px;padding:16px;border:1px solid var(--color-line,#e7e5e4);border-radius:12px;background:var(--color-surface-raised,#fff);color:var(--color-ink,#1c1917);font:inherit}',
    '.wpwl-badge{font-size:12px;font-weight:600;color:var(--color-accent,#b45309);background:var(--color-accent-soft,#fef3c7);border-radius:6px;padding:4px 8px;justify-self:start}',
    '.wpwl-group{display:grid;gap:4px;min-width:0}',
    '.wpwl-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}',
    '.wpwl-label{font-size:13px;font-weight:600}',
    '.wpwl-control{box-sizing:border-box;width:100%;min-width:0;height:40px;padding:0 10px;border:1px solid var(--color-line,#e7e5e4);border-radius:8px;background:var(--color-surface,#fbfaf7);color:inherit;font:inherit;direction:ltr;text-align:start}',
    '.wpwl-control[aria-invalid=true]{border-color:var(--color-danger,#b91c1c)}',
    '.wpwl-brands{display:flex;gap:6px;flex-wrap:wrap}',
    '.wpwl-brand{font-size:11px;font-weight:700;letter-spacing:.04em;border:1px solid var(--color-line,#e7e5e4);border-radius:4px;padding:2px 6px;opacity:.5}',
    '.wpwl-brand[data-active=true]{opacity:1;border-color:var(--color-brand,#0f766e);color:var(--color-brand,#0f766e)}',
    '.wpwl-message{color:var(--color-danger,#b91c1c);font-size:14px}',
    '.wpwl-message:empty{display:none}',
    '.wpwl-button-pay{height:44px;border:0;border-radius:8px;background:var(--color-brand,#0f766e);color:var(--color-on-brand,#fff);font:inherit;font-weight:600;cursor:pointer}',
    '.wpwl-button-pay:disabled{opacity:.6;cursor:wait}',
    '.wpwl-testcards{font-size:13px;color:var(--color-ink-muted,#57534e)}',
    '.wpwl-testcards summary{cursor:pointer;font-weight:600}',
    '.wpwl-testcards ul{list-style:none;margin:6px 0 0;padding:0;display:grid;gap:4px}',
    '.wpwl-testcards li{display:flex;gap:8px;align-items:center;flex-wrap:wrap}',
    '.wpwl-testcards code{direction:ltr;unicode-bidi:embed}',
    '.wpwl-use{border:1px solid var(--color-line,#e7e5e4);border-radius:6px;background:transparent;color:inherit;font:inherit;font-size:12px;padding:0 6px;cursor:pointer}',
  ].join('\n');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(child);
    });
    return node;
  }

  function digitsOf(value) {
    return String(value).replace(/[\s-]/g, '');
  }

  function luhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    for (var i = 0; i < CONFIG.madaBins.length; i++)
      if (digits.indexOf(CONFIG.madaBins[i]) === 0) return 'MADA';
    if (/^4/.test(digits)) return 'VISA';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTER';
    return null;
  }

  function parseExpiry(value) {
    var match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
    if (!match) return null;
    var month = Number(match[1]);
    var year = Number(match[2].length === 2 ? '20' + match[2] : match[2]);
    if (month < 1 || month > 12) return null;
    var now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return null;
    return { month: String(month).padStart(2, '0'), year: String(year) };
  }

  function field(name, label, inputAttrs) {
    var id = 'wpwl-' + name.replace('.', '-');
    var input = el(
      'input',
      Object.assign(
        { id: id, name: name, class: 'wpwl-control wpwl-control-' + name.split('.')[1] },
        inputAttrs,
      ),
    );
    return {
      input: input,
      group: el('div', { class: 'wpwl-group' }, [
        el('label', { class: 'wpwl-label', for: id, text: label }),
        input,
      ]),
    };
  }

  function renderForm(form) {
    var requested = String(form.getAttribute('data-brands') || '')
      .split(/\s+/)
      .filter(Boolean);
    var message = el('div', { class: 'wpwl-message', role: 'alert', 'aria-live': 'polite' });
    var container = el('div', { class: 'wpwl-form wpwl-form-card', 'data-wpwl-sandbox': 'true' });
    form.appendChild(container);

    if (CONFIG.state !== 'open' || !CONFIG.checkout) {
      message.textContent = t[CONFIG.state] || t.unknown;
      container.appendChild(message);
      return;
    }
    var checkout = CONFIG.checkout;
    // A brand is offered only if the page asked for it and the checkout's entity accepts it (MADA vs cards).
    var brands = requested.filter(function (b) {
      return checkout.brands.indexOf(b) !== -1;
    });
    if (brands.length === 0) brands = checkout.brands.slice();

    var brandBadges = brands.map(function (b) {
      return el('span', {
        class: 'wpwl-brand',
        'data-brand': b,
        text: b === 'MASTER' ? 'Mastercard' : b === 'MADA' ? 'mada' : 'Visa',
      });
    });
    var number = field('card.number', t.cardNumber, {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      placeholder: '•••• •••• •••• ••••',
      maxlength: '23',
    });
    var expiry = field('card.expiry', t.expiry, {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      placeholder: 'MM / YY',
      maxlength: '9',
    });
    var cvv = field('card.cvv', t.cvv, {
      inputmode: 'numeric',
      autocomplete: 'cc-csc',
      placeholder: '•••',
      maxlength: '4',
    });
    var holder = field('card.holder', t.holder, { autocomplete: 'cc-name', maxlength: '128' });
    var pay = el('button', {
      type: 'submit',
      class: 'wpwl-button wpwl-button-pay',
      text: t.pay + ' ' + checkout.amount + ' ' + checkout.currency,
    });

    number.input.addEventListener('input', function () {
      var brand = brandOf(digitsOf(number.input.value));
      brandBadges.forEach(function (badge) {
        badge.setAttribute('data-active', String(badge.getAttribute('data-brand') === brand));
      });
    });

    var cards = CONFIG.testCards.filter(function (card) {
      return brands.indexOf(card.brand) !== -1;
    });
    var list = el(
      'ul',
      {},
      cards.map(function (card) {
        var use = el('button', { type: 'button', class: 'wpwl-use', text: t.use });
        use.addEventListener('click', function () {
          number.input.value = card.number;
          number.input.dispatchEvent(new Event('input'));
        });
        return el('li', {}, [
          el('code', { text: card.number }),
          el('span', { text: card.brand + ' · ' + (t.outcome[card.outcome] || card.outcome) }),
          use,
        ]);
      }),
    );
    var testCards = el('details', { class: 'wpwl-testcards' }, [
      el('summary', { text: t.testCards }),
      el('p', { text: t.testCardsHint }),
      list,
    ]);

    container.appendChild(el('span', { class: 'wpwl-badge', text: t.badge }));
    container.appendChild(el('div', { class: 'wpwl-brands' }, brandBadges));
    container.appendChild(number.group);
    container.appendChild(el('div', { class: 'wpwl-row' }, [expiry.group, cvv.group]));
    container.appendChild(holder.group);
    container.appendChild(message);
    container.appendChild(pay);
    container.appendChild(testCards);

    function fail(input, text) {
      [number.input, expiry.input, cvv.input, holder.input].forEach(function (i) {
        i.removeAttribute('aria-invalid');
      });
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        input.focus();
      }
      message.textContent = text;
    }

    var onSubmit = function (event) {
      event.preventDefault();
      var digits = digitsOf(number.input.value);
      var brand = brandOf(digits);
      if (!luhn(digits)) return fail(number.input, t.invalidNumber);
      // HyperPay's rule: a mada card typed into the Visa/Mastercard form is refused with a pointer to mada.
      if (brand === 'MADA' && brands.indexOf('MADA') === -1) return fail(number.input, t.madaOnCardForm);
      if (brand !== 'MADA' && brands.length === 1 && brands[0] === 'MADA')
        return fail(number.input, t.notMada);
      if (!brand || brands.indexOf(brand) === -1) return fail(number.input, t.brandNotAccepted);
      var exp = parseExpiry(expiry.input.value);
      if (!exp) return fail(expiry.input, t.invalidExpiry);
      if (!/^\d{3,4}$/.test(cvv.input.value.trim())) return fail(cvv.input, t.invalidCvv);
      if (holder.input.value.trim().length < 2) return fail(holder.input, t.invalidHolder);
      fail(null, '');

      pay.disabled = true;
      pay.textContent = t.processing;
      var body = new URLSearchParams({
        'card.number': digits,
        'card.holder': holder.input.value.trim(),
        'card.expiryMonth': exp.month,
        'card.expiryYear': exp.year,
        'card.cvv': cvv.input.value.trim(),
        paymentBrand: brand,
        // The session the server opened for this form when it served this script to the checkout's owner.
        widgetSession: CONFIG.widgetSession || '',
      });
      fetch(base + '/v1/checkouts/' + encodeURIComponent(checkout.id) + '/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: body.toString(),
      })
        .then(function (response) {
          return response.json().then(function (json) {
            return { ok: response.ok, status: response.status, json: json };
          });
        })
        .then(function (answer) {
          if (!answer.ok) {
            pay.disabled = false;
            pay.textContent = t.pay + ' ' + checkout.amount + ' ' + checkout.currency;
            var byStatus = { 404: t.unknown, 410: t.expired, 409: t.paid };
            var inputs = {
              number: number.input,
              expiryMonth: expiry.input,
              cvv: cvv.input,
              holder: holder.input,
            };
            return fail(
              inputs[answer.json.field] || null,
              byStatus[answer.status] || answer.json.message || t.network,
            );
          }
          // Like HyperPay: back to the shop's result URL with the checkout id and the resource path to verify.
          var target = new URL(form.action || window.location.href, window.location.href);
          target.searchParams.set('id', checkout.id);
          target.searchParams.set('resourcePath', answer.json.resourcePath);
          var win = options.paymentTarget === '_top' && window.top ? window.top : window;
          win.location.assign(target.toString());
        })
        .catch(function () {
          pay.disabled = false;
          pay.textContent = t.pay + ' ' + checkout.amount + ' ' + checkout.currency;
          fail(null, t.network);
        });
    };
    form.addEventListener('submit', onSubmit);
    submitHandlers.push({ form: form, handler: onSubmit });
  }

  var rendered = [];
  var submitHandlers = [];
  function render() {
    if (!document.getElementById('wpwl-sandbox-style')) {
      document.head.appendChild(el('style', { id: 'wpwl-sandbox-style', text: STYLE }));
    }
    var forms = document.querySelectorAll('form.paymentWidgets');
    for (var i = 0; i < forms.length; i++) {
      if (forms[i].getAttribute('data-wpwl-rendered')) continue;
      forms[i].setAttribute('data-wpwl-rendered', 'true');
      rendered.push(forms[i]);
      renderForm(forms[i]);
    }
    if (typeof options.onReady === 'function') options.onReady();
  }

  // `wpwl.unload()` lets a page that loads the widget again (after Try Again) start from a clean form.
  window.wpwl = {
    checkout: { id: CONFIG.checkout ? CONFIG.checkout.id : null },
    unload: function () {
      rendered.forEach(function (form) {
        form.removeAttribute('data-wpwl-rendered');
        form.querySelectorAll('[data-wpwl-sandbox]').forEach(function (node) {
          node.remove();
        });
      });
      rendered = [];
      submitHandlers.forEach(function (entry) {
        entry.form.removeEventListener('submit', entry.handler);
      });
      submitHandlers = [];
    },
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
  else render();
})();
