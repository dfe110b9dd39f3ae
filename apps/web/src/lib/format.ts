import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@lisan/contract';

/**
 * Numbers and dates in the interface language, through Intl. Arabic uses Western digits (the `latn`
 * numbering system) because the product's numbers sit next to Latin-script scores and references such as
 * 2:255; every other language takes Intl's default for its locale.
 */
function locale(language: string): string {
  const lang: UiLanguage = isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
  return lang === 'ar' ? 'ar-u-nu-latn' : lang;
}

// Building an Intl formatter is far slower than using one (a dashboard formats dozens of numbers per render), so
// each language-and-options pair is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  cache: Map<string, F>,
  language: string,
  options: object | undefined,
  create: (locale: string) => F,
): F {
  const key = `${language} ${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = create(locale(language));
    cache.set(key, format);
  }
  return format;
}

/**
 * A whole number as English writes it ("12,345"), without Intl. A page's first Intl.NumberFormat loads the
 * number-formatting data, 15 to 100 ms of one task on a phone, and the English pages (the prerendered ones)
 * show only whole numbers and percentages: they never need that data. Null where Intl must decide.
 */
function englishWholeNumber(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const isEnglish = (language: string) => !isUiLanguage(language) || language === 'en';

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const plain = options === undefined && isEnglish(language) ? englishWholeNumber(value) : null;
  if (plain !== null) return plain;
  return cached(numberFormats, language, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/** A share between 0 and 1 as a percentage, e.g. 0.85 → "85%" (or "85 %" / "%85" where the language says so). */
export function formatPercent(ratio: number, language: string): string {
  // Rounded as Intl rounds (half away from zero), on the decimal the number prints as.
  const percent = isEnglish(language) ? englishWholeNumber(Math.round(Number(`${ratio}e2`))) : null;
  if (percent !== null && Number.isFinite(ratio) && ratio >= 0) return `${percent}%`;
  return formatNumber(ratio, language, { style: 'percent', maximumFractionDigits: 0 });
}

const ENGLISH_WEEKDAYS = {
  short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/**
 * A day's English weekday name in UTC, without Intl, for the same reason as whole numbers: the dashboard's weekly
 * chart names its days, and a page's first Intl.DateTimeFormat loads the date data in one task of over 100 ms
 * with a phone's CPU emulated. Null for anything else.
 */
function englishWeekday(date: Date, options: Intl.DateTimeFormatOptions): string | null {
  const { weekday, timeZone, ...rest } = options;
  if ((weekday !== 'short' && weekday !== 'long') || timeZone !== 'UTC' || Object.keys(rest).length > 0)
    return null;
  return ENGLISH_WEEKDAYS[weekday][date.getUTCDay()] ?? null;
}

export function formatDate(
  value: Date | string | number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const plain = isEnglish(language) ? englishWeekday(new Date(value), options) : null;
  if (plain !== null) return plain;
  return cached(dateFormats, language, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(
    new Date(value),
  );
}
