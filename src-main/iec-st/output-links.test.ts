// A local variable read only to be copied whole into a physical output (`Link := Run AND NOT Fault; Valve := Link`)
// is the output's value under another name (permissives.ts `linksOf`): the rules for an output's drivers follow the
// data flow through it, not the name, and read the program as they read it with the value written to the output.
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (before: string, after: string) => impactLines('cell.st', before, after, { globals: [] });

describe('a link between a value and a physical output', () => {
  const vars = [
    '  Start AT %IX0.0 : BOOL;\n  Stop AT %IX0.1 : BOOL;\n  Overload AT %IX0.2 : BOOL;\n  Reset AT %IX0.3 : BOOL;\n  Demand AT %IX0.4 : BOOL;',
    '  Motor AT %QX0.0 : BOOL;\n  Running : BOOL;\n  Trip : BOOL;\n  Link : BOOL;\n  Step : INT;',
  ].join('\n');
  const direct = (body: string) => program(vars, body.replaceAll('Link := ', 'Motor := ').replace(/\nMotor := Link;/, ''));
  const linked = (body: string) => program(vars, body);
  const body = [
    'IF Overload THEN\n  Trip := TRUE;\nEND_IF;',
    'IF Reset AND NOT Overload THEN\n  Trip := FALSE;\nEND_IF;',
    'Running := (Start OR Running) AND Stop AND NOT Trip;',
    'Link := Running AND Demand;',
    'Motor := Link;',
  ].join('\n');

  it('reads a driver of the link as a driver of the output: its seal-in losing the stop button is an interlock removed', () => {
    const edit = ['Running := (Start OR Running) AND Stop AND NOT Trip;', 'Running := (Start OR Running) AND NOT Trip;'] as const;
    expect(flags(linked(body), linked(body.replace(...edit)))).toEqual(['write value-changed Running !']);
    expect(flags(direct(body), direct(body.replace(...edit)))).toEqual(['write value-changed Running !']);
  });

  it('reads a trip of the link’s driver as the output’s: its set removed is flagged', () => {
    const edit = ['IF Overload THEN\n  Trip := TRUE;\nEND_IF;\n', ''] as const;
    expect(flags(linked(body), linked(body.replace(...edit)))).toEqual(flags(direct(body), direct(body.replace(...edit))));
    expect(flags(linked(body), linked(body.replace(...edit)))).toContain('write no-longer-written Trip !');
  });

  it('reads a step that selects the link’s writes as a driver, as it does where the CASE writes the output', () => {
    const sequence = (target: string) =>
      [
        'CASE Step OF',
        `  0: IF Start AND Stop THEN\n      ${target} := TRUE;\n      Step := 10;\n    END_IF;`,
        `  10: IF NOT Stop THEN\n      ${target} := FALSE;\n      Step := 0;\n    END_IF;`,
        'END_CASE;',
      ].join('\n');
    const edit = ['IF Start AND Stop THEN', 'IF Start THEN'] as const;
    const withLink = program(vars, `${sequence('Link')}\nMotor := Link;`);
    const withOutput = program(vars, sequence('Motor'));
    expect(flags(withLink, withLink.replace(...edit))).toEqual(['condition no-longer-read Stop !', 'write condition-changed Link !', 'write condition-changed Step !']);
    expect(flags(withOutput, withOutput.replace(...edit))).toEqual(['condition no-longer-read Stop !', 'write condition-changed Motor !', 'write condition-changed Step !']);
    // Read in a condition too, the flag is a variable of its own that drives the output: the step selecting its
    // writes does not (a name in the value or conditions of a write to a physical output drives it).
    const read = program(vars, `${sequence('Link')}\nMotor := Link;\nIF Link THEN\n  Running := TRUE;\nEND_IF;`);
    expect(flags(read, read.replace(...edit))).toContain('write condition-changed Step');
  });
});

