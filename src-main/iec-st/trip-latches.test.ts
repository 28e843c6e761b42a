// Trips and latches: what sets a trip (a latch's set, a trip computed every scan) and in how many cases, its reset,
// a latch read both ways (an output reads NOT x, a lamp shows x), latches written with S= and R=, and the lamps and
// annunciators that show a trip (docs/safety.md).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { blockFlags, flags, impact, program, reportLines } from './test-support/impact-lines.ts';

describe('a trip latch set in fewer cases, or no longer set', () => {
  it('flags a condition removed that read a latch set by a safety signal: the latch carries its trip', () => {
    const vars = "  {attribute 'safety'}\n  CurtainClear : BOOL;\n  Fault : BOOL;\n  Reset : BOOL;\n  Down : BOOL;\n  Step : INT;";
    const body = 'IF NOT CurtainClear THEN\n  Fault := TRUE;\nEND_IF\nIF Reset THEN\n  Fault := FALSE;\nEND_IF\nIF Fault THEN\n  Step := 0;\nEND_IF\n';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('IF Fault THEN\n  Step := 0;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Fault !', 'write no-longer-written Step']);
    // A latch set by an ordinary signal lends the condition nothing.
    const plain = body.replace('IF NOT CurtainClear THEN', 'IF Step > 40 THEN');
    expect(reportLines(impact(program(vars, plain), program(vars, plain.replace('IF Fault THEN\n  Step := 0;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Fault', 'write no-longer-written Step']);
  });

  it("flags a latch's set removed when a timer that times a safety signal set it", () => {
    const vars = "  {attribute 'safety'}\n  PressureSwitchOk : BOOL;\n  Delay : TON;\n  Latched : BOOL;\n  Reset : BOOL;\n  Count : INT;";
    const body = 'Delay(IN := NOT PressureSwitchOk, PT := T#200MS);\nIF Delay.Q THEN\n  Latched := TRUE;\nEND_IF\nIF Reset THEN\n  Latched := FALSE;\nEND_IF\nCount := SEL(Latched, 0, 1);';
    // Delay watches a safety signal, so it is safety-relevant itself and its Q with it (docs/safety.md; rounds 19 and 20).
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('IF Delay.Q THEN\n  Latched := TRUE;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Delay.Q !', 'write no-longer-written Latched !']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('IF Reset THEN\n  Latched := FALSE;\nEND_IF\n', ''))))).toEqual(['condition no-longer-read Reset', 'write no-longer-written Latched']);
  });

  it("flags a latched trip's set that runs in fewer cases: an alternative of a switch-off's guard is a trip", () => {
    const vars = '  Watch : TON;\n  Overload : BOOL;\n  Jam : BOOL;\n  Halt : BOOL;\n  Start : BOOL;\n  Fault : BOOL;\n  Note : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body =
      'Watch(IN := Motor, PT := T#6S);\nIF Watch.Q OR Overload THEN\n  Fault := TRUE;\nEND_IF;\nIF Start AND NOT Overload THEN\n  Fault := FALSE;\nEND_IF;\nIF Overload OR Jam THEN\n  Note := TRUE;\nEND_IF;\nIF Start THEN\n  Motor := TRUE;\nEND_IF;\nIF Halt OR Fault THEN\n  Motor := FALSE;\nEND_IF;\nLamp := Fault OR Halt;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Fault switches the motor off alone (`IF Halt OR Fault THEN Motor := FALSE`): set in fewer cases, it trips in fewer.
    expect(edit('IF Watch.Q OR Overload THEN', 'IF Watch.Q THEN')).toEqual(['condition no-longer-read Overload !', 'write condition-changed Fault !']);
    expect(edit('IF Watch.Q OR Overload THEN', 'IF (Watch.Q OR Overload) AND Start THEN')).toEqual(['condition newly-read Start', 'write condition-changed Fault !']);
    // A variable no output reads: nothing to trip.
    expect(edit('IF Overload OR Jam THEN', 'IF Overload THEN')).toEqual(['condition no-longer-read Jam', 'write condition-changed Note']);
  });

  it("reads a trip in the IF of an IF/ELSE that switches an output (its ELSE's NOT (a AND NOT t) is NOT a OR t): its set that lost an alternative is flagged, its reset removed not", () => {
    const fb = (body: string) => `FUNCTION_BLOCK FB_Conv\nVAR\n    doMotor AT %QX0.0 : BOOL;\n    diOverload AT %IX0.1 : BOOL;\n    bAlarm : BOOL;\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const body = (set: string, reset: string) => `IF bStart AND NOT bAlarm THEN\n    doMotor := TRUE;\nELSE\n    doMotor := FALSE;\nEND_IF\nIF ${set} THEN\n    bAlarm := TRUE;\nEND_IF\n${reset}`;
    const reset = 'IF bReset THEN\n    bAlarm := FALSE;\nEND_IF\n';
    const run = (before: string, after: string) => {
      const report = analyzeImpact({ parts: [{ name: 'FB_Conv', before: fb(before), after: fb(after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort() : [];
    };
    expect(run(body('bJam OR diOverload', reset), body('bJam', reset))).toEqual(['condition no-longer-read diOverload !', 'write condition-changed bAlarm !']);
    expect(run(body('bJam', reset), body('bJam', ''))).toEqual(['condition no-longer-read bReset', 'write no-longer-written bAlarm']);
  });

  it("flags a trip a driver's value reads as NOT x, its last write removed: it holds the driver off while it runs", () => {
    const vars = '    doHeater AT %QX0.0 : BOOL;\n    bHeaterOn : BOOL;\n    bCmd : BOOL;\n    bOverTemp : BOOL;\n    rTemp : REAL;\n    tonHot : TON;';
    const value = (trip: string) => `tonHot(IN := rTemp > 85.0, PT := T#5S);\n${trip}bHeaterOn := bCmd AND NOT bOverTemp;\ndoHeater := bHeaterOn;\n`;
    expect(blockFlags(vars, value('bOverTemp := tonHot.Q;\n'), value(''))).toEqual(['write no-longer-written bOverTemp !']);
    expect(blockFlags(vars, value('bOverTemp := rTemp > 90.0;\n'), value(''))).toEqual(['write no-longer-written bOverTemp !']);
    // Read only as NOT x in the switch-on's guard of a driver, it blocks a start and stops nothing: its set removed is not flagged.
    const start = (trip: string) => `${trip}IF bCmd AND NOT bOverTemp THEN\n    bHeaterOn := TRUE;\nEND_IF\nIF NOT bCmd THEN\n    bHeaterOn := FALSE;\nEND_IF\ndoHeater := bHeaterOn AND bCmd;\n`;
    expect(blockFlags(vars, start('bOverTemp := tonHot.Q;\n'), start(''))).toEqual(['write no-longer-written bOverTemp']);
    // Copied whole into the output and read nowhere else, bHeaterOn is the output's value under another name (a link,
    // output-links.test.ts): read as the program writing doHeater in those branches is, where the trip is flagged.
    const linked = start('bOverTemp := tonHot.Q;\n').replace('doHeater := bHeaterOn AND bCmd;', 'doHeater := bHeaterOn;');
    expect(blockFlags(vars, linked, linked.replace('bOverTemp := tonHot.Q;\n', ''))).toEqual(['write no-longer-written bOverTemp !']);
  });

  it('flags the signal a trip\'s set newly needs as a conjunct, and lends a trip\'s reset that gained an alternative only what it gained', () => {
    const vars = '    (* mixer lid guard switch *)\n    LidClosed AT %IX0.3 : BOOL;\n    StartPb AT %IX0.0 : BOOL;\n    Running : BOOL;\n    Step : INT;\n    LidTrip : BOOL;\n    Agitator AT %QX0.4 : BOOL;';
    const body = (set: string, reset: string) => `IF ${set} THEN\n    LidTrip := TRUE;\nEND_IF\nIF ${reset} THEN\n    LidTrip := FALSE;\nEND_IF\nAgitator := Step = 3 AND NOT LidTrip;\n`;
    // The set trips in fewer cases: the conjunct it gained is what it lost.
    expect(flags(vars, body('Step = 3 AND NOT LidClosed', 'StartPb AND LidClosed'), body('Step = 3 AND NOT LidClosed AND Running', 'StartPb AND LidClosed'))).toEqual(['condition newly-read Running !', 'write condition-changed LidTrip !']);
    // An alternative gained by the set trips in more cases: stricter, not flagged by the new signal.
    expect(flags(vars, body('Step = 3 AND NOT LidClosed', 'StartPb AND LidClosed'), body('Step = 3 AND (NOT LidClosed OR Running)', 'StartPb AND LidClosed'))).not.toContain('condition newly-read Running !');
    // The reset gained an alternative: the write is the trip reset in more cases; the guard switch kept lends the button nothing.
    expect(flags(vars, body('NOT LidClosed', 'LidClosed'), body('NOT LidClosed', 'LidClosed OR StartPb'))).toEqual(['condition newly-read StartPb', 'write condition-changed LidTrip !']);
  });

  it('reads a fault set beside a state driver\'s switch-off, which blocks that driver\'s start, as a trip that locks it out', () => {
    const vars = '    bRequired : BOOL;\n    bClear : BOOL;\n    bFeedback AT %IX1.0 : BOOL;\n    tonFb : TON;\n    nState : INT;\n    bFault : BOOL;\n    doContactor AT %QX1.0 : BOOL;';
    const body = (fault: string, clear: string) =>
      `CASE nState OF\n0:\n    doContactor := FALSE;\n    IF bRequired AND NOT bFault THEN\n        nState := 1;\n    END_IF\n1:\n    doContactor := TRUE;\n    tonFb(IN := NOT bFeedback, PT := T#500MS);\n    IF tonFb.Q THEN\n${fault}        nState := 0;\n    END_IF\nEND_CASE\nIF ${clear} THEN\n    bFault := FALSE;\nEND_IF\n`;
    const set = '        bFault := TRUE;\n';
    // Its set removed: the contactor is tried again at once after the feedback fault.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body('', 'bClear AND nState = 0'))).toEqual(['write no-longer-written bFault !']);
    // Its reset run in more cases: cleared in any state.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body(set, 'bClear'))).toEqual(['condition no-longer-read nState !', 'write condition-changed bFault !']);
    // A fault that only blocks the start, set nowhere beside the driver, keeps its old reading.
    const apart = (fault: string) => `IF tonFb.Q THEN\n${fault}END_IF\nIF bRequired AND NOT bFault THEN\n    nState := 1;\nEND_IF\ndoContactor := nState = 1;\n`;
    expect(flags(vars, apart('    bFault := TRUE;\n'), apart(''))).toEqual(['write no-longer-written bFault']);
  });

  it('reads a trip needed by an ELSIF as well as by the IF before it as a trip, not a signal read otherwise', () => {
    const vars = '    bStartUp AT %IX1.0 : BOOL;\n    bStartDown AT %IX1.1 : BOOL;\n    bTrip : BOOL;\n    tonStage : TON;\n    nStage : INT;\n    doUp AT %QX1.0 : BOOL;\n    doDown AT %QX1.1 : BOOL;';
    const body = (watch: string) =>
      `IF nStage = 0 THEN\n    IF bStartUp AND NOT bTrip THEN\n        nStage := 1;\n    ELSIF bStartDown AND NOT bTrip THEN\n        nStage := 2;\n    END_IF\nEND_IF\ndoUp := nStage = 1;\ndoDown := nStage = 2 OR nStage = 3;\ntonStage(IN := ${watch}, PT := T#40S);\nIF tonStage.Q THEN\n    bTrip := TRUE;\nEND_IF\nIF bTrip THEN\n    nStage := 0;\nEND_IF\n`;
    // The stage timeout watches one stage fewer: its trip comes in fewer cases.
    expect(flags(vars, body('nStage = 1 OR nStage = 2 OR nStage = 3'), body('nStage = 1 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN !']);
    // Watching one more stage trips in more cases: stricter, nothing lost.
    expect(flags(vars, body('nStage = 1 OR nStage = 2'), body('nStage = 1 OR nStage = 2 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN']);
  });

  it('flags the set removed, and the set\'s or reset\'s condition changed, of a latch a safety signal has as a whole alternative', () => {
    const vars = '    rGas : REAL;\n    bFaulty : BOOL;\n    bAck : BOOL;\n    tonAlarm : TON;\n    bAlarm : BOOL;\n    bWarning : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;\n    doLamp AT %QX1.1 : BOOL;';
    const body = (set: string, reset: string, fan = 'doFan') =>
      `tonAlarm(IN := rGas > 120.0, PT := T#2S);\n${set}IF ${reset} THEN\n    bAlarm := FALSE;\nEND_IF\n${fan} := bAlarm OR bWarning;\n`;
    const set = 'IF tonAlarm.Q THEN\n    bAlarm := TRUE;\nEND_IF\n';
    // The alarm no longer latched: the fan no longer runs on it.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty'), body('', 'bAck AND NOT bFaulty'))).toEqual(['condition no-longer-read tonAlarm.Q !', 'write no-longer-written bAlarm !']);
    // Cleared with the detector broken: the fan stops in more cases.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty'), body(set, 'bAck'))).toEqual(['condition no-longer-read bFaulty !', 'write condition-changed bAlarm !']);
    // Its reset removed holds it set: its condition lends nothing (the write stays flagged as a driver's switch-off removed).
    expect(flags(vars, body(set, 'bAck'), body(set, 'FALSE').replace('IF FALSE THEN\n    bAlarm := FALSE;\nEND_IF\n', ''))).toEqual(['condition no-longer-read bAck', 'write no-longer-written bAlarm !']);
    // A latch that only a lamp follows reaches no safety signal.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty', 'doLamp'), body('', 'bAck AND NOT bFaulty', 'doLamp'))).toEqual(['condition no-longer-read tonAlarm.Q', 'write no-longer-written bAlarm']);
  });
});

describe("a trip's reset", () => {
  it('reads a trip reset that runs in fewer cases as stricter, and one that runs in more as an interlock removed', () => {
    const vars = '    SafetyEdge AT %IX0.3 : BOOL;\n    OpenLimit AT %IX0.4 : BOOL;\n    ClosedLimit AT %IX0.5 : BOOL;\n    Presence AT %IX0.6 : BOOL;\n    ObstacleTrip : BOOL;\n    MotorOpen AT %QX0.0 : BOOL;\n    MotorClose AT %QX0.1 : BOOL;';
    const body = (reset: string) => `IF SafetyEdge AND MotorClose THEN\n    ObstacleTrip := TRUE;\nEND_IF\nIF ${reset} THEN\n    ObstacleTrip := FALSE;\nEND_IF\nIF Presence OR ObstacleTrip THEN\n    MotorClose := FALSE;\n    MotorOpen := NOT OpenLimit;\nELSE\n    MotorOpen := FALSE;\n    MotorClose := NOT ClosedLimit;\nEND_IF\n`;
    expect(flags(vars, body('ClosedLimit OR OpenLimit'), body('ClosedLimit'))).toEqual(['condition no-longer-read OpenLimit', 'write condition-changed ObstacleTrip']);
    // A reset that lost a conjunct runs in more cases: the trip is reset while what held it may still be there.
    expect(flags(vars, body('ClosedLimit AND OpenLimit'), body('ClosedLimit'))).toEqual(['condition no-longer-read OpenLimit !', 'write condition-changed ObstacleTrip !']);
    // A variable an output also reads whole and positively is no plain trip: its reset narrowed stays flagged.
    const lamp = (reset: string) => `${body(reset)}MotorOpen := ObstacleTrip AND OpenLimit;\n`;
    expect(flags(vars, lamp('ClosedLimit OR OpenLimit'), lamp('ClosedLimit'))).toContain('write condition-changed ObstacleTrip !');
  });

  it("pairs a trip's reset with the reset when its set and reset branches became the reset alone, and flags what the reset no longer waits for", () => {
    const vars = '    Hi AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    RunCmd AT %IX0.2 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    Trip : BOOL;\n    Tripped : BOOL;\n    Other : BOOL;';
    const body = (latch: string) => `${latch}Tripped := Trip OR Other;\nPump := RunCmd AND NOT Tripped;\n`;
    const before = 'IF Hi THEN\n    Trip := TRUE;\nELSIF Reset THEN\n    Trip := FALSE;\nEND_IF\n';
    expect(flags(vars, body(before), body('IF Reset THEN\n    Trip := FALSE;\nEND_IF\n'))).toEqual(['condition no-longer-read Hi !', 'write condition-changed Trip !', 'write no-longer-written Trip !']);
    // Counter-case: a demand (no trip) keeps the order it was written in, and its condition keeps its own safety.
    const demand = (latch: string) => `${latch}Pump := RunCmd AND Trip;\n`;
    expect(flags(vars, demand(before), demand('IF Reset THEN\n    Trip := FALSE;\nEND_IF\n'))).not.toContain('condition no-longer-read Hi !');
  });

  it("flags a new reset of a trip latch the old version set: the trip is cleared in more cases", () => {
    const vars = '    Hi AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    Hand AT %IX0.2 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    Trip : BOOL;\n    Note : BOOL;';
    const body = (hand: string) => `IF Hi THEN\n    Trip := TRUE;\nELSIF Reset THEN\n    Trip := FALSE;\nEND_IF\nIF Hand THEN\n    Note := TRUE;\n${hand}END_IF\nPump := Hand AND NOT Trip;\n`;
    expect(flags(vars, body(''), body('    Trip := FALSE;\n'))).toEqual(['write newly-written Trip !']);
    // Counter-case: a new set of the trip trips in more cases, only news.
    expect(flags(vars, body(''), body('    Trip := TRUE;\n'))).toEqual(['write newly-written Trip']);
  });
});

describe('a latch read both ways', () => {
  it('keeps a latched trip a trip when a lamp also shows it as an alternative: its set removed is flagged, its reset not', () => {
    const vars = '  Pressure : REAL;\n  Trip : BOOL;\n  Ack : BOOL;\n  Seal : BOOL;\n  Contactor AT %QX0.0 : BOOL;\n  FaultLamp AT %QX0.2 : BOOL;\n  DoorClosed AT %IX0.3 : BOOL;';
    const body = 'IF Pressure > 6.0 THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack THEN\n  Trip := FALSE;\nEND_IF;\nContactor := Seal AND NOT Trip;\nFaultLamp := Trip OR NOT DoorClosed;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('IF Pressure > 6.0 THEN\n  Trip := TRUE;\nEND_IF;\n', ''))))).toContain('write no-longer-written Trip !');
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('IF Ack THEN\n  Trip := FALSE;\nEND_IF;\n', ''))))).toEqual(['condition no-longer-read Ack', 'write no-longer-written Trip']);
  });

  it('flags a latch read both ways (a driver reads NOT x, a lamp shows x) whose last set is removed or whose reset is loosened', () => {
    const vars = '  Timeout : BOOL;\n  Ack : BOOL;\n  Busy : BOOL;\n  Ok : BOOL;\n  Fault : BOOL;\n  Ready : BOOL;\n  Motor AT %QX0.0 : BOOL;\n  FaultLamp AT %QX0.1 : BOOL;';
    const body = 'IF Timeout THEN Fault := TRUE; END_IF;\nIF Ack AND NOT Busy THEN Fault := FALSE; END_IF;\nReady := Ok AND NOT Fault;\nMotor := Ready;\nFaultLamp := Fault;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Never set, its NOT is always TRUE: the motor's driver lost that interlock whatever the lamp shows.
    expect(edit('IF Timeout THEN Fault := TRUE; END_IF;\n', '')).toEqual(['condition no-longer-read Timeout', 'write no-longer-written Fault !']);
    // Reset while what set it still holds: the motor can be released past the fault.
    expect(edit('IF Ack AND NOT Busy THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Busy !', 'write condition-changed Fault !']);
    // Its reset removed holds it set (the motor off): fail closed, as for any switch-off of a driver.
    expect(edit('IF Ack AND NOT Busy THEN Fault := FALSE; END_IF;\n', '')).toEqual(['condition no-longer-read Ack', 'condition no-longer-read Busy', 'write no-longer-written Fault !']);
  });

  it('flags a condition removed with the last set of a latch read both ways by the safety signals it reached', () => {
    // The relay reads the latch as a trip, the lamp as a plain copy: its last set gone is an interlock removed all the same.
    const vars = '    Over : BOOL;\n    Trip : BOOL;\n    Ack AT %IX0.0 : BOOL;\n    Run AT %IX0.1 : BOOL;\n    // safety relay of the press\n    Relay AT %QX0.0 : BOOL;\n    Lamp AT %QX0.1 : BOOL;';
    const set = 'IF Over THEN\n    Trip := TRUE;\nEND_IF\n';
    const rest = 'IF Ack THEN\n    Trip := FALSE;\nEND_IF\nRelay := Run AND NOT Trip;\nLamp := Trip;\n';
    expect(flags(vars, set + rest, rest)).toEqual(['condition no-longer-read Over !', 'write no-longer-written Trip !']);
    // Reaching no safety signal (plain outputs), the condition lends nothing.
    const plain = vars.replace('    // safety relay of the press\n', '').replace('Relay', 'Motor');
    expect(flags(plain, set + rest.replace('Relay', 'Motor'), rest.replace('Relay', 'Motor'))).toEqual(['condition no-longer-read Over', 'write no-longer-written Trip !']);
  });

  it('leaves the ELSIF reset of a variable read both ways unflagged where only the IF that set it lost an alternative', () => {
    const v = '    Start AT %IX0.0 : BOOL;\n    PowerOn AT %IX0.1 : BOOL;\n    Reset AT %IX0.2 : BOOL;\n    Pending : INT;\n    Error : BOOL;\n    Run : BOOL;\n    Valve AT %QX0.0 : BOOL;\n    Horn AT %QX0.1 : BOOL;';
    const body = (set: string, read = 'Horn := Error;\n') => `Run := Run AND NOT Error;\nIF ${set} THEN\n    Error := TRUE;\nELSIF Reset THEN\n    Error := FALSE;\nEND_IF\nValve := Run;\n${read}`;
    // The horn copies Error, the run flag reads NOT Error: the set's item is the news, the reset's follows it.
    expect(flags(v, body('(Start AND NOT PowerOn) OR Pending <> 0'), body('Pending <> 0'))).toEqual(['condition no-longer-read PowerOn', 'condition no-longer-read Start', 'write condition-changed Error', 'write condition-changed Error']);
    // A trip read only as one (no horn): its reset run in more cases still is flagged.
    expect(flags(v, body('(Start AND NOT PowerOn) OR Pending <> 0', ''), body('Pending <> 0', '')).filter((l) => l.startsWith('write'))).toContain('write condition-changed Error !');
  });
});

