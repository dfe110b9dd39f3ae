/** Interface languages, in the order the header toggle cycles through them. */
export const UI_LANGUAGES = ['en', 'ar', 'id', 'tr', 'zh', 'sw'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';
export const RTL_LANGUAGES: readonly UiLanguage[] = ['ar'];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}
