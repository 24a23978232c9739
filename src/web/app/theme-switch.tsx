import { THEMES, useTheme, type Theme } from './theme';

const LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A labelled choice of colour theme (a native select: keyboard and screen readers know it). */
export function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  return (
    <label className="theme-switch">
      <span className="muted">Theme</span>
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