describe('a trip computed every scan', () => {
  it('flags a trip computed from signals now given FALSE: it loses every alternative and never trips', () => {
    const vars = '    Pump AT %QX0.0 : BOOL;\n    Run : BOOL;\n    Fault : BOOL;\n    PressHigh : BOOL;\n    LevelLow : BOOL;\n    Lamp : BOOL;';
    const body = (fault: string) => `Fault := ${fault};\nPump := Run AND NOT Fault;\nLamp := Run;\n`;
    expect(flags(vars, body('PressHigh OR LevelLow'), body('FALSE'))).toEqual(['write now-constant Fault !']);
    expect(flags(vars, body('Pressure < 0.5 AND Run'), body('FALSE'))).toEqual(['write now-constant Fault !']);
    // A variable that is no trip (here a copy a lamp shows) given FALSE is a constant, not an interlock lost.
    expect(flags(vars, 'Lamp := PressHigh OR LevelLow;\nPump := Run;\n', 'Lamp := FALSE;\nPump := Run;\n')).toEqual(['write now-constant Lamp']);
  });

  it('flags a flag computed from a safety signal that guards a physical output\'s switch-off when it loses any alternative', () => {
    const v = '    Night AT %IX0.0 : BOOL;\n    LampFault AT %IX0.1 : BOOL;\n    // conflict monitor, a safety relay: TRUE = no conflicting greens\n    MonitorOk AT %IX0.2 : BOOL;\n    Blink : BOOL;\n    Flash : BOOL;\n    Green AT %QX0.0 : BOOL;\n    Amber AT %QX0.1 : BOOL;';
    const body = (value: string) => `Flash := ${value};\nIF Flash THEN\n    Green := FALSE;\n    Amber := Blink;\nELSE\n    Green := TRUE;\n    Amber := FALSE;\nEND_IF\n`;
    expect(flags(v, body('Night OR LampFault OR NOT MonitorOk'), body('LampFault OR NOT MonitorOk'))).toEqual(['write value-changed Flash !']);
    // Computed from no safety signal, the flag that loses an alternative is a mode like another.
    expect(flags(v, body('Night OR LampFault'), body('LampFault'))).toEqual(['write value-changed Flash']);
  });

  it('reads a whole alternative of a trip computed every scan as a trip: its last set removed, or its timer no longer called, is flagged', () => {
    const vars = '    PressLow AT %IX0.0 : BOOL;\n    Ack AT %IX0.1 : BOOL;\n    HeatReq AT %IX0.2 : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    errWater : BOOL;\n    errOther : BOOL;\n    heatersOff : BOOL;\n    waterTimer : TON;';
    const body = (set: string, call = 'waterTimer(IN := PressLow, PT := T#5S);\n') => `${call}${set}IF Ack THEN\n    errWater := FALSE;\nEND_IF\nheatersOff := errWater OR errOther;\nHeater := HeatReq AND NOT heatersOff;\n`;
    const set = 'IF waterTimer.Q THEN\n    errWater := TRUE;\nEND_IF\n';
    // The condition's own signal reaches no safety-named signal: unflagged, as training's trips' sets removed.
    expect(flags(vars, body(set), body(''))).toEqual(['condition no-longer-read waterTimer.Q', 'write no-longer-written errWater !']);
    expect(flags(vars, body(set), body(set, ''))).toEqual(['fb-call no-longer-called waterTimer !']);
    // Counter-case: read by the heater's driver otherwise too (a lamp's plain copy is no driver; a positive guard of a
    // switch-on is): no trip, judged as before.
    const both = (s: string) => body(s).replace('Heater := HeatReq AND NOT heatersOff;\n', 'Heater := HeatReq AND NOT heatersOff;\nIF errWater THEN\n    Heater := TRUE;\nEND_IF\n');
    expect(flags(vars, both(set), both(''))).toEqual(['condition no-longer-read waterTimer.Q', 'write no-longer-written errWater']);
  });

  it('leaves a trip computed every scan that gained an alternative unflagged: it trips in more cases, only what it gained is news', () => {
    const vars = '    // safety temperature limiter\n    limiterOk AT %IX0.0 : BOOL;\n    pressureOk AT %IX0.1 : BOOL;\n    HeatReq AT %IX0.2 : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    errA : BOOL;\n    heatersOff : BOOL;';
    const body = (value: string) => `heatersOff := ${value};\nHeater := HeatReq AND NOT heatersOff;\n`;
    expect(flags(vars, body('errA OR NOT limiterOk'), body('errA OR NOT limiterOk OR NOT pressureOk'))).toEqual(['write value-changed heatersOff']);
    // Counter-case: an alternative lost trips in fewer cases (interlock removed), and the limiter gained is news by its name.
    expect(flags(vars, body('errA OR NOT limiterOk'), body('errA'))).toEqual(['write value-changed heatersOff !']);
    expect(flags(vars, body('errA OR NOT pressureOk'), body('errA OR NOT pressureOk OR NOT limiterOk'))).toEqual(['write value-changed heatersOff !']);
  });

  it('flags a trip computed every scan that gained a conjunct: it trips in fewer cases', () => {
    const vars = '    A AT %IX0.0 : BOOL;\n    B AT %IX0.1 : BOOL;\n    Bypass AT %IX0.2 : BOOL;\n    Run AT %IX0.3 : BOOL;\n    Contactor AT %QX0.0 : BOOL;\n    Tripped : BOOL;';
    const body = (value: string) => `Tripped := ${value};\nContactor := Run AND NOT Tripped;\n`;
    expect(flags(vars, body('A OR NOT B'), body('(A OR NOT B) AND NOT Bypass'))).toEqual(['write value-changed Tripped !']);
    // Counter-case: gained an alternative, it trips in more cases; only news.
    expect(flags(vars, body('A OR NOT B'), body('A OR NOT B OR Bypass'))).toEqual(['write value-changed Tripped']);
  });
});

