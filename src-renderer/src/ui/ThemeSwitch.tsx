import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '../theme.ts';

const LABELS: Record<ThemeChoice, string> = { system: 'Auto', light: 'Light', dark: 'Dark' };

/** Three-way switch: follow the system, or force light or dark. */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <div className="segmented theme-switch" role="group" aria-label="Colour theme">
      {THEME_CHOICES.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented-button"
          aria-pressed={choice === option}
          title={option === 'system' ? 'Follow the operating system' : `Always ${option}`}
          onClick={() => setThemeChoice(option)}
        >
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
