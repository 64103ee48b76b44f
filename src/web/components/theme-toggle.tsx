import { Monitor, Moon, Sun } from 'lucide-react';
import { nextTheme } from '../lib/theme';
import { useTheme } from './theme-provider';
import { Button } from './ui/button';

const LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
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
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}
