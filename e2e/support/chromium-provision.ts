// Which Chromium the browser tests drive, and what `npm test` does when it is missing: on Debian as root (CI, these
// machines) it installs Debian's package; anywhere else it stops at once with one sentence saying what to install,
// instead of failing five suites half an hour later. Pure decision here, the commands in scripts/provide-chromium.ts.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium binary the tests use: INTERLOCK_CHROMIUM when set, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.INTERLOCK_CHROMIUM || DEFAULT_CHROMIUM_PATH;
}

export interface ChromiumSituation {
  /** The binary the tests will launch (chromiumPath()). */
  path: string;
  /** Whether it is an executable file now. */
  present: boolean;
  /** Whether the user chose the path (INTERLOCK_CHROMIUM); then nothing is installed in its place. */
  chosenByUser: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ChromiumDecision =
  | { action: 'use'; path: string }
  | { action: 'install'; commands: string[][]; path: string }
  | { action: 'fail'; message: string };

export const INSTALL_COMMANDS = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

export function decideChromium(situation: ChromiumSituation): ChromiumDecision {
  const { path, present, chosenByUser, isRoot, hasAptGet } = situation;
  if (present) return { action: 'use', path };
  if (chosenByUser) {
    return { action: 'fail', message: `INTERLOCK_CHROMIUM is ${path}, which is not an executable file: point it at a Chromium binary, or unset it to use Debian's (${DEFAULT_CHROMIUM_PATH}).` };
  }
  if (isRoot && hasAptGet) return { action: 'install', commands: INSTALL_COMMANDS, path };
  return {
    action: 'fail',
    message: `npm test drives the web UI in Chromium, which is not installed: install Debian's package (sudo apt-get install chromium), or set INTERLOCK_CHROMIUM to a Chromium binary, then run npm test again.`,
  };
}
