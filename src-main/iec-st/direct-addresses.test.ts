// An address written directly (`%QX1.2`) where a variable is declared at exactly that address (`Valve AT %QX1.2`)
// is that variable (IEC 61131-3: the same bit): the analysis reads it as the variable (st-normal-form.ts with
// impact-facts.ts's `locatedNames`), for its safety by name and comment, its drivers and what it trips, while a write
// of the address is still named by the address as written (docs/safety.md).
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const VARS = '  EStop AT %IX0.0 : BOOL; (* emergency stop, NC *)\n  Start AT %IX0.1 : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';

describe('an address written directly is the variable declared there', () => {
  it('reads a direct input as the emergency stop declared at it: a condition no longer reading it is flagged', () => {
    for (const estop of ['EStop', '%IX0.0']) {
      const before = program(VARS, `Motor := Start AND ${estop};\n`);
      const after = program(VARS, 'Motor := Start;\n');
      expect(impactLines('cell.st', before, after)).toEqual(['write value-changed Motor !']);
    }
  });

  it('reads a lamp that shows the emergency stop alike whether the stop is read by its name or by its address', () => {
    const lines = (estop: string) => impactLines('cell.st', program(VARS, `Lamp := NOT ${estop};\n`), program(VARS, 'Lamp := Start;\n'));
    expect(lines('%IX0.0')).toEqual(lines('EStop'));
  });

  it('names a new direct write by its address, flagged as the output declared there would be', () => {
    const before = program(VARS, 'Motor := Start AND EStop;\n');
    expect(impactLines('cell.st', before, program(VARS, 'Motor := Start AND EStop;\n%QX0.0 := TRUE;\n'))).toEqual(['write newly-written %QX0.0 !']);
  });

  it('reads an address two variables share (one moved onto it) as the one declared there in both versions', () => {
    const vars = (lamp: string) => `  EStop AT %IX0.0 : BOOL; (* emergency stop *)\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT ${lamp} : BOOL;`;
    const body = '%QX0.0 := EStop;\n';
    // Only the lamp's place changed: the direct write stays the motor's, so nothing but the move is reported.
    const lines = impactLines('cell.st', program(vars('%QX0.1'), body), program(vars('%QX0.0'), body));
    expect(lines.filter((line) => line.startsWith('write'))).toEqual([]);
  });

  it('does not read a number sent to an analog register declared there as a bit pattern over gated outputs', () => {
    const vars = '  Guard AT %IX0.0 : BOOL; (* guard door *)\n  Run AT %QX0.0 : BOOL;\n  Speed AT %QW0 : INT;';
    const lines = (speed: string) => impactLines('cell.st', program(vars, `Run := Guard;\n${speed} := 100;\n`), program(vars, `Run := Guard;\n${speed} := 200;\n`));
    // The constant's item is named by the variable declared there, as it would be written by its name.
    expect(lines('%QW0')).toEqual(lines('Speed'));
    expect(lines('Speed')).toEqual(['constant value-changed Speed']);
  });
});
