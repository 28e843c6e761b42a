// Start at login on each OS: Electron's login item on Windows and macOS (mocked), an XDG autostart entry on Linux.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathExists } from '../files/index.ts';
import { applyStartAtLogin, autostartEntryPath, launchedAtLogin, type LoginItemContext } from './login-item.ts';

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'interlock-home-'));
});
afterEach(async () => rm(home, { recursive: true, force: true }));

function context(platform: NodeJS.Platform, env: NodeJS.ProcessEnv = {}): LoginItemContext {
  return {
    platform,
    app: { setLoginItemSettings: vi.fn(), getLoginItemSettings: vi.fn(() => ({ openAtLogin: false, wasOpenedAtLogin: false })) },
    executable: '/opt/Interlock/interlock',
    leadingArgs: [],
    env: { HOME: home, ...env },
  };
}

describe('start at login', () => {
  it('Linux: writes an XDG autostart entry that starts the tray app hidden, and removes it again', async () => {
    const ctx = context('linux');
    await applyStartAtLogin(true, ctx);
    const entry = autostartEntryPath(ctx.env);
    expect(entry).toBe(join(home, '.config', 'autostart', 'interlock.desktop'));
    const text = await readFile(entry, 'utf8');
    expect(text).toMatch(/^\[Desktop Entry\]\nType=Application\nName=Interlock\n/);
    expect(text).toContain('Exec=/opt/Interlock/interlock --hidden\n');
    await applyStartAtLogin(false, ctx);
    expect(await pathExists(entry)).toBe(false);
    await applyStartAtLogin(false, ctx); // already off: nothing to remove, no error
    expect(ctx.app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('Linux: names the AppImage file rather than its temporary mount, quotes spaces, honours XDG_CONFIG_HOME', async () => {
    const ctx = { ...context('linux', { APPIMAGE: '/home/ada/Apps/Interlock 0.1.AppImage', XDG_CONFIG_HOME: join(home, 'cfg') }), leadingArgs: [] };
    await applyStartAtLogin(true, ctx);
    const text = await readFile(join(home, 'cfg', 'autostart', 'interlock.desktop'), 'utf8');
    expect(text).toContain('Exec="/home/ada/Apps/Interlock 0.1.AppImage" --hidden\n');
  });

  it.each(['win32', 'darwin'] as const)('%s: sets Electron\'s login item with the hidden-start argument', async (platform) => {
    const ctx = { ...context(platform), executable: 'C:\\Program Files\\Interlock\\Interlock.exe' };
    await applyStartAtLogin(true, ctx);
    await applyStartAtLogin(false, ctx);
    expect(ctx.app.setLoginItemSettings).toHaveBeenNthCalledWith(1, { openAtLogin: true, path: ctx.executable, args: ['--hidden'] });
    expect(ctx.app.setLoginItemSettings).toHaveBeenNthCalledWith(2, { openAtLogin: false, path: ctx.executable, args: ['--hidden'] });
    expect(await pathExists(autostartEntryPath(ctx.env))).toBe(false);
  });

  it('knows a launch from the login item: --hidden, or macOS saying so', () => {
    expect(launchedAtLogin(context('win32'), ['--hidden'])).toBe(true);
    expect(launchedAtLogin(context('win32'), [])).toBe(false);
    const mac = context('darwin');
    mac.app.getLoginItemSettings = () => ({ openAtLogin: true, wasOpenedAtLogin: true });
    expect(launchedAtLogin(mac, [])).toBe(true);
  });
});
