import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
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
});
