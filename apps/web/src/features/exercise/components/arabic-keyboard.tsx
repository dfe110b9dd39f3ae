import { Delete } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows of the standard Arabic keyboard layout, plus the hamza seats and marks learners most often need. */
const ROWS: readonly string[][] = [
  ['ض', 'ص', 'ث', 'ق', 'ف', 'غ', 'ع', 'ه', 'خ', 'ح', 'ج', 'د'],
  ['ش', 'س', 'ي', 'ب', 'ل', 'ا', 'ت', 'ن', 'م', 'ك', 'ط', 'ذ'],
  ['ئ', 'ء', 'ؤ', 'ر', 'ى', 'ة', 'و', 'ز', 'ظ'],
  ['أ', 'إ', 'آ', 'ٱ', 'َ', 'ُ', 'ِ', 'ّ', 'ْ', 'ً'],
];
/*
 * A phone is too narrow for twelve keys a finger can hit (about 25 px each at 390 px): there the same keys, in the
 * same order, come eight to a row, each at least 40 px wide.
 */
const PHONE_ROW = 8;
const PHONE_ROWS: readonly string[][] = (() => {
  const keys = ROWS.flat();
  const rows: string[][] = [];
  for (let i = 0; i < keys.length; i += PHONE_ROW) rows.push(keys.slice(i, i + PHONE_ROW));
  return rows;
})();
const WIDE = '(min-width: 640px)';

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** Each key a share of its row (the longest row's count), less the gaps between keys. */
const keyWidth = (perRow: number, gap: string) => ({
  flex: `0 0 calc((100% - ${perRow - 1} * ${gap}) / ${perRow})`,
});

/** An on-screen keyboard for learners whose device has no Arabic layout. */
export function ArabicKeyboard({
  onKey,
  onBackspace,
}: {
  onKey: (text: string) => void;
  onBackspace: () => void;
}) {
  const { t } = useTranslation('learning');
  const wide = useWideScreen();
  const rows = wide ? ROWS : PHONE_ROWS;
  const gap = wide ? '0.25rem' : '0.125rem';
  const width = keyWidth(Math.max(...rows.map((row) => row.length)), gap);
  const key =
    'h-11 min-w-0 rounded-md border border-line bg-surface-raised text-xl hover:bg-surface-sunken active:bg-line';
  return (
    <div
      role="group"
      aria-label={t('exercise.keyboard')}
      dir="rtl"
      lang="ar"
      className="grid gap-1.5 rounded-xl bg-surface-sunken p-1 sm:p-2"
      data-testid="arabic-keyboard"
    >
      {rows.map((row, i) => (
        // Each row is one centred line of keys of one width at any screen width: a wrapped row left a ragged tail
        // on phones. The width is a share of the row, the longest row's count.
        <div key={i} className="flex justify-center" style={{ gap }} data-testid="keyboard-row">
          {row.map((letter) => (
            <button
              key={letter}
              type="button"
              className={`${key} arabic-text`}
              style={width}
              onClick={() => onKey(letter)}
            >
              {/* Marks are shown on a dotted circle so they are visible on their own. */}
              {/[\u064B-\u0652]/.test(letter) ? `◌${letter}` : letter}
            </button>
          ))}
        </div>
      ))}
      <div className="flex justify-center gap-1.5">
        <button type="button" className={`${key} flex-1 text-sm`} onClick={() => onKey(' ')}>
          {t('exercise.space')}
        </button>
        <button
          type="button"
          className={`${key} px-3`}
          onClick={onBackspace}
          aria-label={t('exercise.backspace')}
        >
          <Delete aria-hidden className="mx-auto size-5" />
        </button>
      </div>
    </div>
  );
}
