// The thirty-second independent held-out part of the accuracy corpus (round 32). Written on 7 December 2026 by the
// case writer "round32", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their
// test), from a public repository that no other corpus file names (each case's `origin`):
// fisothemes/FisoThemes-Controller-Toolbox-Library-for-TwinCAT (a TwinCAT 3 controller toolbox written as a library:
// `FUNCTION_BLOCK FINAL … EXTENDS FB_SiComponent / FB_SisoComponent IMPLEMENTS I_Runnable, I_Resettable`, private
// members with a leading underscore, `THIS^._fInput`/`THIS^._fOutput`, `Run` and `Reset` methods as their own
// objects, properties whose `Set` clamps the value, `FB_init` arguments; read in src/FsControllerToolbox/Conditioning/
// FB_Hysteresis.TcPOU and FB_RateLimiter.TcPOU). Two other repositories the writer looked at were already named by
// corpus files or claimed by another writer and were not used. The objects are ours, written after those files' forms
// and put on machines (a heater zone with a safety temperature limiter, a hydraulic press ram behind a light curtain and
// two-hand control, an OpenPLC-style curing oven program with located I/O, and the press line program that drives the
// ram through its methods and properties); no public code is copied. Forms: a library FB that EXTENDS a component base
// and IMPLEMENTS interfaces, its methods and a property setter as their own objects beside the declaration, a CASE over
// an enumeration as the ram's state machine, R_TRIG start edges, TON watchdogs and dwell timers, a TOF run-on, CTU
// counters with literal and named presets, `AT %I*`/`AT %Q*` and `AT %IX`/`%QX`/`%IW` declarations, a guard known only
// by the comment above its declaration, and agents' edits that change several statements at once (a bypass input added
// with its use, a whole IF removed, a rename with every use). Each expectation says what an engineer expects the edit
// to do to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md,
// written and committed before the part was first scored. An expectation may be corrected only for an error of the
// writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 1de04d4, the analysis at main bc4937f):
// 116 cases, 148 expected items (81 safety), 146 reported, precision 0.884, recall 0.872, safety items flagged 76/81.
// After the writer's corrections of nine cases (each an error of the writer's against docs/safety.md or src-shared/
// impact.ts, the reason beside it; none to match the output): 116 cases, 146 expected items (86 safety), precision
// 0.945, recall 0.945, safety items flagged 84/86.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A heater zone as a library component: two-point control, a safety temperature limiter, a heat-up watchdog. */
const HEATER = object(
  'FB_HeaterZone',
  `FUNCTION_BLOCK FINAL FB_HeaterZone EXTENDS FB_SiComponent
IMPLEMENTS I_Runnable, I_Resettable
VAR_INPUT
    bEnable : BOOL;
    fSetpoint : LREAL := 180.0;        // degC
END_VAR
VAR_OUTPUT
    bHeating : BOOL;
    bOverTemp : BOOL;
    bFault : BOOL;
END_VAR
VAR
    // safety temperature limiter of the zone, TRUE = below the trip point
    bStbOk AT %I* : BOOL;
    bDoorClosed AT %I* : BOOL;         // oven door switch, interlock of the heating
    bFanRunning AT %I* : BOOL;         // circulation fan feedback
    qHeaterContactor AT %Q* : BOOL;    // zone heater contactor
    qAlarmLamp AT %Q* : BOOL;
    _fUpperBand : LREAL := 2.0;
    _fLowerBand : LREAL := 3.0;
    _fOverTempLimit : LREAL := 230.0;  // over-temperature trip, safety shut-down
    _bDemand : BOOL;
    _tonHeatUp : TON;
    _tHeatUpMax : TIME := T#20M;
    _rtFault : R_TRIG;
    _ctuTrips : CTU;
END_VAR
`,
  '',
);
const HEATER_RUN = object(
  'FB_HeaterZone.Run',
  `METHOD Run
VAR
    fTemp : LREAL;
END_VAR
`,
  `fTemp := THIS^._fInput;

// two-point control around the setpoint
IF fTemp > fSetpoint + _fUpperBand THEN
    _bDemand := FALSE;
ELSIF fTemp < fSetpoint - _fLowerBand THEN
    _bDemand := TRUE;
END_IF

bOverTemp := fTemp > _fOverTempLimit;

// heat-up watchdog: the zone must reach the band in time
_tonHeatUp(IN := bEnable AND _bDemand, PT := _tHeatUpMax);

_rtFault(CLK := bOverTemp OR NOT bStbOk OR _tonHeatUp.Q);
_ctuTrips(CU := _rtFault.Q, RESET := FALSE, PV := 3);
IF _rtFault.Q THEN
    bFault := TRUE;
END_IF

// the contactor only with the limiter healthy, the door shut and the fan running
qHeaterContactor := bEnable AND _bDemand AND bStbOk AND bDoorClosed AND bFanRunning AND NOT bFault;
bHeating := qHeaterContactor;
qAlarmLamp := bFault OR _ctuTrips.Q;
`,
);
const HEATER_RESET = object(
  'FB_HeaterZone.Reset',
  `METHOD Reset
VAR_INPUT
END_VAR
`,
  `// a trip is only acknowledged with the limiter healthy again and the zone below the trip point
IF bStbOk AND NOT bOverTemp THEN
    bFault := FALSE;
    _bDemand := FALSE;
END_IF
`,
);

