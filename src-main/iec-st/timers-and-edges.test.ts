// Timers and edge triggers: a timer's IN where its Q sets a trip or permits an output, a timer no longer called, how
// a timer call is read, and what an edge trigger's Q carries of its CLK.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { blockFlags, flags, impact, methodFlags, program, reportLines } from './test-support/impact-lines.ts';

describe("a timer's IN where its Q sets a trip", () => {
  it('flags what sets a trip through a timer losing an alternative: the trip fires in fewer cases', () => {
    const vars = '  A : BOOL;\n  B : BOOL;\n  C : BOOL;\n  Go : BOOL;\n  Ack : BOOL;\n  Active : BOOL;\n  Done : BOOL;\n  Blocked : BOOL;\n  Warn : BOOL;\n  tonWatch : TON;\n  Pump AT %QX0.0 : BOOL;\n  Horn AT %QX0.1 : BOOL;';
    const body =
      'Active := A OR B;\ntonWatch(IN := Active, PT := T#2S, Q => Done);\nIF Done THEN\n  Blocked := TRUE;\nEND_IF;\nIF Ack THEN\n  Blocked := FALSE;\nEND_IF;\nIF Go AND NOT Blocked THEN\n  Pump := TRUE;\nEND_IF;\nWarn := A OR C;\nHorn := Warn;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Active := A OR B;', 'Active := A;')).toEqual(['write value-changed Active !']);
    // In more cases it trips more often; a warning that sounds in fewer cases trips nothing.
    expect(edit('Active := A OR B;', 'Active := A OR B OR C;')).toEqual(['write value-changed Active']);
    expect(edit('Warn := A OR C;', 'Warn := A;')).toEqual(['write value-changed Warn']);
  });

  it("flags a timer's input TRUE in fewer cases where its Q holds an output off; not where it is TRUE in more", () => {
    const vars = '  Hot : BOOL;\n  Enable : BOOL;\n  Other : BOOL;\n  Ok : BOOL;\n  tonHot : TON;\n  Burner AT %QX0.0 : BOOL;';
    const body = 'tonHot(IN := Hot OR Other, PT := T#30S);\nBurner := Ok AND NOT tonHot.Q;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IN := Hot OR Other', 'IN := (Hot OR Other) AND Enable')).toEqual(['fb-call inputs-changed tonHot.IN !']);
    expect(edit('IN := Hot OR Other', 'IN := Hot')).toEqual(['fb-call inputs-changed tonHot.IN !']);
    expect(edit('IN := Hot OR Other', 'IN := Hot OR Other OR Enable')).toEqual(['fb-call inputs-changed tonHot.IN']);
  });

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

  it("reads a timer IN that lost a conjunct, where the timer's Q only sets a trip, as tripping in more cases: stricter", () => {
    const vars = '    Pump AT %QX0.0 : BOOL;\n    Run : BOOL;\n    NoFlow : BOOL;\n    DryRun : BOOL;\n    Ack : BOOL;\n    tonDry : TON;';
    const body = (input: string) => `tonDry(IN := ${input}, PT := T#10S);\nIF tonDry.Q THEN\n    DryRun := TRUE;\nEND_IF\nIF Ack THEN\n    DryRun := FALSE;\nEND_IF\nPump := Run AND NOT DryRun;\n`;
    expect(flags(vars, body('Pump AND NoFlow'), body('NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN']);
    // TRUE in fewer cases it trips in fewer cases, as before.
    expect(flags(vars, body('NoFlow'), body('Pump AND NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN !']);
    // Where the Q is also a conjunct an output needs, the conjunct lost still reaches that output.
    const both = (input: string) => `${body(input)}Valve := Run AND tonDry.Q;\n`;
    const valve = `${vars}\n    Valve AT %QX0.1 : BOOL;`;
    expect(flags(valve, both('Pump AND NoFlow'), both('NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN !']);
  });

  it("flags a timer's IN now FALSE where a variable given its Q is a trip the outputs read as NOT x", () => {
    const vars = '    Level AT %IW0 : INT;\n    Demand AT %IX0.0 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    DryTmr : TON;\n    LevelLow : BOOL;';
    const body = (input: string, read = 'NOT LevelLow') => `DryTmr(IN := ${input}, PT := T#3S);\nLevelLow := DryTmr.Q;\nPump := Demand AND ${read};\n`;
    expect(flags(vars, body('Level < 800'), body('FALSE'))).toEqual(['fb-call inputs-changed DryTmr.IN !']);
    // Counter-case: a Q copied into what the pump needs (no trip): judged as before.
    expect(flags(vars, body('Level < 800', 'LevelLow'), body('FALSE', 'LevelLow'))).not.toContain('fb-call inputs-changed DryTmr.IN !');
  });
});

describe("a timer's IN where its Q permits an output", () => {
  it('follows a permissive through a timer: a seal-in that feeds the contactor only through a TON loses its stop button', () => {
    const vars = '  Start AT %IX0.1 : BOOL;\n  Stop AT %IX0.2 : BOOL;\n  Seal : BOOL;\n  StartDelay : TON;\n  Contactor AT %QX0.0 : BOOL;';
    const body = 'Seal := (Start OR Seal) AND Stop;\nStartDelay(IN := Seal, PT := T#2S);\nContactor := StartDelay.Q;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('AND Stop;', ';'))))).toEqual(['write value-changed Seal !']);
    // A block that is not a timer passes nothing on: its output is not known to follow its input.
    const counted = body.replace('StartDelay : TON', 'StartDelay : CTU').replace('IN := Seal, PT := T#2S', 'CU := Seal, PV := 2');
    expect(reportLines(impact(program(vars.replace('StartDelay : TON', 'StartDelay : CTU'), counted), program(vars.replace('StartDelay : TON', 'StartDelay : CTU'), counted.replace('AND Stop;', ';'))))).toEqual(['write value-changed Seal']);
  });

  it("follows a timer's Q given to a variable (`Q => Done`) into the guard of an output's switch-on", () => {
    const vars = '  Main : BOOL;\n  Aux : BOOL;\n  Run : BOOL;\n  Done : BOOL;\n  tonStep : TON;\n  Coil AT %QX0.2 : BOOL;';
    const body = 'Run := Main AND Aux;\ntonStep(IN := Run, PT := T#5S, Q => Done);\nIF Done THEN\n  Coil := TRUE;\nEND_IF;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Main AND Aux', 'Main'))))).toEqual(['write value-changed Run !']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Main AND Aux', 'Main AND Aux AND Done'))))).toEqual(['write value-changed Run']);
  });

  it("flags an output that copied a timer's Q whose IN reads a safety signal, now given a value that signal does not reach", () => {
    const vars = '    Run AT %IX0.0 : BOOL;\n    GuardOpen AT %IX0.1 : BOOL;\n    Busy AT %IX0.2 : BOOL;\n    Fan AT %QX0.0 : BOOL;\n    Pump AT %QX0.1 : BOOL;\n    tofRunOn : TOF;\n    tonPump : TON;';
    const body = (fan: string, pump: string) => `tofRunOn(IN := Run AND NOT GuardOpen, PT := T#2M);
Fan := ${fan};
tonPump(IN := Run AND Busy, PT := T#2S);
Pump := ${pump};
`;
    // The guard switch no longer reaches the fan: it runs with the guard open.
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('Run', 'tonPump.Q'))).toEqual(['write value-changed Fan !']);
    // Still through the timer (stricter), or a timer that watches no safety signal: not flagged.
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('tofRunOn.Q AND Busy', 'tonPump.Q'))).toEqual(['write value-changed Fan']);
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('tofRunOn.Q', 'Run'))).toEqual(['write value-changed Pump']);
  });

  it('passes on a conjunct a timer input loses where its Q is a whole conjunct of a physical output, whatever else the output feeds', () => {
    const vars = '    bPermit : BOOL;\n    bUpReq : BOOL;\n    tonBrake : TON;\n    tonTravel : TON;\n    bTravelFault : BOOL;\n    doUp AT %QX5.0 : BOOL;';
    // The output also runs a watchdog whose Q sets a trip: it needs the brake timer all the same.
    const body = (input: string) => `tonBrake(IN := ${input}, PT := T#300MS);\ndoUp := tonBrake.Q AND bUpReq;\ntonTravel(IN := doUp, PT := T#20S);\nIF tonTravel.Q THEN\n    bTravelFault := TRUE;\nEND_IF\nbPermit := bUpReq AND NOT bTravelFault;\n`;
    expect(flags(vars, body('bPermit AND bUpReq'), body('bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN !']);
    // A conjunct of the guard of a switch-on branch is needed too.
    const branch = (input: string) => `tonHold(IN := ${input}, PT := T#5S);\nIF bUpReq THEN\n    doUp := FALSE;\nELSIF tonHold.Q THEN\n    doUp := NOT bPermit;\nEND_IF\n`;
    const held = vars.replace('tonTravel : TON;', 'tonHold : TON;');
    expect(flags(held, branch('bPermit AND bUpReq'), branch('bUpReq'))).toEqual(['fb-call inputs-changed tonHold.IN !']);
    // A stricter input is no interlock removed, nor a timer whose Q is only an alternative of the output.
    expect(flags(vars, body('bUpReq'), body('bPermit AND bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN']);
    const lamp = (input: string) => `tonBrake(IN := ${input}, PT := T#300MS);\ndoUp := tonBrake.Q OR bUpReq;\n`;
    expect(flags(vars, lamp('bPermit AND bUpReq'), lamp('bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN']);
  });
});

describe('a timer no longer called', () => {
  it("flags a timer no longer called whose Q is given whole to a trip of an output's driver: the Q holds, that watchdog never trips", () => {
    const vars = '    doRam AT %QX0.0 : BOOL;\n    doLamp AT %QX0.1 : BOOL;\n    bCycle : BOOL;\n    bStart : BOOL;\n    bStopOk : BOOL;\n    bAlarm : BOOL;\n    bDone : BOOL;\n    tonCycle : TON;\n    tonLamp : TON;';
    const body = (call: string) => `IF bStart AND NOT bAlarm THEN\n    bCycle := TRUE;\nEND_IF\nIF NOT bStopOk OR bAlarm THEN\n    bCycle := FALSE;\nEND_IF\n${call}bAlarm := tonCycle.Q;\ndoRam := bCycle;\ntonLamp(IN := bCycle, PT := T#1S);\nbDone := tonLamp.Q;\ndoLamp := bDone;\n`;
    const call = 'tonCycle(IN := bCycle, PT := T#20S);\n';
    expect(blockFlags(vars, body(call), body(''))).toEqual(['fb-call no-longer-called tonCycle !']);
    // A timer whose Q a lamp copies trips nothing.
    expect(blockFlags(vars, body(call), body(call).replace('tonLamp(IN := bCycle, PT := T#1S);\n', ''))).toEqual(['fb-call no-longer-called tonLamp']);
  });

  it('flags a supervision timer no longer called whose Q sets a latch a lamp also copies, where an output\'s value reads it as NOT', () => {
    const vars = '    Demand AT %IX3.0 : BOOL;\n    Flow AT %IX3.1 : BOOL;\n    Ack AT %IX3.2 : BOOL;\n    Pump AT %QX3.0 : BOOL;\n    Lamp AT %QX3.1 : BOOL;\n    DryTrip : BOOL;\n    DryTimer : TON;';
    const body = (call: string, pump: string) => `${call}IF DryTimer.Q THEN\n    DryTrip := TRUE;\nEND_IF;\nIF Ack AND Flow THEN\n    DryTrip := FALSE;\nEND_IF;\n${pump}\nLamp := DryTrip;\n`;
    const call = 'DryTimer(IN := Pump AND NOT Flow, PT := T#8S);\n';
    const value = 'Pump := Demand AND NOT DryTrip;';
    expect(flags(vars, body(call, value), body('', value))).toEqual(['fb-call no-longer-called DryTimer !']);
    // Read as NOT only in a switch-on's guard, the latch blocks a start and stops nothing running: not flagged.
    const guard = 'IF Demand AND NOT DryTrip THEN\n    Pump := TRUE;\nEND_IF;\nIF NOT Demand THEN\n    Pump := FALSE;\nEND_IF;';
    expect(flags(vars, body(call, guard), body('', guard))).toEqual(['fb-call no-longer-called DryTimer']);
    // An IF/ELSE of TRUE and FALSE is the copy `Pump := Demand AND NOT DryTrip` (IEC 61131-3): its ELSE stops the
    // running pump when the latch sets, so it is flagged as the copy is (boolean-copies.ts, booleanCopiesAsRead).
    const ifElse = 'IF Demand AND NOT DryTrip THEN\n    Pump := TRUE;\nELSE\n    Pump := FALSE;\nEND_IF;';
    expect(flags(vars, body(call, ifElse), body('', ifElse))).toEqual(['fb-call no-longer-called DryTimer !']);
  });

  it("flags a timer no longer called whose Q is a whole conjunct of a physical output's value beside others", () => {
    const vars = '    FlowSwitch AT %IX0.0 : BOOL;\n    Request AT %IX0.1 : BOOL;\n    Compressor AT %QX0.0 : BOOL;\n    tonFlowProof : TON;';
    const call = 'tonFlowProof(IN := FlowSwitch, PT := T#10S);\n';
    const body = (c: string, value: string) => `${c}Compressor := ${value};\n`;
    expect(flags(vars, body(call, 'Request AND tonFlowProof.Q'), body('', 'Request AND tonFlowProof.Q'))).toEqual(['fb-call no-longer-called tonFlowProof !']);
    // Counter-cases: an output that copies the Q alone has no permissive to lose, nor one that no longer reads it.
    expect(flags(vars, body(call, 'tonFlowProof.Q'), body('', 'tonFlowProof.Q'))).toEqual(['fb-call no-longer-called tonFlowProof']);
    expect(flags(vars, body(call, 'Request AND tonFlowProof.Q'), body('', 'Request AND FlowSwitch'))).toEqual(['fb-call no-longer-called tonFlowProof', 'write value-changed Compressor']);
    // Nor a Q also read as NOT x (a step timer: it ends one output's step and starts another's).
    const both = (c: string) => `${c}Compressor := Request AND tonFlowProof.Q;\nFan := Request AND NOT tonFlowProof.Q;\n`;
    expect(flags(`${vars}\n    Fan AT %QX0.1 : BOOL;`, both(call), both(''))).toEqual(['fb-call no-longer-called tonFlowProof']);
  });
});

describe('how a timer call is read', () => {
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

  it("reads a call with a standard timer's or edge's formal inputs only (IN, PT, CLK) of an instance the method does not declare as a block call", () => {
    const vars = '    nCount : INT;';
    expect(methodFlags(vars, 'doRetract := TRUE;\ntonStroke(IN := FALSE);\n', 'doRetract := TRUE;\n')).toEqual(['fb-call no-longer-called tonStroke']);
    // A method with its own parameters stays a call.
    expect(methodFlags(vars, 'doRetract := TRUE;\nResetStroke(bHard := FALSE);\n', 'doRetract := TRUE;\n')).toEqual(['call no-longer-called ResetStroke']);
  });
});

describe('edge triggers', () => {
  const flagged = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
  const prg = (vars: string, body: string) => `PROGRAM P\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;
  const vars = '    StartPb AT %IX0.0 : BOOL;\n    Auto AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    StopPb AT %IX0.3 : BOOL;\n    Done : BOOL;\n    Running : BOOL;\n    Fault : BOOL;\n    Edge : R_TRIG;\n    Valve AT %QX0.0 : BOOL;';
  const latch = (set: string, reset: string) => `Edge(CLK := StartPb);\nRunning S= ${set};\nRunning R= ${reset};\nValve := Running AND NOT Fault;\n`;

  it('removes no interlock with a write of the value an edge trigger has just shown its variable holds', () => {
    const vars = '  xAck AT %QX0.2 : BOOL;\n  ftAck : F_TRIG;\n  rtAck : R_TRIG;\n  xOther : BOOL;';
    const clear = (edge: string, value: string, between = '') => prg(vars, `${edge}(CLK := xAck);\n${between}IF ${edge}.Q THEN\n  xAck := ${value};\nEND_IF`);
    const gone = (edge: string, between = '') => prg(vars, `${edge}(CLK := xAck);\n${between}`);
    // F_TRIG's Q holds only where CLK is FALSE: clearing the output there changes nothing.
    expect(flagged(clear('ftAck', 'FALSE'), gone('ftAck'))).toEqual(['condition no-longer-read ftAck.Q', 'write no-longer-written xAck']);
    // After a rising edge the output is TRUE: its switch-off there is a real one; so is one after another write of it.
    expect(flagged(clear('rtAck', 'FALSE'), gone('rtAck'))).toContain('write no-longer-written xAck !');
    const set = 'IF xOther THEN xAck := TRUE; END_IF\n';
    expect(flagged(clear('ftAck', 'FALSE', set), gone('ftAck', set))).toContain('write no-longer-written xAck !');
  });

  it("reads an edge trigger's Q as the safety signals its CLK reads: a condition on it, and a write under it", () => {
    const vars = '    Feed AT %QX0.0 : BOOL;\n    nState : INT;\n    rtStop : R_TRIG;\n    bStopCmd : BOOL;\n    bEStopOk : BOOL;\n    bStart : BOOL;';
    const body = (stop: string) => `rtStop(CLK := bStopCmd OR NOT bEStopOk);\nIF bStart THEN\n    nState := 1;\nEND_IF\nIF nState = 1 AND bStart THEN\n    nState := 2;\nEND_IF\n${stop}Feed := nState = 1;\n`;
    expect(flags(vars, body('IF rtStop.Q THEN\n    nState := 0;\nEND_IF\n'), body(''))).toEqual(['condition no-longer-read rtStop.Q !', 'write no-longer-written nState !']);
    // An edge of a signal that is none is no safety signal's response.
    const plain = (stop: string) => body(stop).replace('bStopCmd OR NOT bEStopOk', 'bStopCmd');
    expect(flags(vars, plain('IF rtStop.Q THEN\n    nState := 0;\nEND_IF\n'), plain(''))).toEqual(['condition no-longer-read rtStop.Q', 'write no-longer-written nState']);
  });

  it('flags a switch-on of a driver now taken on the level an edge trigger watched, not on its edge', () => {
    const reset = 'NOT StopPb';
    expect(flags(vars, latch('Edge.Q AND Auto AND GuardDoorClosed', reset), latch('StartPb AND Auto AND GuardDoorClosed', reset))).toEqual(['write value-changed Running !']);
    const ifs = (set: string) => `Edge(CLK := StartPb);\nIF ${set} THEN\n    Running := TRUE;\nEND_IF\nIF NOT StopPb THEN\n    Running := FALSE;\nEND_IF\nValve := Running AND NOT Fault;\n`;
    expect(flags(vars, ifs('Edge.Q AND Auto'), ifs('StartPb AND Auto'))).toContain('write condition-changed Running !');
    // Another signal for the edge is no weakening the code shows: the switch-on's write stays unflagged.
    expect(flags(vars, ifs('Edge.Q AND Auto'), ifs('Done AND Auto'))).toContain('write condition-changed Running');
    // Nor a whole condition replaced by the level, no other conjunct kept (round 35's sounder test): another condition.
    expect(flags(vars, ifs('Edge.Q'), ifs('StartPb'))).toContain('write condition-changed Running');
  });
});
