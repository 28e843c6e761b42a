// Writes and forces on a running PLC, as the person sees them before approving: each value beside the I/O address
// it drives (its AT declaration, or the device channel its IO mapping ties it to) and flagged when it is a safety
// signal, the same way a code edit is. End to end through MCP on the stand-in's simulated PLC, with the Packaging
// fixture's EtherCAT tree.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import { approvalNotificationContent } from '../../../src-shared/approval-notification.ts';
import { errorText, makeStandinWorld, startCodesysHarness, structured, writePackagingProject, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const GVL_IO = `{attribute 'qualified_only'}
VAR_GLOBAL
    bStartButton : BOOL;
    bConveyorRun : BOOL;
    bCartonSensor : BOOL;
    bGuardDoorClosed AT %IX4.0 : BOOL;
    wFillSetpoint AT %QW8 : WORD := 100;
    bKeySwitch : BOOL; (* two-hand bypass key *)
END_VAR
`;

interface Changed {
  values: Array<{ expression: string; address?: string; before: string | null; after: string | null }>;
}

describe('CODESYS writes and forces: I/O addresses and safety on the card', () => {
  let world: StandinWorld;
  let plcDir: string;
  let project: string;
  let h: CodesysHarness;

  beforeEach(async () => {
    world = await makeStandinWorld();
    plcDir = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
    process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
    project = join(world.workspace, 'Packaging.project');
    await writePackagingProject(project, (find) => {
      find('GVL_IO').declaration = GVL_IO;
      // The IO mapping ties the output module's first channel to an existing global (as codesys_map_io_channel does).
      find('EL2008').props!.io = { 'Output 1': { variable: 'Application.GVL_IO.bConveyorRun' } };
    });
    h = await startCodesysHarness(world);
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    structured((await h.approve('codesys_online_login', { project_path: project })).result);
  });
  afterEach(async () => {
    await h.close();
    delete process.env.CODESYS_STANDIN_PLC_DIR;
    await world.cleanup();
    await rm(plcDir, { recursive: true, force: true });
  });

  it('shows each written value with its address, flags the safety signal first, and the agent and History get the same', async () => {
    const values = [
      { expression: 'GVL_IO.bConveyorRun', value: 'TRUE' },
      { expression: 'PRG_Cartoner.nCartons', value: '12' },
      { expression: 'GVL_IO.wFillSetpoint', value: '250' },
      { expression: 'Application.GVL_IO.bGuardDoorClosed', value: 'TRUE' },
    ];
    const pending = h.harness.call('codesys_write_variables', { project_path: project, values });
    const card = await h.harness.nextApproval();
    const preview = card.preview as PlcChangePreview;
    expect(preview.values).toEqual([
      { expression: 'GVL_IO.bConveyorRun', current: 'FALSE', next: 'TRUE', forced: false, address: '%QX0.0' },
      { expression: 'PRG_Cartoner.nCartons', current: '0', next: '12', forced: false },
      { expression: 'GVL_IO.wFillSetpoint', current: '100', next: '250', forced: false, address: '%QW8' },
      { expression: 'Application.GVL_IO.bGuardDoorClosed', current: 'FALSE', next: 'TRUE', forced: false, address: '%IX4.0', safety: ['guard: GVL_IO.bGuardDoorClosed'] },
    ]);
    // The impact: the safety signal first, then the outputs, then the rest; each with its address and old/new value.
    expect(preview.impact).toMatchObject({ status: 'complete', safetySignals: ['guard: GVL_IO.bGuardDoorClosed'] });
    expect(preview.impact!.items.map((i) => [i.subject, i.address, i.old, i.new, i.safety.length > 0])).toEqual([
      ['Application.GVL_IO.bGuardDoorClosed', '%IX4.0', 'FALSE', 'TRUE', true],
      ['GVL_IO.bConveyorRun', '%QX0.0', 'FALSE', 'TRUE', false],
      ['GVL_IO.wFillSetpoint', '%QW8', '100', '250', false],
      ['PRG_Cartoner.nCartons', undefined, '0', '12', false],
    ]);
    expect(preview.impact!.items[1]!.text).toBe('Writes GVL_IO.bConveyorRun (%QX0.0) on the running PLC: FALSE → TRUE.');
    // The notification leads with the safety signal, as for a code edit.
    expect(approvalNotificationContent(card).title).toBe('Safety-relevant approval: Write PLC variables');
    expect(approvalNotificationContent(card).body).toMatch(/^SAFETY: touches GVL_IO\.bGuardDoorClosed\. /);
    await h.harness.answerNextApproval('approve-once');
    const result = await pending;
    expect(structured<Changed>(result).values).toEqual([
      { expression: 'GVL_IO.bConveyorRun', address: '%QX0.0', before: 'FALSE', after: 'TRUE' },
      { expression: 'PRG_Cartoner.nCartons', before: '0', after: '12' },
      { expression: 'GVL_IO.wFillSetpoint', address: '%QW8', before: '100', after: '250' },
      { expression: 'Application.GVL_IO.bGuardDoorClosed', address: '%IX4.0', before: 'FALSE', after: 'TRUE' },
    ]);
    // The agent reads the impact the person approved, addresses and safety included.
    const impactText = result.content.map((c) => c.text ?? '').find((t) => t.startsWith('Impact of this change'));
    expect(impactText).toContain('- SAFETY (guard: GVL_IO.bGuardDoorClosed): Writes Application.GVL_IO.bGuardDoorClosed (%IX4.0) on the running PLC: FALSE → TRUE.');

    await h.harness.core.audit.flush();
    const { entries } = await h.harness.core.audit.query({ limit: 10, filter: { tool: 'codesys_write_variables' } });
    expect(entries[0]!.edits!.map((e) => e.location)).toEqual([
      'Device/Plc Logic/Application GVL_IO.bConveyorRun (%QX0.0)',
      'Device/Plc Logic/Application PRG_Cartoner.nCartons',
      'Device/Plc Logic/Application GVL_IO.wFillSetpoint (%QW8)',
      'Device/Plc Logic/Application Application.GVL_IO.bGuardDoorClosed (%IX4.0)',
    ]);
    expect(entries[0]!.impact?.safetySignals).toEqual(['guard: GVL_IO.bGuardDoorClosed']);
  });

  it('a force on a safety signal is approved on its own even where standing approvals cover running PLCs; a plain one is not held', async () => {
    await h.harness.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_force_variables' }], standingApprovalsOnRunningPlc: true } }));
    const plain = structured<Changed>(await h.harness.call('codesys_force_variables', { project_path: project, values: [{ expression: 'GVL_IO.bConveyorRun', value: 'TRUE' }] }));
    expect(plain.values).toEqual([{ expression: 'GVL_IO.bConveyorRun', address: '%QX0.0', before: 'FALSE', after: 'TRUE' }]);

    const pending = h.harness.call('codesys_force_variables', { project_path: project, values: [{ expression: 'GVL_IO.bGuardDoorClosed', value: 'TRUE' }] });
    const card = await h.harness.nextApproval();
    expect(card.onceOnly).toMatch(/touches safety-relevant signal GVL_IO\.bGuardDoorClosed, so you approve each such edit on its own/);
    expect((card.preview as PlcChangePreview).impact!.items[0]!.text).toBe(
      'Forces GVL_IO.bGuardDoorClosed (%IX4.0) to TRUE (now FALSE): the PLC holds it whatever the program writes.',
    );
    await h.harness.answerNextApproval('deny');
    expect(errorText(await pending)).toMatch(/Denied by the person/);
  });

  it("flags a value by its declaration's comment, as a code edit does", async () => {
    const pending = h.harness.call('codesys_write_variables', { project_path: project, values: [{ expression: 'GVL_IO.bKeySwitch', value: 'TRUE' }] });
    const card = await h.harness.nextApproval();
    expect((card.preview as PlcChangePreview).values).toEqual([{ expression: 'GVL_IO.bKeySwitch', current: 'FALSE', next: 'TRUE', forced: false, safety: ['two-hand: GVL_IO.bKeySwitch'] }]);
    await h.harness.answerNextApproval('deny');
    expect(errorText(await pending)).toMatch(/Denied by the person/);
  });
});
