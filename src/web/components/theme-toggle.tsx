import { Monitor, Moon, Sun } from 'lucide-react';
import { nextTheme } from '../lib/theme';
import { useTheme } from './theme-provider';
import { Button } from './ui/button';

const LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/**
 * All three icons are in the markup and CSS shows the one of the saved choice (the attribute on
 * <html>), so the prerendered button already shows the right one before React runs.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const next = nextTheme(theme);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${LABELS[theme]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[theme]}`}
      data-theme-choice={theme}
    >
      <Sun className="theme-icon theme-icon-light size-5" aria-hidden="true" />
      <Moon className="theme-icon theme-icon-dark size-5" aria-hidden="true" />
      <Monitor className="theme-icon theme-icon-system size-5" aria-hidden="true" />
    </Button>
  );
}
