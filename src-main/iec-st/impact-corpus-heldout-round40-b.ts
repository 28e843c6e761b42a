// The fortieth independent held-out part of the accuracy corpus (round 40), second file: see the header of
// impact-corpus-heldout-round40.ts for the writer, the repositories, the forms and the rules the expectations follow.
// This file holds the bottle filler's modes (CODESYS, after bp46464/BottleFiller), the line program over the drive and
// the camera station (OpenPLC, after ez889/VFD-control-for-conveyor main.st) and the filler's nozzles (OpenPLC, after
// bp46464/BottleFiller).
//
// First score (by its writer, after committing the cases in 0bada33, the analysis at main f13f28d, merged as e799290):
// 117 cases, 144 expected items (91 safety), 138 reported, precision 0.848, recall 0.813, safety items flagged 72/91.
// After the writer's thirteen corrections (2fc05fd; kinds of `S=`/`R=` operands, a literal's kind, flags against
// docs/safety.md's definitions of a trip, a driver and the local exemption, the reason beside each case): 117 cases,
// 136 expected items (82 safety), precision 0.913, recall 0.926, 75/82. Those corrections took the round below 140
// expected items, so eight cases were added (marked "Added after the first score", committed in 2fc05fd before they
// were scored): 125 cases, 144 items (83 safety), 146 reported, precision 0.911, recall 0.924, 76/83. Two more
// corrections after that (a flag left off a physical output's value under the guard door, an ELSIF's write left
// out): 125 cases, 145 expected items (84 safety), 146 reported, precision 0.918, recall 0.924, safety items flagged
// 77/84 (main f13f28d).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A bottle filler's modes: jog commands gated by the alarm, software limits, a stop at the end of the fill step. */
const MODES = object(
  'PRG_FillerModes',
  `PROGRAM PRG_FillerModes
VAR
    eMode : E_FillerMode;
    stCart : ST_AxisCmd;            // jog and move commands of the cart axis
    stNozzle : ST_AxisCmd;          // jog and move commands of the nozzle axis
    stCartAct : ST_AxisAct;
    stNozzleAct : ST_AxisAct;
    xStartPb : BOOL;
    xStopPb : BOOL;
    xManualSel : BOOL;
    xPowerOn : BOOL;
    xError : BOOL;
    xResetPb : BOOL;
    iPendingAlarms : INT;
    iFillStep : INT;
    xLineRun : BOOL;
    fCartMin : LREAL := 20.0;       // software limits of the cart, mm
    fCartMax : LREAL := 780.0;
    fNozzleMin : LREAL := 5.0;
    fNozzleMax : LREAL := 240.0;
    ftCartMoving : F_TRIG;
    rtManual : R_TRIG;
    // nozzle guard of the filling carousel, TRUE = closed
    xNozzleGuard AT %I* : BOOL;
    qxFillValve AT %Q* : BOOL;
    qxLineRunLamp AT %Q* : BOOL;
    qxAlarmHorn AT %Q* : BOOL;
END_VAR
`,
  `// commands are held off while an alarm is pending
stCart.jogPositive := stCart.jogPositive AND NOT xError;
stCart.jogNegative := stCart.jogNegative AND NOT xError;
stNozzle.jogPositive := stNozzle.jogPositive AND NOT xError;
stNozzle.jogNegative := stNozzle.jogNegative AND NOT xError;
xLineRun := xLineRun AND NOT xError;

CASE eMode OF
    E_FillerMode.MANUAL:
        ftCartMoving(CLK := stCartAct.moveActive);
        IF ftCartMoving.Q THEN
            stCart.jogPositive := FALSE;
            stCart.jogNegative := FALSE;
        END_IF
        // manual travel beyond the software limits is stopped
        IF stCartAct.position <= fCartMin OR stCartAct.position >= fCartMax THEN
            stCart.limitStop := TRUE;
        ELSE
            stCart.limitStop := FALSE;
        END_IF
        IF stNozzleAct.position <= fNozzleMin OR stNozzleAct.position >= fNozzleMax THEN
            stNozzle.limitStop := TRUE;
        ELSE
            stNozzle.limitStop := FALSE;
        END_IF
        IF NOT xManualSel THEN
            eMode := E_FillerMode.AUTOMAT;
        END_IF

    E_FillerMode.AUTOMAT:
        // the stop button ends the cycle once the bottles are filled (step 4)
        IF xStopPb THEN
            IF iFillStep = 4 THEN
                xLineRun := FALSE;
            END_IF
        ELSE
            xLineRun := xStartPb OR xLineRun;
        END_IF
        rtManual(CLK := xManualSel);
        IF rtManual.Q THEN
            xLineRun := FALSE;
            eMode := E_FillerMode.MANUAL;
        END_IF
END_CASE

// alarms: a start without power, or any pending alarm
IF (xStartPb AND NOT xPowerOn) OR iPendingAlarms <> 0 THEN
    xError := TRUE;
ELSIF xResetPb AND iPendingAlarms = 0 THEN
    xError := FALSE;
END_IF

qxFillValve := xLineRun AND iFillStep = 3 AND xNozzleGuard;
qxLineRunLamp := xLineRun;
qxAlarmHorn := xError;
`,
);

