// A short name for a signed-in UI session, from the User-Agent it sent when it signed in. Only a label for the
// person's list: a User-Agent is self-reported and decides nothing.
import type { UiSessionView } from '../../src-shared/contract.ts';
import { APP_USER_AGENT } from './browser-access.ts';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad)\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function describeUiSession(userAgent: string): Pick<UiSessionView, 'kind' | 'label'> {
  if (userAgent.startsWith(APP_USER_AGENT)) return { kind: 'app', label: 'Interlock app window (attached)' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser) return { kind: 'browser', label: system ? `${browser} on ${system}` : browser };
  const shown = userAgent.replace(/[^\x20-\x7e]/g, '').trim().slice(0, 60);
  return { kind: 'browser', label: shown ? `Browser (${shown})` : 'Unknown browser' };
}