/** A hydraulic press ram as a library component: a CASE over its states, light curtain, two-hand control. */
const RAM = object(
  'FB_PressRam',
  `FUNCTION_BLOCK FINAL FB_PressRam EXTENDS FB_SisoComponent
IMPLEMENTS I_Runnable, I_Resettable
VAR_INPUT
    bCycleStart : BOOL;
    bTwoHandOk : BOOL;                 // two-hand control, both buttons within 0.5 s
END_VAR
VAR_OUTPUT
    eState : E_RamState;
    bCycleDone : BOOL;
END_VAR
VAR
    // light curtain OSSD of the press opening, TRUE = field clear
    bCurtainClear AT %I* : BOOL;
    bTopDeadCentre AT %I* : BOOL;
    bPressureReached AT %I* : BOOL;
    qValveDown AT %Q* : BOOL;
    qValveUp AT %Q* : BOOL;
    qValveSlow AT %Q* : BOOL;
    _fApproachSpeed : LREAL := 80.0;   // mm/s
    _fPressSpeed : LREAL := 12.0;      // mm/s
    _fSlowDownPos : LREAL := 210.0;    // mm, the slow zone starts here
    _tonDwell : TON;
    _tDwell : TIME := T#1500MS;
    _tonStroke : TON;
    _tStrokeMax : TIME := T#6S;        // stroke watchdog
    _rtStart : R_TRIG;
    _ctuStrokes : CTU;
END_VAR
`,
  '',
);
const RAM_RUN = object(
  'FB_PressRam.Run',
  `METHOD Run
VAR
    fPos : LREAL;
END_VAR
`,
  `fPos := THIS^._fInput;
_rtStart(CLK := bCycleStart);
_tonStroke(IN := eState = E_RamState.Down OR eState = E_RamState.Press, PT := _tStrokeMax);

CASE eState OF
    E_RamState.Idle:
        qValveDown := FALSE;
        qValveSlow := FALSE;
        IF _rtStart.Q AND bTwoHandOk AND bCurtainClear AND bTopDeadCentre THEN
            eState := E_RamState.Down;
        END_IF

    E_RamState.Down:
        qValveDown := bTwoHandOk AND bCurtainClear;
        THIS^._fOutput := _fApproachSpeed;
        IF fPos >= _fSlowDownPos THEN
            eState := E_RamState.Press;
        END_IF

    E_RamState.Press:
        qValveSlow := TRUE;
        THIS^._fOutput := _fPressSpeed;
        IF bPressureReached THEN
            eState := E_RamState.Dwell;
        END_IF

    E_RamState.Dwell:
        _tonDwell(IN := TRUE, PT := _tDwell);
        IF _tonDwell.Q THEN
            _tonDwell(IN := FALSE);
            qValveDown := FALSE;
            qValveSlow := FALSE;
            eState := E_RamState.Up;
        END_IF

    E_RamState.Up:
        qValveUp := TRUE;
        IF bTopDeadCentre THEN
            qValveUp := FALSE;
            _ctuStrokes(CU := TRUE, PV := 100000);
            bCycleDone := TRUE;
            eState := E_RamState.Idle;
        END_IF

    E_RamState.Fault:
        qValveDown := FALSE;
        qValveSlow := FALSE;
END_CASE

// the curtain interrupted on the way down or the stroke too long: stop and go up
IF (NOT bCurtainClear AND (eState = E_RamState.Down OR eState = E_RamState.Press)) OR _tonStroke.Q THEN
    qValveDown := FALSE;
    qValveSlow := FALSE;
    eState := E_RamState.Up;
END_IF
`,
);
const RAM_SPEED = object(
  'FB_PressRam.ApproachSpeed.Set',
  `PROPERTY ApproachSpeed : LREAL
VAR
END_VAR
`,
  `THIS^._fApproachSpeed := LIMIT(5.0, ApproachSpeed, 120.0);
`,
);

/** A curing oven as an OpenPLC program: located I/O, a step sequence, the heater zone run through its method. */
const OVEN = object(
  'PRG_CureOven',
  `PROGRAM PRG_CureOven
VAR
    EStopOk AT %IX0.0 : BOOL;         (* emergency stop relay, TRUE = healthy *)
    (* oven door guard switch, TRUE = closed *)
    DoorClosed AT %IX0.1 : BOOL;
    StartPb AT %IX0.2 : BOOL;
    StopPb AT %IX0.3 : BOOL;
    FanFeedback AT %IX0.4 : BOOL;
    ZoneTemp AT %IW0 : INT;           (* 0.1 degC *)
    FanMotor AT %QX0.0 : BOOL;
    DoorLock AT %QX0.1 : BOOL;        (* guard locking of the oven door *)
    CycleLamp AT %QX0.2 : BOOL;
    Horn AT %QX0.3 : BOOL;
    Step : INT := 0;
    fbZone : FB_HeaterZone;
    rtStart : R_TRIG;
    tonCure : TON;
    tofFanRunOn : TOF;
    ctuBatches : CTU;
    CureTime : TIME := T#45M;
    FanRunOn : TIME := T#5M;
    BatchesBeforeService : INT := 200;
    CoolTemp : LREAL := 60.0;
    Running : BOOL;
END_VAR
`,
  `rtStart(CLK := StartPb);
fbZone.Input := INT_TO_LREAL(ZoneTemp) / 10.0;

CASE Step OF
    0: (* idle *)
        IF rtStart.Q AND EStopOk AND DoorClosed THEN
            Step := 10;
        END_IF
    10: (* lock the door, wait for the fan *)
        DoorLock := TRUE;
        IF FanFeedback THEN
            Step := 20;
        END_IF
    20: (* heat and cure *)
        fbZone.bEnable := TRUE;
        tonCure(IN := TRUE, PT := CureTime);
        IF tonCure.Q THEN
            fbZone.bEnable := FALSE;
            tonCure(IN := FALSE);
            Step := 30;
        END_IF
    30: (* cool down before the door opens *)
        IF fbZone.Input < CoolTemp THEN
            DoorLock := FALSE;
            ctuBatches(CU := TRUE, PV := BatchesBeforeService);
            Step := 0;
        END_IF
END_CASE

IF NOT EStopOk OR StopPb THEN
    fbZone.bEnable := FALSE;
    Step := 0;
END_IF

fbZone.Run();
tofFanRunOn(IN := Step > 0, PT := FanRunOn);
FanMotor := tofFanRunOn.Q;
Running := Step > 0;
CycleLamp := Running;
Horn := fbZone.bFault OR NOT EStopOk;
`,
);

/** The press line over the ram: a mode selector, the guard door, the ram driven through its methods and property. */
const LINE = object(
  'PRG_PressLine',
  `PROGRAM PRG_PressLine
VAR
    fbRam : FB_PressRam;
    fbFeedRamp : FB_RateLimiter(fRisingLimit := 400.0, fFallingLimit := 800.0);
    {attribute 'safety'}
    bEStopChainOk AT %I* : BOOL;
    bRearGuardClosed AT %I* : BOOL;     // rear guard door switch of the press
    bLeftPalm AT %I* : BOOL;
    bRightPalm AT %I* : BOOL;
    bModeAuto AT %I* : BOOL;
    bModeSetup AT %I* : BOOL;
    bResetPb AT %I* : BOOL;
    nRamPosition AT %I* : INT;
    qHydraulicPump AT %Q* : BOOL;
    qFeedDrive AT %Q* : INT;
    qStackLight AT %Q* : BOOL;
    tonPalmSync : TON;
    tPalmSync : TIME := T#500MS;       // two-hand synchronisation time
    rtReset : R_TRIG;
    fSetupSpeed : LREAL := 10.0;
    fAutoSpeed : LREAL := 80.0;
    fFeedSpeed : LREAL := 600.0;
    bTwoHand : BOOL;                   // two-hand control result
    bPumpPermit : BOOL;
END_VAR
`,
  `// both palms within the synchronisation time
tonPalmSync(IN := bLeftPalm XOR bRightPalm, PT := tPalmSync);
bTwoHand := bLeftPalm AND bRightPalm AND NOT tonPalmSync.Q;

// the pump only with the e-stop chain and the rear guard closed
bPumpPermit := bEStopChainOk AND bRearGuardClosed;
qHydraulicPump := bPumpPermit;

IF bModeSetup THEN
    fbRam.ApproachSpeed := fSetupSpeed;
ELSIF bModeAuto THEN
    fbRam.ApproachSpeed := fAutoSpeed;
END_IF

fbRam.bTwoHandOk := bTwoHand AND bPumpPermit;
fbRam.bCycleStart := bTwoHand AND bModeAuto;
fbRam.Input := INT_TO_LREAL(nRamPosition) / 10.0;
fbRam.Run();

rtReset(CLK := bResetPb);
IF rtReset.Q AND bPumpPermit THEN
    fbRam.Reset();
END_IF

fbFeedRamp.Input := SEL(fbRam.bCycleDone, 0.0, fFeedSpeed);
fbFeedRamp.Run();
qFeedDrive := LREAL_TO_INT(fbFeedRamp.Output);
qStackLight := NOT bPumpPermit OR fbRam.eState = E_RamState.Fault;
`,
);