/** The line program (OpenPLC): the line fault from the blocks' latches and the chain, the blocks called with names. */
const LINE = [
  {
    name: 'pous/programs/LineCell.st',
    text: `PROGRAM LineCell
  VAR
    StartPb AT %IX1.0 : BOOL;
    StopPb AT %IX1.1 : BOOL;         (* NC stop button, TRUE = not pressed *)
    ResetPb AT %IX1.2 : BOOL;
    (* safety relay output: the line's e-stops and guard doors closed *)
    ChainOk AT %IX1.3 : BOOL;
    BufferFull AT %IX1.4 : BOOL;
    PartAtCamera AT %IX1.5 : BOOL;
    PartAtExit AT %IX1.6 : BOOL;
    DriveReady AT %IX1.7 : BOOL;
    DriveFault AT %IX2.0 : BOOL;
    AutoSel AT %IX2.1 : BOOL;
    SpeedSet AT %IW4 : INT;
    LineFaultLamp AT %QX1.0 : BOOL;
    ChainOpenLamp AT %QX1.1 : BOOL;
    HornOut AT %QX1.2 : BOOL;
  END_VAR
  VAR
    Belt : FB_BeltDrive;
    Station : FB_InspectStation;
    LineFault : BOOL;
    UpstreamReady : BOOL;
    HornTimer : TON;
    HornTime : TIME := T#10s;
  END_VAR

  LineFault := Belt.xFaultLatched OR Station.xFaultLatched OR NOT ChainOk;
  UpstreamReady := NOT BufferFull AND NOT LineFault;

  Belt(xStart := StartPb, xStop := NOT StopPb, xReset := ResetPb, iSpeedSet := SpeedSet,
       xPartAtEnd := PartAtCamera, xDownstreamFree := UpstreamReady, xVfdReady := DriveReady,
       xVfdFault := DriveFault, xAuto := AutoSel, xSafetyChainOk := ChainOk);

  Station(xPartAtCamera := PartAtCamera, xPartAtExit := PartAtExit, xBufferFull := BufferFull,
          xGuardClosed := ChainOk, xReset := ResetPb);

  LineFaultLamp := LineFault;
  ChainOpenLamp := NOT ChainOk;
  HornTimer(IN := LineFault, PT := HornTime);
  HornOut := LineFault AND NOT HornTimer.Q;
END_PROGRAM
`,
  },
];

