import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings, SettingsSchema, type Settings } from '../../src-shared/settings-schema.ts';
import { trustWidening, wideningConfirmation } from './trust-widening.ts';

const base = (change: (s: Settings) => void = () => undefined): Settings => {
  const s = defaultSettings();
  s.projectRoots = [resolve('/plc/projects')];
  s.approvals.alwaysApproveTools = [{ tool: 'create_pou' }];
  change(s);
  return s;
};

describe('trust widening', () => {
  it('names every new always-approved tool, every root outside the old ones, a new port and a new program', () => {
    const next = base((s) => {
      s.approvals.alwaysApproveTools = [{ tool: 'create_pou' }, { tool: 'update_pou' }, { tool: 'patch_pou' }];
      s.projectRoots = [resolve('/plc/projects'), resolve('/')];
      s.port = 4000;
      s.openplc.cliPath = '/tmp/evil';
    });
    expect(trustWidening(base(), next).map((w) => w.kind)).toEqual(['always-approve', 'always-approve', 'project-root', 'port', 'program']);
    expect(trustWidening(base(), next)[2]!.description).toContain(resolve('/'));
  });

  it('asks for confirmation before standing approvals may reach a running PLC, and not to turn that off', () => {
    const on = base((s) => (s.approvals.standingApprovalsOnRunningPlc = true));
    expect(trustWidening(base(), on).map((w) => w.kind)).toEqual(['running-plc']);
    expect(trustWidening(base(), on)[0]!.description).toMatch(/running PLC without asking you each time/);
    expect(trustWidening(on, base())).toEqual([]);
    expect(defaultSettings().approvals.standingApprovalsOnRunningPlc).toBe(false);
  });

  it('asks before fewer edits count as safety-relevant, and not when more do', () => {
    const listed = base((s) => (s.safety.projectSignals = ['/plc/projects/line1 = Chain1, K3']));
    const fewerWords = base((s) => (s.safety.patterns = s.safety.patterns.filter((p) => p !== 'guard')));
    expect(trustWidening(base(), fewerWords)).toEqual([{ kind: 'safety', description: expect.stringContaining('"guard" are no longer flagged') }]);
    const fewerSignals = base((s) => (s.safety.projectSignals = ['/plc/projects/line1 = Chain1']));
    expect(trustWidening(listed, fewerSignals)).toEqual([{ kind: 'safety', description: 'K3 is no longer on a project\'s list of safety-relevant signals.' }]);
    expect(trustWidening(base(), listed)).toEqual([]);
    expect(trustWidening(fewerWords, base())).toEqual([]);
  });

  it('asks before an I/O address is no longer marked safety-relevant, and not when one is marked or written differently', () => {
    const marked = base((s) => (s.safety.projectAddresses = ['/plc/projects/line1 = %QX0.6, %qb2']));
    const fewer = base((s) => (s.safety.projectAddresses = ['/plc/projects/line1 = %QB2']));
    expect(trustWidening(marked, fewer)).toEqual([{ kind: 'safety', description: '%QX0.6 (/plc/projects/line1) is no longer marked safety-relevant, so standing approvals may let writes to it through.' }]);
    expect(trustWidening(base(), marked)).toEqual([]);
    expect(trustWidening(marked, base((s) => (s.safety.projectAddresses = ['/plc/projects/line1 = %qx0.6, %QB2'])))).toEqual([]);
    const refused = SettingsSchema.safeParse({ safety: { projectAddresses: ['/plc/projects/line1 = GuardLock'] } });
    expect(refused.success ? '' : refused.error.issues[0]!.message).toBe('write each line as: project folder or file = %QX0.6, %QB2');
  });

  it('asks before an always-approve rule reaches further, and not for one inside a rule already there', () => {
    const line1 = resolve('/plc/projects/line1');
    const project = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: line1 }]));
    const narrower = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: line1 }, { tool: 'update_pou', project: line1, within: 'pous' }]));
    expect(trustWidening(project, narrower)).toEqual([]);
    const otherProject = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: resolve('/plc/projects/line2') }]));
    expect(trustWidening(project, otherProject)).toEqual([
      { kind: 'always-approve', description: `Agents may run update_pou in ${resolve('/plc/projects/line2')} without asking you, from now on.` },
    ]);
    const everywhere = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou' }]));
    expect(trustWidening(project, everywhere).map((w) => w.description)).toEqual(['Agents may run update_pou in every project without asking you, from now on.']);
    const path = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: line1, within: 'pous/programs' }]));
    expect(trustWidening(path, project).map((w) => w.kind)).toEqual(['always-approve']);
    expect(trustWidening(project, path)).toEqual([]);
    // A rule for one agent (by its client name) is inside the same rule for any agent, and not the other way round.
    const cursorOnly = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: line1, agent: 'cursor' }]));
    expect(trustWidening(project, cursorOnly)).toEqual([]);
    expect(trustWidening(cursorOnly, project).map((w) => w.description)).toEqual([`Agents may run update_pou in ${line1} without asking you, from now on.`]);
    const claudeOnly = base((s) => (s.approvals.alwaysApproveTools = [{ tool: 'update_pou', project: line1, agent: 'claude-code' }]));
    expect(trustWidening(cursorOnly, claudeOnly).map((w) => w.description)).toEqual([`Agents calling themselves claude-code may run update_pou in ${line1} without asking you, from now on.`]);
  });

  it('finds nothing to confirm in a change that narrows or only tunes', () => {
    const next = base((s) => {
      s.approvals.alwaysApproveTools = [];
      s.projectRoots = [resolve('/plc/projects/line-1')];
      s.approvals.timeoutSeconds = 30;
      s.codesys.executablePath = '';
    });
    expect(trustWidening(base(), next)).toEqual([]);
  });

  it('binds a confirmation to one exact change from one exact state', () => {
    const wider = base((s) => s.projectRoots.push(resolve('/other')));
    const code = wideningConfirmation(base(), wider);
    expect(wideningConfirmation(base(), wider)).toBe(code);
    expect(wideningConfirmation(base(), base((s) => s.projectRoots.push(resolve('/elsewhere'))))).not.toBe(code);
    expect(wideningConfirmation(base((s) => (s.port = 5000)), wider)).not.toBe(code);
  });
});
