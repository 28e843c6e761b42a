// The Electron shell: a window, a tray and notifications around a control center. It holds no domain logic and is
// composed of small registration modules (window, IPC, tray, notifications, start at login, lifecycle), each
// owning one concern; this file only decides which control center to use and wires them together.
//
// One control center per data directory, whichever starts first: if an agent's `interlock mcp` already started a
// headless one, the app attaches to it as its window, tray and notifications (attached-control-center.ts);
// otherwise it starts its own, which `interlock mcp` then finds through the server record like any other.
import { app, dialog, session, shell } from 'electron';
import type { SettingsView } from '../../src-shared/contract.ts';
import type { ControlCenter, ControlCenterOptions } from '../control-center/index.ts';
import { errorMessage, resolveDataDir } from '../core/index.ts';
import { packageRoot } from '../files/index.ts';
import { attachToRunningControlCenter, type AttachOptions } from './attached-control-center.ts';
import { applyStartAtLogin, launchedAtLogin, type LoginItemContext } from './login-item.ts';
import { registerMainWindow, shellPaths } from './main-window.ts';
import { registerNotifications } from './notifications.ts';
import { attachedBackend, ownBackend, type ShellBackend } from './shell-backend.ts';
import { parseShellArgs, type ShellArgs } from './shell-args.ts';
import { registerTray } from './tray-controller.ts';
import { registerWindowIpc } from './window-ipc.ts';
import { isPermissionGranted } from './window-security.ts';

/** Windows ties notifications and taskbar grouping to this id; it must equal electron-builder's appId. */
export const APP_USER_MODEL_ID = 'dev.interlock.app';

export interface ShellOptions {
  argv: string[];
  startControlCenter: (options: ControlCenterOptions) => Promise<ControlCenter>;
  /** How to reach a control center that already runs (tests pass their own fetch). */
  attach?: AttachOptions;
}

/** Starts the shell; resolves once the window and tray are up (or the app is on its way out). */
export async function runShell(options: ShellOptions): Promise<void> {
  // A second launch hands over to the first (which shows its window) instead of starting another shell.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
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

  const dataDir = resolveDataDir(args.dataDir);
  let backend: ShellBackend;
  try {
    backend = await openBackend(dataDir, args, options);
  } catch (err) {
    dialog.showErrorBox('Interlock could not start', errorMessage(err));
    app.exit(1);
    return;
  }

  const loginItem: LoginItemContext = {
    platform: process.platform,
    app,
    executable: process.execPath,
    // From a checkout Electron runs `electron <app folder>`; the login item must repeat that, and the data directory.
    leadingArgs: [...(app.isPackaged ? [] : [app.getAppPath()]), ...(args.dataDir ? ['--data-dir', dataDir] : [])],
    env: process.env,
  };
  const paths = shellPaths(packageRoot());
  const window = registerMainWindow(backend, paths, { startHidden: args.hidden || launchedAtLogin(loginItem, options.argv) });
  const applySettings = (view: SettingsView) => {
    void applyStartAtLogin(view.settings.desktop.startAtLogin, loginItem).catch((err: unknown) => console.error('[shell] start at login:', err));
  };
  registerWindowIpc(backend, window, paths, applySettings);
  const tray = registerTray(backend, paths.assets, {
    open: () => window.show(),
    openInBrowser: () => void backend.browserLoginUrl().then((url) => shell.openExternal(url)),
    openApprovals: () => window.show('/approvals'),
    showLogs: () => void shell.openPath(backend.logDir),
    quit: () => app.quit(),
  });
  registerNotifications(backend, window, paths.assets);
  void backend.invoke('settings:get', {}).then((result) => {
    if (result.ok) applySettings(result.value as SettingsView);
  });

  // An attached app whose control center went away starts over, now as the first: it starts its own.
  void backend.lost?.then(() => {
    app.relaunch();
    app.exit(0);
  });

  // `interlock stop` (what stops a background control center gracefully, Windows included) quits the app too.
  void backend.stopRequested?.then(() => app.quit());

  app.on('second-instance', () => window.show());
  app.on('activate', () => window.show());
  // The app lives in the tray: a closed (destroyed) window does not end it.
  app.on('window-all-closed', () => undefined);
  app.on('before-quit', () => window.allowClose());
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stopped = true;
    tray.destroy();
    void backend.close().finally(() => app.quit());
  });
}

async function openBackend(dataDir: string, args: ShellArgs, options: ShellOptions): Promise<ShellBackend> {
  const running = await attachToRunningControlCenter(dataDir, options.attach);
  if (running) return attachedBackend(running, dataDir);
  // While the app runs, a browser opening a login link must also be allowed here, in the window.
  const cc = await options.startControlCenter({ dataDir, port: args.port, demo: args.demo, browserLoginNeedsConsent: true });
  return ownBackend(cc);
}

/** Session-wide rules: the page gets no permissions beyond the clipboard write its Copy buttons need. */
function lockDownSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(isPermissionGranted(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
}
