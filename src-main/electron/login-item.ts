// "Start Interlock when you log in": a login item on Windows and macOS (through Electron), an XDG autostart entry on
// Linux (Electron has no login items there). Off by default; the person turns it on in Settings. The tray app
// starts hidden in the tray when launched this way.
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { writeFileAtomic } from '../files/index.ts';

/** The argument that starts the tray app without showing its window. */
export const START_HIDDEN_ARG = '--hidden';

/** The slice of Electron's `app` that login items need (mocked in tests). */
export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean; path?: string; args?: string[] }): void;
  getLoginItemSettings(): { openAtLogin: boolean; wasOpenedAtLogin?: boolean };
}

export interface LoginItemContext {
  platform: NodeJS.Platform;
  app: LoginItemApp;
  /** The program that starts this tray app (the Electron binary, or the AppImage file). */
  executable: string;
  /** Arguments before our own (the app folder when run from a checkout). */
  leadingArgs: string[];
  env: NodeJS.ProcessEnv;
}

/** Where the XDG autostart entry lives: $XDG_CONFIG_HOME/autostart, else ~/.config/autostart. */
export function autostartEntryPath(env: NodeJS.ProcessEnv): string {
  const configHome = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), '.config');
  return join(configHome, 'autostart', 'interlock.desktop');
}

export async function applyStartAtLogin(enabled: boolean, ctx: LoginItemContext): Promise<void> {
  if (ctx.platform === 'linux') {
    const entry = autostartEntryPath(ctx.env);
    if (!enabled) {
      await rm(entry, { force: true });
      return;
    }
    await mkdir(join(entry, '..'), { recursive: true });
    await writeFileAtomic(entry, autostartEntry(linuxExecutable(ctx), [...ctx.leadingArgs, START_HIDDEN_ARG]));
    return;
  }
  // Windows and macOS. On Windows the arguments reach the app; macOS ignores them, and the shell asks
  // getLoginItemSettings().wasOpenedAtLogin instead.
  ctx.app.setLoginItemSettings({ openAtLogin: enabled, path: ctx.executable, args: [...ctx.leadingArgs, START_HIDDEN_ARG] });
}

/** Whether this launch came from the login item, so the window stays in the tray. */
export function launchedAtLogin(ctx: Pick<LoginItemContext, 'platform' | 'app'>, argv: readonly string[]): boolean {
  if (argv.includes(START_HIDDEN_ARG)) return true;
  return ctx.platform === 'darwin' && ctx.app.getLoginItemSettings().wasOpenedAtLogin === true;
}

/** An AppImage runs from a temporary mount; the autostart entry must name the AppImage file itself. */
function linuxExecutable(ctx: LoginItemContext): string {
  return ctx.env.APPIMAGE && ctx.env.APPIMAGE.startsWith('/') ? ctx.env.APPIMAGE : ctx.executable;
}

function autostartEntry(executable: string, args: string[]): string {
  const exec = [executable, ...args].map(desktopExecWord).join(' ');
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Interlock',
    'Comment=Control center where AI agents work on PLC projects and a person approves every change',
    `Exec=${exec}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Quoting per the Desktop Entry spec: reserved characters inside double quotes, with `"`, `` ` ``, `$`, `\` escaped. */
function desktopExecWord(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word.replace(/%/g, '%%');
  return `"${word.replace(/[\\"`$]/g, (c) => `\\${c}`).replace(/%/g, '%%')}"`;
}
