import { Segmented } from './Segmented.tsx';
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '../theme.ts';

const LABELS: Record<ThemeChoice, string> = { system: 'Auto', light: 'Light', dark: 'Dark' };

/** Three-way switch: follow the system, or force light or dark. */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <Segmented
      label="Colour theme"
      className="theme-switch"
      options={THEME_CHOICES.map((option) => ({
        key: option,
        text: LABELS[option],
        pressed: choice === option,
        title: option === 'system' ? 'Follow the operating system' : `Always ${option}`,
        onPress: () => setThemeChoice(option),
      }))}
    />
  );
}