/** The filler's nozzles (OpenPLC): S=/R= latches, a guard door fault, jog with limits, a fill timer, a batch counter. */
const NOZZLES = [
  {
    name: 'pous/programs/FillerNozzles.st',
    text: `PROGRAM FillerNozzles
  VAR
    JogDown AT %IX3.0 : BOOL;
    JogUp AT %IX3.1 : BOOL;
    AutoSel AT %IX3.2 : BOOL;
    StartPb AT %IX3.3 : BOOL;
    StopPb AT %IX3.4 : BOOL;         (* NC, TRUE = not pressed *)
    ResetPb AT %IX3.5 : BOOL;
    GuardDoorClosed AT %IX3.6 : BOOL;
    BottleInPlace AT %IX3.7 : BOOL;
    NozzlePos AT %IW8 : INT;         (* nozzle height, 0.1 mm *)
    NozzleDown AT %QX3.0 : BOOL;
    NozzleUp AT %QX3.1 : BOOL;
    FillValve AT %QX3.2 : BOOL;
    FaultLamp AT %QX3.3 : BOOL;
  END_VAR
  VAR
    Fault : BOOL;
    Running : BOOL;
    FillTimer : TON;
    FillTime : TIME := T#4s;
    LowerLimit : INT := 150;
    UpperLimit : INT := 1900;
    Filled : CTU;
    BatchSize : INT := 24;
    StartEdge : R_TRIG;
  END_VAR

  StartEdge(CLK := StartPb);
  Running S= StartEdge.Q AND AutoSel AND GuardDoorClosed AND NOT Fault;
  Running R= NOT StopPb OR NOT AutoSel OR Filled.Q;

  (* a guard door opened in any mode is a fault until reset *)
  Fault S= NOT GuardDoorClosed;
  Fault R= ResetPb AND GuardDoorClosed;
  Running R= Fault;

  IF AutoSel THEN
    NozzleDown := Running AND BottleInPlace AND NozzlePos > LowerLimit AND NOT FillTimer.Q;
    NozzleUp := Running AND FillTimer.Q AND NozzlePos < UpperLimit;
  ELSE
    NozzleDown := JogDown AND NOT JogUp AND NozzlePos > LowerLimit AND GuardDoorClosed;
    NozzleUp := JogUp AND NOT JogDown AND NozzlePos < UpperLimit;
  END_IF;

  FillTimer(IN := Running AND BottleInPlace AND NozzlePos <= LowerLimit, PT := FillTime);
  FillValve := Running AND BottleInPlace AND NOT FillTimer.Q AND NOT Fault;
  Filled(CU := FillTimer.Q, RESET := ResetPb, PV := BatchSize);
  FaultLamp := Fault;
END_PROGRAM
`,
  },
];

const MODES_ORIGIN = 'bp46464/BottleFiller Logical/BottleFiller/workTasks/BF_Work/Main.st and BF_Alarm/Main.st (manual and automatic modes, jogs cleared on a falling edge, software limits, commands gated AND NOT error, an alarm state)';
const LINE_ORIGIN = 'ez889/VFD-control-for-conveyor main.st (a line fault ORed from the blocks\' fault latches and the safety chain, the blocks called with named arguments)';
const NOZZLES_ORIGIN = 'bp46464/BottleFiller Logical/BottleFiller/workTasks/BF_Work/Main.st (nozzle jog with limits, a stop after the filling step) and BF_Alarm/Main.st (commands held off by a fault)';

const modes = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MODES } });
const line = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LINE } });
const nozzles = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: NOZZLES } });

