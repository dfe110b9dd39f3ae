/*
 * Lisan's embedded sandbox of HyperPay's COPYandPAY widget (`paymentWidgets.js`). Loaded by the checkout page
 * exactly like the real one: `<script src="{base}/v1/paymentWidgets.js?checkoutId=…">` plus
 * `<form action="{shopperResultUrl}" class="paymentWidgets" data-brands="VISA MASTER">`. It renders a card form
 * inside that form, honours `data-brands` and `window.wpwlOptions` (locale, onReady), sends the card to the
 * sandbox, then redirects to the result URL with `id` and `resourcePath`, as HyperPay does.
 *
 * Bundled into one browser script (../widget-script.ts) and served as a file (the app's Content-Security-Policy
 * forbids inline scripts) with no external resources.
 */
import type { CardBrand, SandboxWidgetConfig } from './config.js';
import { textsFor } from './texts.js';
import { WIDGET_STYLE } from './style.js';

/** This checkout's details: the server wraps the bundle in a function taking them (sandbox.routes.ts). */
declare const SANDBOX_CONFIG: SandboxWidgetConfig | null;

/** The page's settings and the handle the widget leaves, as HyperPay's widget reads and writes them. */
declare global {
  interface Window {
    wpwlOptions?: { locale?: string; onReady?: () => void; paymentTarget?: string };
    wpwl?: { checkout: { id: string | null }; unload: () => void };
  }
}

interface Field {
  input: HTMLInputElement;
  group: HTMLElement;
}

/** The card submit's answer (sandbox.routes.ts): a field problem, or where the payment's result can be read. */
type SubmitAnswer = { field?: string; message?: string; resourcePath?: string };

const BRAND_NAMES: Record<CardBrand, string> = { VISA: 'Visa', MASTER: 'Mastercard', MADA: 'mada' };

start(SANDBOX_CONFIG, document.currentScript);

