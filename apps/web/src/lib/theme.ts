import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

export function storedTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme) {
  writeStorage(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

export function applyStoredTheme() {
  applyTheme(storedTheme());
}
