import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { projectDeclarations } from './impact-analysis.ts';
import { plcValuesImpact } from './plc-values-impact.ts';

const patterns = DEFAULT_SAFETY_PATTERNS;

describe('the impact of values written to a running PLC', () => {
  it('matches a value by any of its names, the project list without the list name, and never a bare "Stop"', () => {
    const { report, safety } = plcValuesImpact({
      action: 'write',
      application: 'Device/Plc Logic/Application',
      values: [
        { expression: 'Application.PLC_PRG.fbDoorGuard.Q', current: 'FALSE', next: 'TRUE' },
        { expression: 'GVL.aValves[3]', current: 'FALSE', next: 'TRUE' },
        { expression: 'PLC_PRG.bStop', current: 'FALSE', next: 'TRUE', address: '%QX1.0' },
        { expression: 'GVL_Line.Valve7', current: '0', next: '1' },
      ],
      safetyPatterns: patterns,
      safetySignals: ['Valve7', 'aValves'],
    });
    expect(safety).toEqual([['guard: PLC_PRG.fbDoorGuard.Q'], ['project list: aValves'], [], ['project list: Valve7']]);
    // Safety first, then the output, in the order given within each group.
    expect(report.items.map((i) => i.subject)).toEqual(['Application.PLC_PRG.fbDoorGuard.Q', 'GVL.aValves[3]', 'GVL_Line.Valve7', 'PLC_PRG.bStop']);
    expect(report.safetySignals).toEqual(['guard: PLC_PRG.fbDoorGuard.Q', 'project list: aValves', 'project list: Valve7']);
  });

  it('says what a force and an unforce do, and an unreadable value as such', () => {
    const force = plcValuesImpact({ action: 'force', values: [{ expression: 'GVL_IO.Motor', current: null, next: 'TRUE', address: '%QX0.1' }], safetyPatterns: patterns });
    expect(force.report.items[0]).toMatchObject({ change: 'forced', address: '%QX0.1', new: 'TRUE', text: 'Forces GVL_IO.Motor (%QX0.1) to TRUE (now unreadable): the PLC holds it whatever the program writes.' });
    expect(force.report.items[0]!.old).toBeUndefined();
    const unforce = plcValuesImpact({ action: 'unforce', values: [{ expression: 'GVL_IO.Motor', current: 'TRUE', next: 'the value before the force' }], safetyPatterns: patterns });
    expect(unforce.report.items[0]!.text).toBe('Releases the force on GVL_IO.Motor (forced at TRUE): the value before the force.');
  });

  it("flags a value located where one of the project's safety signals is, or described on the lines above its declaration", () => {
    const { declarations, unresolved } = projectDeclarations({
      globalLists: [{ name: 'GVL_IO', declaration: "VAR_GLOBAL\n    bGuardLock AT %QX0.6 : BOOL;\n    {attribute 'safety'}\n    bBlueLamp : BOOL;\n    Out3 : BOOL;\nEND_VAR\n" }],
      otherUnits: [{ name: 'PLC_PRG', text: 'PROGRAM PLC_PRG\nVAR\n    xDoor AT %QX0.6 : BOOL;\n    bAll AT %QW0 : WORD;\n    xLamp AT %QX4.0 : BOOL;\n    xK AT %QX3.0 : BOOL;\n    fbSLS : SF_SafelyLimitedSpeed;\n    fbMotor : FB_Motor;\nEND_VAR\n' }],
      ioMapping: { 'gvl_io.out3': '%QX3.0' },
    });
    expect(unresolved).toBeNull();
    const { safety, report } = plcValuesImpact({
      action: 'write',
      application: 'Device/Plc Logic/Application',
      values: ['Application.PLC_PRG.xDoor', 'PLC_PRG.bAll', 'PLC_PRG.xLamp', 'GVL_IO.bBlueLamp', 'PLC_PRG.xK', 'PLC_PRG.fbSLS.MonitoringTime', 'PLC_PRG.fbMotor.Ramp'].map((expression) => ({ expression, current: 'FALSE', next: 'TRUE' })),
      safetyPatterns: patterns,
      safetySignals: ['Out3'],
      declarations,
    });
    expect(safety).toEqual([
      ['safety address %QX0.6 (GVL_IO.bGuardLock): Application.PLC_PRG.xDoor'],
      ['safety address %QX0.6 (GVL_IO.bGuardLock): PLC_PRG.bAll'],
      [],
      ["safety: GVL_IO.bBlueLamp"],
      ['safety address %QX3.0 (GVL_IO.Out3): PLC_PRG.xK'],
      ['safety function block: PLC_PRG.fbSLS'],
      [],
    ]);
    // The value's own address comes from its declaration when the PLC's read named none.
    expect(report.items.find((i) => i.subject === 'PLC_PRG.xLamp')).toMatchObject({ address: '%QX4.0' });
  });

  it('carries what of the project could not be read, so the card fails closed', () => {
    const { declarations, unresolved } = projectDeclarations({ otherUnits: [{ name: 'PRG_Broken', text: 'PROGRAM PRG_Broken\nVAR\n    x AT %QX0.6 BOOL;\nEND_VAR\n' }], skippedGlobalLists: ['GVL_Huge'] });
    expect(unresolved).toMatch(/GVL_Huge \(over the size limit\).*PRG_Broken \(not Structured Text the parser reads\)/);
    const { report } = plcValuesImpact({ action: 'force', values: [{ expression: 'PLC_PRG.x', current: 'FALSE', next: 'TRUE' }], safetyPatterns: patterns, declarations, unresolved });
    expect(report.unresolved).toBe(unresolved);
  });
});