function start(config: SandboxWidgetConfig | null, script: HTMLOrSVGScriptElement | null) {
  if (!config || !(script instanceof HTMLScriptElement)) return;

  const scriptUrl = new URL(script.src, window.location.href);
  const base = scriptUrl.pathname.replace(/\/v1\/paymentWidgets\.js$/, '');
  const options = window.wpwlOptions ?? {};
  const t = textsFor(String(options.locale || document.documentElement.lang || 'en'));

  function brandOf(digits: string): CardBrand | null {
    if (config!.madaBins.some((bin) => digits.startsWith(bin))) return 'MADA';
    if (/^4/.test(digits)) return 'VISA';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTER';
    return null;
  }

  function field(name: string, label: string, inputAttrs: Record<string, string>): Field {
    const id = `wpwl-${name.replace('.', '-')}`;
    const input = el('input', {
      id,
      name,
      class: `wpwl-control wpwl-control-${name.split('.')[1]}`,
      ...inputAttrs,
    });
    return {
      input,
      group: el('div', { class: 'wpwl-group' }, [
        el('label', { class: 'wpwl-label', for: id, text: label }),
        input,
      ]),
    };
  }

  function renderForm(form: HTMLFormElement) {
    const requested = String(form.getAttribute('data-brands') || '')
      .split(/\s+/)
      .filter(Boolean);
    const message = el('div', { class: 'wpwl-message', role: 'alert', 'aria-live': 'polite' });
    const container = el('div', { class: 'wpwl-form wpwl-form-card', 'data-wpwl-sandbox': 'true' });
    form.appendChild(container);

    const checkout = config!.checkout;
    if (config!.state !== 'open' || !checkout) {
      message.textContent = config!.state === 'open' ? t.unknown : t[config!.state];
      container.appendChild(message);
      return;
    }
    // A brand is offered only if the page asked for it and the checkout's entity accepts it (MADA vs cards).
    let brands = checkout.brands.filter((brand) => requested.includes(brand));
    if (brands.length === 0) brands = checkout.brands.slice();

    const brandBadges = brands.map((brand) =>
      el('span', { class: 'wpwl-brand', 'data-brand': brand, text: BRAND_NAMES[brand] }),
    );
    const number = field('card.number', t.cardNumber, {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      placeholder: '•••• •••• •••• ••••',
      maxlength: '23',
    });
    const expiry = field('card.expiry', t.expiry, {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      placeholder: 'MM / YY',
      maxlength: '9',
    });
    const cvv = field('card.cvv', t.cvv, {
      inputmode: 'numeric',
      autocomplete: 'cc-csc',
      placeholder: '•••',
      maxlength: '4',
    });
    const holder = field('card.holder', t.holder, { autocomplete: 'cc-name', maxlength: '128' });
    const payLabel = `${t.pay} ${checkout.amount} ${checkout.currency}`;
    const pay = el('button', { type: 'submit', class: 'wpwl-button wpwl-button-pay', text: payLabel });

    number.input.addEventListener('input', () => {
      const brand = brandOf(digitsOf(number.input.value));
      for (const badge of brandBadges)
        badge.setAttribute('data-active', String(badge.getAttribute('data-brand') === brand));
    });

    const cards = config!.testCards.filter((card) => (brands as string[]).includes(card.brand));
    const list = el(
      'ul',
      {},
      cards.map((card) => {
        const use = el('button', { type: 'button', class: 'wpwl-use', text: t.use });
        use.addEventListener('click', () => {
          number.input.value = card.number;
          number.input.dispatchEvent(new Event('input'));
        });
        return el('li', {}, [
          el('code', { text: card.number }),
          el('span', { text: `${card.brand} · ${t.outcome[card.outcome] || card.outcome}` }),
          use,
        ]);
      }),
    );
    const testCards = el('details', { class: 'wpwl-testcards' }, [
      el('summary', { text: t.testCards }),
      el('p', { text: t.testCardsHint }),
      list,
    ]);

    container.append(
      el('span', { class: 'wpwl-badge', text: t.badge }),
      el('div', { class: 'wpwl-brands' }, brandBadges),
      number.group,
      el('div', { class: 'wpwl-row' }, [expiry.group, cvv.group]),
      holder.group,
      message,
      pay,
      testCards,
    );

    function fail(input: HTMLInputElement | null, text: string) {
      for (const each of [number.input, expiry.input, cvv.input, holder.input])
        each.removeAttribute('aria-invalid');
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        input.focus();
      }
      message.textContent = text;
    }

    function ready(again: boolean) {
      pay.disabled = !again;
      pay.textContent = again ? payLabel : t.processing;
    }

    const onSubmit = (event: Event) => {
      event.preventDefault();
      const digits = digitsOf(number.input.value);
      const brand = brandOf(digits);
      if (!luhn(digits)) return fail(number.input, t.invalidNumber);
      // HyperPay's rule: a mada card typed into the Visa/Mastercard form is refused with a pointer to mada.
      if (brand === 'MADA' && !brands.includes('MADA')) return fail(number.input, t.madaOnCardForm);
      if (brand !== 'MADA' && brands.length === 1 && brands[0] === 'MADA')
        return fail(number.input, t.notMada);
      if (!brand || !brands.includes(brand)) return fail(number.input, t.brandNotAccepted);
      const exp = parseExpiry(expiry.input.value);
      if (!exp) return fail(expiry.input, t.invalidExpiry);
      if (!/^\d{3,4}$/.test(cvv.input.value.trim())) return fail(cvv.input, t.invalidCvv);
      if (holder.input.value.trim().length < 2) return fail(holder.input, t.invalidHolder);
      fail(null, '');

      ready(false);
      const body = new URLSearchParams({
        'card.number': digits,
        'card.holder': holder.input.value.trim(),
        'card.expiryMonth': exp.month,
        'card.expiryYear': exp.year,
        'card.cvv': cvv.input.value.trim(),
        paymentBrand: brand,
        // The session the server opened for this form when it served this script to the checkout's owner.
        widgetSession: config!.widgetSession || '',
      });
      fetch(`${base}/v1/checkouts/${encodeURIComponent(checkout.id)}/payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: body.toString(),
      })
        .then(async (response) => ({
          ok: response.ok,
          status: response.status,
          json: (await response.json()) as SubmitAnswer,
        }))
        .then((answer) => {
          if (!answer.ok || !answer.json.resourcePath) {
            ready(true);
            const byStatus: Record<number, string> = { 404: t.unknown, 410: t.expired, 409: t.paid };
            const inputs: Record<string, HTMLInputElement> = {
              number: number.input,
              expiryMonth: expiry.input,
              cvv: cvv.input,
              holder: holder.input,
            };
            return fail(
              (answer.json.field && inputs[answer.json.field]) || null,
              byStatus[answer.status] || answer.json.message || t.network,
            );
          }
          // Like HyperPay: back to the shop's result URL with the checkout id and the resource path to verify.
          const target = new URL(form.action || window.location.href, window.location.href);
          target.searchParams.set('id', checkout.id);
          target.searchParams.set('resourcePath', answer.json.resourcePath);
          const win = options.paymentTarget === '_top' && window.top ? window.top : window;
          win.location.assign(target.toString());
        })
        .catch(() => {
          ready(true);
          fail(null, t.network);
        });
    };
    form.addEventListener('submit', onSubmit);
    submitHandlers.push({ form, handler: onSubmit });
  }

  let rendered: HTMLFormElement[] = [];
  let submitHandlers: { form: HTMLFormElement; handler: (event: Event) => void }[] = [];
  function render() {
    if (!document.getElementById('wpwl-sandbox-style'))
      document.head.appendChild(el('style', { id: 'wpwl-sandbox-style', text: WIDGET_STYLE }));
    for (const form of document.querySelectorAll<HTMLFormElement>('form.paymentWidgets')) {
      if (form.getAttribute('data-wpwl-rendered')) continue;
      form.setAttribute('data-wpwl-rendered', 'true');
      rendered.push(form);
      renderForm(form);
    }
    if (typeof options.onReady === 'function') options.onReady();
  }

  // `wpwl.unload()` lets a page that loads the widget again (after Try Again) start from a clean form.
  window.wpwl = {
    checkout: { id: config.checkout ? config.checkout.id : null },
    unload() {
      for (const form of rendered) {
        form.removeAttribute('data-wpwl-rendered');
        for (const node of form.querySelectorAll('[data-wpwl-sandbox]')) node.remove();
      }
      rendered = [];
      for (const entry of submitHandlers) entry.form.removeEventListener('submit', entry.handler);
      submitHandlers = [];
    },
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
  else render();
}

/** An element with attributes (`text` sets its text) and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function digitsOf(value: string): string {
  return String(value).replace(/[\s-]/g, '');
}

function luhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return null;
  const now = new Date();
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return null;
  return { month: String(month).padStart(2, '0'), year: String(year) };
}