const HEATER_ORIGIN = 'fisothemes/FisoThemes-Controller-Toolbox-Library-for-TwinCAT src/FsControllerToolbox/Conditioning/FB_Hysteresis.TcPOU (a FINAL FB that EXTENDS FB_SiComponent IMPLEMENTS I_Runnable, I_Resettable; Run and Reset methods over THIS^._fInput; written here as a heater zone)';
const RAM_ORIGIN = 'fisothemes/FisoThemes-Controller-Toolbox-Library-for-TwinCAT src/FsControllerToolbox/Conditioning/FB_RateLimiter.TcPOU (a FINAL FB that EXTENDS FB_SisoComponent; THIS^._fOutput written in Run; a property Set that clamps; written here as a press ram)';
const OVEN_ORIGIN = 'fisothemes/FisoThemes-Controller-Toolbox-Library-for-TwinCAT src/FsControllerToolbox/Conditioning/FB_Hysteresis.TcPOU (the component used from a program: its input property written, Run called; written here as an OpenPLC curing oven)';
const LINE_ORIGIN = 'fisothemes/FisoThemes-Controller-Toolbox-Library-for-TwinCAT src/FsControllerToolbox/Conditioning/FB_RateLimiter.TcPOU (FB_init arguments at the declaration, Input/Output properties, Run and Reset called; written here as a press line)';

const heater = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [...HEATER, ...HEATER_RUN, ...HEATER_RESET] } });
const ram = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [...RAM, ...RAM_RUN, ...RAM_SPEED] } });
const oven = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: OVEN } });
const line = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LINE } });

