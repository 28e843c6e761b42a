// Rules of the nineteenth and twentieth independent rounds: what sets a trip (a timer's IN, a computed trip), the
// timer that watches a safety signal, a block's inputs at its call, and a stop executed by a safety branch.
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (before: string, after: string) => impactLines('cell.st', before, after, { globals: [] });

describe('what sets a trip', () => {
  const vars = '  Run AT %QX0.0 : BOOL;\n  Cmd : BOOL;\n  Flow : BOOL;\n  Ack : BOOL;\n  Fault : BOOL;\n  DryRun : TON;\n  Note : BOOL;\n  NoteTimer : TON;';
  const body =
    'DryRun(IN := Run AND NOT Flow, PT := T#8S);\nIF DryRun.Q THEN\n  Fault := TRUE;\nEND_IF;\nIF Ack AND NOT DryRun.Q THEN\n  Fault := FALSE;\nEND_IF;\nRun := Cmd AND NOT Fault;\nNoteTimer(IN := Cmd AND NOT Flow, PT := T#8S);\nIF NoteTimer.Q THEN\n  Note := TRUE;\nEND_IF;';
  const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));

  it("flags a timer's IN forced FALSE or made stricter where its Q sets a trip: the trip never fires, or in fewer cases", () => {
    expect(edit('DryRun(IN := Run AND NOT Flow,', 'DryRun(IN := FALSE,')).toEqual(['fb-call inputs-changed DryRun.IN !']);
    expect(edit('DryRun(IN := Run AND NOT Flow,', 'DryRun(IN := Run AND NOT Flow AND Cmd,')).toEqual(['fb-call inputs-changed DryRun.IN !']);
    // Looser (an alternative added): the trip fires in more cases. A timer that sets what no output reads: no trip.
    expect(edit('DryRun(IN := Run AND NOT Flow,', 'DryRun(IN := Run AND NOT Flow OR Ack,')).toEqual(['fb-call inputs-changed DryRun.IN']);
    expect(edit('NoteTimer(IN := Cmd AND NOT Flow,', 'NoteTimer(IN := FALSE,')).toEqual(['fb-call inputs-changed NoteTimer.IN']);
  });

  it("flags a trip computed from signals whose last write is removed: it never trips again; not a toggle read both ways", () => {
    const v = '  Pressure : INT;\n  Max : INT := 400;\n  Over : BOOL;\n  Halt : BOOL;\n  Lead : BOOL;\n  Edge : BOOL;\n  Cmd : BOOL;\n  Mixer AT %QX0.0 : BOOL;\n  PumpA AT %QX0.1 : BOOL;\n  PumpB AT %QX0.2 : BOOL;';
    const b = 'Over := Pressure > Max;\nMixer := Cmd;\nIF Halt OR Over THEN\n  Mixer := FALSE;\nEND_IF;\nIF Edge THEN\n  Lead := NOT Lead;\nEND_IF;\nPumpA := Cmd AND Lead;\nPumpB := Cmd AND NOT Lead;';
    const change = (from: string, to: string) => flags(program(v, b), program(v, b.replace(from, to)));
    expect(change('Over := Pressure > Max;\n', '')).toEqual(['write no-longer-written Over !']);
    // A lead pump's toggle selects one pump or the other: read both ways, it is no trip.
    expect(change('IF Edge THEN\n  Lead := NOT Lead;\nEND_IF;\n', '')).toEqual(['condition no-longer-read Edge', 'write no-longer-written Lead']);
  });
});

describe('a timer that watches a safety signal', () => {
  it("flags a condition that no longer reads its Q: the timer is safety-relevant, its Q is that timer; not a timer of ordinary signals", () => {
    const vars = '  (* frost thermostat of the coil, safety chain *)\n  FrostStat AT %IX0.0 : BOOL;\n  Cold : BOOL;\n  Trip : BOOL;\n  Late : BOOL;\n  Fan AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;\n  tonFrost : TON;\n  tonLate : TON;';
    const body = 'tonFrost(IN := Cold OR NOT FrostStat, PT := T#5S);\nIF tonFrost.Q THEN\n  Trip := TRUE;\nEND_IF;\ntonLate(IN := Cold, PT := T#5S);\nIF tonLate.Q THEN\n  Late := TRUE;\nEND_IF;\nFan := NOT Trip;\nLamp := Late;';
    const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));
    expect(edit('IF tonFrost.Q THEN\n  Trip := TRUE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read tonFrost.Q !', 'write no-longer-written Trip !']);
    expect(edit('IF tonLate.Q THEN\n  Late := TRUE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read tonLate.Q', 'write no-longer-written Late']);
  });
});

