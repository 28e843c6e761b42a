// What counts as safety-relevant beyond a signal's name: the comments and pragmas above its declaration, its I/O
// address (under any other name, directly, through a pointer), the person's marked addresses, and a permissive
// removed from a physical output whatever it is called.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact, type ImpactRequest } from './impact-analysis.ts';
import { addressRange, addressRanges, rangesOverlap } from './io-addresses.ts';
import { plcValuesImpact } from './plc-values-impact.ts';
import { safetyMatcher, stem } from './safety-patterns.ts';
import { lockNamed } from './write-readings.ts';
import { parseUnit } from './st-parser.ts';

const program = (vars: string, body: string) => `PROGRAM Cell\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;
const GUARD_LOCK = { name: 'GuardLock', type: 'BOOL', address: '%QX0.6', documentation: 'Guard door lock solenoid' };

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
    // flagged while another still sets it (its last set removed is: see the eleventh round's rules).
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

describe('rules of the third and fourth independent rounds', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it("flags the ELSE switch-off of an IF/ELSE on an output, and the signal no longer read, when the IF loses a conjunct", () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ready : BOOL;\n  SelfTest : BOOL;\n  Cmd : BOOL;';
    const body = 'IF Ready AND NOT SelfTest THEN\n  Relay := Cmd;\nELSE\n  Relay := FALSE;\nEND_IF;';
    expect(flags(impact(program(vars, body), program(vars, body.replace(' AND NOT SelfTest', ''))))).toEqual([
      'condition no-longer-read SelfTest !',
      'write condition-changed Relay !',
      'write condition-changed Relay !',
    ]);
    // A stricter IF (a conjunct added) makes its ELSE switch off in more cases: nothing removed.
    expect(flags(impact(program(vars, body), program(vars, body.replace('NOT SelfTest', 'NOT SelfTest AND Cmd'))))).not.toContain('write condition-changed Relay !');
  });

  it('does not lend a guard to a counter step, nor a branch that runs because an earlier safety branch did not', () => {
    const vars = '  (* guard door interlock *)\n  FenceOk AT %IX0.0 : BOOL;\n  Done : BOOL;\n  Parts : DINT;\n  Fault : INT;\n  Mode : INT;';
    const body = 'IF NOT FenceOk THEN\n  Mode := 9;\nELSIF Done THEN\n  Fault := 201;\nEND_IF;\nIF FenceOk THEN\n  Parts := Parts + 1;\nEND_IF;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('Fault := 201', 'Fault := 205'))))).toEqual(['constant value-changed Fault']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('Parts + 1', 'Parts + 2'))))).toEqual(['constant value-changed Parts']);
    // The safety branch's own response still counts.
    expect(flags(impact(program(vars, body), program(vars, body.replace('Mode := 9', 'Mode := 8'))))).toEqual(['constant value-changed Mode !']);
  });

  it('reads a named constant as a value, not a signal to copy, and judges a declaration by its own name', () => {
    const vars = '  (* e-stop chain healthy *)\n  EStopOk AT %IX0.0 : BOOL;\n  Lamp AT %QX0.2 : BOOL;\n  Temp : BOOL;\n  nCode : INT;';
    const constants = '\nEND_VAR\nVAR CONSTANT\n  CODE_ESTOP : INT := 301;\n  CODE_DOOR : INT := 302;\n  CODE_TEMP : INT := 303;';
    const body = 'Lamp := EStopOk;\nIF NOT EStopOk THEN nCode := CODE_ESTOP; END_IF;\nIF Temp THEN nCode := CODE_DOOR; END_IF;';
    const swapped = impact(program(vars + constants, body), program(vars + constants, body.replace('nCode := CODE_DOOR', 'nCode := CODE_TEMP')));
    expect(flags(swapped)).toEqual(['write value-changed nCode']);
    // A lamp that copies the e-stop moved to a free output: its own place, not the e-stop's.
    expect(flags(impact(program(vars, body), program(vars.replace('%QX0.2', '%QX0.3'), body)))).toEqual(['declaration address-changed Lamp']);
  });

  it('does not flag a state set by a chain that lost a link other than the safety signal, where the state drives no output', () => {
    const vars = '  EStopPressed : BOOL; // e-stop pressed\n  OverTemp : BOOL;\n  State : INT;';
    const body = 'IF NOT EStopPressed AND NOT OverTemp THEN\n  State := 1;\nEND_IF;';
    expect(flags(impact(program(vars, body), program(vars, body.replace(' AND NOT OverTemp', ''))))).toEqual(['condition no-longer-read OverTemp', 'write condition-changed State']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('NOT EStopPressed AND ', ''))))).toEqual(['condition no-longer-read EStopPressed !', 'write condition-changed State !']);
  });

  it('flags the preset of a timer that watches a safety signal through a struct member, as argument and as initial value', () => {
    const vars = '  tyDI : tyDigitalInput;\n  Buzzer AT %QX1.3 : BOOL;\n  tonBuzzer : TON;\n  tBuzz : TIME := T#3S;';
    const body = 'tonBuzzer(IN := NOT tyDI.bEStopSig, PT := tBuzz);\nBuzzer := NOT tyDI.bEStopSig AND NOT tonBuzzer.Q;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('PT := tBuzz', 'PT := T#10S'))))).toEqual(['fb-call inputs-changed tonBuzzer.PT !']);
    expect(flags(impact(program(vars, body), program(vars.replace('T#3S', 'T#5S'), body)))).toEqual(['constant initial-value-changed tBuzz !']);
  });

  it('flags a block no longer called whose output a safety signal follows', () => {
    const vars = '  (* clock of the safety coupler *)\n  xCouplerClock AT %QX20.0 : BOOL;\n  fbClock : FB_Clock;\n  fbOther : FB_Clock;\n  xLamp : BOOL;';
    const body = 'fbClock(TIME_ON := T#1S);\nfbOther(TIME_ON := T#1S);\nxCouplerClock := fbClock.OUT_CLK;\nxLamp := fbOther.OUT_CLK;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('fbClock(TIME_ON := T#1S);\n', ''))))).toEqual(['fb-call no-longer-called fbClock !']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('fbOther(TIME_ON := T#1S);\n', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags a block no longer called whose inputs read a safety signal: its outputs hold what that signal last let through', () => {
    const vars = '  Ready : BOOL;\n  // light curtain, TRUE = clear\n  xCurtainClear : BOOL;\n  fbStation : FB_Station;\n  fbOther : FB_Station;';
    const body = 'fbStation(xStart := Ready AND xCurtainClear, nSpeed := 10);\nfbOther(xStart := Ready, nSpeed := 10);';
    expect(flags(impact(program(vars, body), program(vars, body.replace('fbStation(xStart := Ready AND xCurtainClear, nSpeed := 10);\n', ''))))).toEqual(['fb-call no-longer-called fbStation !']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('\nfbOther(xStart := Ready, nSpeed := 10);', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags a block no longer called whose inputs, written as members before its call, read a safety signal', () => {
    const vars = '  Ready : BOOL;\n  // light curtain, TRUE = clear\n  xCurtainClear : BOOL;\n  fbStation : FB_Station;\n  fbOther : FB_Station;';
    const body = 'fbStation.xStart := Ready AND xCurtainClear;\nfbStation();\nfbOther.xStart := Ready;\nfbOther();';
    expect(flags(impact(program(vars, body), program(vars, body.replace('fbStation();\n', ''))))).toEqual(['fb-call no-longer-called fbStation !']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('\nfbOther();', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags an output moved from a copy the e-stop branch zeroes to a value it does not; not one it zeroes too, nor a non-safety override', () => {
    const vars = '  {attribute \'safety\'}\n  EStopOk : BOOL;\n  Run : BOOL;\n  Cmd : INT;\n  Demand : INT;\n  Other : INT;\n  Torque AT %QW4 : INT;';
    const body = 'IF Run THEN\n  Demand := 400;\nELSE\n  Demand := 0;\nEND_IF;\nCmd := Demand;\nOther := Demand;\nIF NOT EStopOk THEN\n  Cmd := 0;\n  Other := 0;\nEND_IF;\nTorque := Cmd;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Torque := Cmd;', 'Torque := Demand;')).toEqual(['write value-changed Torque !']);
    expect(edit('Torque := Cmd;', 'Torque := Demand * 2;')).toEqual(['write value-changed Torque !']);
    // Other is zeroed by the same e-stop branch: the override still reaches the output.
    expect(edit('Torque := Cmd;', 'Torque := Other;')).toEqual(['write value-changed Torque']);
    // Demand's own switch-off (on Run) is no safety override: moving from Demand to Other loses nothing by it.
    const plain = body.replace('Torque := Cmd;', 'Torque := Demand;');
    expect(flags(impact(program(vars, plain), program(vars, plain.replace('Torque := Demand;', 'Torque := Other;'))))).toEqual(['write value-changed Torque']);
  });

  it('takes a word address as either layout: %QW20 is bytes 40..41 by index, or bytes 20..21 on a byte-offset device', () => {
    expect(addressRanges('%QW20').map((r) => [r.from, r.to])).toEqual([[320, 336], [160, 176]]);
    expect(addressRanges('%QB2').map((r) => [r.from, r.to])).toEqual([[16, 24]]);
    const vars = '  (* safety coupler clock *)\n  xClock AT %QX20.0 : BOOL;';
    expect(flags(impact(program(vars, ''), program(`${vars}\n  wOut AT %QW20 : WORD;`, '')))).toEqual(['declaration added wOut !']);
    expect(flags(impact(program(vars, ''), program(`${vars}\n  wOut AT %QW11 : WORD;`, '')))).toEqual(['declaration added wOut']);
  });

  it('reports a located input renamed at the same address as one rename; at another address, or a safety input, it is more', () => {
    const vars = '  ZoneFree AT %IX2.5 : BOOL;\n  (* guard door closed *)\n  Door AT %IX2.6 : BOOL;\n  Step : INT;';
    const body = 'IF ZoneFree AND Door THEN Step := 30; END_IF;';
    const renamed = (from: string, to: string, address = '') => impact(program(vars, body), program(vars.replace(`${from} AT`, `${to} AT`).replace(address, address && '%IX3.0'), body.replace(from, to)));
    expect(flags(renamed('ZoneFree', 'PlaceClear'))).toEqual(['declaration renamed PlaceClear']);
    expect(flags(renamed('Door', 'Closed'))).toEqual(['declaration renamed Closed !']);
    expect(flags(renamed('ZoneFree', 'PlaceClear', '%IX2.5'))).not.toContain('declaration renamed PlaceClear');
  });

  it('reports nothing for an AND chain regrouped with parentheses, and does not flag a warning output losing an alternative', () => {
    const vars = '  (* e-stop released *)\n  EStop : BOOL;\n  Cover : BOOL;\n  Run : BOOL;\n  Limit : BOOL;\n  Conveyor AT %QX0.2 : BOOL;\n  Buzzer AT %QX1.3 : BOOL;\n  Trip : BOOL;\n  Valve AT %QX0.3 : BOOL;';
    const body = 'Conveyor := Run AND EStop AND Limit AND Cover;\nBuzzer := (NOT EStop OR NOT Cover) AND NOT Run;\nTrip := NOT EStop OR NOT Cover;\nValve := Run AND NOT Trip;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('Run AND EStop AND Limit AND Cover', '(Run AND EStop)\n  AND (Limit AND Cover)'))))).toEqual([]);
    expect(flags(impact(program(vars, body), program(vars, body.replace('(NOT EStop OR NOT Cover) AND', 'NOT EStop AND'))))).toEqual(['write value-changed Buzzer']);
    // A trip (read by an output as NOT Trip) that fires in fewer cases keeps every signal it read.
    expect(flags(impact(program(vars, body), program(vars, body.replace('Trip := NOT EStop OR NOT Cover', 'Trip := NOT Cover'))))).toEqual(['write value-changed Trip !']);
  });

  it('flags a physical output set through MEMSET(ADR(x)) and the MEMSET call; ADR is an operator, no call', () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ok : BOOL;\n  Spare : BYTE;';
    const body = 'Relay := Ok;';
    expect(flags(impact(program(vars, body), program(vars, `${body}\nMEMSET(ADR(Relay), 1, 1);`)))).toEqual(['call newly-called MEMSET !', 'write newly-written Relay !']);
    expect(flags(impact(program(vars, body), program(vars, `${body}\nMEMSET(ADR(Spare), 1, 1);`)))).toEqual(['call newly-called MEMSET', 'write newly-written Spare']);
  });
});

describe('rules of the fifth independent round', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it('does not lend a safety guard to a counter step removed or added, unless something reads the counter', () => {
    const vars = '  (* safety temperature limiter, TRUE = tripped *)\n  OverTemp AT %IX0.0 : BOOL;\n  Demand : BOOL;\n  Starts : UDINT;\n  Lockout : BOOL;\n  Burner AT %QX0.0 : BOOL;';
    const body = 'IF Demand AND NOT OverTemp THEN\n  Starts := Starts + 1;\nEND_IF;\nBurner := Demand AND NOT OverTemp;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('  Starts := Starts + 1;\n', ''))))).toEqual(['write no-longer-written Starts']);
    expect(flags(impact(program(vars, body.replace('  Starts := Starts + 1;\n', '')), program(vars, body)))).toEqual(['write newly-written Starts']);
    // A counter that something reads (a lockout after too many starts) keeps the guard's safety.
    const read = `${body}\nLockout := Starts > 5;`;
    expect(flags(impact(program(vars, read), program(vars, read.replace('  Starts := Starts + 1;\n', ''))))).toEqual(['write no-longer-written Starts !']);
  });

  it('reports a memory function aimed elsewhere as what it writes, not as inputs of a block: MEMSET is a function', () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ok : BOOL;\n  Spare : BYTE;';
    const body = 'Relay := Ok;\nMEMSET(ADR(Spare), 0, 1);';
    expect(flags(impact(program(vars, body), program(vars, body.replace('ADR(Spare)', 'ADR(Relay)'))))).toEqual(['write newly-written Relay !', 'write no-longer-written Spare']);
    // Another fill value is a changed constant of what it fills (no MEMSET input), as `x := 0` → `x := 255` is.
    expect(flags(impact(program(vars, body), program(vars, body.replace('0, 1)', '255, 1)'))))).toEqual(['constant value-changed Spare']);
    // SIZEOF is an operator the compiler evaluates: its line removed loses the MEMSET call, no SIZEOF call.
    const sized = 'Relay := Ok;\nMEMSET(ADR(Spare), 0, SIZEOF(Spare));';
    expect(flags(impact(program(vars, sized), program(vars, 'Relay := Ok;')))).toEqual(['call no-longer-called MEMSET', 'write no-longer-written Spare']);
  });

  it('flags an output whose value lost a conjunct inside an alternative (a stop button that no longer breaks the seal-in)', () => {
    const vars = '  Start AT %IX0.0 : BOOL;\n  Stop AT %IX0.1 : BOOL;\n  Jog : BOOL;\n  Ok : BOOL;\n  Motor AT %QX0.0 : BOOL;';
    const body = 'Motor := Ok AND (Jog AND Stop OR (Motor OR Start) AND Stop);';
    const report = impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor OR Start))')));
    expect(report.safetySignals).toEqual(['interlock removed: Motor']);
    // A conjunct added inside the alternative is stricter; the same terms reordered or regrouped let nothing more through.
    expect(impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor OR Start) AND Stop AND Ok)'))).safetySignals).toEqual([]);
    expect(impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor AND Stop OR Start AND Stop))'))).safetySignals).toEqual([]);
  });
});

describe('rules of the sixth and seventh independent rounds', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it('flags a condition removed that read a latch set by a safety signal: the latch carries its trip', () => {
    const vars = "  {attribute 'safety'}\n  CurtainClear : BOOL;\n  Fault : BOOL;\n  Reset : BOOL;\n  Down : BOOL;\n  Step : INT;";
    const body = 'IF NOT CurtainClear THEN\n  Fault := TRUE;\nEND_IF\nIF Reset THEN\n  Fault := FALSE;\nEND_IF\nIF Fault THEN\n  Step := 0;\nEND_IF\n';
    expect(flags(impact(program(vars, body), program(vars, body.replace('IF Fault THEN\n  Step := 0;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Fault !', 'write no-longer-written Step']);
    // A latch set by an ordinary signal lends the condition nothing.
    const plain = body.replace('IF NOT CurtainClear THEN', 'IF Step > 40 THEN');
    expect(flags(impact(program(vars, plain), program(vars, plain.replace('IF Fault THEN\n  Step := 0;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Fault', 'write no-longer-written Step']);
  });

  it("flags a latch's set removed when a timer that times a safety signal set it", () => {
    const vars = "  {attribute 'safety'}\n  PressureSwitchOk : BOOL;\n  Delay : TON;\n  Latched : BOOL;\n  Reset : BOOL;\n  Count : INT;";
    const body = 'Delay(IN := NOT PressureSwitchOk, PT := T#200MS);\nIF Delay.Q THEN\n  Latched := TRUE;\nEND_IF\nIF Reset THEN\n  Latched := FALSE;\nEND_IF\nCount := SEL(Latched, 0, 1);';
    // Delay watches a safety signal, so it is safety-relevant itself and its Q with it (docs/safety.md; rounds 19 and 20).
    expect(flags(impact(program(vars, body), program(vars, body.replace('IF Delay.Q THEN\n  Latched := TRUE;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Delay.Q !', 'write no-longer-written Latched !']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('IF Reset THEN\n  Latched := FALSE;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Reset', 'write no-longer-written Latched']);
  });

  it('keeps a latched trip a trip when a lamp also shows it as an alternative: its set removed is flagged, its reset not', () => {
    const vars = '  Pressure : REAL;\n  Trip : BOOL;\n  Ack : BOOL;\n  Seal : BOOL;\n  Contactor AT %QX0.0 : BOOL;\n  FaultLamp AT %QX0.2 : BOOL;\n  DoorClosed AT %IX0.3 : BOOL;';
    const body = 'IF Pressure > 6.0 THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack THEN\n  Trip := FALSE;\nEND_IF;\nContactor := Seal AND NOT Trip;\nFaultLamp := Trip OR NOT DoorClosed;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('IF Pressure > 6.0 THEN\n  Trip := TRUE;\nEND_IF;\n', ''))))).toContain('write no-longer-written Trip !');
    expect(flags(impact(program(vars, body), program(vars, body.replace('IF Ack THEN\n  Trip := FALSE;\nEND_IF;\n', ''))))).toEqual(['condition no-longer-read Ack', 'write no-longer-written Trip']);
  });

  it('follows a permissive through a timer: a seal-in that feeds the contactor only through a TON loses its stop button', () => {
    const vars = '  Start AT %IX0.1 : BOOL;\n  Stop AT %IX0.2 : BOOL;\n  Seal : BOOL;\n  StartDelay : TON;\n  Contactor AT %QX0.0 : BOOL;';
    const body = 'Seal := (Start OR Seal) AND Stop;\nStartDelay(IN := Seal, PT := T#2S);\nContactor := StartDelay.Q;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('AND Stop;', ';'))))).toEqual(['write value-changed Seal !']);
    // A block that is not a timer passes nothing on: its output is not known to follow its input.
    const counted = body.replace('StartDelay : TON', 'StartDelay : CTU').replace('IN := Seal, PT := T#2S', 'CU := Seal, PV := 2');
    expect(flags(impact(program(vars.replace('StartDelay : TON', 'StartDelay : CTU'), counted), program(vars.replace('StartDelay : TON', 'StartDelay : CTU'), counted.replace('AND Stop;', ';'))))).toEqual(['write value-changed Seal']);
  });

  it('reports an input left to the mapping (AT %I*) renamed everywhere as one rename, with its old name\'s safety', () => {
    const vars = '  xEStopOk AT %I* : BOOL; // e-stop chain\n  xHostAlive AT %I* : BOOL;\n  xRelease AT %Q* : BOOL;';
    const body = 'xRelease := xEStopOk AND xHostAlive;';
    const report = impact(program(vars, body), program(vars.replace('xEStopOk AT', 'xEStopChainOk AT'), body.replace('xEStopOk', 'xEStopChainOk')));
    expect(flags(report)).toEqual(['declaration renamed xEStopChainOk !']);
    expect(report.items[0]!.text).toContain('its link in the I/O mapping names it');
    expect(flags(impact(program(vars, body), program(vars.replace('xHostAlive AT', 'xHostOk AT'), body.replace('xHostAlive', 'xHostOk'))))).toEqual(['declaration renamed xHostOk']);
  });
});

describe('rules of the eighth independent round', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it('flags the signal a switch-on guard or a trip reset no longer reads, as it flags the write; not under a state set', () => {
    const vars = '  Go : BOOL;\n  Blocked : BOOL;\n  Ack : BOOL;\n  Busy : BOOL;\n  Mode : INT;\n  Pump AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body = 'IF Go AND NOT Blocked THEN\n  Pump := TRUE;\nEND_IF;\nIF Ack AND NOT Busy THEN\n  Blocked := FALSE;\nEND_IF;\nIF Go AND Ack THEN\n  Mode := 2;\nEND_IF;\nLamp := Mode = 2;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IF Go AND NOT Blocked THEN', 'IF Go THEN')).toEqual(['condition no-longer-read Blocked !', 'write condition-changed Pump !']);
    // Blocked holds the pump off (a trip): its reset now runs while Busy, so the block can be reset away.
    expect(edit('IF Ack AND NOT Busy THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Busy !', 'write condition-changed Blocked !']);
    // A stricter switch-on is not flagged; a state set under a chain that lost a link is its write's item.
    expect(edit('IF Go AND NOT Blocked THEN', 'IF Go AND NOT Blocked AND Ack THEN')).toEqual(['condition newly-read Ack', 'write condition-changed Pump']);
    expect(edit('IF Go AND Ack THEN', 'IF Go THEN')).toEqual(['condition no-longer-read Ack', 'write condition-changed Mode !']);
  });
  it("follows a timer's Q given to a variable (`Q => Done`) into the guard of an output's switch-on", () => {
    const vars = '  Main : BOOL;\n  Aux : BOOL;\n  Run : BOOL;\n  Done : BOOL;\n  tonStep : TON;\n  Coil AT %QX0.2 : BOOL;';
    const body = 'Run := Main AND Aux;\ntonStep(IN := Run, PT := T#5S, Q => Done);\nIF Done THEN\n  Coil := TRUE;\nEND_IF;';
    expect(flags(impact(program(vars, body), program(vars, body.replace('Main AND Aux', 'Main'))))).toEqual(['write value-changed Run !']);
    expect(flags(impact(program(vars, body), program(vars, body.replace('Main AND Aux', 'Main AND Aux AND Done'))))).toEqual(['write value-changed Run']);
  });

  it('flags what sets a trip through a timer losing an alternative: the trip fires in fewer cases', () => {
    const vars = '  A : BOOL;\n  B : BOOL;\n  C : BOOL;\n  Go : BOOL;\n  Ack : BOOL;\n  Active : BOOL;\n  Done : BOOL;\n  Blocked : BOOL;\n  Warn : BOOL;\n  tonWatch : TON;\n  Pump AT %QX0.0 : BOOL;\n  Horn AT %QX0.1 : BOOL;';
    const body =
      'Active := A OR B;\ntonWatch(IN := Active, PT := T#2S, Q => Done);\nIF Done THEN\n  Blocked := TRUE;\nEND_IF;\nIF Ack THEN\n  Blocked := FALSE;\nEND_IF;\nIF Go AND NOT Blocked THEN\n  Pump := TRUE;\nEND_IF;\nWarn := A OR C;\nHorn := Warn;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Active := A OR B;', 'Active := A;')).toEqual(['write value-changed Active !']);
    // In more cases it trips more often; a warning that sounds in fewer cases trips nothing.
    expect(edit('Active := A OR B;', 'Active := A OR B OR C;')).toEqual(['write value-changed Active']);
    expect(edit('Warn := A OR C;', 'Warn := A;')).toEqual(['write value-changed Warn']);
  });
  it('flags a byte written over outputs that other writes gate, whatever the names; not over ungated ones, nor a bit in a gated word', () => {
    const vars = '  Ok : BOOL;\n  Pulse : BOOL;\n  Feed AT %QX2.0 : BOOL;\n  Valve AT %QX2.1 : BOOL;\n  Lamp AT %QX3.0 : BOOL;\n  Speed AT %QW4 : WORD;\n  Spare AT %QX12.0 : BOOL;';
    const body = 'Feed := Pulse AND Ok;\nIF Ok THEN\n  Valve := TRUE;\nEND_IF;\nLamp := TRUE;\nIF Ok THEN\n  Speed := 500;\nEND_IF;';
    const added = (declaration: string, write: string) => flags(impact(program(vars, body), program(`${vars}\n  ${declaration}`, `${body}\n${write}`)));
    expect(added('Outs AT %QB2 : BYTE;', 'Outs := 16#03;')).toEqual(['declaration added Outs !', 'write newly-written Outs !']);
    expect(added('Outs AT %QB2 : BYTE;', '%QB2 := 3;')).toEqual(['declaration added Outs !', 'write newly-written %QB2 !']);
    expect(added('Lamps AT %QB3 : BYTE;', 'Lamps := 0;')).toEqual(['declaration added Lamps', 'write newly-written Lamps']);
    // A number for an analog output's register is no bit pattern, even where the word's address holds the bits.
    expect(added('Setpoint AT %QW1 : INT;', 'Setpoint := 3;')).toEqual(['declaration added Setpoint', 'write newly-written Setpoint']);
    // %QX8.0 lies in %QW4 (bytes 8-9): writing the bit leaves the word's value alone.
    expect(flags(impact(program(vars, body), program(vars.replace('Spare AT %QX12.0', 'Spare AT %QX8.0'), body)))).toEqual(['declaration address-changed Spare']);
  });

  it('carries a safety signal to the limits of the latch it follows, and to a set or a switch-off removed with its condition', () => {
    const vars =
      '  Level : INT;\n  Temp : INT;\n  Flow : INT;\n  Ack : BOOL;\n  Manual : BOOL;\n  HiMark : BOOL;\n  LoMark : BOOL;\n  Hot : BOOL;\n  Trip : BOOL;\n  Run : BOOL;\n  tonRelease : TON;\n' +
      '  // safety vent, opens on a high level\n  Vent AT %QX0.0 : BOOL;\n  Pump AT %QX0.1 : BOOL;\n  (* safety brake, released after the delay *)\n  Release AT %QX0.2 : BOOL;';
    const body =
      'HiMark := Level > 900;\nLoMark := Level < 700;\nHot := Temp > 80;\nIF HiMark THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack AND LoMark THEN\n  Trip := FALSE;\nEND_IF;\nVent := Trip OR Manual;\nPump := Run AND NOT Trip AND NOT Hot;\n' +
      'tonRelease(IN := Run AND Manual, PT := T#1S);\nRelease := tonRelease.Q;\nIF Flow > 50 THEN\n  Run := FALSE;\nEND_IF;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Where the vent opens and where it may close again: the latch's set and reset limits.
    expect(edit('Level > 900', 'Level > 950')).toEqual(['constant value-changed HiMark !']);
    expect(edit('Level < 700', 'Level < 600')).toEqual(['constant value-changed LoMark !']);
    expect(edit('IF HiMark THEN\n  Trip := TRUE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read HiMark !', 'write no-longer-written Trip !']);
    // The reset removed holds the latch set (the vent open, the pump off).
    expect(edit('IF Ack AND LoMark THEN\n  Trip := FALSE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read Ack', 'condition no-longer-read LoMark', 'write no-longer-written Trip']);
    // The switch-off of what the brake's timer needs, removed with its condition; its limit is no latch's.
    expect(edit('IF Flow > 50 THEN\n  Run := FALSE;\nEND_IF;', '')).toEqual(['condition no-longer-read Flow !', 'write no-longer-written Run !']);
    expect(edit('Flow > 50', 'Flow > 60')).toEqual(['constant value-changed Flow']);
    // A limit that reaches no safety signal.
    expect(edit('Temp > 80', 'Temp > 90')).toEqual(['constant value-changed Hot']);
  });
  it('does not lend a kept safety signal to a signal dropped from the condition of a state set; the step write is flagged', () => {
    const vars = '  Start : BOOL;\n  Auto : BOOL;\n  // guard door, TRUE = closed\n  DoorClosed : BOOL;\n  Step : INT;\n  eStep : E_Step;\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body = 'IF Start AND DoorClosed AND Auto THEN\n  Step := 10;\nEND_IF;\nIF Start AND DoorClosed AND GVL.Auto THEN\n  eStep := E_Step.Lower;\nEND_IF;\nMotor := Step = 10;\nLamp := eStep = E_Step.Lower;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to)), { globalLists: [{ name: 'GVL', declaration: 'VAR_GLOBAL\n  Auto : BOOL;\nEND_VAR' }] }));
    expect(edit('IF Start AND DoorClosed AND Auto THEN', 'IF Start AND DoorClosed THEN')).toEqual(['condition no-longer-read Auto', 'write condition-changed Step !']);
    expect(edit('IF Start AND DoorClosed AND GVL.Auto THEN', 'IF Start AND DoorClosed THEN')).toEqual(['condition no-longer-read GVL.Auto', 'write condition-changed eStep !']);
    // The safety signal itself dropped is flagged by its name.
    expect(edit('IF Start AND DoorClosed AND Auto THEN', 'IF Start AND Auto THEN')).toEqual(['condition no-longer-read DoorClosed !', 'write condition-changed Step !']);
  });

  it('flags the signals of a switch-off of a physical output removed with its condition, whatever the names; not one the output still reads', () => {
    const vars = '  Cmd : BOOL;\n  LimitOk : BOOL;\n  tonWatch : TON;\n  Step : INT;\n  Motor AT %QX0.0 : BOOL;\n  Heater AT %QW1 : INT;';
    const body = 'IF Cmd THEN\n  Motor := TRUE;\n  Heater := 500;\nEND_IF;\ntonWatch(IN := Motor, PT := T#5S);\nIF NOT Cmd OR tonWatch.Q OR NOT LimitOk THEN\n  Motor := FALSE;\n  Heater := 0;\n  Step := 99;\nEND_IF;\n';
    const removed = body.replace(/IF NOT Cmd OR[^]*$/, '');
    // Cmd still switches the motor and the heater on: the command keeps its role; the timeout and the limit are gone.
    expect(flags(impact(program(vars, body), program(vars, removed)))).toEqual([
      'condition no-longer-read Cmd',
      'condition no-longer-read LimitOk !',
      'condition no-longer-read tonWatch.Q !',
      'write no-longer-written Heater !',
      'write no-longer-written Motor !',
      'write no-longer-written Step',
    ]);
    // A condition that only guarded a state set lends nothing.
    const stateOnly = 'IF Cmd THEN\n  Motor := TRUE;\nEND_IF;\nIF NOT LimitOk THEN\n  Step := 99;\nEND_IF;\n';
    expect(flags(impact(program(vars, stateOnly), program(vars, stateOnly.replace(/IF NOT LimitOk[^]*$/, ''))))).toEqual(['condition no-longer-read LimitOk', 'write no-longer-written Step']);
  });
  it('reads a latch written with S=/R= or kept in an RS/SR block the same way, and a timer Q copied into a variable', () => {
    const vars = '  Level : INT;\n  Ack : BOOL;\n  HiMark : BOOL;\n  Trip : BOOL;\n  Latch : SR;\n  // safety vent, opens on a high level\n  Vent AT %QX0.0 : BOOL;\n  // safety drain valve\n  Drain AT %QX0.1 : BOOL;';
    const setReset = 'HiMark := Level > 900;\nTrip S= HiMark;\nTrip R= Ack;\nVent := Trip;';
    expect(flags(impact(program(vars, setReset), program(vars, setReset.replace('900', '950'))))).toEqual(['constant value-changed HiMark !']);
    const block = 'HiMark := Level > 900;\nLatch(S1 := HiMark, R := Ack);\nDrain := Latch.Q1;';
    expect(flags(impact(program(vars, block), program(vars, block.replace('900', '950'))))).toEqual(['constant value-changed HiMark !']);
    // A limit held in a variable the latch's condition reads: its initial value is where the vent opens.
    const held = 'IF Level > HiLimit THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack THEN\n  Trip := FALSE;\nEND_IF;\nVent := Trip;';
    const limitVars = `${vars}\n  HiLimit : INT := 900;`;
    expect(flags(impact(program(limitVars, held), program(limitVars.replace(':= 900', ':= 950'), held)))).toEqual(['constant initial-value-changed HiLimit !']);
    const timerVars = '  Main : BOOL;\n  Aux : BOOL;\n  Run : BOOL;\n  Done : BOOL;\n  tonStep : TON;\n  Coil AT %QX0.2 : BOOL;';
    const copied = 'Run := Main AND Aux;\ntonStep(IN := Run, PT := T#5S);\nDone := tonStep.Q;\nIF Done THEN\n  Coil := TRUE;\nEND_IF;';
    expect(flags(impact(program(timerVars, copied), program(timerVars, copied.replace('Main AND Aux', 'Main'))))).toEqual(['write value-changed Run !']);
  });
});

describe('rules of the eleventh independent round', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it('flags a latch read both ways (a driver reads NOT x, a lamp shows x) whose last set is removed or whose reset is loosened', () => {
    const vars = '  Timeout : BOOL;\n  Ack : BOOL;\n  Busy : BOOL;\n  Ok : BOOL;\n  Fault : BOOL;\n  Ready : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  FaultLamp AT %QX0.1 : BOOL;';
    const body = 'IF Timeout THEN Fault := TRUE; END_IF;\nIF Ack AND NOT Busy THEN Fault := FALSE; END_IF;\nReady := Ok AND NOT Fault;\nMotor := Ready;\nFaultLamp := Fault;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Never set, its NOT is always TRUE: the motor's driver lost that interlock whatever the lamp shows.
    expect(edit('IF Timeout THEN Fault := TRUE; END_IF;\n', '')).toEqual(['condition no-longer-read Timeout', 'write no-longer-written Fault !']);
    // Reset while what set it still holds: the motor can be released past the fault.
    expect(edit('IF Ack AND NOT Busy THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Busy !', 'write condition-changed Fault !']);
    // Its reset removed holds it set (the motor off): fail closed, as for any switch-off of a driver.
    expect(edit('IF Ack AND NOT Busy THEN Fault := FALSE; END_IF;\n', '')).toEqual(['condition no-longer-read Ack', 'condition no-longer-read Busy', 'write no-longer-written Fault !']);
  });

  it("flags a timer's input TRUE in fewer cases where its Q holds an output off; not where it is TRUE in more", () => {
    const vars = '  Hot : BOOL;\n  Enable : BOOL;\n  Other : BOOL;\n  Ok : BOOL;\n  tonHot : TON;\n  Burner AT %QX0.0 : BOOL;';
    const body = 'tonHot(IN := Hot OR Other, PT := T#30S);\nBurner := Ok AND NOT tonHot.Q;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IN := Hot OR Other', 'IN := (Hot OR Other) AND Enable')).toEqual(['fb-call inputs-changed tonHot.IN !']);
    expect(edit('IN := Hot OR Other', 'IN := Hot')).toEqual(['fb-call inputs-changed tonHot.IN !']);
    expect(edit('IN := Hot OR Other', 'IN := Hot OR Other OR Enable')).toEqual(['fb-call inputs-changed tonHot.IN']);
  });
});

describe('rules of the twelfth independent round', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it('flags a switch-off of an output or its driver replaced by a signal: the output is on where it was held off', () => {
    const vars = '  State : INT;\n  Jog : BOOL;\n  Start : BOOL;\n  Hot : BOOL;\n  Run : BOOL;\n  Note : BOOL;\n  Conveyor AT %QX0.0 : BOOL;\n  Motor AT %QX0.1 : BOOL;';
    const body = 'CASE State OF\n  0:\n    Conveyor := FALSE;\n  1:\n    Conveyor := TRUE;\nEND_CASE;\nIF Hot THEN\n  Run := FALSE;\nELSE\n  Run := Start;\nEND_IF;\nMotor := Run;\nNote := FALSE;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Normal operation (an idle state): the output, held off there, now follows the jog button.
    expect(edit('Conveyor := FALSE;', 'Conveyor := Jog;')).toEqual(['write value-changed Conveyor !']);
    // The trip's response: the driver no longer holds the motor off while hot.
    expect(edit('Run := FALSE;', 'Run := Jog;')).toEqual(['write value-changed Run !']);
    // A variable that drives no output: no interlock to lose.
    expect(edit('Note := FALSE;', 'Note := Jog;')).toEqual(['write value-changed Note']);
  });

  it('reads := 0 → := x as looser for a BOOL and, fail closed, for a physical output of any type; not for a number that drives one', () => {
    const vars = '  Jog : BOOL;\n  Demand : INT;\n  Next : INT;\n  Step : INT;\n  Run : BOOL;\n  Hot : BOOL;\n  Trip : BOOL;\n  Speed AT %QW0 : INT;\n  Motor AT %QX0.1 : BOOL;';
    const body = 'Speed := 0;\nRun := 0;\nStep := 0;\nTrip := FALSE;\nMotor := Run AND Step = 10 AND NOT Trip;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Speed := 0;', 'Speed := Demand;')).toEqual(['write value-changed Speed !']);
    expect(edit('Run := 0;', 'Run := Jog;')).toEqual(['write value-changed Run !']);
    // A step number: 0 is a value like any other, not a switch-off.
    expect(edit('Step := 0;', 'Step := Next;')).toEqual(['write value-changed Step']);
    // A trip that now follows a signal trips in more cases.
    expect(edit('Trip := FALSE;', 'Trip := Hot;')).toEqual(['write value-changed Trip']);
  });
});

describe('rules of the fourteenth independent round', () => {
  const flags = (report: ReturnType<typeof impact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

  it("flags a latched trip's set that runs in fewer cases: an alternative of a switch-off's guard is a trip", () => {
    const vars = '  Watch : TON;\n  Overload : BOOL;\n  Jam : BOOL;\n  Halt : BOOL;\n  Start : BOOL;\n  Fault : BOOL;\n  Note : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body =
      'Watch(IN := Motor, PT := T#6S);\nIF Watch.Q OR Overload THEN\n  Fault := TRUE;\nEND_IF;\nIF Start AND NOT Overload THEN\n  Fault := FALSE;\nEND_IF;\nIF Overload OR Jam THEN\n  Note := TRUE;\nEND_IF;\nIF Start THEN\n  Motor := TRUE;\nEND_IF;\nIF Halt OR Fault THEN\n  Motor := FALSE;\nEND_IF;\nLamp := Fault OR Halt;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Fault switches the motor off alone (`IF Halt OR Fault THEN Motor := FALSE`): set in fewer cases, it trips in fewer.
    expect(edit('IF Watch.Q OR Overload THEN', 'IF Watch.Q THEN')).toEqual(['condition no-longer-read Overload !', 'write condition-changed Fault !']);
    expect(edit('IF Watch.Q OR Overload THEN', 'IF (Watch.Q OR Overload) AND Start THEN')).toEqual(['condition newly-read Start', 'write condition-changed Fault !']);
    // A variable no output reads: nothing to trip.
    expect(edit('IF Overload OR Jam THEN', 'IF Overload THEN')).toEqual(['condition no-longer-read Jam', 'write condition-changed Note']);
  });

  it('reads an enumerated value (a state named EStop) as a value, not a signal: its name lends no safety', () => {
    const vars = '  Ready : BOOL;\n  EStopOk : BOOL;\n  eState : E_Mode;\n  Running : BOOL;\n  Run AT %QX0.0 : BOOL;';
    const body = 'IF NOT Ready THEN\n  eState := E_Mode.EStop;\nEND_IF;\nIF NOT EStopOk THEN\n  eState := E_Mode#Halt;\nEND_IF;\nRunning := eState = E_Mode.Running;\nRun := Running AND Ready;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IF NOT Ready THEN\n  eState := E_Mode.EStop;\nEND_IF;\n', '')).toEqual(['condition no-longer-read Ready', 'write no-longer-written eState']);
    expect(edit('eState := E_Mode.EStop;', 'eState := E_Mode.Stopped;')).toEqual(['write value-changed eState']);
    expect(edit('eState := E_Mode#Halt;', 'eState := E_Mode#EStop;')).toEqual(['write value-changed eState !']);
    // A signal named for safety still is one.
    expect(edit('IF NOT EStopOk THEN\n  eState := E_Mode#Halt;\nEND_IF;\n', '')).toEqual(['condition no-longer-read EStopOk !', 'write no-longer-written eState !']);
  });

  it("does not flag a switch-off that runs in more cases (its condition lost a conjunct); a trip's reset that does is flagged", () => {
    const vars = '  Top : BOOL;\n  Front : BOOL;\n  Ack : BOOL;\n  Clear : BOOL;\n  Fault : BOOL;\n  Run : BOOL;\n  Lift AT %QX0.0 : BOOL;\n  Lower AT %QX0.1 : BOOL;\n  Pump AT %QX0.2 : BOOL;';
    const body = 'IF NOT Top AND NOT Front THEN\n  Lower := TRUE;\n  Lift := FALSE;\nEND_IF;\nIF Ack AND Clear THEN\n  Fault := FALSE;\nEND_IF;\nPump := Run AND NOT Fault;';
    const edit = (from: string, to: string) => flags(impact(program(vars, body), program(vars, body.replace(from, to))));
    // The lift relay is now switched off in more cases; the lowering relay, switched on in more, is flagged.
    expect(edit('IF NOT Top AND NOT Front THEN', 'IF NOT Top THEN')).toEqual(['condition no-longer-read Front !', 'write condition-changed Lift', 'write condition-changed Lower !']);
    // A trip reset in more cases: the pump runs again while what tripped it may still be there.
    expect(edit('IF Ack AND Clear THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Clear !', 'write condition-changed Fault !']);
  });
});
