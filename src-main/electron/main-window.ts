// The one Interlock window: created on demand, locked down, hidden (not closed) by its close button so agents keep
// working and approvals still reach the person through the tray and notifications.
import { join } from 'node:path';
import { BrowserWindow } from 'electron';
import { IPC_EVENT } from '../../src-shared/ipc-channels.ts';
import type { ShellBackend } from './shell-backend.ts';
import { mainWindowOptions } from './window-security.ts';

export interface ShellPaths {
  page: string;
  preload: string;
  assets: string;
}

export function shellPaths(root: string): ShellPaths {
  return {
    page: join(root, 'dist', 'renderer', 'index.html'),
    preload: join(root, 'dist', 'preload', 'preload.cjs'),
    assets: join(root, 'assets'),
  };
}

export interface MainWindow {
  /** Shows (creating if needed) and focuses the window, optionally at a route such as `/approvals`. */
  show(route?: string): void;
  /** The live window, for the IPC sender check; null while none exists. */
  current(): BrowserWindow | null;
  /** From now on the close button closes for real (the app is quitting). */
  allowClose(): void;
}

export function registerMainWindow(backend: ShellBackend, paths: ShellPaths, options: { startHidden: boolean }): MainWindow {
  let window: BrowserWindow | null = null;
  let closing = false;

  const create = (showWhenReady: boolean): BrowserWindow => {
    const win = new BrowserWindow(mainWindowOptions({ preload: paths.preload, icon: join(paths.assets, 'icon.png') }));
    const detachUi = backend.attachUi();
    const stopEvents = backend.store.subscribe((event) => {
      if (!win.isDestroyed()) win.webContents.send(IPC_EVENT, event);
    });
    const stopResync = backend.onResync(() => {
      if (!win.isDestroyed()) void win.loadFile(paths.page);
    });
    win.webContents.on('will-navigate', (event) => event.preventDefault());
    win.webContents.on('will-attach-webview', (event) => event.preventDefault());
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    win.once('ready-to-show', () => {
      if (showWhenReady) win.show();
    });
    win.on('close', (event) => {
      if (closing) return;
      event.preventDefault();
      win.hide();
    });
    win.on('closed', () => {
      stopEvents();
      stopResync();
      detachUi();
      if (window === win) window = null;
    });
    void win.loadFile(paths.page);
    return win;
  };

  window = create(!options.startHidden);
  return {
    show(route) {
      window ??= create(true);
      if (route !== undefined) void window.loadFile(paths.page, { hash: route });
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
    current: () => window,
    allowClose() {
      closing = true;
    },
  };
}
