import { formatNumber } from '../../lib/format';

/** Coverage of the Qur'an's text: a learner's first words are a fraction of a percent, so decimals are kept there. */
export const formatCoverage = (value: number, lang: string) =>
  formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: value < 1 ? 2 : 1 });
