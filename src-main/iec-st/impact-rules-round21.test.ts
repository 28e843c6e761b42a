// The rules fixed against the twenty-first independent round (docs/impact-accuracy.md, "Fixed against round 21").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('cell.st', program(vars, before), program(vars, after));

describe('rules of the twenty-first independent round', () => {
  it('flags a timer IN losing an alternative where the variable given its Q is an alternative of a trip set', () => {
    const vars = '  Temp : REAL;\n  Limit : REAL;\n  Ack : BOOL;\n  tonBreak : TON;\n  Break : BOOL;\n  Tripped : BOOL;\n  Contactor AT %QX0.0 : BOOL;';
    const body = (watch: string, set: string) => `tonBreak(IN := ${watch}, PT := T#2S);\nBreak := tonBreak.Q;\nIF ${set} THEN\n  Tripped := TRUE;\nELSIF Ack THEN\n  Tripped := FALSE;\nEND_IF;\nContactor := NOT Tripped;\n`;
    // The break sets the trip alone (an alternative): its timer watching one side only trips in fewer cases.
    expect(flags(vars, body('Temp < -20.0 OR Temp > 1500.0', 'Temp > Limit OR Break'), body('Temp < -20.0', 'Temp > Limit OR Break'))).toEqual(['fb-call inputs-changed tonBreak.IN !']);
    // The same as a whole conjunct of the set, as before.
    expect(flags(vars, body('Temp < -20.0 OR Temp > 1500.0', 'Break'), body('Temp < -20.0', 'Break'))).toEqual(['fb-call inputs-changed tonBreak.IN !']);
    // Its IN gaining an alternative trips in more cases: not flagged.
    expect(flags(vars, body('Temp < -20.0', 'Temp > Limit OR Break'), body('Temp < -20.0 OR Temp > 1500.0', 'Temp > Limit OR Break'))).toEqual(['fb-call inputs-changed tonBreak.IN']);
    // A timer whose Q sets nothing read as a trip: not flagged.
    expect(flags(vars, body('Temp < -20.0 OR Temp > 1500.0', 'Temp > Limit'), body('Temp < -20.0', 'Temp > Limit'))).toEqual(['fb-call inputs-changed tonBreak.IN']);
  });

  it('flags a driver switched off in a branch that also takes the step of the sequence selecting it, taken in more cases', () => {
    const vars = '  Step : INT;\n  AtTop : BOOL;\n  TableUp : BOOL;\n  Mode : INT;\n  cmdUp : BOOL;\n  cmdPump : BOOL;\n  DoUp AT %QX0.0 : BOOL;\n  DoPump AT %QX0.1 : BOOL;';
    const body = (guard: string, advance: string) => `CASE Step OF\n  30:\n    cmdUp := TRUE;\n    Step := 40;\n  40:\n    IF ${guard} THEN\n      cmdUp := FALSE;\n      cmdPump := FALSE;\n${advance}    END_IF;\nEND_CASE;\nDoUp := cmdUp;\nDoPump := cmdPump;\n`;
    // It selects the branch: an action of the transition, the frame released before the table is down. The commands
    // are copied whole into the outputs and read nowhere else (links, output-links.test.ts), so Step, in the
    // conditions of their writes, drives the outputs as where the CASE writes them: its step is flagged too.
    expect(flags(vars, body('AtTop AND NOT TableUp', '      Step := 0;\n'), body('AtTop', '      Step := 0;\n'))).toEqual(['condition no-longer-read TableUp', 'write condition-changed Step !', 'write condition-changed cmdPump !', 'write condition-changed cmdUp !']);
    // No step taken there: FALSE in more cases holds the drivers off more often.
    expect(flags(vars, body('AtTop AND NOT TableUp', ''), body('AtTop', ''))).toEqual(['condition no-longer-read TableUp', 'write condition-changed cmdPump', 'write condition-changed cmdUp']);
    // A state set beside it of a variable that neither drives an output nor selects the branch: no step of its sequence.
    expect(flags(vars, body('AtTop AND NOT TableUp', '      Mode := 2;\n'), body('AtTop', '      Mode := 2;\n'))).not.toContain('write condition-changed cmdUp !');
  });

  it('flags a declaration moved off the exact address of a safety-relevant global, not one moved off another input', () => {
    const globals = [
      { name: 'GuardRearClosed', type: 'BOOL', address: '%IX1.2', documentation: 'Rear guard panel switch' },
      { name: 'Recipe', type: 'INT', address: '%IW4', documentation: 'Recipe selected on the panel' },
    ];
    const moved = (from: string, to: string) => {
      const text = (address: string) => program(`  Panel AT ${address} : BOOL;\n  Lamp AT %QX0.0 : BOOL;`, 'Lamp := Panel;\n');
      const report = analyzeImpact({ parts: [{ name: 'cell.st', before: text(from), after: text(to) }], globals, safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`);
    };
    // It read the rear guard's input under another name; what reads it no longer reads the guard.
    expect(moved('%IX1.2', '%IX1.5')).toEqual(['declaration address-changed Panel !']);
    // Moved onto it, as before; moved between two free inputs, nothing safety-relevant.
    expect(moved('%IX1.5', '%IX1.2')).toEqual(['declaration address-changed Panel !']);
    expect(moved('%IX1.4', '%IX1.5')).toEqual(['declaration address-changed Panel']);
  });

  it('reads a timer input written as a member before a bare call as the call with that argument (and back)', () => {
    const vars = '  Step : INT;\n  Start : BOOL;\n  Other : BOOL;\n  Secs : REAL;\n  tofHeat : TOF;\n  Heat AT %QX0.0 : BOOL;';
    const members = (value: string) => `IF Step = 10 THEN\n  tofHeat.IN := ${value};\n  tofHeat.PT := REAL_TO_TIME(Secs * 1000.0);\n  tofHeat();\n  Heat := tofHeat.Q;\nEND_IF;\n`;
    const call = (value: string) => `IF Step = 10 THEN\n  tofHeat(IN := ${value}, PT := REAL_TO_TIME(Secs * 1000.0));\n  Heat := tofHeat.Q;\nEND_IF;\n`;
    expect(flags(vars, members('Start'), call('Start'))).toEqual([]);
    expect(flags(vars, call('Start'), members('Start'))).toEqual([]);
    // Another value passed is a change, as before.
    expect(flags(vars, members('Start'), call('Other'))).not.toEqual([]);
    // A member written under another guard than the call's is not its argument.
    const elsewhere = 'IF Start THEN\n  tofHeat.IN := Start;\nEND_IF;\nIF Step = 10 THEN\n  tofHeat.PT := REAL_TO_TIME(Secs * 1000.0);\n  tofHeat();\n  Heat := tofHeat.Q;\nEND_IF;\n';
    expect(flags(vars, elsewhere, call('Start'))).not.toEqual([]);
    // What the member's value reads written between it and the call: the call sees another value.
    const between = 'IF Step = 10 THEN\n  tofHeat.IN := Start;\n  Start := FALSE;\n  tofHeat.PT := REAL_TO_TIME(Secs * 1000.0);\n  tofHeat();\n  Heat := tofHeat.Q;\nEND_IF;\n';
    const callBetween = 'IF Step = 10 THEN\n  Start := FALSE;\n  tofHeat(IN := Start, PT := REAL_TO_TIME(Secs * 1000.0));\n  Heat := tofHeat.Q;\nEND_IF;\n';
    expect(flags(vars, between, callBetween)).not.toEqual([]);
  });
});
