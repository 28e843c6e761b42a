import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emptyAppState, type AppState, type QueueEntry } from '../../src-shared/app-state.ts';
import { packageRoot } from '../files/index.ts';
import { approvalNotificationContent } from './approval-notification.ts';
import { trayMenuTemplate } from './tray-menu.ts';
import { summarizeForTray, TRAY_STATUSES, trayIconFile, trayTooltip } from './tray-state.ts';

const base = emptyAppState({ version: '1', startedAt: 0, dataDir: '/d', httpUrl: null, mcpUrl: null, pid: 1 });
const entry = (status: QueueEntry['status']): QueueEntry => ({ id: status, agentId: 'a', agentName: 'A', tool: 't', target: 'x', mutates: false, argsSummary: '{}', status, createdAt: 0, output: [] });
const approval = { id: 'p1', entryId: 'e1', agentId: 'a', agentName: 'Claude Code', tool: 'write_pou', toolTitle: 'Write POU', target: 'codesys', args: {}, requestedAt: 0, expiresAt: 1 };

describe('the tray', () => {
  it('shows the most urgent status: approval, then error, then busy, else idle', () => {
    const busy: AppState = { ...base, queue: [entry('running'), entry('queued'), entry('succeeded')] };
    const failing: AppState = { ...busy, targets: { codesys: { id: 'codesys', kind: 'codesys', label: 'CODESYS', status: 'error', updatedAt: 0 } } };
    const waiting: AppState = { ...failing, approvals: [approval] };
    expect(summarizeForTray(base).status).toBe('idle');
    expect(summarizeForTray(busy)).toEqual({ status: 'busy', pendingApprovals: 0, running: 1, queued: 1, problems: 0 });
    expect(summarizeForTray(failing).status).toBe('error');
    expect(summarizeForTray(waiting).status).toBe('approval');
    expect(trayTooltip(summarizeForTray(waiting))).toBe('Interlock: 1 waiting for your approval, 1 problem, 1 running, 1 queued');
  });

  it('counts an undismissed error notice as a problem', () => {
    const state: AppState = { ...base, notices: [{ id: 'n', level: 'error', source: 'audit', message: 'disk full', at: 0 }] };
    expect(summarizeForTray(state).status).toBe('error');
  });

  it('has an icon for every status at both pixel densities', () => {
    for (const status of TRAY_STATUSES) {
      const file = join(packageRoot(), 'assets', trayIconFile(status));
      expect(existsSync(file), file).toBe(true);
      expect(existsSync(file.replace('.png', '@2x.png')), file).toBe(true);
    }
  });

  it('offers open, open in browser, the pending approvals and quit in its menu', () => {
    const actions = { open: vi.fn(), openInBrowser: vi.fn(), openApprovals: vi.fn(), quit: vi.fn() };
    const idle = trayMenuTemplate(summarizeForTray(base), actions);
    expect(idle[2]).toMatchObject({ label: 'No approvals waiting', enabled: false });

    const menu = trayMenuTemplate(summarizeForTray({ ...base, approvals: [approval, { ...approval, id: 'p2' }] }), actions);
    expect(menu.map((item) => item.label ?? item.type)).toEqual(['Open Interlock', 'Open in browser', 'Review 2 pending approvals…', 'Status: 2 waiting for your approval', 'separator', 'Quit Interlock']);
    expect(menu[3]!.enabled).toBe(false);
    const click = (index: number) => (menu[index]!.click as () => void)();
    click(0);
    click(1);
    click(2);
    click(5);
    expect(actions.open).toHaveBeenCalledOnce();
    expect(actions.openInBrowser).toHaveBeenCalledOnce();
    expect(actions.openApprovals).toHaveBeenCalledOnce();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it('names the agent, tool and target in the approval notification', () => {
    expect(approvalNotificationContent(approval)).toEqual({ title: 'Approval needed: Write POU', body: 'Claude Code wants to run write_pou on codesys. Click to review.' });
  });
});
