// Rules of the fifteenth independent round: a safety trip's chain of votes (trip-chain.ts), trips of drivers, stricter
// edits and limits in an assignment's comparisons.
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (before: string, after: string) => impactLines('cell.st', before, after, { globals: [] });

describe('the chain of votes that sets a safety trip', () => {
  const vars = [
    '  rA : REAL;\n  rB : REAL;\n  rC : REAL;\n  rLevel : REAL;\n  Key AT %IX0.0 : BOOL;\n  Key2 AT %IX0.1 : BOOL;\n  Reset AT %IX0.2 : BOOL;',
    '  Valve AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;\n  FaultA : BOOL;\n  VoteA : BOOL;\n  VoteB : BOOL;\n  VoteC : BOOL;\n  HighTrip : BOOL;\n  LevelTrip : BOOL;',
    '  MasterTrip : BOOL; // master trip of the safety instrumented function\n  rLimit : REAL := 55.0;\n  rLevelLimit : REAL := 85.0;\n  Mode : INT;\n  ModeOn : BOOL;',
  ].join('\n');
  const body = [
    'FaultA := rA < -5.0;',
    'VoteA := FaultA OR rA >= rLimit;\nVoteB := rB >= rLimit;\nVoteC := rC >= rLimit;',
    'IF Key THEN\n  VoteA := FALSE;\nEND_IF;',
    'HighTrip := (VoteA AND VoteB) OR (VoteB AND VoteC) OR (VoteA AND VoteC);',
    'LevelTrip := rLevel >= rLevelLimit;',
    'IF HighTrip OR LevelTrip THEN\n  MasterTrip := TRUE;\nEND_IF;',
    'IF Reset AND NOT HighTrip THEN\n  MasterTrip := FALSE;\nEND_IF;',
    'ModeOn := Mode > 2;',
    'IF MasterTrip THEN\n  Valve := FALSE;\nEND_IF;\nLamp := MasterTrip;',
  ].join('\n');
  const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));

  it('flags a vote made stricter (2oo3 → 3oo3), a vote that lost an alternative and a vote forced FALSE: the trip comes in fewer cases', () => {
    expect(edit('HighTrip := (VoteA AND VoteB) OR (VoteB AND VoteC) OR (VoteA AND VoteC);', 'HighTrip := VoteA AND VoteB AND VoteC;')).toEqual(['write value-changed HighTrip !']);
    expect(edit('VoteA := FaultA OR rA >= rLimit;', 'VoteA := rA >= rLimit;')).toEqual(['write value-changed VoteA !']);
    expect(edit('LevelTrip := rLevel >= rLevelLimit;', 'LevelTrip := FALSE;')).toEqual(['write now-constant LevelTrip !']);
    // Looser (1oo3): the trip comes sooner, not flagged.
    expect(edit('HighTrip := (VoteA AND VoteB) OR (VoteB AND VoteC) OR (VoteA AND VoteC);', 'HighTrip := VoteA OR VoteB OR VoteC;')).toEqual(['write value-changed HighTrip']);
  });

  it('flags the limits compared in the votes, held in variables (their initial values)', () => {
    expect(flags(program(vars, body), program(vars.replace('rLimit : REAL := 55.0;', 'rLimit : REAL := 60.0;'), body))).toEqual(['constant initial-value-changed rLimit !']);
    expect(flags(program(vars, body), program(vars.replace('rLevelLimit : REAL := 85.0;', 'rLevelLimit : REAL := 90.0;'), body))).toEqual(['constant initial-value-changed rLevelLimit !']);
    // A comparison that sets nothing of the trip: no flag.
    expect(edit('ModeOn := Mode > 2;', 'ModeOn := Mode > 3;')).toEqual(['constant value-changed ModeOn']);
  });

  it('flags a new bypass of a vote (a new switch-off under a new condition) and its key; a bypass removed is not flagged', () => {
    expect(edit('IF Key THEN\n  VoteA := FALSE;\nEND_IF;', 'IF Key THEN\n  VoteA := FALSE;\nEND_IF;\nIF Key2 THEN\n  VoteB := FALSE;\nEND_IF;')).toEqual(['condition newly-read Key2 !', 'write newly-written VoteB !']);
    expect(edit('IF Key THEN\n  VoteA := FALSE;\nEND_IF;', '')).toEqual(['condition no-longer-read Key', 'write no-longer-written VoteA']);
  });
});

