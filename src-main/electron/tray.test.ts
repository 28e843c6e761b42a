import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emptyAppState, type AppState, type PendingApproval, type QueueEntry } from '../../src-shared/app-state.ts';
import { packageRoot } from '../files/index.ts';
import { applyAppEvent } from '../../src-shared/app-events.ts';
import { approvalNotificationContent } from '../../src-shared/approval-notification.ts';
import { trayMenuTemplate } from './tray-menu.ts';
import { summarizeForTray, TRAY_STATUSES, trayIconFile, trayTooltip } from './tray-state.ts';

const base = emptyAppState({ version: '1', startedAt: 0, dataDir: '/d', httpUrl: null, mcpUrl: null, pid: 1 });
const entry = (status: QueueEntry['status']): QueueEntry => ({ id: status, agentId: 'a', agentName: 'A', tool: 't', target: 'x', mutates: false, argsSummary: '{}', status, createdAt: 0, output: [] });
const approval: PendingApproval = {
  id: 'p1',
  entryId: 'e1',
  agentId: 'a',
  agentName: 'Claude Code',
  tool: 'write_pou',
  toolTitle: 'Write POU',
  target: 'codesys',
  args: {},
  requestedAt: 0,
  expiresAt: 1,
  state: 'waiting',
  sessionApproval: { kind: 'agent-session' },
};

describe('the tray', () => {
  it('shows the most urgent status: approval, then error, then busy, else idle', () => {
    const busy: AppState = { ...base, queue: [entry('running'), entry('queued'), entry('succeeded')] };
    const failing: AppState = { ...busy, targets: { codesys: { id: 'codesys', kind: 'codesys', label: 'CODESYS', status: 'error', updatedAt: 0 } } };
    const waiting: AppState = { ...failing, approvals: [approval] };
    expect(summarizeForTray(base).status).toBe('idle');
    expect(summarizeForTray(busy)).toEqual({ status: 'busy', pendingApprovals: 0, running: 1, queued: 1, problems: 0, autoApproved: 0 });
    expect(summarizeForTray(failing).status).toBe('error');
    expect(summarizeForTray(waiting).status).toBe('approval');
    expect(trayTooltip(summarizeForTray(waiting))).toBe('Interlock: 1 waiting for your approval, 1 problem, 1 running, 1 queued');
  });

  it('counts the calls rules approved without asking until the person saw them on the Overview', () => {
    const rule = { tool: 'patch_pou', agent: 'cursor' };
    const added = applyAppEvent(base, { type: 'auto-approval.added', approval: { entryId: 'e1', at: 1, agentName: 'cursor', tool: 'patch_pou', target: 'openplc:/p', rule } });
    const twice = applyAppEvent(added, { type: 'auto-approval.added', approval: { entryId: 'e2', at: 2, agentName: 'cursor', tool: 'patch_pou', target: 'openplc:/p', rule } });
    expect(summarizeForTray(twice).autoApproved).toBe(2);
    expect(trayTooltip(summarizeForTray(twice))).toBe('Interlock: 2 approved by your rules');
    const menu = trayMenuTemplate(summarizeForTray(twice), { open: vi.fn(), openInBrowser: vi.fn(), openApprovals: vi.fn(), showLogs: vi.fn(), quit: vi.fn() });
    expect(menu.map((item) => item.label)).toContain('See 2 approved by your rules…');
    const seen = applyAppEvent(twice, { type: 'auto-approvals.seen' });
    expect(summarizeForTray(seen).autoApproved).toBe(0);
    expect(trayTooltip(summarizeForTray(seen))).toBe('Interlock: idle');
    // The feed keeps what was approved; only the count goes.
    expect(seen.autoApproved.map((a) => a.entryId)).toEqual(['e2', 'e1']);
  });

  it('counts an undismissed error notice as a problem', () => {
    const state: AppState = { ...base, notices: [{ id: 'n', level: 'error', source: 'audit', message: 'disk full', at: 0 }] };
    expect(summarizeForTray(state).status).toBe('error');
  });

  it('has an icon for every status at both pixel densities, and monochrome template icons for the macOS menu bar', () => {
    for (const platform of ['win32', 'linux', 'darwin'] as const) {
      for (const status of TRAY_STATUSES) {
        const file = join(packageRoot(), 'assets', trayIconFile(status, platform));
        expect(existsSync(file), file).toBe(true);
        expect(existsSync(file.replace('.png', '@2x.png')), file).toBe(true);
        expect(file.endsWith('Template.png')).toBe(platform === 'darwin');
      }
    }
  });

  it('ships a 1024 px app icon (what macOS asks for; the other sizes are derived from it)', () => {
    const png = readFileSync(join(packageRoot(), 'assets', 'icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  it('offers open, open in browser, the pending approvals, whose control center it is, the logs and quit', () => {
    const actions = { open: vi.fn(), openInBrowser: vi.fn(), openApprovals: vi.fn(), showLogs: vi.fn(), quit: vi.fn() };
    const idle = trayMenuTemplate(summarizeForTray(base), actions);
    expect(idle[2]).toMatchObject({ label: 'No approvals waiting', enabled: false });

    const menu = trayMenuTemplate(summarizeForTray({ ...base, approvals: [approval, { ...approval, id: 'p2' }] }), actions, 'Attached to the control center an agent started (pid 7)');
    expect(menu.map((item) => item.label ?? item.type)).toEqual([
      'Open Interlock',
      'Open in browser',
      'Review 2 pending approvals…',
      'Status: 2 waiting for your approval',
      'Attached to the control center an agent started (pid 7)',
      'separator',
      'Show logs',
      'Quit Interlock',
    ]);
    expect(menu[3]!.enabled).toBe(false);
    expect(menu[4]!.enabled).toBe(false);
    const click = (index: number) => (menu[index]!.click as () => void)();
    click(0);
    click(1);
    click(2);
    click(6);
    click(7);
    expect(actions.open).toHaveBeenCalledOnce();
    expect(actions.openInBrowser).toHaveBeenCalledOnce();
    expect(actions.openApprovals).toHaveBeenCalledOnce();
    expect(actions.showLogs).toHaveBeenCalledOnce();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it('names the agent, tool and target in the approval notification', () => {
    expect(approvalNotificationContent(approval)).toEqual({ title: 'Approval needed: Write POU', body: 'Claude Code wants to run write_pou on codesys. Click to review.' });
  });

  it('says first that an edit touches a safety signal, and what it does', () => {
    const impact = {
      status: 'complete' as const,
      safetySignals: ['emergency stop: EmergencyStop'],
      items: [{ kind: 'condition' as const, change: 'no-longer-read', subject: 'EmergencyStop', text: 'Input EmergencyStop (%IX0.0) is no longer read in the condition `NOT EmergencyStop`.', safety: ['emergency stop: EmergencyStop'], at: [] }],
    };
    const content = approvalNotificationContent({ ...approval, targetName: 'bottling-line › main', preview: { kind: 'diff', title: 'Edit main.st', diff: '', impact } });
    expect(content.title).toBe('Safety-relevant approval: Write POU');
    expect(content.body).toBe(
      'SAFETY: touches EmergencyStop. Claude Code wants to run write_pou on bottling-line › main. SAFETY: Input EmergencyStop (%IX0.0) is no longer read in the condition `NOT EmergencyStop`. Click to review.',
    );
  });
});
