// What counts as safety-relevant beyond a signal's name: the comments and pragmas above its declaration, its I/O
// address (under any other name, directly, through a pointer), the person's marked addresses, and a permissive
// removed from a physical output whatever it is called.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact, type ImpactRequest } from './impact-analysis.ts';
import { addressRange, rangesOverlap } from './io-addresses.ts';
import { plcValuesImpact } from './plc-values-impact.ts';
import { safetyMatcher, stem } from './safety-patterns.ts';
import { lockNamed } from './write-readings.ts';
import { parseUnit } from './st-parser.ts';
import { GUARD_LOCK, impactLines } from './test-support/impact-lines.ts';

const program = (vars: string, body: string) => `PROGRAM Cell\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;
function impact(before: string, after: string, extra: Partial<ImpactRequest> = {}) {
  const report = analyzeImpact({ parts: [{ name: 'cell.st', before, after }], globals: [GUARD_LOCK], safetyPatterns: DEFAULT_SAFETY_PATTERNS, ...extra });
  expect(report.status).toBe('complete');
  return report;
}

describe('declaration comments', () => {
  it('reads the comment lines and pragmas directly above a declaration, both comment styles, and the one after it', () => {
    const unit = parseUnit(
      "VAR_GLOBAL\n  a : BOOL; (* after a *)\n  (* Safety relay K3, light curtain *)\n  K3 : BOOL AT %QX1.1;\n  // door lock\n  // second line\n  {attribute 'safety'}\n  D AT %QX0.6 : BOOL; // trailing\n  E : INT;\nEND_VAR",
    );
    expect(unit.declarations.map((d) => [d.name, d.documentation])).toEqual([
      ['a', 'after a'],
      ['K3', 'Safety relay K3, light curtain'],
      ['D', "door lock second line attribute 'safety' trailing"],
      // The comment after a's line is a's, not E's or K3's.
      ['E', null],
    ]);
  });

  it('flags K3 := FALSE when the safety comment is on the line above K3 (OpenPLC POU)', () => {
    const vars = '  (* Safety relay K3, light curtain *)\n  K3 : BOOL AT %QX1.1;\n  Lamp : BOOL AT %QX1.2;';
    const report = impact(program(vars, 'K3 := TRUE;'), program(vars, 'K3 := FALSE;'));
    expect(report.safetySignals).toEqual(['safety: K3']);
  });

  it("flags a variable of a CODESYS GVL by the // comment above it and by {attribute 'safety'}", () => {
    const gvl = "{attribute 'qualified_only'}\nVAR_GLOBAL\n  // light curtain muting lamp\n  xCurtainLampA : BOOL;\n  {attribute 'safety'}\n  xK4 : BOOL;\n  xHorn : BOOL;\nEND_VAR";
    const before = 'GVL_Cell.xCurtainLampA := FALSE;\nGVL_Cell.xK4 := FALSE;\nGVL_Cell.xHorn := FALSE;\n';
    const report = analyzeImpact({
      parts: [{ name: 'PLC_PRG (implementation)', before, after: before.replaceAll('FALSE', 'TRUE') }],
      globalLists: [{ name: 'GVL_Cell', declaration: gvl }],
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    });
    expect(report.items.map((i) => [i.subject, i.safety])).toEqual([
      ['GVL_Cell.xCurtainLampA', ['light curtain: GVL_Cell.xCurtainLampA']],
      ['GVL_Cell.xK4', ['safety: GVL_Cell.xK4']],
      ['GVL_Cell.xHorn', []],
    ]);
  });
});

describe('safety follows addresses', () => {
  it('knows which addresses overlap: a bit lies in its byte, word, double word and long word, in the same area only', () => {
    const bit = addressRange('%QX0.6')!;
    for (const wider of ['%QB0', '%QW0', '%QD0', '%QL0', '%Q0.6']) expect(rangesOverlap(bit, addressRange(wider)!)).toBe(true);
    for (const other of ['%QX0.7', '%QB1', '%QW1', '%IX0.6', '%MX0.6']) expect(rangesOverlap(bit, addressRange(other)!)).toBe(false);
    expect(rangesOverlap(addressRange('%MW1')!, addressRange('%MB3')!)).toBe(true);
    expect(addressRange('%Q*')).toBeNull();
  });

  it('flags a write through another variable at the same address or an overlapping one, and not a neighbour', () => {
    const vars = '  Door : BOOL AT %QX0.6;\n  OutByte : BYTE AT %QB0;\n  Beacon : BOOL AT %QX0.7;\n  OutWord : WORD AT %QW1;';
    const report = impact(program(vars, 'Door := TRUE;\nOutByte := 255;\nBeacon := TRUE;\nOutWord := 1;'), program(vars, 'Door := FALSE;\nOutByte := 0;\nBeacon := FALSE;\nOutWord := 0;'));
    const bySubject = Object.fromEntries(report.items.map((i) => [i.subject, i.safety]));
    expect(bySubject).toEqual({
      Door: ['safety address %QX0.6 (GuardLock): Door'],
      OutByte: ['safety address %QX0.6 (GuardLock): OutByte'],
      Beacon: [],
      OutWord: [],
    });
  });

  it('flags a direct write of the address and a new POU declaring a variable there', () => {
    expect(impact(program('  x : BOOL;', 'x := TRUE;'), program('  x : BOOL;', 'x := TRUE;\n%QX0.6 := FALSE;')).safetySignals).toEqual(['safety address %QX0.6 (GuardLock): %QX0.6']);
    const created = impact('', program('  Door AT %QX0.6 : BOOL;', 'Door := FALSE;'));
    expect(created.items.filter((i) => i.safety.length > 0).map((i) => `${i.kind}/${i.change}/${i.subject}`)).toEqual(['write/newly-written/Door', 'declaration/added/Door']);
  });

  it('flags MEMSET(ADR(GuardLock), 1, 1), MEMCPY into it, and a write through a pointer or reference to it', () => {
    const vars = '  pLock : POINTER TO BOOL;\n  rLock : REFERENCE TO BOOL;\n  Spare : BOOL;';
    const base = 'Spare := FALSE;';
    for (const attack of ['MEMSET(ADR(GuardLock), 1, 1);', 'MEMCPY(ADR(GuardLock), ADR(Spare), 1);', 'pLock := ADR(GuardLock);\npLock^ := TRUE;', 'rLock REF= GuardLock;\nrLock := TRUE;']) {
      const report = impact(program(vars, base), program(vars, `${base}\n${attack}`));
      expect(report.safetySignals, attack).toContain('guard: GuardLock');
    }
    // An old pointer, now written through: the write alone names the guard lock.
    const pointing = 'pLock := ADR(GuardLock);';
    const through = impact(program(vars, pointing), program(vars, `${pointing}\npLock^ := TRUE;`));
    expect(through.items[0]).toMatchObject({ subject: 'pLock^', safety: ['guard: GuardLock'] });
  });

  it("counts the addresses of other POUs' safety signals and the addresses marked in Settings → Safety", () => {
    const vars = '  Door : BOOL AT %QX2.1;\n  Valve : BOOL AT %QX3.0;';
    const before = program(vars, 'Door := TRUE;\nValve := TRUE;');
    const after = program(vars, 'Door := FALSE;\nValve := FALSE;');
    const other = { name: 'pous/programs/Safety.st', text: program('  (* guard door interlock *)\n  LockK2 AT %QX2.1 : BOOL;', 'LockK2 := TRUE;') };
    const report = impact(before, after, { otherUnits: [other], safetyAddresses: ['%QB3'] });
    expect(Object.fromEntries(report.items.map((i) => [i.subject, i.safety]))).toEqual({
      Door: ['safety address %QX2.1 (LockK2): Door'],
      Valve: ['safety address %QB3 (marked in Settings → Safety): Valve'],
    });
    // Another POU that could not be read (over the size limit) is named: it may hold the signal that address is.
    const skipped = impact(before, after, { otherUnits: [], skippedOtherUnits: ['pous/programs/Huge.st'] });
    expect(skipped.unresolved).toBe('The declarations of pous/programs/Huge.st (over the size limit) were not read: a safety-relevant signal located there is not recognised by its address.');
    expect(report.unresolved).toBeUndefined();
    // One the parser cannot read is named too: it may hold the signal the address is (fail closed).
    const unreadable = impact(before, after, { otherUnits: [{ name: 'pous/programs/Odd.st', text: 'PROGRAM Odd\nVAR\n  Lock AT %QX2.1 BOOL;\nEND_VAR\nEND_PROGRAM\n' }] });
    expect(unreadable.unresolved).toBe('The declarations of pous/programs/Odd.st (not Structured Text the parser reads) were not read: a safety-relevant signal located there is not recognised by its address.');
    // An input read under another name at the very same bit is the same signal; a word that merely holds it is not.
    const inputs = '  Chain : BOOL AT %IX0.0;\n  Level : INT AT %IW0;\n  Out : BOOL;';
    const estop = { name: 'EmergencyStop', type: 'BOOL', address: '%IX0.0', documentation: null };
    const read = analyzeImpact({
      parts: [{ name: 'cell.st', before: program(inputs, 'IF Chain AND Level > 5 THEN Out := TRUE; END_IF;'), after: program(inputs, 'IF Level > 6 THEN Out := TRUE; END_IF;') }],
      globals: [estop],
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    });
    expect(read.items.find((i) => i.subject === 'Chain')?.safety).toEqual(['safety address %IX0.0 (EmergencyStop): Chain']);
    const retyped = analyzeImpact({ parts: [{ name: 'cell.st', before: program(inputs, ''), after: program(inputs.replace('INT AT', 'UINT AT'), '') }], globals: [estop], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(retyped.items).toEqual([expect.objectContaining({ subject: 'Level', change: 'retyped', safety: [] })]);
  });

  it('marks a value on a running PLC at a safety signal\'s address, and one the person marked', () => {
    const { safety, report } = plcValuesImpact({
      action: 'write',
      values: [
        { expression: 'PLC_PRG.xDoor', current: 'TRUE', next: 'FALSE', address: '%QX0.6' },
        { expression: 'PLC_PRG.bGuardLock', current: 'TRUE', next: 'FALSE', address: '%QX0.6' },
        { expression: 'PLC_PRG.xLamp', current: 'TRUE', next: 'FALSE', address: '%QX0.7' },
        { expression: 'PLC_PRG.wOut', current: '0', next: '1', address: '%QW4' },
      ],
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
      safetyAddresses: ['%QX8.2'],
    });
    expect(safety).toEqual([['safety address %QX0.6 (PLC_PRG.bGuardLock): PLC_PRG.xDoor'], ['guard: PLC_PRG.bGuardLock'], [], ['safety address %QX8.2 (marked in Settings → Safety): PLC_PRG.wOut']]);
    expect(report.safetySignals).toHaveLength(3);
  });
});

describe('removing a permissive', () => {
  const vars = '  Lock : BOOL AT %QX2.0;\n  Ready : BOOL;\n  Closed : BOOL AT %IX2.0;\n  Count : INT;\n  Run : BOOL;\n  Valve : BOOL AT %QX2.1;';
  const flagged = (before: string, after: string) => impact(program(vars, before), program(vars, after)).safetySignals;

  it('flags a physical output becoming constant TRUE, whatever its name', () => {
    expect(flagged('Lock := Ready AND Closed;', 'Lock := TRUE;')).toEqual(['output forced constant: Lock']);
    expect(flagged('Lock := Ready AND Closed;', 'Lock := Ready AND Closed;\nLock := TRUE;')).toEqual(['output forced constant: Lock']);
  });

  it('flags an output or its driver losing a condition or a conjunct', () => {
    // The signal the switch-on's condition no longer reads is the interlock removed too.
    expect(flagged('IF Ready AND Closed THEN\n  Lock := TRUE;\nEND_IF;', 'IF Ready THEN\n  Lock := TRUE;\nEND_IF;')).toEqual(['interlock removed: Closed', 'interlock removed: Lock']);
    expect(flagged('Lock := Ready AND Closed;', 'Lock := Ready;')).toEqual(['interlock removed: Lock']);
    expect(flagged('IF Ready AND Closed THEN\n  Lock := TRUE;\nEND_IF;', 'IF TRUE THEN\n  Lock := TRUE;\nEND_IF;')).toEqual(['interlock removed: Ready', 'interlock removed: Closed', 'interlock removed: Lock']);
    // Run drives Valve: a condition Run loses is a permissive of the valve.
    expect(flagged('IF Ready AND Closed THEN Run := TRUE; END_IF;\nValve := Run;', 'IF Ready THEN Run := TRUE; END_IF;\nValve := Run;')).toEqual(['interlock removed: Closed', 'interlock removed: Run']);
    // The write that switched the output off on a fault is gone.
    // Its condition's signal is one too: no write of the output reads Closed any more.
    expect(flagged('Lock := Ready;\nIF NOT Closed THEN Lock := FALSE; END_IF;', 'Lock := Ready;')).toEqual(['interlock removed: Closed', 'interlock removed: Lock']);
  });

  it('flags a timer input that loses a conjunct when the timer output is a permissive of an output', () => {
    const timerVars = `${vars}\n  tofRun : TOF;\n  tonHold : TON;`;
    const run = (input: string) => `tofRun(IN := ${input}, PT := T#50MS);\nValve := tofRun.Q AND Ready;`;
    expect(flagged(run('Ready AND Closed'), run('Ready'))).toEqual([]);
    expect(impact(program(timerVars, run('Ready AND Closed')), program(timerVars, run('Ready'))).safetySignals).toEqual(['interlock removed: tofRun']);
    expect(impact(program(timerVars, run('Ready AND Closed')), program(timerVars, run('TRUE'))).safetySignals).toEqual(['interlock removed: tofRun']);
    // A stricter input, or a timer whose output switches the output off (a trip that now fires sooner), is no loss.
    expect(impact(program(timerVars, run('Ready')), program(timerVars, run('Ready AND Closed'))).safetySignals).toEqual([]);
    const hold = (input: string) => `tonHold(IN := ${input}, PT := T#20S);\nIF tonHold.Q THEN Valve := FALSE; END_IF;\nIF Ready THEN Valve := TRUE; END_IF;`;
    expect(impact(program(timerVars, hold('Run AND NOT Closed')), program(timerVars, hold('Run'))).safetySignals).toEqual([]);
  });

  it('flags a removed set of a latched trip that holds an output off, not one set of a command read both ways', () => {
    const latchVars = `${vars}\n  Trip : BOOL;\n  HighHigh : BOOL AT %IX2.1;\n  Open : BOOL;`;
    const body = 'IF HighHigh THEN Trip := TRUE; END_IF;\nIF Count > 3 THEN Trip := FALSE; END_IF;\nValve := Ready AND NOT Trip;';
    const removed = impact(program(latchVars, body), program(latchVars, body.replace('IF HighHigh THEN Trip := TRUE; END_IF;\n', '')));
    expect(removed.items.find((i) => i.subject === 'Trip')?.safety).toEqual(['interlock removed: Trip']);
    // A removed reset of the trip keeps it latched: the output stays off, no interlock is lost.
    expect(impact(program(latchVars, body), program(latchVars, body.replace('IF Count > 3 THEN Trip := FALSE; END_IF;\n', ''))).safetySignals).toEqual([]);
    // Open switches one output on and the other off: a command as much as a trip, so one of its sets removed is not
    // flagged while another still sets it (its last set removed is: see trip-latches.test.ts, 'a latch read both ways').
    const command = 'IF Ready THEN Open := TRUE; END_IF;\nIF Count > 3 THEN Open := TRUE; END_IF;\nLock := Open;\nValve := NOT Open AND Ready;';
    expect(impact(program(latchVars, command), program(latchVars, command.replace('IF Ready THEN Open := TRUE; END_IF;\n', ''))).safetySignals).toEqual([]);
  });

  it('flags a permissive weakened by an alternative added to one of its conjuncts', () => {
    expect(flagged('Lock := Ready AND Closed;', 'Lock := (Ready OR Count > 3) AND Closed;')).toEqual(['interlock removed: Lock']);
    expect(flagged('IF Ready AND Closed THEN\n  Lock := TRUE;\nEND_IF;', 'IF (Ready OR Run) AND Closed THEN\n  Lock := TRUE;\nEND_IF;')).toEqual(['interlock removed: Lock']);
    // An alternative taken away is stricter; an `IF TRUE` around the write holds nothing back and lets nothing more through.
    expect(flagged('Lock := (Ready OR Run) AND Closed;', 'Lock := Ready AND Closed;')).toEqual([]);
    expect(flagged('Lock := Ready AND Closed;', 'IF TRUE THEN\n  Lock := Ready AND Closed;\nEND_IF;')).toEqual([]);
  });

  it('does not flag a stricter condition, a limit change or a variable that drives no output', () => {
    expect(flagged('IF Ready THEN\n  Lock := TRUE;\nEND_IF;', 'IF Ready AND Closed THEN\n  Lock := TRUE;\nEND_IF;')).toEqual([]);
    expect(flagged('IF Count > 5 THEN Lock := TRUE; END_IF;', 'IF Count > 6 THEN Lock := TRUE; END_IF;')).toEqual([]);
    expect(flagged('IF Ready AND Closed THEN Count := 1; END_IF;', 'IF Ready THEN Count := 1; END_IF;')).toEqual([]);
  });
});

