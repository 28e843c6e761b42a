// What the tray shows, derived from the app state alone: one status (worst first) and a short summary.
import type { AppState } from '../../src-shared/app-state.ts';

export const TRAY_STATUSES = ['idle', 'busy', 'approval', 'error'] as const;
export type TrayStatus = (typeof TRAY_STATUSES)[number];

export interface TraySummary {
  status: TrayStatus;
  pendingApprovals: number;
  running: number;
  queued: number;
  /** Targets in an error state and error notices not yet dismissed. */
  problems: number;
  /** Calls the person's rules approved without asking since they last looked at the Overview's feed. */
  autoApproved: number;
}

export function summarizeForTray(state: AppState): TraySummary {
  let running = 0;
  let queued = 0;
  for (const entry of state.queue) {
    if (entry.status === 'running') running++;
    else if (entry.status === 'queued') queued++;
  }
  const problems =
    Object.values(state.targets).filter((t) => t.status === 'error').length + state.notices.filter((n) => n.level === 'error').length;
  const pendingApprovals = state.approvals.filter((a) => a.state !== 'agent-left').length;
  // A person waiting to be asked outranks an error; an error outranks routine work.
  const status: TrayStatus = pendingApprovals > 0 ? 'approval' : problems > 0 ? 'error' : running + queued > 0 ? 'busy' : 'idle';
  return { status, pendingApprovals, running, queued, problems, autoApproved: state.autoApprovedUnseen };
}

export function trayTooltip(summary: TraySummary): string {
  const parts: string[] = [];
  if (summary.pendingApprovals > 0) parts.push(`${summary.pendingApprovals} waiting for your approval`);
  if (summary.problems > 0) parts.push(`${summary.problems} ${summary.problems === 1 ? 'problem' : 'problems'}`);
  if (summary.autoApproved > 0) parts.push(`${summary.autoApproved} approved by your rules`);
  if (summary.running > 0) parts.push(`${summary.running} running`);
  if (summary.queued > 0) parts.push(`${summary.queued} queued`);
  return `Interlock: ${parts.length > 0 ? parts.join(', ') : 'idle'}`;
}

/**
 * Icon file for a status; Electron picks the `@2x` variant beside it on high-DPI screens. macOS gets the monochrome
 * template variant (the name ending in "Template" tells Electron to let macOS tint it for light and dark menu bars).
 */
export function trayIconFile(status: TrayStatus, platform: NodeJS.Platform = process.platform): string {
  return platform === 'darwin' ? `tray-${status}Template.png` : `tray-${status}.png`;
}
