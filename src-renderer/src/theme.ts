// Light and dark, following the operating system unless the person picked one. The choice lives in this browser
// (or Electron window) only: it is how this screen looks, not a setting of the control center.
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'interlock.theme';
const listeners = new Set<() => void>();

function storedChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
  } catch {
    return 'system'; // Storage disabled: follow the system.
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function resolveTheme(choice: ThemeChoice, system: Theme): Theme {
  return choice === 'system' ? system : choice;
}

/** Sets `data-theme` on the root element; the stylesheet keys every colour off it. */
export function applyTheme(): void {
  document.documentElement.dataset.theme = resolveTheme(storedChoice(), systemTheme());
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not persisted; still applied for this page.
  }
  applyTheme();
  for (const listener of listeners) listener();
}

/** Applies the theme now and follows the system's setting while the choice is "system". */
export function startTheme(): () => void {
  applyTheme();
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    applyTheme();
    for (const listener of listeners) listener();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, storedChoice);
}
