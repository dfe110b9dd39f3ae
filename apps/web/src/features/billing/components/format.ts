import { formatDate as formatInterfaceDate, formatNumber } from '../../../lib/format';

/** Money as the reader's language writes it (e.g. "$19" or "US$19" or "19 US$"). */
export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return formatNumber(amount, language, {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
  } catch {
    return `${amount} ${currency}`;
  }
}

export function formatDate(iso: string, language: string): string {
  return formatInterfaceDate(iso, language, { dateStyle: 'long' });
}
