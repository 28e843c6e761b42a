// The tray's context menu as plain data, so it can be checked without a desktop.
import type { MenuItemConstructorOptions } from 'electron';
import type { TraySummary } from './tray-state.ts';
import { trayTooltip } from './tray-state.ts';

export interface TrayActions {
  open(): void;
  /** Opens the control center in the default browser, logged in: the person asked for it here. */
  openInBrowser(): void;
  openApprovals(): void;
  /** Opens the folder with the log files. */
  showLogs(): void;
  quit(): void;
}

export function trayMenuTemplate(summary: TraySummary, actions: TrayActions, whose?: string): MenuItemConstructorOptions[] {
  const pending = summary.pendingApprovals;
  return [
    { label: 'Open Interlock', click: () => actions.open() },
    { label: 'Open in browser', click: () => actions.openInBrowser() },
    {
      label: pending === 0 ? 'No approvals waiting' : `Review ${pending} pending ${pending === 1 ? 'approval' : 'approvals'}…`,
      enabled: pending > 0,
      click: () => actions.openApprovals(),
    },
    // What the person's rules let through unseen is shown on the Overview, which the window opens on.
    ...(summary.autoApproved > 0 ? [{ label: `See ${summary.autoApproved} approved by your rules…`, click: () => actions.open() }] : []),
    { label: trayTooltip(summary).replace(/^Interlock: /, 'Status: '), enabled: false },
    ...(whose ? [{ label: whose, enabled: false }] : []),
    { type: 'separator' },
    { label: 'Show logs', click: () => actions.showLogs() },
    { label: 'Quit Interlock', click: () => actions.quit() },
  ];
}