describe('forms of a safety word', () => {
  const matcher = safetyMatcher(DEFAULT_SAFETY_PATTERNS, []);
  const flagged = (name: string) => matcher.match([name], () => null).length > 0;

  it('compares words by their stem: mute, muting and muted, interlocked, guarding, safely, e-stopped', () => {
    expect(['mute', 'muting', 'muted', 'mutes'].map(stem)).toEqual(['mut', 'mut', 'mut', 'mut']);
    expect(['interlock', 'interlocked', 'interlocking', 'interlocks'].map(stem)).toEqual(Array(4).fill('interlock'));
    for (const name of ['tonMuteMax', 'bMuted', 'xConveyorInterlocked', 'GuardingActive', 'xGuards', 'SafelyStopped', 'bEStopped', 'LightCurtains', 'DoorSwitches', 'Emergencies']) {
      expect(flagged(name), name).toBe(true);
    }
  });

  it('keeps other words apart: stop is no STO, saved no safe, a mutex no muting, stored no sto', () => {
    for (const name of ['bStop', 'xStopped', 'bSaved', 'hMutex', 'nStored', 'xStorage', 'bPassed', 'Commuted', 'rGuide']) expect(flagged(name), name).toBe(false);
  });

  // Much PLC code is written in capitals (`BGUARDDOORCLOSED`): a name in one case throughout has no word boundaries
  // to read, so a pattern (or the plain form of an -ing pattern) is looked for anywhere in it, failing closed.
  it('finds a pattern anywhere in a name written in one case throughout, and still not STO in STOP', () => {
    for (const name of ['BGUARDDOORCLOSED', 'bguarddoorclosed', 'XESTOPOK', 'M_SAFEHOLD', 'MACHINESAFE', 'TMUTEMAX', 'BMUTED', 'KINTERLOCKOK', 'LOCKOUTACTIVE']) {
      expect(flagged(name), name).toBe(true);
    }
    for (const name of ['BSTOP', 'XSTOPPED', 'NSTORED', 'BSAVED', 'RGUIDE', 'motor_run', 'PUMP1']) expect(flagged(name), name).toBe(false);
    // Where the words cannot be told apart the name is flagged: a mutex in capitals reads as muting, not so in camel case.
    expect(flagged('HMUTEX')).toBe(true);
    expect(flagged('hMutex')).toBe(false);
  });

  it('reads a lock named in capitals as a lock: DOORLOCKED holds the machine safe, DOORUNLOCK does not', () => {
    expect(lockNamed('DOORLOCKED')).toBe(true);
    expect(lockNamed('bGuardLockOn')).toBe(true);
    expect(lockNamed('DOORUNLOCK')).toBe(false);
    expect(lockNamed('LOCKOK')).toBe(false);
  });
});