describe('latches written with S= and R= or kept in an RS/SR block', () => {
  const vars = '    StartPb AT %IX0.0 : BOOL;\n    Auto AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    StopPb AT %IX0.3 : BOOL;\n    Done : BOOL;\n    Running : BOOL;\n    Fault : BOOL;\n    Edge : R_TRIG;\n    Valve AT %QX0.0 : BOOL;';
  const latch = (set: string, reset: string) => `Edge(CLK := StartPb);\nRunning S= ${set};\nRunning R= ${reset};\nValve := Running AND NOT Fault;\n`;
  const guard = '    Start AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    ServiceKey AT %IX0.3 : BOOL;\n    Fault : BOOL;\n    Valve AT %QX0.0 : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;\n    LampOut : BOOL;';
  const guarded = (set: string, lamp = 'Fault') => `Fault S= ${set};\nFault R= Reset AND GuardDoorClosed;\nValve := Start AND NOT Fault;\nFaultLamp := ${lamp};\n`;

  it('reads a latch written with S=/R= or kept in an RS/SR block the same way, and a timer Q copied into a variable', () => {
    const vars = '  Level : INT;\n  Ack : BOOL;\n  HiMark : BOOL;\n  Trip : BOOL;\n  Latch : SR;\n  // safety vent, opens on a high level\n  Vent AT %QX0.0 : BOOL;\n  // safety drain valve\n  Drain AT %QX0.1 : BOOL;';
    const setReset = 'HiMark := Level > 900;\nTrip S= HiMark;\nTrip R= Ack;\nVent := Trip;';
    expect(reportLines(impact(program(vars, setReset), program(vars, setReset.replace('900', '950'))))).toEqual(['constant value-changed HiMark !']);
    const block = 'HiMark := Level > 900;\nLatch(S1 := HiMark, R := Ack);\nDrain := Latch.Q1;';
    expect(reportLines(impact(program(vars, block), program(vars, block.replace('900', '950'))))).toEqual(['constant value-changed HiMark !']);
    // A limit held in a variable the latch's condition reads: its initial value is where the vent opens.
    const held = 'IF Level > HiLimit THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack THEN\n  Trip := FALSE;\nEND_IF;\nVent := Trip;';
    const limitVars = `${vars}\n  HiLimit : INT := 900;`;
    expect(reportLines(impact(program(limitVars, held), program(limitVars.replace(':= 900', ':= 950'), held)))).toEqual(['constant initial-value-changed HiLimit !']);
    const timerVars = '  Main : BOOL;\n  Aux : BOOL;\n  Run : BOOL;\n  Done : BOOL;\n  tonStep : TON;\n  Coil AT %QX0.2 : BOOL;';
    const copied = 'Run := Main AND Aux;\ntonStep(IN := Run, PT := T#5S);\nDone := tonStep.Q;\nIF Done THEN\n  Coil := TRUE;\nEND_IF;';
    expect(reportLines(impact(program(timerVars, copied), program(timerVars, copied.replace('Main AND Aux', 'Main'))))).toEqual(['write value-changed Run !']);
  });

  it('reads the operand of S= and R= as the condition of a TRUE or FALSE written under it (IEC 61131-3)', () => {
    const set = 'Edge.Q AND Auto';
    // A reset that lost an alternative runs in fewer cases: an interlock removed, as `IF … THEN Running := FALSE`.
    expect(flags(vars, latch(set, 'NOT StopPb OR Done'), latch(set, 'NOT StopPb'))).toEqual(['write value-changed Running !']);
    // One that lost a conjunct runs in more cases: the driver is held off more often.
    expect(flags(vars, latch(set, 'NOT StopPb AND Done'), latch(set, 'NOT StopPb'))).toEqual(['write value-changed Running']);
    // A set that lost a conjunct still runs in more cases.
    expect(flags(vars, latch(set, 'NOT StopPb'), latch('Edge.Q', 'NOT StopPb'))).toEqual(['write value-changed Running !']);
  });

  it('takes a latch set by `S=` with a safety signal as a whole alternative of its operand for that signal\'s trip latch', () => {
    // The set gained a conjunct: it trips in fewer cases.
    expect(flags(guard, guarded('NOT GuardDoorClosed'), guarded('NOT GuardDoorClosed AND NOT ServiceKey'))).toEqual(['write value-changed Fault !']);
    // A latch no safety signal sets is no trip latch: its set gaining a conjunct stays unflagged.
    expect(flags(guard, guarded('Start'), guarded('Start AND NOT ServiceKey'))).toEqual(['write value-changed Fault']);
  });

  it('flags a lamp (a physical output) that showed a safety signal\'s trip latch and is now a constant', () => {
    expect(flags(guard, guarded('NOT GuardDoorClosed'), guarded('NOT GuardDoorClosed', 'FALSE'))).toEqual(['write now-constant FaultLamp !']);
    // A latch no safety signal sets lends the lamp nothing, nor does the latch lend a POU's variable anything.
    expect(flags(guard, guarded('Start'), guarded('Start', 'FALSE'))).toEqual(['write now-constant FaultLamp']);
    const lamp = (value: string) => `${guarded('NOT GuardDoorClosed')}LampOut := ${value};\n`;
    expect(flags(guard, lamp('Fault'), lamp('FALSE'))).toEqual(['write now-constant LampOut']);
  });
});

