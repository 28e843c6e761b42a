// The window's one IPC channel: contract calls, answered only for our own page in our own window.
import { pathToFileURL } from 'node:url';
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { SettingsView } from '../../src-shared/contract.ts';
import { IPC_INVOKE } from '../../src-shared/ipc-channels.ts';
import type { MainWindow, ShellPaths } from './main-window.ts';
import type { ShellBackend } from './shell-backend.ts';
import { isTrustedSender } from './window-security.ts';

const SETTINGS_CHANNELS = new Set(['settings:get', 'settings:update', 'settings:reset']);

export function registerWindowIpc(backend: ShellBackend, window: MainWindow, paths: ShellPaths, onSettings: (view: SettingsView) => void): void {
  const pageUrl = pathToFileURL(paths.page).href;
  ipcMain.handle(IPC_INVOKE, async (event: IpcMainInvokeEvent, channel: unknown, request: unknown) => {
    if (!isTrustedSender(event, window.current(), pageUrl)) return { ok: false, error: 'Refused: this request did not come from the Interlock window' };
    const result = await backend.invoke(channel, request);
    // The shell applies the settings only it can (start at login) whenever the window reads or changes them.
    if (result.ok && typeof channel === 'string' && SETTINGS_CHANNELS.has(channel) && isSettingsView(result.value)) onSettings(result.value);
    return result;
  });
}

function isSettingsView(value: unknown): value is SettingsView {
  return typeof value === 'object' && value !== null && 'settings' in value;
}
