import { isUiLanguage, DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from '@lisan/contract';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { nextLanguage, setLanguage } from '../../lib/i18n';

/**
 * The header's language control: the button moves to the next language in one tap (the toggle people know),
 * and the arrow beside it opens a menu naming every language in itself, to go straight to one.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
  return (
    <div className="inline-flex shrink-0 items-center">
      <button
        type="button"
        data-testid="language-toggle"
        onClick={() => void setLanguage(nextLanguage(current))}
        aria-label={t('language.switchTo', { current: t(`language.${current}`) })}
        className="inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-s-lg ps-3 pe-1.5 text-sm font-medium hover:bg-surface-sunken"
      >
        <Languages aria-hidden className="size-4" />
        {/* On a phone the icon alone (the button keeps its name for screen readers), so Sign in and Sign up fit on one line. */}
        <span lang={current} className="hidden sm:inline">
          {t(`language.${current}`)}
        </span>
      </button>
      <DropdownMenu.Root dir={i18n.dir(current)}>
        <DropdownMenu.Trigger
          data-testid="language-menu"
          aria-label={t('language.label')}
          className="inline-flex h-10 items-center rounded-e-lg px-1.5 hover:bg-surface-sunken"
        >
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-44 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-lg"
          >
            <DropdownMenu.RadioGroup
              value={current}
              onValueChange={(lang) => void setLanguage(lang as typeof current)}
            >
              {UI_LANGUAGES.map((lang) => (
                <DropdownMenu.RadioItem
                  key={lang}
                  value={lang}
                  data-testid={`language-option-${lang}`}
                  className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-sunken"
                >
                  {/* Each language named in itself, whatever the interface language now is. */}
                  <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
                    {ENDONYMS[lang]}
                  </span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4 text-brand" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

const ENDONYMS: Record<(typeof UI_LANGUAGES)[number], string> = {
  en: 'English',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
  zh: '中文',
  sw: 'Kiswahili',
};
