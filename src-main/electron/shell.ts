// The Electron shell: a window and a tray around the same control center the headless host runs. It holds no
// domain logic; everything the window asks goes through the shared contract handlers.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  Notification,
  session,
  shell,
  Tray,
  type IpcMainInvokeEvent,
} from 'electron';
import type { AppEvent } from '../../src-shared/app-events.ts';
import { IPC_EVENT, IPC_INVOKE } from '../../src-shared/ipc-channels.ts';
import { dispatchInvoke } from '../api/index.ts';
import type { ControlCenter, ControlCenterOptions } from '../control-center/index.ts';
import { errorMessage, resolveDataDir } from '../core/index.ts';
import { packageRoot } from '../files/index.ts';
import { approvalNotificationContent } from './approval-notification.ts';
import { parseShellArgs, type ShellArgs } from './shell-args.ts';
import { trayMenuTemplate } from './tray-menu.ts';
import { summarizeForTray, trayIconFile, trayTooltip, type TraySummary } from './tray-state.ts';
import { isPermissionGranted, isTrustedSender, mainWindowOptions } from './window-security.ts';

export interface ShellOptions {
  argv: string[];
  startControlCenter: (options: ControlCenterOptions) => Promise<ControlCenter>;
}

interface ShellPaths {
  page: string;
  preload: string;
  assets: string;
}

function shellPaths(root: string): ShellPaths {
  return {
    page: join(root, 'dist', 'renderer', 'index.html'),
    preload: join(root, 'dist', 'preload', 'preload.cjs'),
    assets: join(root, 'assets'),
  };
}

/** Starts the shell; resolves once the window and tray are up (or the app is on its way out). */
export async function runShell(options: ShellOptions): Promise<void> {
  // A second launch hands over to the first (which shows its window) instead of starting another core.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  let args: ShellArgs;
  try {
    args = parseShellArgs(options.argv);
  } catch (err) {
    await app.whenReady();
    dialog.showErrorBox('Interlock could not start', errorMessage(err));
    app.exit(2);
    return;
  }
  await app.whenReady();
  lockDownSession();

  let cc: ControlCenter;
  try {
    // While the app runs, a browser opening a login link must also be allowed here, in the window.
    cc = await options.startControlCenter({ dataDir: resolveDataDir(args.dataDir), port: args.port, demo: args.demo, browserLoginNeedsConsent: true });
  } catch (err) {
    dialog.showErrorBox('Interlock could not start', errorMessage(err));
    app.exit(1);
    return;
  }

  const paths = shellPaths(packageRoot());
  const pageUrl = pathToFileURL(paths.page).href;
  const { handlers } = cc;

  let window: BrowserWindow | null = null;
  let quitting = false;

  const createWindow = (): BrowserWindow => {
    const win = new BrowserWindow(mainWindowOptions({ preload: paths.preload, icon: join(paths.assets, 'icon.png') }));
    const detachUi = cc.core.gate.attachUi();
    const stopEvents = cc.core.store.subscribe((event) => {
      if (!win.isDestroyed()) win.webContents.send(IPC_EVENT, event);
    });
    win.webContents.on('will-navigate', (event) => event.preventDefault());
    win.webContents.on('will-attach-webview', (event) => event.preventDefault());
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    win.once('ready-to-show', () => {
      if (!args.hidden) win.show();
    });
    // Closing hides to the tray: agents keep working and approvals still reach the person.
    win.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      win.hide();
    });
    win.on('closed', () => {
      stopEvents();
      detachUi();
      if (window === win) window = null;
    });
    void win.loadFile(paths.page);
    return win;
  };

  const show = (hash?: string) => {
    window ??= createWindow();
    if (hash !== undefined) void window.loadFile(paths.page, { hash });
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  ipcMain.handle(IPC_INVOKE, (event: IpcMainInvokeEvent, channel: unknown, request: unknown) => {
    if (!isTrustedSender(event, window, pageUrl)) return { ok: false, error: 'Refused: this request did not come from the Interlock window' };
    return dispatchInvoke(handlers, channel, request, { kind: 'window' });
  });

  const tray = new Tray(trayIcon(paths.assets, summarizeForTray(cc.core.store.state)));
  let shownSummary: TraySummary | null = null;
  const refreshTray = () => {
    const summary = summarizeForTray(cc.core.store.state);
    if (shownSummary && JSON.stringify(summary) === JSON.stringify(shownSummary)) return;
    if (shownSummary?.status !== summary.status) tray.setImage(trayIcon(paths.assets, summary));
    shownSummary = summary;
    tray.setToolTip(trayTooltip(summary));
    tray.setContextMenu(
      Menu.buildFromTemplate(
        trayMenuTemplate(summary, {
          open: () => show(),
          openInBrowser: () => void shell.openExternal(cc.loginUrl()),
          openApprovals: () => show('/approvals'),
          quit: () => app.quit(),
        }),
      ),
    );
  };
  tray.on('click', () => show());
  refreshTray();

  const notifications = new Map<string, Notification>();
  const notify = (event: AppEvent) => {
    if (event.type === 'approval.requested' && Notification.isSupported()) {
      const { approval } = event;
      const notification = new Notification({ ...approvalNotificationContent(approval), icon: join(paths.assets, 'icon.png') });
      notification.on('click', () => show(`/approvals/${encodeURIComponent(approval.id)}`));
      notifications.set(approval.id, notification);
      notification.show();
    } else if (event.type === 'approval.removed') {
      notifications.get(event.approvalId)?.close();
      notifications.delete(event.approvalId);
    }
  };
  cc.core.store.subscribe((event) => {
    refreshTray();
    notify(event);
    // The person must see "A browser wants to control Interlock" now: the browser is waiting on it.
    if (event.type === 'login.requested') show();
  });

  app.on('second-instance', () => show());
  app.on('activate', () => show());
  // The app lives in the tray: a closed (destroyed) window does not end it.
  app.on('window-all-closed', () => undefined);
  app.on('before-quit', () => {
    quitting = true;
  });
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stopped = true;
    tray.destroy();
    void cc.close().finally(() => app.quit());
  });

  window = createWindow();
}

function trayIcon(assets: string, summary: TraySummary) {
  return nativeImage.createFromPath(join(assets, trayIconFile(summary.status)));
}

/** Session-wide rules: the page gets no permissions beyond the clipboard write its Copy buttons need. */
function lockDownSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(isPermissionGranted(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
}
