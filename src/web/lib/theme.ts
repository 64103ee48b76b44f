export type Theme = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'networth-ui-theme';
// 'system' respects the operating system's choice until the person picks one (docs/decisions/003).
const DEFAULT_THEME: Theme = 'system';

export function readStoredTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Light -> dark -> system -> light: one button reaches every choice. */
export function nextTheme(theme: Theme): Theme {
  return theme === 'light' ? 'dark' : theme === 'dark' ? 'system' : 'light';
}