describe('a stop executed by a safety branch', () => {
  const vars = '  bEStopOk : BOOL; // e-stop relay, TRUE = released\n  bFree : BOOL;\n  fbStop : MC_Stop;\n  fbMove : MC_MoveVelocity;\n  fStopDecel : REAL := 2000.0;\n  fDecel : REAL := 500.0;\n  Axis : AXIS_REF;';
  const body = 'IF NOT bEStopOk OR NOT bFree THEN\n  fbMove.Execute := FALSE;\n  fbStop.Execute := TRUE;\nEND_IF;\nfbStop(Axis := Axis, Deceleration := fStopDecel);\nfbMove(Axis := Axis, Deceleration := fDecel);';
  const edit = (from: string, to: string, text = body) => flags(program(vars, text), program(vars, text).replace(from, to));

  it("flags the inputs of a block whose Execute a safety branch sets as its member: they are that signal's response", () => {
    expect(edit('Deceleration := fStopDecel', 'Deceleration := fDecel')).toEqual(['fb-call inputs-changed fbStop.Deceleration !']);
    expect(edit('fStopDecel : REAL := 2000.0;', 'fStopDecel : REAL := 800.0;')).toEqual(['constant initial-value-changed fStopDecel !']);
    // A block the branch only switches off (its Execute FALSE) is not its response.
    expect(edit('fbMove(Axis := Axis, Deceleration := fDecel);', 'fbMove(Axis := Axis, Deceleration := fStopDecel);')).toEqual(['fb-call inputs-changed fbMove.Deceleration']);
    // Set under a branch that reads no safety signal: an ordinary stop.
    const plain = body.replace('IF NOT bEStopOk OR NOT bFree THEN', 'IF NOT bFree THEN');
    expect(edit('Deceleration := fStopDecel', 'Deceleration := fDecel', plain)).toEqual(['fb-call inputs-changed fbStop.Deceleration']);
  });
});

describe("an argument at the call that overrides a member the safety branch writes", () => {
  it('flags an input now given at the call where a safety branch switches its member off: the switch-off no longer reaches the block', () => {
    const vars = '  bEStopOk : BOOL; // e-stop relay, TRUE = released\n  bEnable : BOOL;\n  bJog : BOOL;\n  fbPower : MC_Power;\n  Axis : AXIS_REF;';
    const body = 'IF bEnable AND bEStopOk THEN\n  fbPower.Enable := TRUE;\nEND_IF;\nIF NOT bEStopOk THEN\n  fbPower.Enable := FALSE;\nEND_IF;\nfbPower(Axis := Axis);';
    const edit = (from: string, to: string, text = body) => flags(program(vars, text), program(vars, text.replace(from, to)));
    expect(edit('fbPower(Axis := Axis);', 'fbPower(Axis := Axis, Enable := bEnable);')).toEqual(['fb-call inputs-changed fbPower.Enable !']);
    // A member no branch writes, or one an ordinary branch switches off: an input like any other.
    expect(edit('fbPower(Axis := Axis);', 'fbPower(Axis := Axis, Override := bJog);')).toEqual(['fb-call inputs-changed fbPower.Override']);
    const plain = body.replace('IF bEnable AND bEStopOk THEN', 'IF bEnable THEN').replace('IF NOT bEStopOk THEN', 'IF NOT bJog THEN');
    expect(edit('fbPower(Axis := Axis);', 'fbPower(Axis := Axis, Enable := bEnable);', plain)).toEqual(['fb-call inputs-changed fbPower.Enable']);
  });
});

describe('a switch-off branch that runs in more cases', () => {
  it('does not flag an alternative added beside the e-stop in a branch of switch-offs and the state they set; a trip reset there is flagged', () => {
    const vars = '  bEStopOk : BOOL; // e-stop relay, TRUE = released\n  bEnable : BOOL;\n  bAck : BOOL;\n  eState : E_State;\n  Fault : BOOL;\n  Power AT %QX0.0 : BOOL;\n  Ready AT %QX0.1 : BOOL;';
    const body = 'IF NOT bEStopOk THEN\n  Power := FALSE;\n  eState := E_State.Off;\nEND_IF;\nIF bAck AND bEStopOk THEN\n  Fault := FALSE;\nEND_IF;\nReady := Power AND NOT Fault;';
    const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));
    expect(edit('IF NOT bEStopOk THEN', 'IF NOT bEStopOk OR NOT bEnable THEN')).toEqual(['condition newly-read bEnable', 'write condition-changed Power', 'write condition-changed eState']);
    // The e-stop replaced, not joined: its role changed.
    expect(edit('IF NOT bEStopOk THEN', 'IF NOT bEnable THEN')).toContain('condition no-longer-read bEStopOk !');
    // A trip's reset that gained an alternative resets in more cases.
    expect(edit('IF bAck AND bEStopOk THEN', 'IF (bAck OR bEnable) AND bEStopOk THEN')).toContain('write condition-changed Fault !');
  });
});
