import { isUiLanguage, DEFAULT_UI_LANGUAGE } from '@lisan/contract';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextLanguage, setLanguage } from '../../lib/i18n';

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
  return (
    <button
      type="button"
      data-testid="language-toggle"
      onClick={() => void setLanguage(nextLanguage(current))}
      aria-label={t('language.switchTo', { current: t(`language.${current}`) })}
      className="inline-flex h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium hover:bg-surface-sunken"
    >
      <Languages aria-hidden className="size-4" />
      {/* On a phone the icon alone (the button keeps its name for screen readers), so Sign in and Sign up fit on one line. */}
      <span lang={current} className="hidden sm:inline">
        {t(`language.${current}`)}
      </span>
    </button>
  );
}
