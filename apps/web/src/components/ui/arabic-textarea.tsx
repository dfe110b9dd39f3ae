import type { ComponentProps } from 'react';

/**
 * The box a learner types Arabic into (answers, the verse finder): right-to-left and tagged as Arabic whatever the
 * interface language, so the caret, the line breaks and the screen reader's voice follow the text typed.
 */
export function ArabicTextarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      dir="rtl"
      lang="ar"
      {...props}
      className={`arabic-text w-full rounded-xl border border-line bg-surface-raised p-3 text-2xl focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 ${className}`}
    />
  );
}
