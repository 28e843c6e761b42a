import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../src-shared/app-state.ts';
import type { ImpactReport } from '../../src-shared/impact.ts';
import { approval } from './testing/render-app.tsx';
import { callPlace, callSummary, nextOpen, triageGroups, triageOrder } from './triage.ts';

const labels: Record<string, string> = { 'openplc:/plc/bottling-line': 'OpenPLC · bottling-line' };
const label = (key: string) => labels[key] ?? key;

describe('the triage of waiting calls', () => {
  it('names the project and the object a call works on, in both domains', () => {
    expect(callPlace({ target: 'codesys', targetName: 'Packaging.project › Application/PLC_PRG' }, label)).toEqual({ project: 'Packaging.project', object: 'Application/PLC_PRG' });
    expect(callPlace({ target: 'codesys', targetName: 'Packaging.project' }, label)).toEqual({ project: 'Packaging.project' });
    expect(callPlace({ target: 'openplc:/plc/bottling-line', targetName: 'OpenPLC · bottling-line › main' }, label)).toEqual({ project: 'OpenPLC · bottling-line', object: 'main' });
    expect(callPlace({ target: 'openplc:/plc/bottling-line' }, label)).toEqual({ project: 'OpenPLC · bottling-line' });
  });

  it('groups by project, running-PLC calls first in groups of their own, otherwise in arrival order', () => {
    const calls: PendingApproval[] = [
      approval({ id: 'edit-bottling', target: 'openplc:/plc/bottling-line', targetName: 'OpenPLC · bottling-line › main' }),
      approval({ id: 'edit-packaging', target: 'codesys', targetName: 'Packaging.project › Application/PLC_PRG' }),
      approval({ id: 'edit-mixing', target: 'codesys', targetName: 'Mixing.project › Application/FB_Valve' }),
      approval({ id: 'rename-bottling', target: 'openplc:/plc/bottling-line' }),
      approval({ id: 'write-packaging', target: 'codesys', targetName: 'Packaging.project', changesRunningPlc: true }),
      approval({ id: 'edit-packaging-2', target: 'codesys', targetName: 'Packaging.project › Application/GVL' }),
      approval({ id: 'download-mixing', target: 'codesys', targetName: 'Mixing.project', changesRunningPlc: true }),
    ];
    const groups = triageGroups(calls, label);
    expect(groups.map((g) => [g.label, g.runningPlc, g.approvals.map((a) => a.id)])).toEqual([
      ['Packaging.project', true, ['write-packaging']],
      ['Mixing.project', true, ['download-mixing']],
      ['OpenPLC · bottling-line', false, ['edit-bottling', 'rename-bottling']],
      ['Packaging.project', false, ['edit-packaging', 'edit-packaging-2']],
      ['Mixing.project', false, ['edit-mixing']],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
    expect(triageOrder(groups).map((a) => a.id)).toEqual(['write-packaging', 'download-mixing', 'edit-bottling', 'rename-bottling', 'edit-packaging', 'edit-packaging-2', 'edit-mixing']);
  });

  it('puts the safety-relevant calls first within each project, the others in arrival order', () => {
    const safe = (id: string) => approval({ id, target: 'openplc:/plc/bottling-line', preview: { kind: 'diff', title: 'main', diff: '', impact: { status: 'complete', safetySignals: ['estop: EStop'], items: [{ kind: 'condition', change: 'condition-changed', subject: 'EStop', text: 'EStop read differently', safety: ['estop'], at: [] }] } } });
    const plain = (id: string) => approval({ id, target: 'openplc:/plc/bottling-line' });
    const groups = triageGroups([plain('a'), plain('b'), safe('c'), plain('d'), safe('e')], label);
    expect(groups.map((g) => g.approvals.map((a) => a.id))).toEqual([['c', 'e', 'a', 'b', 'd']]);
  });

  it('tells apart two projects of the same name by where main resolved them', () => {
    const calls = [
      approval({ id: 'plant-a', target: 'codesys', targetName: 'Line.project › Application/PLC_PRG', where: { project: 'D:\\PlantA\\Line.project' } }),
      approval({ id: 'plant-b', target: 'codesys', targetName: 'Line.project › Application/PLC_PRG', where: { project: 'D:\\PlantB\\Line.project' } }),
      approval({ id: 'plant-a-2', target: 'codesys', targetName: 'Line.project › Application/GVL', where: { project: 'D:\\PlantA\\Line.project' } }),
    ];
    expect(triageGroups(calls, label).map((g) => [g.label, g.path, g.approvals.map((a) => a.id)])).toEqual([
      ['Line.project', 'D:\\PlantA\\Line.project', ['plant-a', 'plant-a-2']],
      ['Line.project', 'D:\\PlantB\\Line.project', ['plant-b']],
    ]);
  });

  it('says in one line what each call would do', () => {
    expect(callSummary(approval()).text).toBe('+1 −1 lines');
    expect(callSummary(approval({ preview: { kind: 'diff', title: 'main', diff: '@@ -1,0 +1,1 @@\n+x := 1;\n' } })).text).toBe('+1 −0 line');
    const impact: ImpactReport = {
      status: 'complete',
      safetySignals: ['guard'],
      items: [
        { kind: 'write', change: 'newly-written', subject: 'pump_on', address: '%QX0.1', text: 'Writes %QX0.1 (pump_on) in a new place', safety: [], at: [] },
        { kind: 'condition', change: 'condition-changed', subject: 'xGuardClosed', text: 'Changes the condition on xGuardClosed', safety: ['guard'], at: [] },
      ],
    };
    // The impact leads, a safety-relevant item before the others (the row's Safety tag marks it); the size follows.
    expect(callSummary(approval({ preview: { kind: 'diff', title: 'main', diff: '@@ -1 +1 @@\n-a\n+b\n', impact } }))).toEqual({ text: 'Changes the condition on xGuardClosed · +1 −1 lines', safety: true });
    expect(callSummary(approval({ preview: { kind: 'text', title: 'New POU FB_Valve', text: 'x', impact: { ...impact, safetySignals: [], items: [impact.items[0]!] } } })).text).toBe('Writes %QX0.1 (pump_on) in a new place');
    const plc = { kind: 'plc' as const, title: 'Write', effect: 'Writes each value below once.', project: 'P.project', device: 'Device', application: 'Application', runState: 'run' };
    expect(callSummary(approval({ preview: { ...plc, values: [{ expression: 'PLC_PRG.speed', current: '40', next: '42.5', forced: false }, { expression: 'GVL.on', current: 'FALSE', next: 'TRUE', forced: false }] } })).text).toBe('PLC_PRG.speed → 42.5, GVL.on → TRUE');
    expect(callSummary(approval({ preview: { ...plc, codeChanges: '@@', changedObjects: ['Application/PLC_PRG', 'Application/GVL'] } })).text).toBe('Changed since the last download: Application/PLC_PRG, Application/GVL');
    expect(callSummary(approval({ preview: { ...plc, effect: 'Stops the application.' } })).text).toBe('Stops the application.');
    expect(callSummary(approval({ preview: { kind: 'text', title: 'New POU FB_Valve', text: 'FUNCTION_BLOCK FB_Valve' } })).text).toBe('New POU FB_Valve');
    expect(callSummary(approval({ preview: undefined }), 'name="main", new_name="main_v2"').text).toBe('name="main", new_name="main_v2"');
    expect(callSummary(approval({ preview: undefined })).text).toBe('No preview: read its arguments');
  });

  it('opens the next call once the open one leaves, else the nearest before it', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(nextOpen(order, 'b', new Set(['a', 'c', 'd']))).toBe('c');
    expect(nextOpen(order, 'b', new Set(['a', 'd']))).toBe('d');
    expect(nextOpen(order, 'd', new Set(['a', 'b']))).toBe('b');
    expect(nextOpen(order, 'b', new Set())).toBeUndefined();
    expect(nextOpen(order, 'x', new Set(['a']))).toBeUndefined();
  });
});
