// Code points shared by the spelling converter, the input cleaner and the fold.
// Kept as \u escapes so that invisible combining marks stay readable in review.

export const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
export const SHADDA = '\u0651';
export const SUKUN = '\u0652';
export const MADDAH = '\u0653';
export const HAMZA_ABOVE = '\u0654';
export const HAMZA_BELOW = '\u0655';
export const DAGGER_ALEF = '\u0670';
export const TATWEEL = '\u0640';
export const ALEF_WASLA = '\u0671';
export const SMALL_WAW = '\u06E5';
export const SMALL_YEH = '\u06E6';
export const SMALL_HIGH_YEH = '\u06E7';
export const SMALL_HIGH_NOON = '\u06E8';
export const SMALL_HIGH_SEEN = '\u06DC';
const QURANIC_SUKUN = '\u06E1';

export const ALEF = '\u0627';
export const ALEF_MADDA = '\u0622';
export const ALEF_HAMZA_ABOVE = '\u0623';
export const ALEF_HAMZA_BELOW = '\u0625';
export const WAW_HAMZA = '\u0624';
export const YEH_HAMZA = '\u0626';
export const HAMZA = '\u0621';
export const ALEF_MAQSURA = '\u0649';
export const YEH = '\u064A';
export const WAW = '\u0648';
export const HEH = '\u0647';
export const SAD = '\u0635';
export const SEEN = '\u0633';
export const NOON = '\u0646';

export const isKasraLike = (mark: string): boolean =>
  mark === KASRA || mark === '\u064D' || mark === '\u0656';
export const isDammaLike = (mark: string): boolean =>
  mark === DAMMA || mark === '\u064C' || mark === '\u065E';
export const isFathaLike = (mark: string): boolean =>
  mark === FATHA || mark === '\u064B' || mark === '\u0657' || mark === '\u08F0';
export const isSukunLike = (mark: string): boolean => mark === SUKUN || mark === QURANIC_SUKUN;

/** A combining mark in the sense of the Uthmani text: anything that rides on the preceding letter. */
export function isCombining(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    (cp >= 0x064b && cp <= 0x065f) ||
    cp === 0x0670 ||
    (cp >= 0x06d6 && cp <= 0x06dc) ||
    (cp >= 0x06df && cp <= 0x06e4) ||
    cp === 0x06e7 ||
    cp === 0x06e8 ||
    (cp >= 0x06ea && cp <= 0x06ed) ||
    (cp >= 0x08f0 && cp <= 0x08f2)
  );
}
export const LAM = '\u0644';
export const THAL = '\u0630';
export const TEH = '\u062A';
export const FEH = '\u0641';
export const BEH = '\u0628';
export const KAF = '\u0643';
export const HAH = '\u062D';
export const SMALL_MEEM = '\u06E2';