describe('a copy of a variable the statement before set to a literal', () => {
  const vars = '  Hot AT %IX0.0 : BOOL;\n  Cool AT %IX0.1 : BOOL;\n  Fan AT %QX0.0 : BOOL;\n  Link : BOOL;';
  const body = (target: string) => {
    const set = (value: string) => (target === 'Fan' ? `Fan := ${value};` : `Link := ${value}; Fan := Link;`);
    return `IF Hot THEN\n  ${set('TRUE')}\nELSIF Cool THEN\n  ${set('FALSE')}\nEND_IF;\n`;
  };
  const keys = (items: string[]) => [...new Set(items.map((item) => item.replace(/\bLink\b/, 'Fan')))].sort();

  it('switches the output as the literal does: its branch removed is a switch-off removed, on the copy as on the link', () => {
    for (const target of ['Fan', 'Link']) {
      const before = program(vars, body(target));
      const after = before.replace(/ELSIF Cool THEN\n.*\n/, '');
      expect(keys(flags(before, after))).toEqual(['condition no-longer-read Cool', 'write no-longer-written Fan !']);
    }
  });

  it('reads a limit moved in the condition of such a copy as the condition’s item only, as for the literal', () => {
    const vars2 = vars.replace('Hot AT %IX0.0 : BOOL;', 'Temp AT %IW0 : INT;');
    for (const target of ['Fan', 'Link']) {
      const before = program(vars2, body(target).replace('IF Hot', 'IF Temp >= 30'));
      expect(keys(flags(before, before.replace('Temp >= 30', 'Temp >= 32')))).toEqual(['constant value-changed Temp']);
    }
  });
});

describe('a link of a safety-relevant output', () => {
  it('is that output for what reads a block into it: a purge timer whose Q the fuel valve needs through a link', () => {
    const vars = '  Demand AT %IX0.0 : BOOL;\n  Fan AT %QX0.0 : BOOL;\n  (* fuel valve, closed by every safety trip *)\n  FuelValve AT %QX0.1 : BOOL;\n  Link : BOOL;\n  purge : TON;';
    const body = (valve: string) => `Fan := Demand;\npurge(IN := Fan, PT := T#30S);\n${valve}\n`;
    for (const valve of ['FuelValve := purge.Q AND Demand;', 'Link := purge.Q AND Demand;\nFuelValve := Link;']) {
      const before = program(vars, body(valve));
      expect(flags(before, before.replace('T#30S', 'T#10S'))).toEqual(['constant value-changed purge.PT !']);
    }
  });
});

describe('a link read as the physical output it is copied into', () => {
  it('a lamp showing a safety signal’s trip latch that no longer shows it, through a link as written directly', () => {
    const vars = '  GuardDoorClosed AT %IX0.0 : BOOL;\n  ResetPb AT %IX0.1 : BOOL;\n  FaultLamp AT %QX0.0 : BOOL;\n  Fault : BOOL;\n  Link : BOOL;';
    const latch = 'Fault S= NOT GuardDoorClosed;\nFault R= ResetPb AND GuardDoorClosed;\n';
    const direct = program(vars, `${latch}FaultLamp := Fault;\n`);
    expect(flags(direct, direct.replace('FaultLamp := Fault;', 'FaultLamp := FALSE;'))).toEqual(['write now-constant FaultLamp !']);
    const linked = program(vars, `${latch}Link := Fault;\nFaultLamp := Link;\n`);
    expect(flags(linked, linked.replace('Link := Fault;', 'Link := FALSE;'))).toEqual(['write now-constant Link !']);
  });
});

describe('a condition removed with a switch-off of an output that copies a link', () => {
  it('keeps its signal unflagged where the link still reads it, as where the output does', () => {
    const vars = '  Front AT %IX0.0 : BOOL;\n  Lower AT %QX0.0 : BOOL;\n  Link : BOOL;';
    const direct = program(vars, 'Lower := NOT Front;\nIF Front THEN\n  Lower := FALSE;\nEND_IF;\n');
    const linked = program(vars, 'Link := NOT Front; Lower := Link;\nIF Front THEN\n  Link := FALSE; Lower := Link;\nEND_IF;\n');
    const removed = (text: string) => text.replace(/IF Front THEN\n.*\nEND_IF;\n/, '');
    expect(flags(direct, removed(direct))).toContain('condition no-longer-read Front');
    expect(flags(linked, removed(linked))).toContain('condition no-longer-read Front');
  });
});