describe('safety beyond the names a change mentions', () => {
  it('flags an input of a PLCopen safety function block (SF_…) or of a block whose type is named for safety', () => {
    const vars = '  fbMode : SF_ModeSelector;\n  fbHands : TWO_HAND;\n  fbMotor : FB_Motor;';
    const body = 'fbMode(ModeMonitorTime := T#1S);\nfbHands(MaxDiff := T#500MS);\nfbMotor(Ramp := T#2S);';
    const report = impact(program(vars, body), program(vars, body.replaceAll('T#', 'T#1')));
    expect(Object.fromEntries(report.items.map((i) => [i.subject, i.safety]))).toEqual({
      'fbMode.ModeMonitorTime': ['safety function block: fbMode'],
      'fbHands.MaxDiff': ['two-hand: fbHands'],
      'fbMotor.Ramp': [],
    });
  });

  it('flags a variable passed to a safety block losing a conjunct: it drives that block (one step of data flow)', () => {
    const vars = '  fbLock : FB_GuardLockDevice;\n  fbMotor : FB_Motor;\n  xRobotStopped : BOOL;\n  xBeltStopped : BOOL;\n  xAllStopped : BOOL;\n  xIdle : BOOL;';
    const body = 'xAllStopped := xRobotStopped AND xBeltStopped;\nxIdle := xRobotStopped AND xBeltStopped;\nfbLock(bMachineStopped := xAllStopped);\nfbMotor(xEnable := xIdle);';
    const flagged = (after: string) => impact(program(vars, body), program(vars, after)).items.map((i) => `${i.subject}${i.safety.length > 0 ? ' !' : ''}`);
    expect(flagged(body.replace('xAllStopped := xRobotStopped AND xBeltStopped', 'xAllStopped := xRobotStopped'))).toEqual(['xAllStopped !']);
    expect(flagged(body.replace('xIdle := xRobotStopped AND xBeltStopped', 'xIdle := xRobotStopped'))).toEqual(['xIdle']);
    // A conjunct added makes the lock stricter: reported, not flagged.
    expect(flagged(body.replace('xAllStopped := xRobotStopped AND xBeltStopped', 'xAllStopped := xRobotStopped AND xBeltStopped AND xIdle'))).toEqual(['xAllStopped']);
  });

  it('flags the parameters of a block a safety signal executes; an Execute that only lost another alternative is not', () => {
    const vars = '  // safe stop request from the safety PLC\n  xSafeStopReq : BOOL;\n  xLimit : BOOL;\n  xJog : BOOL;\n  fbStop : MC_Stop;\n  fbMove : MC_MoveRelative;';
    const body = 'fbStop(Execute := xSafeStopReq OR xLimit, Deceleration := 3000.0);\nfbMove(Execute := xJog AND NOT xSafeStopReq, Velocity := 100.0);';
    const flagged = (after: string) => impact(program(vars, body), program(vars, after)).items.map((i) => `${i.subject}${i.safety.length > 0 ? ' !' : ''}`);
    expect(flagged(body.replace('3000.0', '1500.0'))).toEqual(['fbStop.Deceleration !']);
    expect(flagged(body.replace('100.0', '200.0'))).toEqual(['fbMove.Velocity']);
    expect(flagged(body.replace('xSafeStopReq OR xLimit', 'xSafeStopReq'))).toEqual(['fbStop.Execute']);
    expect(flagged(body.replace('xSafeStopReq OR xLimit', 'xLimit'))).toEqual(['fbStop.Execute !']);
  });

  it('takes an input member of a block as a driver only where an output of that block gates a physical output', () => {
    const vars = '  fbArm : FB_Arm;\n  fbPump : FB_Pump;\n  xReady : BOOL;\n  xPart : BOOL;\n  xGrip AT %QX0.0 : BOOL;\n  xPumpOut AT %QX0.1 : BOOL;';
    const body = 'IF xReady AND xPart THEN\n  fbArm.xGo := TRUE;\n  fbPump.xRun := TRUE;\nEND_IF\nfbArm();\nfbPump();\nIF fbArm.xDone THEN\n  xGrip := TRUE;\nEND_IF\nIF fbArm.xDone AND xPart THEN\n  xGrip := FALSE;\nEND_IF\nxPumpOut := fbPump.xRunning AND xReady;';
    const flagged = (after: string) => impact(program(vars, body), program(vars, after)).items.filter((i) => i.kind === 'write').map((i) => `${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
    // fbArm.xDone only steps the gripper (it switches it on and off): fbArm.xGo is a variable of its own.
    expect(flagged(body.replace('IF xReady AND xPart THEN', 'IF xReady THEN'))).toEqual(['fbArm.xGo', 'fbPump.xRun !']);
  });

  it('flags a timer that watches a safety-relevant variable or is named for one, and one whose output drives a safety signal', () => {
    const vars = '  (* safety contactor K1 *)\n  xK1 AT %QX2.0 : BOOL;\n  xK1Fb AT %IX2.0 : BOOL;\n  tLockout : TIME := T#1S;\n  tonFb : TON;\n  tofDir : TOF;\n  tonDelay : TON;\n  tonLamp : TON;\n  xLamp AT %QX2.1 : BOOL;';
    const body = 'tonFb(IN := xK1 = xK1Fb, PT := T#200MS);\ntofDir(IN := xLamp, PT := tLockout);\ntonDelay(IN := xK1Fb, PT := T#2S);\nGuardLock := NOT tonDelay.Q;\ntonLamp(IN := xK1Fb, PT := T#3S);\nxLamp := tonLamp.Q;';
    const after = body.replace('T#200MS', 'T#900MS').replace('tofDir(IN := xLamp', 'tofDir(IN := xK1Fb').replace('T#2S', 'T#5S').replace('T#3S', 'T#4S');
    const report = impact(program(vars, body), program(vars, after));
    expect(Object.fromEntries(report.items.map((i) => [i.subject, i.safety.length > 0]))).toEqual({ 'tonFb.PT': true, 'tofDir.IN': true, 'tonDelay.PT': true, 'tonLamp.PT': false });
  });

  it("flags a condition that switches an output off when it loses an alternative, and a plain copy of a safety signal", () => {
    const vars = '  Heater AT %QX1.0 : BOOL;\n  Permit : BOOL;\n  FlowOK : BOOL;\n  (* EDM feedback of the safety relay *)\n  xFb AT %IX1.0 : BOOL;\n  stIn : ST_In;\n  Run : BOOL;';
    const body = 'IF NOT Permit OR NOT FlowOK THEN\n  Heater := FALSE;\nEND_IF;\nstIn.xFb := xFb;\nIF Permit AND stIn.xFb THEN\n  Run := TRUE;\nEND_IF;';
    const lostTrip = impact(program(vars, body), program(vars, body.replace('NOT Permit OR NOT FlowOK', 'NOT Permit')));
    expect(lostTrip.items.find((i) => i.subject === 'FlowOK')?.safety).toEqual(['interlock removed: FlowOK']);
    expect(lostTrip.items.find((i) => i.subject === 'Heater')?.safety).toEqual(['interlock removed: Heater']);
    // A stricter trip (it switches the heater off in more cases) is no interlock removed.
    const stricter = impact(program(vars, body), program(vars, body.replace('NOT Permit OR NOT FlowOK', 'NOT Permit OR NOT FlowOK OR Run')));
    expect(stricter.safetySignals).toEqual([]);
    const copy = impact(program(vars, body), program(vars, body.replace('Permit AND stIn.xFb', 'Permit')));
    expect(copy.items.find((i) => i.subject === 'stIn.xFb')?.safety).toEqual(['safety: xFb']);
  });
});

describe('writes the analysis follows through one statement', () => {
  it('reports both targets of a chained assignment, and flags the output whose interlock the chain lost', () => {
    const vars = '  Fwd : BOOL;\n  Bwd : BOOL;\n  Aux : BOOL;\n  Motor : BOOL AT %QX0.0;';
    const report = impact(program(vars, 'Motor := Aux := Fwd AND NOT Bwd;'), program(vars, 'Motor := Aux := Fwd;'));
    const writes = report.items.filter((item) => item.kind === 'write').map((item) => [item.subject, item.change, item.safety.length > 0]);
    expect(writes).toEqual(expect.arrayContaining([['Motor', 'value-changed', true], ['Aux', 'value-changed', true]]));
  });

  it('takes a pointer handed to a block as written through that argument only: another input of the call is no new write', () => {
    const vars = '  nCommand : WORD;\n  fbWrite : MB_WRITE;';
    const call = (address: number) => `fbWrite(Unit := 1, Address := ${address}, pData := ADR(nCommand), Execute := TRUE);`;
    const report = impact(program(vars, call(1)), program(vars, call(2)));
    expect(report.items.filter((item) => item.subject === 'nCommand')).toEqual([]);
    // A memory function writes with all of its arguments: a changed fill value is a changed constant of GuardLock.
    const memset = impact(program('', 'MEMSET(ADR(GuardLock), 0, 1);'), program('', 'MEMSET(ADR(GuardLock), 1, 1);'));
    expect(memset.items.map((item) => [item.kind, item.change, item.subject, item.safety.length > 0])).toEqual([['constant', 'value-changed', 'GuardLock', true]]);
  });
});

describe('a safety signal the edit leaves in its place', () => {
  const vars = '  (* emergency stop chain healthy *)\n  EStopOk AT %IX0.3 : BOOL;\n  StartPb AT %IX0.0 : BOOL;\n  Level : INT;\n  Bypass : BOOL;\n  M0 : BOOL;\n  Mode : INT;\n  Motor AT %QX0.0 : BOOL;';
  const safety = (before: string, after: string) => Object.fromEntries(impact(program(vars, before), program(vars, after)).items.map((i) => [`${i.kind}/${i.subject}`, i.safety.length > 0]));

  it('does not flag a seal-in removed or a limit changed beside a conjunct it keeps (the write still needs it)', () => {
    const sealIn = 'M0 := EStopOk AND NOT Bypass AND (M0 OR StartPb);\nMotor := M0;';
    expect(safety(sealIn, sealIn.replace('(M0 OR StartPb)', 'StartPb'))).toEqual({ 'write/M0': false });
    const limit = 'IF StartPb AND EStopOk AND Level < 80 THEN M0 := TRUE; END_IF;\nMotor := M0;';
    expect(safety(limit, limit.replace('Level < 80', 'Level < Mode'))).toEqual({ 'condition/Mode': false, 'write/M0': false });
    // The conjunct that holds the e-stop is the one changed: flagged.
    expect(safety(sealIn, sealIn.replace('EStopOk AND ', ''))).toEqual({ 'write/M0': true });
  });

  it('keeps flagging where the untouched safety signal changes role: a trip, an alternative, a chain that lost a link, a value it guards', () => {
    // A switch-off under `EStopOk AND …`: the limit decides when the e-stop trips.
    const trip = 'IF NOT EStopOk AND Level > 80 THEN Motor := FALSE; END_IF;';
    expect(Object.values(safety(trip, trip.replace('80', '90')))).toEqual([true]);
    // An alternative beside the e-stop (a bypass) changed.
    const bypass = 'Motor := EStopOk OR Level > 80;';
    expect(Object.values(safety(bypass, bypass.replace('80', '90')))).toEqual([true]);
    // The condition of an interlock chain lost a link: the chain holds the e-stop, and the state it sets drives an output.
    const chain = 'IF StartPb AND EStopOk AND NOT Bypass THEN Mode := 1; END_IF;\nMotor := Mode = 1;';
    expect(safety(chain, chain.replace(' AND NOT Bypass', ''))['condition/Bypass']).toBe(true);
    // A state set under `NOT EStopOk AND …` may be its trip (`Faulted`): kept whole, as is a block called under it.
    const state = 'IF NOT EStopOk AND Level > 80 THEN Mode := 9; END_IF;';
    expect(safety(state, state.replace('Level > 80', 'Level > Mode'))).toEqual({ 'condition/Mode': true, 'write/Mode': true });
    // Another value set under the e-stop: what the e-stop does changes.
    const response = 'IF NOT EStopOk THEN Mode := 2; END_IF;';
    expect(safety(response, response.replace('Mode := 2', 'Mode := 3'))).toEqual({ 'constant/Mode': true });
  });
});

describe('a member of a variable named for safety', () => {
  it('flags a member of a variable by its own name: a safety word of the member counts as one of the variable', () => {
    const fn = (body: string) => `FUNCTION Disable_Axes : INT\nVAR_IN_OUT\n    PROG : ST_ToolProg;\nEND_VAR\n${body}Disable_Axes := 0;\nEND_FUNCTION\n`;
    const body = (value: string) => `PROG.X_ENABLE := FALSE;\nPROG.STO_REQUEST := ${value};\n`;
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn('PROG.X_ENABLE := FALSE;\n'))).toEqual(['write no-longer-written PROG.STO_REQUEST !']);
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn(body('FALSE')))).toEqual(['constant value-changed PROG.STO_REQUEST !']);
    // A member without one stays unflagged: the struct's name lends it nothing.
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn(body('TRUE').replace('PROG.X_ENABLE := FALSE;\n', '')))).toEqual(['write no-longer-written PROG.X_ENABLE']);
  });
});