describe('a limit written in the value of a vote', () => {
  it('flags a constant of a vote that sets a safety trip, under the variable written', () => {
    const vars = '  iRaw AT %IW0 : INT;\n  Fault : BOOL;\n  Other : BOOL;\n  Valve AT %QX0.0 : BOOL;\n  MasterTrip : BOOL; // master trip of the safety instrumented function\n  Reset AT %IX0.0 : BOOL;';
    const body = 'Fault := iRaw < -50 OR iRaw > 29030;\nOther := iRaw > 100;\nIF Fault THEN\n  MasterTrip := TRUE;\nEND_IF;\nIF Reset THEN\n  MasterTrip := FALSE;\nEND_IF;\nIF MasterTrip THEN\n  Valve := FALSE;\nEND_IF;';
    expect(flags(program(vars, body), program(vars, body.replace('29030', '32000')))).toEqual(['constant value-changed Fault !']);
    expect(flags(program(vars, body), program(vars, body.replace('iRaw > 100', 'iRaw > 200')))).toEqual(['constant value-changed Other']);
  });
});

describe('a trip latch of a driver', () => {
  const vars = '  Up AT %IX0.0 : BOOL;\n  Stop AT %IX0.1 : BOOL;\n  Reset AT %IX0.2 : BOOL;\n  Start AT %IX0.3 : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  Run : BOOL;\n  Fault : BOOL;\n  Blocked : BOOL;\n  Watch : TON;';
  const body = [
    'IF Up AND NOT Blocked THEN\n  Run := TRUE;\nEND_IF;',
    'IF NOT Stop OR Fault THEN\n  Run := FALSE;\nEND_IF;',
    'Watch(IN := Run, PT := T#25S);\nIF Watch.Q THEN\n  Fault := TRUE;\n  Blocked := TRUE;\nEND_IF;',
    'IF Reset AND NOT Run THEN\n  Fault := FALSE;\n  Blocked := FALSE;\nEND_IF;',
    'Motor := Run;',
  ].join('\n');
  const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));

  it('reads an alternative of a switch-off guard as a trip: its set removed and its reset loosened are flagged', () => {
    expect(edit('  Fault := TRUE;\n', '')).toEqual(['write no-longer-written Fault !']);
    expect(edit('IF Reset AND NOT Run THEN', 'IF Reset THEN')).toEqual(['condition no-longer-read Run !', 'write condition-changed Blocked', 'write condition-changed Fault !']);
  });

  it('leaves a latch read only as NOT x in a switch-on (it blocks a start, it stops nothing)', () => {
    expect(edit('  Blocked := TRUE;\n', '')).toEqual(['write no-longer-written Blocked']);
  });
});

describe('a trip latch set in more cases, and its reset beside a kept conjunct', () => {
  const vars = '  (* overfill switch: safety trip *)\n  OverfillSwitch AT %IX0.0 : BOOL;\n  FloatHigh AT %IX0.1 : BOOL;\n  (* safety thermostat *)\n  Thermostat AT %IX0.2 : BOOL;\n  Ack AT %IX0.3 : BOOL;\n  Level : REAL;\n  Limit : REAL;\n  Pump AT %QX0.0 : BOOL;\n  Run AT %IX0.4 : BOOL;\n  Overfill : BOOL;';
  const body = 'IF OverfillSwitch OR Level > 97.0 THEN\n  Overfill := TRUE;\nEND_IF;\nIF Ack AND Level < Limit - 5.0 AND NOT Thermostat THEN\n  Overfill := FALSE;\nEND_IF;\nPump := Run AND NOT Overfill;';
  const edit = (from: string, to: string) => flags(program(vars, body), program(vars, body.replace(from, to)));

  it('leaves an alternative added to a trip\'s set (it trips more often) unflagged by the safety alternative it keeps', () => {
    expect(edit('IF OverfillSwitch OR Level > 97.0 THEN', 'IF OverfillSwitch OR FloatHigh OR Level > 97.0 THEN')).toEqual(['condition newly-read FloatHigh', 'write condition-changed Overfill']);
    // An alternative lost is a trip in fewer cases: flagged.
    expect(edit('IF OverfillSwitch OR Level > 97.0 THEN', 'IF Level > 97.0 THEN')).toEqual(['condition no-longer-read OverfillSwitch !', 'write condition-changed Overfill !']);
  });

  it('reads a trip\'s reset as a switch-on: a limit changed beside a kept safety conjunct is not flagged by it', () => {
    expect(edit('Limit - 5.0', 'Limit - 2.0')).toEqual(['constant value-changed Level']);
    expect(edit(' AND NOT Thermostat THEN', ' THEN')).toEqual(['condition no-longer-read Thermostat !', 'write condition-changed Overfill !']);
  });
});