export const HELDOUT_ROUND40_B: CorpusCase[] = [
  ...from(MODES_ORIGIN, [
    modes({ id: 'round40 filler modes: fill valve without the nozzle guard', edits: [['qxFillValve := xLineRun AND iFillStep = 3 AND xNozzleGuard;', 'qxFillValve := xLineRun AND iFillStep = 3;']], expect: items('write value-changed qxFillValve !') }),
    modes({ id: 'round40 filler modes: fill valve forced', edits: [['qxFillValve := xLineRun AND iFillStep = 3 AND xNozzleGuard;', 'qxFillValve := TRUE;']], expect: items('write now-constant qxFillValve !') }),
    modes({ id: 'round40 filler modes: valve opens in step 2', edits: [['qxFillValve := xLineRun AND iFillStep = 3 AND xNozzleGuard;', 'qxFillValve := xLineRun AND iFillStep = 2 AND xNozzleGuard;']], expect: items('constant value-changed qxFillValve') }),
    // Judgement: `xLineRun := xLineRun AND NOT xError` is the alarm's switch-off of the line (it drives the fill
    // valve); removed, a pending alarm no longer stops the line.
    modes({ id: 'round40 filler modes: alarm no longer stops the line', edits: [['xLineRun := xLineRun AND NOT xError;\n', '']], expect: items('write no-longer-written xLineRun !') }),
    modes({ id: 'round40 filler modes: cart jog not held off by the alarm', edits: [['stCart.jogPositive := stCart.jogPositive AND NOT xError;\n', '']], expect: items('write no-longer-written stCart.jogPositive') }),
    modes({ id: 'round40 filler modes: cart upper limit', edits: [['fCartMax : LREAL := 780.0;', 'fCartMax : LREAL := 820.0;']], expect: items('constant initial-value-changed fCartMax') }),
    modes({ id: 'round40 filler modes: nozzle lower limit', edits: [['fNozzleMin : LREAL := 5.0;', 'fNozzleMin : LREAL := 0.0;']], expect: items('constant initial-value-changed fNozzleMin') }),
    modes({ id: 'round40 filler modes: horn silenced by the stop button', edits: [['qxAlarmHorn := xError;', 'qxAlarmHorn := xError AND NOT xStopPb;']], expect: items('write value-changed qxAlarmHorn') }),
    modes({ id: 'round40 filler modes: stop after step 5', edits: [['IF iFillStep = 4 THEN', 'IF iFillStep = 5 THEN']], expect: items('constant value-changed iFillStep') }),
    // The start without power no longer raises the alarm. Corrected after the first score (writer's error): xError was
    // taken for a trip, but the horn's write reads it positively (`qxAlarmHorn := xError`), so by docs/safety.md's
    // definition (read only as NOT x or as a switch-off's guard) it is none, and neither signal lost is safety-relevant.
    modes({
      id: 'round40 filler modes: start without power no longer an alarm',
      edits: [['IF (xStartPb AND NOT xPowerOn) OR iPendingAlarms <> 0 THEN', 'IF iPendingAlarms <> 0 THEN']],
      // Corrected again (writer's error): the ELSIF's reset runs under NOT of the IF's condition (IEC 61131-3), so it now
      // also runs on a start without power: its write is a second item, which the writer had left out.
      expect: items('condition no-longer-read xStartPb', 'condition no-longer-read xPowerOn', 'write condition-changed xError', 'write condition-changed xError'),
    }),
    // Judgement: the ELSIF already runs only with no alarm pending (the IF above takes iPendingAlarms <> 0), so the
    // reset runs in the same cases; only the condition's text lost the signal.
    modes({ id: 'round40 filler modes: reset no longer checks pending alarms', edits: [['ELSIF xResetPb AND iPendingAlarms = 0 THEN', 'ELSIF xResetPb THEN']], expect: items('condition no-longer-read iPendingAlarms') }),
    // The mode set without its condition. Corrected after the first score (writer's error): eMode was flagged as a
    // driver, but docs/safety.md's driver is a name in a physical output's own write; the CASE over eMode writes only
    // the run flag, and no safety signal is read.
    modes({ id: 'round40 filler modes: automatic mode entered at once', edits: [['        IF NOT xManualSel THEN\n            eMode := E_FillerMode.AUTOMAT;\n        END_IF\n', '        eMode := E_FillerMode.AUTOMAT;\n']], expect: items('condition no-longer-read xManualSel', 'write condition-changed eMode') }),
    modes({
      id: 'round40 filler modes: line run flag renamed',
      edits: [
        ['    xLineRun : BOOL;', '    xCycleOn : BOOL;'],
        ['xLineRun := xLineRun AND NOT xError;', 'xCycleOn := xCycleOn AND NOT xError;'],
        ['                xLineRun := FALSE;', '                xCycleOn := FALSE;'],
        ['xLineRun := xStartPb OR xLineRun;', 'xCycleOn := xStartPb OR xCycleOn;'],
        ['            xLineRun := FALSE;\n            eMode', '            xCycleOn := FALSE;\n            eMode'],
        ['qxFillValve := xLineRun AND', 'qxFillValve := xCycleOn AND'],
        ['qxLineRunLamp := xLineRun;', 'qxLineRunLamp := xCycleOn;'],
      ],
      expect: items('declaration renamed xCycleOn'),
    }),
    // Added after the first score (the writer had then seen the misses of the cases above), because the corrections
    // took the round below 140 expected items; committed before they were scored.
    modes({ id: 'round40 filler modes: nozzle upper limit', edits: [['fNozzleMax : LREAL := 240.0;', 'fNozzleMax : LREAL := 260.0;']], expect: items('constant initial-value-changed fNozzleMax') }),
    modes({ id: 'round40 filler modes: comment reworded', edits: [['// commands are held off while an alarm is pending', '// hold every command off during a pending alarm']], expect: [] }),
    modes({ id: 'round40 filler modes: seal-in operands swapped', edits: [['xLineRun := xStartPb OR xLineRun;', 'xLineRun := xLineRun OR xStartPb;']], expect: [] }),
    modes({ id: 'round40 filler modes: cart edge retyped', edits: [['    ftCartMoving : F_TRIG;', '    ftCartMoving : R_TRIG;']], expect: items('declaration retyped ftCartMoving') }),
    // A lamp that also lights on an alarm: the output is on in more cases (its only term weakened by an alternative).
    modes({ id: 'round40 filler modes: run lamp also on an alarm', edits: [['qxLineRunLamp := xLineRun;', 'qxLineRunLamp := xLineRun OR xError;']], expect: items('write value-changed qxLineRunLamp !') }),
    modes({
      id: 'round40 filler modes: nozzle guard renamed',
      edits: [
        ['    xNozzleGuard AT %I* : BOOL;', '    xCarouselClosed AT %I* : BOOL;'],
        ['AND iFillStep = 3 AND xNozzleGuard;', 'AND iFillStep = 3 AND xCarouselClosed;'],
      ],
      expect: items('declaration renamed xCarouselClosed !'),
    }),
    modes({ id: 'round40 filler modes: guard comment reworded', edits: [['// nozzle guard of the filling carousel, TRUE = closed', '// filling carousel nozzle guard, TRUE when closed']], expect: [] }),
    modes({ id: 'round40 filler modes: manual edge no longer called', edits: [['        rtManual(CLK := xManualSel);\n', '']], expect: items('fb-call no-longer-called rtManual') }),
  ]),
  ...from(LINE_ORIGIN, [
    line({ id: 'round40 line cell: belt chain input forced healthy', edits: [['xSafetyChainOk := ChainOk);', 'xSafetyChainOk := TRUE);']], expect: items('fb-call inputs-changed Belt.xSafetyChainOk !') }),
    line({ id: 'round40 line cell: station guard input forced closed', edits: [['xGuardClosed := ChainOk,', 'xGuardClosed := TRUE,']], expect: items('fb-call inputs-changed Station.xGuardClosed !') }),
    // LineFault drives the fault lamp and the horn: an annunciator that no longer reads the safety chain at all.
    line({ id: 'round40 line cell: line fault ignores the chain', edits: [['LineFault := Belt.xFaultLatched OR Station.xFaultLatched OR NOT ChainOk;', 'LineFault := Belt.xFaultLatched OR Station.xFaultLatched;']], expect: items('write value-changed LineFault !') }),
    line({ id: 'round40 line cell: chain input moved', edits: [['ChainOk AT %IX1.3', 'ChainOk AT %IX2.3']], expect: items('declaration address-changed ChainOk !') }),
    line({ id: 'round40 line cell: chain lamp never lit', edits: [['ChainOpenLamp := NOT ChainOk;', 'ChainOpenLamp := FALSE;']], expect: items('write now-constant ChainOpenLamp !') }),
    // Judgement: the horn timer times the line fault, not the chain itself.
    line({ id: 'round40 line cell: shorter horn', edits: [['HornTime : TIME := T#10s;', 'HornTime : TIME := T#3s;']], expect: items('constant initial-value-changed HornTime') }),
    line({ id: 'round40 line cell: horn never times out', edits: [['HornOut := LineFault AND NOT HornTimer.Q;', 'HornOut := LineFault;']], expect: items('write value-changed HornOut !') }),
    line({ id: 'round40 line cell: belt no longer called', edits: [['  Belt(xStart := StartPb, xStop := NOT StopPb, xReset := ResetPb, iSpeedSet := SpeedSet,\n       xPartAtEnd := PartAtCamera, xDownstreamFree := UpstreamReady, xVfdReady := DriveReady,\n       xVfdFault := DriveFault, xAuto := AutoSel, xSafetyChainOk := ChainOk);\n', '']], expect: items('fb-call no-longer-called Belt !') }),
    line({ id: 'round40 line cell: stop button no longer stops the belt', edits: [['xStop := NOT StopPb,', 'xStop := FALSE,']], expect: items('fb-call inputs-changed Belt.xStop') }),
    // Judgement: the belt still reads the chain through its own input; only the downstream permissive lost the fault.
    line({ id: 'round40 line cell: upstream ready with a line fault', edits: [['UpstreamReady := NOT BufferFull AND NOT LineFault;', 'UpstreamReady := NOT BufferFull;']], expect: items('write value-changed UpstreamReady') }),
    line({ id: 'round40 line cell: station arguments reordered', edits: [['xPartAtExit := PartAtExit, xBufferFull := BufferFull,', 'xBufferFull := BufferFull, xPartAtExit := PartAtExit,']], expect: [] }),
    line({ id: 'round40 line cell: chain comment reworded', edits: [['(* safety relay output: the line\'s e-stops and guard doors closed *)', '(* safety relay: e-stops released and guard doors closed *)']], expect: [] }),
    line({
      id: 'round40 line cell: lamp byte written over the lamps',
      edits: [
        ['    HornOut AT %QX1.2 : BOOL;\n', '    HornOut AT %QX1.2 : BOOL;\n    Lamps AT %QB1 : BYTE;\n'],
        ['  HornOut := LineFault AND NOT HornTimer.Q;\n', '  HornOut := LineFault AND NOT HornTimer.Q;\n  Lamps := 0;\n'],
      ],
      expect: items('declaration added Lamps !', 'write newly-written Lamps !'),
    }),
    line({ id: 'round40 line cell: fixed belt speed', edits: [['iSpeedSet := SpeedSet,', 'iSpeedSet := 100,']], expect: items('fb-call inputs-changed Belt.iSpeedSet') }),
    line({ id: 'round40 line cell: belt reset in auto', edits: [['xReset := ResetPb, iSpeedSet', 'xReset := ResetPb OR AutoSel, iSpeedSet']], expect: items('fb-call inputs-changed Belt.xReset') }),
    line({ id: 'round40 line cell: whitespace in the belt call', edits: [['xVfdFault := DriveFault, xAuto := AutoSel,', 'xVfdFault := DriveFault,  xAuto := AutoSel,']], expect: [] }),
    line({ id: 'round40 line cell: line fault operands swapped', edits: [['LineFault := Belt.xFaultLatched OR Station.xFaultLatched OR NOT ChainOk;', 'LineFault := Station.xFaultLatched OR Belt.xFaultLatched OR NOT ChainOk;']], expect: [] }),
  ]),
  ...from(NOZZLES_ORIGIN, [
    // Corrected after the first score (writer's error): `S=`/`R=` is no IF, ELSIF, CASE, WHILE or UNTIL, so its operand is
    // the value of a write (src-shared/impact.ts's kinds), not a condition; the items were written as condition items.
    nozzles({ id: 'round40 filler nozzles: start with the guard open', edits: [['Running S= StartEdge.Q AND AutoSel AND GuardDoorClosed AND NOT Fault;', 'Running S= StartEdge.Q AND AutoSel AND NOT Fault;']], expect: items('write value-changed Running !') }),
    // Corrected after the first score (writer's error): the `S=` operand is no condition (above); its condition item dropped.
    nozzles({ id: 'round40 filler nozzles: guard door no longer a fault', edits: [['  Fault S= NOT GuardDoorClosed;\n', '']], expect: items('write no-longer-written Fault !') }),
    // Corrected after the first score (writer's error): the `R=` operand is the write's value, not a condition (above).
    nozzles({ id: 'round40 filler nozzles: fault reset with the guard open', edits: [['Fault R= ResetPb AND GuardDoorClosed;', 'Fault R= ResetPb;']], expect: items('write value-changed Fault !') }),
    // Judgement: Fault is the guard door's trip latch; the run latch no longer drops on it (its set still reads NOT
    // Fault, but a cycle already running goes on with the door open).
    // Corrected after the first score (writer's error): the `R=` operand is no condition (above); its condition item dropped.
    nozzles({ id: 'round40 filler nozzles: fault no longer stops the cycle', edits: [['  Running R= Fault;\n', '']], expect: items('write no-longer-written Running !') }),
    nozzles({ id: 'round40 filler nozzles: jog down with the guard open', edits: [['NozzleDown := JogDown AND NOT JogUp AND NozzlePos > LowerLimit AND GuardDoorClosed;', 'NozzleDown := JogDown AND NOT JogUp AND NozzlePos > LowerLimit;']], expect: items('write value-changed NozzleDown !') }),
    nozzles({ id: 'round40 filler nozzles: lower limit', edits: [['LowerLimit : INT := 150;', 'LowerLimit : INT := 100;']], expect: items('constant initial-value-changed LowerLimit') }),
    nozzles({ id: 'round40 filler nozzles: longer fill', edits: [['FillTime : TIME := T#4s;', 'FillTime : TIME := T#6s;']], expect: items('constant initial-value-changed FillTime') }),
    nozzles({ id: 'round40 filler nozzles: valve open during a fault', edits: [['FillValve := Running AND BottleInPlace AND NOT FillTimer.Q AND NOT Fault;', 'FillValve := Running AND BottleInPlace AND NOT FillTimer.Q;']], expect: items('write value-changed FillValve !') }),
    nozzles({ id: 'round40 filler nozzles: valve forced open', edits: [['FillValve := Running AND BottleInPlace AND NOT FillTimer.Q AND NOT Fault;', 'FillValve := TRUE;']], expect: items('write now-constant FillValve !') }),
    nozzles({ id: 'round40 filler nozzles: smaller batch', edits: [['BatchSize : INT := 24;', 'BatchSize : INT := 12;']], expect: items('constant initial-value-changed BatchSize') }),
    // Corrected after the first score (writer's error): the `R=` operand is the write's value (above); still an R= of a
    // driver that runs in fewer cases, flagged.
    nozzles({ id: 'round40 filler nozzles: batch end no longer stops', edits: [['Running R= NOT StopPb OR NOT AutoSel OR Filled.Q;', 'Running R= NOT StopPb OR NOT AutoSel;']], expect: items('write value-changed Running !') }),
    // The fault lamp no longer shows the guard door's trip latch at all.
    nozzles({ id: 'round40 filler nozzles: fault lamp never lit', edits: [['FaultLamp := Fault;', 'FaultLamp := FALSE;']], expect: items('write now-constant FaultLamp !') }),
    nozzles({ id: 'round40 filler nozzles: guard input moved', edits: [['GuardDoorClosed AT %IX3.6', 'GuardDoorClosed AT %IX4.0']], expect: items('declaration address-changed GuardDoorClosed !') }),
    nozzles({
      id: 'round40 filler nozzles: run latch renamed',
      edits: [
        ['    Running : BOOL;', '    CycleOn : BOOL;'],
        ['Running S= StartEdge.Q', 'CycleOn S= StartEdge.Q'],
        ['Running R= NOT StopPb', 'CycleOn R= NOT StopPb'],
        ['Running R= Fault;', 'CycleOn R= Fault;'],
        ['NozzleDown := Running AND', 'NozzleDown := CycleOn AND'],
        ['NozzleUp := Running AND', 'NozzleUp := CycleOn AND'],
        ['FillTimer(IN := Running AND', 'FillTimer(IN := CycleOn AND'],
        ['FillValve := Running AND', 'FillValve := CycleOn AND'],
      ],
      expect: items('declaration renamed CycleOn'),
    }),
    nozzles({ id: 'round40 filler nozzles: jog operands swapped', edits: [['NozzleUp := JogUp AND NOT JogDown AND NozzlePos < UpperLimit;', 'NozzleUp := NOT JogDown AND JogUp AND NozzlePos < UpperLimit;']], expect: [] }),
    // Added after the first score (the writer had then seen the misses of the cases above), because the corrections
    // took the round below 140 expected items; committed before they were scored.
    nozzles({ id: 'round40 filler nozzles: upper limit', edits: [['UpperLimit : INT := 1900;', 'UpperLimit : INT := 2000;']], expect: items('constant initial-value-changed UpperLimit') }),
    nozzles({ id: 'round40 filler nozzles: fill timer no longer called', edits: [['  FillTimer(IN := Running AND BottleInPlace AND NozzlePos <= LowerLimit, PT := FillTime);\n', '']], expect: items('fb-call no-longer-called FillTimer') }),
    nozzles({ id: 'round40 filler nozzles: comment reworded', edits: [['(* a guard door opened in any mode is a fault until reset *)', '(* an opened guard door latches a fault until the reset *)']], expect: [] }),
    // The start edge swapped for the level: the set's kept signals (mode, guard, fault) still gate it. Corrected after
    // the first score (writer's error): the `S=` operand is the write's value, not a condition (above).
    nozzles({ id: 'round40 filler nozzles: start on the level, not the edge', edits: [['Running S= StartEdge.Q AND AutoSel', 'Running S= StartPb AND AutoSel']], expect: items('write value-changed Running !') }),
    nozzles({ id: 'round40 filler nozzles: jog up past the upper limit', edits: [['NozzleUp := JogUp AND NOT JogDown AND NozzlePos < UpperLimit;', 'NozzleUp := JogUp AND NOT JogDown;']], expect: items('write value-changed NozzleUp !') }),
    nozzles({ id: 'round40 filler nozzles: batch counter reset removed', edits: [['Filled(CU := FillTimer.Q, RESET := ResetPb, PV := BatchSize);', 'Filled(CU := FillTimer.Q, RESET := FALSE, PV := BatchSize);']], expect: items('fb-call inputs-changed Filled.RESET') }),
    nozzles({
      id: 'round40 filler nozzles: service key bypasses the guard fault',
      edits: [
        ['    ResetPb AT %IX3.5 : BOOL;\n', '    ResetPb AT %IX3.5 : BOOL;\n    ServiceKey AT %IX4.1 : BOOL;\n'],
        ['Fault S= NOT GuardDoorClosed;', 'Fault S= NOT GuardDoorClosed AND NOT ServiceKey;'],
      ],
      // Judgement: the set reads the guard door itself and the key now keeps it from tripping, so its write is flagged.
      // Corrected after the first score (writer's error): the `S=` operand is the write's value, not a condition (above).
      expect: items('declaration added ServiceKey', 'write value-changed Fault !'),
    }),
  ]),
];
