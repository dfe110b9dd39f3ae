import { Delete } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Rows of the standard Arabic keyboard layout, plus the hamza seats and marks learners most often need. */
const ROWS: readonly string[][] = [
  ['ض', 'ص', 'ث', 'ق', 'ف', 'غ', 'ع', 'ه', 'خ', 'ح', 'ج', 'د'],
  ['ش', 'س', 'ي', 'ب', 'ل', 'ا', 'ت', 'ن', 'م', 'ك', 'ط', 'ذ'],
  ['ئ', 'ء', 'ؤ', 'ر', 'ى', 'ة', 'و', 'ز', 'ظ'],
  ['أ', 'إ', 'آ', 'ٱ', 'َ', 'ُ', 'ِ', 'ّ', 'ْ', 'ً'],
];
const LONGEST_ROW = Math.max(...ROWS.map((row) => row.length));

const KEY_WIDTH = { flex: `0 0 calc((100% - ${LONGEST_ROW - 1} * 0.25rem) / ${LONGEST_ROW})` };

/** An on-screen keyboard for learners whose device has no Arabic layout. */
export function ArabicKeyboard({
  onKey,
  onBackspace,
}: {
  onKey: (text: string) => void;
  onBackspace: () => void;
}) {
  const { t } = useTranslation('learning');
  const key =
    'h-11 min-w-0 rounded-md border border-line bg-surface-raised text-xl hover:bg-surface-sunken active:bg-line';
  return (
    <div
      role="group"
      aria-label={t('exercise.keyboard')}
      dir="rtl"
      lang="ar"
      className="grid gap-1.5 rounded-xl bg-surface-sunken p-2"
      data-testid="arabic-keyboard"
    >
      {ROWS.map((row, i) => (
        // Each row is one centred line of keys of one width at any screen width: a wrapped row left a ragged tail
        // on phones. The width is a twelfth of the row, the longest row's count.
        <div key={i} className="flex justify-center gap-1" data-testid="keyboard-row">
          {row.map((letter) => (
            <button
              key={letter}
              type="button"
              className={`${key} arabic-text`}
              style={KEY_WIDTH}
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
