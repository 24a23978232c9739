// The colour theme: the system's by default, or the user's choice, remembered in this browser.
import { useCallback, useEffect, useState } from 'react';
import { keep, readKept } from '../components/kept-in-browser';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
const STORAGE_KEY = 'tad.theme';

/** The theme chosen in this browser; 'system' when none was, or what is kept is not a theme. */
export function storedTheme(): Theme {
  return readKept(STORAGE_KEY, (text) => THEMES.find((theme) => theme === text), 'system');
}

export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  useEffect(() => applyTheme(theme), [theme]);
  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    keep(STORAGE_KEY, next); // Where storage is off, the choice lasts for this page.
  }, []);
  return [theme, setTheme];
}
