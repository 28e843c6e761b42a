// How the one Interlock window is locked down: no Node in the page, a sandboxed preload, nothing but our own
// page loaded, and IPC answered only for that page.
import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowPaths {
  preload: string;
  icon: string;
}

export function mainWindowOptions(paths: WindowPaths): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 760,
    minHeight: 520,
    title: 'Interlock',
    icon: paths.icon,
    // Shown once the first paint is ready, so the person never sees a blank white window.
    show: false,
    backgroundColor: '#e3e6e9',
    autoHideMenuBar: true,
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/** What an IPC event says about who sent it (the parts of Electron's event the check needs). */
export interface IpcSender {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * True only for the top frame of our own window showing our own page. Anything else (a destroyed frame, an
 * iframe, another window, a page we navigated away to) gets no answer from main.
 */
export function isTrustedSender(event: IpcSender, window: { webContents: { id: number } } | null, pageUrl: string): boolean {
  if (!window || event.sender.id !== window.webContents.id) return false;
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return withoutFragment(frame.url) === withoutFragment(pageUrl);
}

function withoutFragment(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    parsed.search = '';
    return parsed.href;
  } catch {
    return '';
  }
}

/** The page asks for nothing beyond writing to the clipboard (the Copy buttons); everything else is refused. */
export function isPermissionGranted(permission: string): boolean {
  return permission === 'clipboard-sanitized-write';
}