describe('an annunciator that sounds on a trip', () => {
  // A vent latch set by a limit or by the safety switch of the vessel, reset below a band with the switch closed.
  const VARS = '    // safety burst disc switch, TRUE = intact\n    discOk AT %IX7.0 : BOOL;\n    ack AT %IX7.1 : BOOL;\n    level AT %IW7 : INT;\n    fill AT %QX7.0 : BOOL;\n    siren AT %QX7.1 : BOOL;\n    lamp AT %QX7.2 : BOOL;\n    highLimit : INT := 800;\n    ventTrip : BOOL;\n    overfill : BOOL;\n    slowFill : BOOL;';
  const latch = (limit = 'highLimit', reset = '500') => `IF level > ${limit} OR NOT discOk THEN\n    ventTrip := TRUE;\nEND_IF\nIF ack AND level < ${reset} AND discOk THEN\n    ventTrip := FALSE;\nEND_IF\n`;
  const rest = (siren: string) => `IF level > 700 THEN\n    overfill := TRUE;\nEND_IF\nIF ack THEN\n    overfill := FALSE;\nEND_IF\nfill := NOT ventTrip AND level < 600;\nsiren := ${siren};\nlamp := slowFill OR overfill;\n`;

  it("flags an annunciator that no longer sounds on a safety signal's trip latch, not one that loses another alternative", () => {
    const body = (siren: string) => latch() + rest(siren);
    expect(flags(VARS, body('ventTrip OR overfill'), body('overfill'))).toEqual(['write value-changed siren !']);
    expect(flags(VARS, body('ventTrip OR overfill'), body('ventTrip'))).toEqual(['write value-changed siren']);
    // A value that is no plain annunciator (a command with a computed alternative) is judged as before.
    expect(flags(VARS, body('ventTrip OR level > 900 AND ack'), body('level > 900 AND ack'))).toEqual(['write value-changed siren']);
  });
});