describe('a supervision timer no longer called', () => {
  it('flags a timer whose Q alone sets a trip latch of an output; a timer that only delays a step is not flagged', () => {
    const vars = '  Cmd AT %IX0.0 : BOOL;\n  OpenFb AT %IX0.1 : BOOL;\n  Reset AT %IX0.2 : BOOL;\n  Coil AT %QX0.0 : BOOL;\n  Fault : BOOL;\n  Step : INT;\n  tonOpen : TON;\n  tonStep : TON;';
    const body = 'tonOpen(IN := Coil AND NOT OpenFb, PT := T#5S);\ntonStep(IN := Step = 1, PT := T#2S);\nIF tonOpen.Q OR OpenFb AND Cmd THEN\n  Fault := TRUE;\nELSIF Reset THEN\n  Fault := FALSE;\nEND_IF;\nIF tonStep.Q THEN\n  Step := 2;\nEND_IF;\nCoil := Cmd AND NOT Fault;';
    expect(flags(program(vars, body), program(vars, body.replace('tonOpen(IN := Coil AND NOT OpenFb, PT := T#5S);\n', '')))).toEqual(['fb-call no-longer-called tonOpen !']);
    expect(flags(program(vars, body), program(vars, body.replace('tonStep(IN := Step = 1, PT := T#2S);\n', '')))).toEqual(['fb-call no-longer-called tonStep']);
  });
});

describe('a timer retyped', () => {
  it('flags a timer retyped (TP → TON) whose input reads a safety signal; not one that times a process signal', () => {
    const vars = '  EStop AT %IX0.0 : BOOL;\n  Level AT %IX0.1 : BOOL;\n  Horn AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;\n  HornPulse : TP;\n  LampPulse : TP;';
    const body = 'HornPulse(IN := EStop, PT := T#10S);\nHorn := HornPulse.Q;\nLampPulse(IN := Level, PT := T#10S);\nLamp := LampPulse.Q;';
    expect(flags(program(vars, body), program(vars.replace('HornPulse : TP;', 'HornPulse : TON;'), body))).toEqual(['declaration retyped HornPulse !']);
    expect(flags(program(vars, body), program(vars.replace('LampPulse : TP;', 'LampPulse : TON;'), body))).toEqual(['declaration retyped LampPulse']);
  });
});

describe('a command read in the guard of its own switch-off', () => {
  it('leaves the command unflagged when that switch-off is removed; the safety signal beside it and the writes are flagged', () => {
    const vars = '  Down AT %IX0.0 : BOOL;\n  (* safety photo eye *)\n  PhotoEye AT %IX0.1 : BOOL;\n  EStopOk AT %IX0.2 : BOOL;\n  Contactor AT %QX0.0 : BOOL;\n  Closing : BOOL;\n  Opening : BOOL;';
    const body = 'IF Down AND EStopOk THEN\n  Closing := TRUE;\nEND_IF;\nIF Closing AND NOT PhotoEye THEN\n  Closing := FALSE;\n  Opening := TRUE;\nEND_IF;\nContactor := Closing AND NOT Opening AND PhotoEye;';
    expect(flags(program(vars, body), program(vars, body.replace('IF Closing AND NOT PhotoEye THEN\n  Closing := FALSE;\n  Opening := TRUE;\nEND_IF;\n', '')))).toEqual([
      'condition no-longer-read Closing',
      'condition no-longer-read PhotoEye !',
      'write no-longer-written Closing !',
      'write no-longer-written Opening !',
    ]);
  });
});

describe('a block an output follows through a struct passed to it', () => {
  it('flags the block no longer called when switch-offs written into the struct reach the output only through it', () => {
    const vars = '  Stop AT %IX0.0 : BOOL;\n  Start AT %IX0.1 : BOOL;\n  doPump AT %QX0.0 : BOOL;\n  stPump : ST_Pump;\n  stLog : ST_Log;\n  fbPump : FB_PumpDrive;\n  fbLog : FB_Log;';
    const body = 'IF Start THEN\n  stPump.bRunCmd := TRUE;\nEND_IF;\nIF Stop THEN\n  stPump.bRunCmd := FALSE;\nEND_IF;\nstLog.nCount := 1;\nfbPump(stData := stPump);\nfbLog(stData := stLog);\ndoPump := stPump.bMotorOut;';
    expect(flags(program(vars, body), program(vars, body.replace('fbPump(stData := stPump);\n', '')))).toEqual(['fb-call no-longer-called fbPump !']);
    // A block whose struct no output follows: not flagged.
    expect(flags(program(vars, body), program(vars, body.replace('fbLog(stData := stLog);\n', '')))).toEqual(['fb-call no-longer-called fbLog']);
  });
});