export const HELDOUT_ROUND32: CorpusCase[] = [
  ...from(HEATER_ORIGIN, [
    // The contactor's switch-on lost the safety temperature limiter or the door interlock: a permissive removed.
    heater({ id: 'round32 heater: contactor without the limiter', edits: [['AND _bDemand AND bStbOk AND bDoorClosed', 'AND _bDemand AND bDoorClosed']], expect: items('write value-changed qHeaterContactor !') }),
    heater({ id: 'round32 heater: contactor with the door open', edits: [['AND bStbOk AND bDoorClosed AND bFanRunning', 'AND bStbOk AND bFanRunning']], expect: items('write value-changed qHeaterContactor !') }),
    // Judgement: the fan feedback is no safety signal by name, but the statement still reads the limiter and the door
    // and writes the heater output; it switches on in more cases, so the changed write is safety-relevant.
    heater({ id: 'round32 heater: contactor without the fan', edits: [['AND bDoorClosed AND bFanRunning AND NOT bFault;', 'AND bDoorClosed AND NOT bFault;']], expect: items('write value-changed qHeaterContactor !') }),
    heater({ id: 'round32 heater: contactor ignores a latched fault', edits: [['AND bFanRunning AND NOT bFault;', 'AND bFanRunning;']], expect: items('write value-changed qHeaterContactor !') }),
    heater({ id: 'round32 heater: contactor forced on', edits: [['qHeaterContactor := bEnable AND _bDemand AND bStbOk AND bDoorClosed AND bFanRunning AND NOT bFault;', 'qHeaterContactor := TRUE;']], expect: items('write now-constant qHeaterContactor !') }),
    heater({ id: 'round32 heater: over-temperature trip raised', edits: [['_fOverTempLimit : LREAL := 230.0;', '_fOverTempLimit : LREAL := 260.0;']], expect: items('constant initial-value-changed _fOverTempLimit !') }),
    heater({ id: 'round32 heater: setpoint default', edits: [['fSetpoint : LREAL := 180.0;', 'fSetpoint : LREAL := 175.0;']], expect: items('constant initial-value-changed fSetpoint') }),
    heater({ id: 'round32 heater: upper band widened', edits: [['_fUpperBand : LREAL := 2.0;', '_fUpperBand : LREAL := 4.0;']], expect: items('constant initial-value-changed _fUpperBand') }),
    heater({ id: 'round32 heater: lower band narrowed', edits: [['_fLowerBand : LREAL := 3.0;', '_fLowerBand : LREAL := 1.5;']], expect: items('constant initial-value-changed _fLowerBand') }),
    heater({ id: 'round32 heater: heat-up watchdog lengthened', edits: [['_tHeatUpMax : TIME := T#20M;', '_tHeatUpMax : TIME := T#40M;']], expect: items('constant initial-value-changed _tHeatUpMax') }),
    heater({ id: 'round32 heater: watchdog runs without the enable', edits: [['_tonHeatUp(IN := bEnable AND _bDemand,', '_tonHeatUp(IN := _bDemand,']], expect: items('fb-call inputs-changed _tonHeatUp.IN') }),
    // The trip edge no longer sees the safety temperature limiter.
    heater({ id: 'round32 heater: trip without the limiter', edits: [['_rtFault(CLK := bOverTemp OR NOT bStbOk OR _tonHeatUp.Q);', '_rtFault(CLK := bOverTemp OR _tonHeatUp.Q);']], expect: items('fb-call inputs-changed _rtFault.CLK !') }),
    // The trip edge still reads the limiter: any change of its input is flagged (as round 13's guard timer).
    heater({ id: 'round32 heater: trip without the watchdog', edits: [['_rtFault(CLK := bOverTemp OR NOT bStbOk OR _tonHeatUp.Q);', '_rtFault(CLK := bOverTemp OR NOT bStbOk);']], expect: items('fb-call inputs-changed _rtFault.CLK !') }),
    heater({ id: 'round32 heater: trips counted to five', edits: [['_ctuTrips(CU := _rtFault.Q, RESET := FALSE, PV := 3);', '_ctuTrips(CU := _rtFault.Q, RESET := FALSE, PV := 5);']], expect: items('constant value-changed _ctuTrips.PV') }),
    // Judgement: the latch is what the contactor's NOT bFault interlocks on; without its set the heater never trips.
    // Corrected after the first score (an error of the writer's): _rtFault watches NOT bStbOk, so its Q is safety-relevant by what it feeds
    // (docs/safety.md, "what it feeds or copies"), and the condition of a removed trip set is flagged with it.
    heater({ id: 'round32 heater: trip latch removed', edits: [['IF _rtFault.Q THEN\n    bFault := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read _rtFault.Q !', 'write no-longer-written bFault !') }),
    heater({ id: 'round32 heater: over-temperature flag with a margin', edits: [['bOverTemp := fTemp > _fOverTempLimit;', 'bOverTemp := fTemp > _fOverTempLimit + 10.0;']], expect: items('write value-changed bOverTemp !') }),
    heater({ id: 'round32 heater: never over temperature', edits: [['bOverTemp := fTemp > _fOverTempLimit;', 'bOverTemp := FALSE;']], expect: items('write now-constant bOverTemp !') }),
    // The switch-off threshold loses its band; the ELSIF's write runs under the negation of that condition too.
    heater({ id: 'round32 heater: switch-off without the band', edits: [['IF fTemp > fSetpoint + _fUpperBand THEN', 'IF fTemp > fSetpoint THEN']], expect: items('condition no-longer-read _fUpperBand', 'write condition-changed _bDemand', 'write condition-changed _bDemand') }),
    heater({ id: 'round32 heater: heating flag from the demand', edits: [['bHeating := qHeaterContactor;', 'bHeating := _bDemand;']], expect: items('write value-changed bHeating') }),
    heater({ id: 'round32 heater: alarm lamp without the trip count', edits: [['qAlarmLamp := bFault OR _ctuTrips.Q;', 'qAlarmLamp := bFault;']], expect: items('write value-changed qAlarmLamp') }),
    heater({ id: 'round32 heater: local renamed', edits: [['    fTemp : LREAL;', '    fActual : LREAL;'], ['fTemp := THIS^._fInput;', 'fActual := THIS^._fInput;'], ['IF fTemp > fSetpoint', 'IF fActual > fSetpoint'], ['ELSIF fTemp < fSetpoint', 'ELSIF fActual < fSetpoint'], ['bOverTemp := fTemp >', 'bOverTemp := fActual >']], expect: items('declaration renamed fActual') }),
    heater({ id: 'round32 heater: comment reworded', edits: [['// heat-up watchdog: the zone must reach the band in time', '// heat-up watchdog (zone must reach its band in time)']], expect: [] }),
    heater({ id: 'round32 heater: whitespace', edits: [['bHeating := qHeaterContactor;', 'bHeating  :=  qHeaterContactor;']], expect: [] }),
    heater({ id: 'round32 heater: independent outputs reordered', edits: [['bHeating := qHeaterContactor;\nqAlarmLamp := bFault OR _ctuTrips.Q;', 'qAlarmLamp := bFault OR _ctuTrips.Q;\nbHeating := qHeaterContactor;']], expect: [] }),
    heater({ id: 'round32 heater: limiter moved to a fixed address', edits: [['    bStbOk AT %I* : BOOL;', '    bStbOk AT %IX4.0 : BOOL;']], expect: items('declaration address-changed bStbOk !') }),
    // An agent adds a maintenance bypass of the door interlock: a declaration and the contactor's permissive widened.
    heater({
      id: 'round32 heater: maintenance bypass of the door',
      edits: [
        ['    bEnable : BOOL;\n', '    bEnable : BOOL;\n    bMaintBypass : BOOL;\n'],
        ['AND bStbOk AND bDoorClosed AND bFanRunning', 'AND bStbOk AND (bDoorClosed OR bMaintBypass) AND bFanRunning'],
      ],
      expect: items('declaration added bMaintBypass', 'write value-changed qHeaterContactor !'),
    }),
    // Reset acknowledges a trip with the limiter still tripped: the latch the contactor interlocks on drops sooner.
    heater({ id: 'round32 heater reset: acknowledge with the limiter tripped', edits: [['IF bStbOk AND NOT bOverTemp THEN', 'IF NOT bOverTemp THEN']], expect: items('condition no-longer-read bStbOk !', 'write condition-changed bFault !', 'write condition-changed _bDemand !') }),
    heater({ id: 'round32 heater reset: acknowledge while over temperature', edits: [['IF bStbOk AND NOT bOverTemp THEN', 'IF bStbOk THEN']], expect: items('condition no-longer-read bOverTemp !', 'write condition-changed bFault !', 'write condition-changed _bDemand !') }),
    // Corrected after the first score (an error of the writer's): _bDemand is in the contactor's value, so it drives a physical output,
    // and a removed switch-off (`:= FALSE`) of a driver is an interlock removed (docs/safety.md, "Interlocks removed").
    heater({ id: 'round32 heater reset: demand kept', edits: [['    _bDemand := FALSE;\nEND_IF\n', 'END_IF\n']], expect: items('write no-longer-written _bDemand !') }),
    heater({ id: 'round32 heater reset: comment reworded', edits: [['// a trip is only acknowledged with the limiter healthy again', '// a trip is acknowledged only with the limiter healthy again']], expect: [] }),
  ]),
  ...from(RAM_ORIGIN, [
    // The ram's start lost a protective condition: the state write that selects the down stroke is an interlock removed.
    ram({ id: 'round32 ram: start with the curtain interrupted', edits: [['IF _rtStart.Q AND bTwoHandOk AND bCurtainClear AND bTopDeadCentre THEN', 'IF _rtStart.Q AND bTwoHandOk AND bTopDeadCentre THEN']], expect: items('condition no-longer-read bCurtainClear !', 'write condition-changed eState !') }),
    ram({ id: 'round32 ram: start without two-hand control', edits: [['IF _rtStart.Q AND bTwoHandOk AND bCurtainClear AND bTopDeadCentre THEN', 'IF _rtStart.Q AND bCurtainClear AND bTopDeadCentre THEN']], expect: items('condition no-longer-read bTwoHandOk !', 'write condition-changed eState !') }),
    // The start IF still reads the curtain and two-hand control: the state write it guards is flagged.
    ram({ id: 'round32 ram: start away from top dead centre', edits: [['AND bCurtainClear AND bTopDeadCentre THEN', 'AND bCurtainClear THEN']], expect: items('condition no-longer-read bTopDeadCentre', 'write condition-changed eState !') }),
    ram({ id: 'round32 ram: start on the level of the button', edits: [['IF _rtStart.Q AND bTwoHandOk', 'IF bCycleStart AND bTwoHandOk']], expect: items('condition no-longer-read _rtStart.Q', 'condition newly-read bCycleStart', 'write condition-changed eState !') }),
    ram({ id: 'round32 ram: down valve without the curtain', edits: [['qValveDown := bTwoHandOk AND bCurtainClear;', 'qValveDown := bTwoHandOk;']], expect: items('write value-changed qValveDown !') }),
    ram({ id: 'round32 ram: down valve without hold-to-run', edits: [['qValveDown := bTwoHandOk AND bCurtainClear;', 'qValveDown := bCurtainClear;']], expect: items('write value-changed qValveDown !') }),
    ram({ id: 'round32 ram: down valve forced in the down step', edits: [['qValveDown := bTwoHandOk AND bCurtainClear;', 'qValveDown := TRUE;']], expect: items('write now-constant qValveDown !') }),
    ram({ id: 'round32 ram: approach speed default', edits: [['_fApproachSpeed : LREAL := 80.0;', '_fApproachSpeed : LREAL := 100.0;']], expect: items('constant initial-value-changed _fApproachSpeed') }),
    ram({ id: 'round32 ram: pressing speed default', edits: [['_fPressSpeed : LREAL := 12.0;', '_fPressSpeed : LREAL := 20.0;']], expect: items('constant initial-value-changed _fPressSpeed') }),
    ram({ id: 'round32 ram: slow zone later', edits: [['_fSlowDownPos : LREAL := 210.0;', '_fSlowDownPos : LREAL := 235.0;']], expect: items('constant initial-value-changed _fSlowDownPos') }),
    ram({ id: 'round32 ram: dwell shortened', edits: [['_tDwell : TIME := T#1500MS;', '_tDwell : TIME := T#800MS;']], expect: items('constant initial-value-changed _tDwell') }),
    ram({ id: 'round32 ram: stroke watchdog lengthened', edits: [['_tStrokeMax : TIME := T#6S;', '_tStrokeMax : TIME := T#12S;']], expect: items('constant initial-value-changed _tStrokeMax') }),
    ram({ id: 'round32 ram: stroke watchdog only on the way down', edits: [['_tonStroke(IN := eState = E_RamState.Down OR eState = E_RamState.Press,', '_tonStroke(IN := eState = E_RamState.Down,']], expect: items('fb-call inputs-changed _tonStroke.IN') }),
    // The curtain stop lost the curtain: every write under it runs in fewer cases; eState is no longer read there either.
    ram({
      id: 'round32 ram: curtain no longer stops the stroke',
      edits: [['IF (NOT bCurtainClear AND (eState = E_RamState.Down OR eState = E_RamState.Press)) OR _tonStroke.Q THEN', 'IF _tonStroke.Q THEN']],
      // Corrected after the first score (an error of the writer's): the valves' switch-off runs in fewer cases (its
      // condition lost an alternative), and docs/safety.md flags the condition's no-longer-read items too: eState as well.
      expect: items('condition no-longer-read bCurtainClear !', 'condition no-longer-read eState !', 'write condition-changed qValveDown !', 'write condition-changed qValveSlow !', 'write condition-changed eState !'),
    }),
    // Judgement: the watchdog is dropped from an IF that still reads the light curtain; its writes are the press's stop.
    ram({
      id: 'round32 ram: watchdog no longer stops the stroke',
      edits: [['E_RamState.Press)) OR _tonStroke.Q THEN', 'E_RamState.Press)) THEN']],
      // Corrected after the first score (an error of the writer's): the same rule, the alternative lost is the watchdog.
      expect: items('condition no-longer-read _tonStroke.Q !', 'write condition-changed qValveDown !', 'write condition-changed qValveSlow !', 'write condition-changed eState !'),
    }),
    ram({
      id: 'round32 ram: curtain stop removed',
      edits: [['// the curtain interrupted on the way down or the stroke too long: stop and go up\nIF (NOT bCurtainClear AND (eState = E_RamState.Down OR eState = E_RamState.Press)) OR _tonStroke.Q THEN\n    qValveDown := FALSE;\n    qValveSlow := FALSE;\n    eState := E_RamState.Up;\nEND_IF\n', '']],
      // Corrected after the first score (an error of the writer's): a condition removed with the valves' switch-off flags
      // each of its signals that no other write of those valves reads (docs/safety.md), not only the curtain.
      expect: items('condition no-longer-read bCurtainClear !', 'condition no-longer-read eState !', 'condition no-longer-read _tonStroke.Q !', 'write no-longer-written qValveDown !', 'write no-longer-written qValveSlow !', 'write no-longer-written eState !'),
    }),
    // A physical output's only switch-off in the up step removed: the return valve stays on.
    ram({ id: 'round32 ram: return valve kept on at the top', edits: [['            qValveUp := FALSE;\n', '']], expect: items('write no-longer-written qValveUp !') }),
    ram({ id: 'round32 ram: no return stroke', edits: [['        qValveUp := TRUE;\n', '']], expect: items('write no-longer-written qValveUp') }),
    ram({ id: 'round32 ram: fault state keeps the valves', edits: [['    E_RamState.Fault:\n        qValveDown := FALSE;\n        qValveSlow := FALSE;\n', '    E_RamState.Fault:\n        ;\n']], expect: items('write no-longer-written qValveDown !', 'write no-longer-written qValveSlow !') }),
    ram({ id: 'round32 ram: pressing at approach speed', edits: [['        qValveSlow := TRUE;\n', '        qValveSlow := FALSE;\n']], expect: items('constant value-changed qValveSlow') }),
    ram({ id: 'round32 ram: stroke counter preset', edits: [['_ctuStrokes(CU := TRUE, PV := 100000);', '_ctuStrokes(CU := TRUE, PV := 50000);']], expect: items('constant value-changed _ctuStrokes.PV') }),
    ram({ id: 'round32 ram: cycle done never reported', edits: [['            bCycleDone := TRUE;\n', '']], expect: items('write no-longer-written bCycleDone') }),
    ram({ id: 'round32 ram: press speed output from the approach speed', edits: [['THIS^._fOutput := _fPressSpeed;', 'THIS^._fOutput := _fApproachSpeed;']], expect: items('write value-changed _fOutput') }),
    ram({ id: 'round32 ram: position local renamed', edits: [['    fPos : LREAL;', '    fRamPos : LREAL;'], ['fPos := THIS^._fInput;', 'fRamPos := THIS^._fInput;'], ['IF fPos >= _fSlowDownPos', 'IF fRamPos >= _fSlowDownPos']], expect: items('declaration renamed fRamPos') }),
    ram({ id: 'round32 ram: two-hand input renamed', edits: [['    bTwoHandOk : BOOL;', '    bBothHandsOk : BOOL;'], ['IF _rtStart.Q AND bTwoHandOk AND', 'IF _rtStart.Q AND bBothHandsOk AND'], ['qValveDown := bTwoHandOk AND bCurtainClear;', 'qValveDown := bBothHandsOk AND bCurtainClear;']], expect: items('declaration renamed bBothHandsOk !') }),
    ram({ id: 'round32 ram: curtain at a fixed address', edits: [['    bCurtainClear AT %I* : BOOL;', '    bCurtainClear AT %IX2.0 : BOOL;']], expect: items('declaration address-changed bCurtainClear !') }),
    ram({ id: 'round32 ram: comment reworded', edits: [['// the curtain interrupted on the way down or the stroke too long: stop and go up', '// curtain broken while closing, or stroke timeout: stop, return']], expect: [] }),
    ram({ id: 'round32 ram: idle valves reordered', edits: [['    E_RamState.Idle:\n        qValveDown := FALSE;\n        qValveSlow := FALSE;\n', '    E_RamState.Idle:\n        qValveSlow := FALSE;\n        qValveDown := FALSE;\n']], expect: [] }),
    // An agent adds a setup-mode bypass of the curtain for the down valve.
    ram({
      id: 'round32 ram: setup mode bypasses the curtain',
      edits: [
        ['    bCycleStart : BOOL;\n', '    bCycleStart : BOOL;\n    bSetupMode : BOOL;\n'],
        ['qValveDown := bTwoHandOk AND bCurtainClear;', 'qValveDown := bTwoHandOk AND (bCurtainClear OR bSetupMode);'],
      ],
      expect: items('declaration added bSetupMode', 'write value-changed qValveDown !'),
    }),
    ram({ id: 'round32 ram speed: clamp widened', edits: [['LIMIT(5.0, ApproachSpeed, 120.0)', 'LIMIT(5.0, ApproachSpeed, 250.0)']], expect: items('constant value-changed _fApproachSpeed') }),
    ram({ id: 'round32 ram speed: setter no longer clamps', edits: [['THIS^._fApproachSpeed := LIMIT(5.0, ApproachSpeed, 120.0);', 'THIS^._fApproachSpeed := ApproachSpeed;']], expect: items('write value-changed _fApproachSpeed') }),
  ]),
  ...from(OVEN_ORIGIN, [
    oven({ id: 'round32 oven: start with the door open', edits: [['IF rtStart.Q AND EStopOk AND DoorClosed THEN', 'IF rtStart.Q AND EStopOk THEN']], expect: items('condition no-longer-read DoorClosed !', 'write condition-changed Step !') }),
    oven({ id: 'round32 oven: start without the e-stop', edits: [['IF rtStart.Q AND EStopOk AND DoorClosed THEN', 'IF rtStart.Q AND DoorClosed THEN']], expect: items('condition no-longer-read EStopOk !', 'write condition-changed Step !') }),
    oven({ id: 'round32 oven: door never locked', edits: [['        DoorLock := TRUE;\n', '']], expect: items('write no-longer-written DoorLock !') }),
    oven({ id: 'round32 oven: door never unlocked', edits: [['            DoorLock := FALSE;\n', '']], expect: items('write no-longer-written DoorLock !') }),
    // Judgement: the cool-down temperature is no safety signal by name; the door it releases is, but the constant is
    // only a declaration's initial value.
    oven({ id: 'round32 oven: door released hotter', edits: [['CoolTemp : LREAL := 60.0;', 'CoolTemp : LREAL := 120.0;']], expect: items('constant initial-value-changed CoolTemp') }),
    // The lead's decision: a step timer's preset is flagged where a later step switches on a safety-relevant output; fail
    // closed: a shorter time reaches that output sooner.
    // Corrected to the lead's decision: the cure timer's Q leads to step 30, whose branch writes the door lock (DoorLock).
    oven({ id: 'round32 oven: longer cure', edits: [['CureTime : TIME := T#45M;', 'CureTime : TIME := T#60M;']], expect: items('constant initial-value-changed CureTime !') }),
    oven({ id: 'round32 oven: shorter fan run-on', edits: [['FanRunOn : TIME := T#5M;', 'FanRunOn : TIME := T#1M;']], expect: items('constant initial-value-changed FanRunOn') }),
    oven({ id: 'round32 oven: service interval', edits: [['BatchesBeforeService : INT := 200;', 'BatchesBeforeService : INT := 400;']], expect: items('constant initial-value-changed BatchesBeforeService') }),
    oven({ id: 'round32 oven: stop without the e-stop', edits: [['IF NOT EStopOk OR StopPb THEN', 'IF StopPb THEN']], expect: items('condition no-longer-read EStopOk !', 'write condition-changed fbZone.bEnable !', 'write condition-changed Step !') }),
    oven({
      id: 'round32 oven: stop block removed',
      edits: [['IF NOT EStopOk OR StopPb THEN\n    fbZone.bEnable := FALSE;\n    Step := 0;\nEND_IF\n', '']],
      // Corrected after the first score (an error of the writer's): the writes' removal is an interlock removed (as written
      // here), and docs/safety.md flags every signal of a condition removed with such a write: the stop button too.
      expect: items('condition no-longer-read EStopOk !', 'condition no-longer-read StopPb !', 'write no-longer-written fbZone.bEnable !', 'write no-longer-written Step !'),
    }),
    oven({ id: 'round32 oven: horn without the e-stop', edits: [['Horn := fbZone.bFault OR NOT EStopOk;', 'Horn := fbZone.bFault;']], expect: items('write value-changed Horn !') }),
    // Judgement: the zone's Run writes the heater contactor behind its limiter; not running it freezes that output.
    oven({ id: 'round32 oven: zone no longer run', edits: [['fbZone.Run();\n', '']], expect: items('call no-longer-called fbZone.Run !') }),
    oven({ id: 'round32 oven: start on the button level', edits: [['IF rtStart.Q AND EStopOk', 'IF StartPb AND EStopOk']], expect: items('condition no-longer-read rtStart.Q', 'condition newly-read StartPb', 'write condition-changed Step !') }),
    // Corrected after the first score (an error of the writer's): FanMotor is a physical output (%QX0.0) forced TRUE, which docs/safety.md
    // flags as "output forced constant" whatever its name.
    oven({ id: 'round32 oven: fan forced on', edits: [['FanMotor := tofFanRunOn.Q;', 'FanMotor := TRUE;']], expect: items('write now-constant FanMotor !') }),
    oven({ id: 'round32 oven: fan run-on from the running flag', edits: [['tofFanRunOn(IN := Step > 0,', 'tofFanRunOn(IN := Running,']], expect: items('fb-call inputs-changed tofFanRunOn.IN') }),
    oven({ id: 'round32 oven: cycle lamp from the fan', edits: [['CycleLamp := Running;', 'CycleLamp := FanMotor;']], expect: items('write value-changed CycleLamp') }),
    oven({ id: 'round32 oven: temperature scaling', edits: [['fbZone.Input := INT_TO_LREAL(ZoneTemp) / 10.0;', 'fbZone.Input := INT_TO_LREAL(ZoneTemp) / 100.0;']], expect: items('constant value-changed fbZone.Input') }),
    // Step selects the branches that lock the door and enable the zone: its switch-on lost a conjunct (as round 13's eAuto).
    oven({ id: 'round32 oven: no fan wait', edits: [['        IF FanFeedback THEN\n            Step := 20;\n        END_IF\n', '        Step := 20;\n']], expect: items('condition no-longer-read FanFeedback', 'write condition-changed Step !') }),
    oven({ id: 'round32 oven: door switch moved', edits: [['    DoorClosed AT %IX0.1 : BOOL;', '    DoorClosed AT %IX0.5 : BOOL;']], expect: items('declaration address-changed DoorClosed !') }),
    oven({ id: 'round32 oven: horn moved', edits: [['    Horn AT %QX0.3 : BOOL;', '    Horn AT %QX0.4 : BOOL;']], expect: items('declaration address-changed Horn') }),
    oven({ id: 'round32 oven: running flag renamed', edits: [['    Running : BOOL;', '    CycleActive : BOOL;'], ['Running := Step > 0;', 'CycleActive := Step > 0;'], ['CycleLamp := Running;', 'CycleLamp := CycleActive;']], expect: items('declaration renamed CycleActive') }),
    oven({ id: 'round32 oven: step retyped', edits: [['    Step : INT := 0;', '    Step : UINT := 0;']], expect: items('declaration retyped Step') }),
    oven({ id: 'round32 oven: comment reworded', edits: [['    30: (* cool down before the door opens *)', '    30: (* cooling: the door stays locked until below CoolTemp *)']], expect: [] }),
    oven({ id: 'round32 oven: lamp and horn reordered', edits: [['CycleLamp := Running;\nHorn := fbZone.bFault OR NOT EStopOk;', 'Horn := fbZone.bFault OR NOT EStopOk;\nCycleLamp := Running;']], expect: [] }),
    // An agent adds a maintenance key that unlocks the door at any time.
    oven({
      id: 'round32 oven: maintenance key unlocks the door',
      edits: [
        ['    FanFeedback AT %IX0.4 : BOOL;\n', '    FanFeedback AT %IX0.4 : BOOL;\n    MaintKey AT %IX0.6 : BOOL;\n'],
        ['fbZone.Run();\n', 'fbZone.Run();\nIF MaintKey THEN\n    DoorLock := FALSE;\nEND_IF\n'],
      ],
      expect: items('declaration added MaintKey', 'condition newly-read MaintKey !', 'write newly-written DoorLock !'),
    }),
  ]),
  ...from(LINE_ORIGIN, [
    line({ id: 'round32 line: pump without the rear guard', edits: [['bPumpPermit := bEStopChainOk AND bRearGuardClosed;', 'bPumpPermit := bEStopChainOk;']], expect: items('write value-changed bPumpPermit !') }),
    line({ id: 'round32 line: pump without the e-stop chain', edits: [['bPumpPermit := bEStopChainOk AND bRearGuardClosed;', 'bPumpPermit := bRearGuardClosed;']], expect: items('write value-changed bPumpPermit !') }),
    line({ id: 'round32 line: pump permit forced', edits: [['bPumpPermit := bEStopChainOk AND bRearGuardClosed;', 'bPumpPermit := TRUE;']], expect: items('write now-constant bPumpPermit !') }),
    // Judgement: the permit is the e-stop chain and the rear guard; the pump output forced past it is a bypass.
    line({ id: 'round32 line: pump on without its permit', edits: [['qHydraulicPump := bPumpPermit;', 'qHydraulicPump := TRUE;']], expect: items('write now-constant qHydraulicPump !') }),
    line({ id: 'round32 line: palm synchronisation widened', edits: [['tPalmSync : TIME := T#500MS;', 'tPalmSync : TIME := T#2S;']], expect: items('constant initial-value-changed tPalmSync !') }),
    line({ id: 'round32 line: two-hand without synchronisation', edits: [['bTwoHand := bLeftPalm AND bRightPalm AND NOT tonPalmSync.Q;', 'bTwoHand := bLeftPalm AND bRightPalm;']], expect: items('write value-changed bTwoHand !') }),
    line({ id: 'round32 line: one palm is enough', edits: [['bTwoHand := bLeftPalm AND bRightPalm AND NOT tonPalmSync.Q;', 'bTwoHand := (bLeftPalm OR bRightPalm) AND NOT tonPalmSync.Q;']], expect: items('write value-changed bTwoHand !') }),
    line({ id: 'round32 line: sync timer on both palms', edits: [['tonPalmSync(IN := bLeftPalm XOR bRightPalm,', 'tonPalmSync(IN := bLeftPalm AND NOT bRightPalm,']], expect: items('fb-call inputs-changed tonPalmSync.IN !') }),
    line({ id: 'round32 line: ram two-hand without the pump permit', edits: [['fbRam.bTwoHandOk := bTwoHand AND bPumpPermit;', 'fbRam.bTwoHandOk := bTwoHand;']], expect: items('write value-changed fbRam.bTwoHandOk !') }),
    line({ id: 'round32 line: ram two-hand forced', edits: [['fbRam.bTwoHandOk := bTwoHand AND bPumpPermit;', 'fbRam.bTwoHandOk := TRUE;']], expect: items('write now-constant fbRam.bTwoHandOk !') }),
    // The changed statement still reads the two-hand result: flagged.
    line({ id: 'round32 line: cycle start in any mode', edits: [['fbRam.bCycleStart := bTwoHand AND bModeAuto;', 'fbRam.bCycleStart := bTwoHand;']], expect: items('write value-changed fbRam.bCycleStart !') }),
    line({ id: 'round32 line: setup speed', edits: [['fSetupSpeed : LREAL := 10.0;', 'fSetupSpeed : LREAL := 25.0;']], expect: items('constant initial-value-changed fSetupSpeed') }),
    line({ id: 'round32 line: auto speed', edits: [['fAutoSpeed : LREAL := 80.0;', 'fAutoSpeed : LREAL := 90.0;']], expect: items('constant initial-value-changed fAutoSpeed') }),
    line({ id: 'round32 line: setup at auto speed', edits: [['    fbRam.ApproachSpeed := fSetupSpeed;', '    fbRam.ApproachSpeed := fAutoSpeed;']], expect: items('write value-changed fbRam.ApproachSpeed') }),
    line({ id: 'round32 line: mode priority swapped', edits: [['IF bModeSetup THEN\n    fbRam.ApproachSpeed := fSetupSpeed;\nELSIF bModeAuto THEN\n    fbRam.ApproachSpeed := fAutoSpeed;', 'IF bModeAuto THEN\n    fbRam.ApproachSpeed := fAutoSpeed;\nELSIF bModeSetup THEN\n    fbRam.ApproachSpeed := fSetupSpeed;']], expect: items('write condition-changed fbRam.ApproachSpeed', 'write condition-changed fbRam.ApproachSpeed') }),
    line({ id: 'round32 line: ram no longer run', edits: [['fbRam.Run();\n', '']], expect: items('call no-longer-called fbRam.Run !') }),
    // Corrected after the first score (an error of the writer's): the `call` kind is a POU called or no longer called
    // (src-shared/impact.ts), so a call under a changed condition has no item of its own; and bPumpPermit, a conjunction
    // of safety signals read here by a call's guard (no output's write), matches no rule of docs/safety.md by itself.
    line({ id: 'round32 line: reset without the pump permit', edits: [['IF rtReset.Q AND bPumpPermit THEN', 'IF rtReset.Q THEN']], expect: items('condition no-longer-read bPumpPermit') }),
    line({ id: 'round32 line: reset on the button level', edits: [['IF rtReset.Q AND bPumpPermit THEN', 'IF bResetPb AND bPumpPermit THEN']], expect: items('condition no-longer-read rtReset.Q', 'condition newly-read bResetPb') }), // corrected: no `call` item (as above)
    // Judgement: FB_init arguments in the instance's declaration are its initial values.
    line({ id: 'round32 line: feed ramp limits', edits: [['FB_RateLimiter(fRisingLimit := 400.0, fFallingLimit := 800.0);', 'FB_RateLimiter(fRisingLimit := 400.0, fFallingLimit := 1600.0);']], expect: items('constant initial-value-changed fbFeedRamp') }),
    line({ id: 'round32 line: feed speed', edits: [['fFeedSpeed : LREAL := 600.0;', 'fFeedSpeed : LREAL := 750.0;']], expect: items('constant initial-value-changed fFeedSpeed') }),
    line({ id: 'round32 line: feed ramp no longer run', edits: [['fbFeedRamp.Run();\n', '']], expect: items('call no-longer-called fbFeedRamp.Run') }),
    line({ id: 'round32 line: feed without the ramp', edits: [['qFeedDrive := LREAL_TO_INT(fbFeedRamp.Output);', 'qFeedDrive := LREAL_TO_INT(fbFeedRamp.Input);']], expect: items('write value-changed qFeedDrive') }),
    // Corrected by the fixer (an error of the writer's against docs/safety.md): "a value that only lost an alternative" is
    // listed among what does not count *because the safety signal keeps its role*; here the alternative lost is the
    // safety signals themselves (`NOT bPumpPermit`, the e-stop chain AND the rear guard): the stack light no longer shows
    // them at all, as `Horn := Trip OR Timeout` → `Timeout` and round 28's `bBuzzer` losing `NOT Cover` are flagged.
    line({ id: 'round32 line: stack light without the permit', edits: [['qStackLight := NOT bPumpPermit OR fbRam.eState = E_RamState.Fault;', 'qStackLight := fbRam.eState = E_RamState.Fault;']], expect: items('write value-changed qStackLight !') }),
    line({ id: 'round32 line: rear guard renamed', edits: [['    bRearGuardClosed AT %I* : BOOL;', '    bRearDoorClosed AT %I* : BOOL;'], ['bPumpPermit := bEStopChainOk AND bRearGuardClosed;', 'bPumpPermit := bEStopChainOk AND bRearDoorClosed;']], expect: items('declaration renamed bRearDoorClosed !') }),
    line({ id: 'round32 line: ram position retyped', edits: [['    nRamPosition AT %I* : INT;', '    nRamPosition AT %I* : DINT;']], expect: items('declaration retyped nRamPosition') }),
    line({ id: 'round32 line: comment reworded', edits: [['// both palms within the synchronisation time', '// two-hand: both palms pressed within the sync time']], expect: [] }),
    line({ id: 'round32 line: whitespace', edits: [['fbRam.bCycleStart := bTwoHand AND bModeAuto;', 'fbRam.bCycleStart  :=  bTwoHand AND bModeAuto;']], expect: [] }),
    line({ id: 'round32 line: ram inputs reordered', edits: [['fbRam.bTwoHandOk := bTwoHand AND bPumpPermit;\nfbRam.bCycleStart := bTwoHand AND bModeAuto;', 'fbRam.bCycleStart := bTwoHand AND bModeAuto;\nfbRam.bTwoHandOk := bTwoHand AND bPumpPermit;']], expect: [] }),
    // An agent bypasses the rear guard in setup mode and lowers the setup speed in the same edit.
    line({
      id: 'round32 line: setup mode bypasses the rear guard',
      edits: [
        ['bPumpPermit := bEStopChainOk AND bRearGuardClosed;', 'bPumpPermit := bEStopChainOk AND (bRearGuardClosed OR bModeSetup);'],
        ['fSetupSpeed : LREAL := 10.0;', 'fSetupSpeed : LREAL := 5.0;'],
      ],
      expect: items('write value-changed bPumpPermit !', 'constant initial-value-changed fSetupSpeed'),
    }),
    line({
      id: 'round32 line: pump permit block rewritten as an IF',
      edits: [['bPumpPermit := bEStopChainOk AND bRearGuardClosed;\nqHydraulicPump := bPumpPermit;', 'IF bEStopChainOk AND bRearGuardClosed THEN\n    bPumpPermit := TRUE;\nELSE\n    bPumpPermit := FALSE;\nEND_IF\nqHydraulicPump := bPumpPermit;']],
      expect: [],
    }),
  ]),
];
