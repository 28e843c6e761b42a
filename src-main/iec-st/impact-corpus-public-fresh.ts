// Training cases from public repositories the corpus had not used before (listed in docs/impact-accuracy.md): a spa
// controller and a fan loop for OpenPLC, a dual-channel safety contactor with feedback monitoring, a PLCopen-safety
// motion program, CODESYS axis methods, a roller-shutter FB, a palletiser with light-curtain muting and two-hand
// control, a guard-locking program with overlapping output addresses, and a CODESYS GVL whose safety meaning is in
// the comments above its variables. The objects are ours, written after reading those files for their forms; each
// case names its inspiration in `origin`. The case writer did not change the analysis. These cases are always
// training (not hash-split): they are what the analysis is fixed against.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const tagged = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC spa controller: one master permissive, a two-speed pump, a heater behind proven flow. */
const SPA = [
  {
    name: 'pous/programs/SpaCtl.st',
    text: `PROGRAM SpaCtl
  VAR
    SpaEnable : BOOL AT %IX0.0;
    PumpReq : BOOL AT %IX0.1;
    HeatReq : BOOL AT %IX0.2;
    HighSpeedReq : BOOL AT %IX0.3;
    FlowSwitch : BOOL AT %IX0.4;
    (* High-limit thermostat, NC contact *)
    HighLimitOK : BOOL AT %IX0.5;
    (* Remote emergency stop, FALSE = tripped *)
    RemoteTripOK : BOOL AT %IX0.6 := TRUE;
    WaterTemp : INT AT %IW0;
    TempSetpoint : INT := 380;
    MaxTemp : INT := 420;
    PumpLow : BOOL AT %QX0.0;
    PumpHigh : BOOL AT %QX0.1;
    Heater : BOOL AT %QX0.2;
    FaultLamp : BOOL AT %QX0.4;
    FaultCode : INT;
    Permit : BOOL;
    FlowProve : TON;
    HeatOn : BOOL;
  END_VAR

  Permit := SpaEnable AND HighLimitOK AND RemoteTripOK AND WaterTemp <= MaxTemp;
  PumpHigh := Permit AND HighSpeedReq;
  PumpLow := Permit AND (PumpReq OR HeatReq) AND NOT PumpHigh;
  FlowProve(IN := (PumpLow OR PumpHigh) AND FlowSwitch, PT := T#10S);
  IF NOT Permit OR NOT FlowProve.Q THEN
    HeatOn := FALSE;
  ELSIF WaterTemp < TempSetpoint - 5 THEN
    HeatOn := HeatReq;
  ELSIF WaterTemp > TempSetpoint + 5 THEN
    HeatOn := FALSE;
  END_IF;
  Heater := HeatOn;
  FaultCode := 0;
  IF SpaEnable AND NOT RemoteTripOK THEN
    FaultCode := 4;
  ELSIF SpaEnable AND NOT HighLimitOK THEN
    FaultCode := 2;
  END_IF;
  FaultLamp := FaultCode <> 0;
  IF FaultCode <> 0 THEN
    PumpLow := FALSE;
    PumpHigh := FALSE;
    Heater := FALSE;
  END_IF;
END_PROGRAM
`,
  },
];

/** An OpenPLC fan loop with a located memory word and hysteresis. */
const FAN = [
  {
    name: 'pous/programs/FanLoop.st',
    text: `PROGRAM FanLoop
  VAR
    Temperature AT %MW0 : UINT := 20;
    Fan AT %QX0.0 : BOOL := FALSE;
  END_VAR

  (* cooling fan with three degrees of hysteresis *)
  IF Temperature >= 30 THEN
    Fan := TRUE;
  ELSIF Temperature <= 27 THEN
    Fan := FALSE;
  END_IF;
END_PROGRAM
`,
  },
];

/** A dual-channel safety contactor pair with external device monitoring (EDM) and a state machine over an enum. */
const CONTACTOR = object(
  'FB_SafeContactor',
  `FUNCTION_BLOCK FB_SafeContactor
VAR_INPUT
    xRequest : BOOL;
    xReset : BOOL;
    stCfg : ST_ContactorCfg;
END_VAR
VAR_OUTPUT
    xError : BOOL;
    wDiagCode : WORD;
END_VAR
VAR
    // Safety output channel 1, contactor K1
    xK1 AT %QX20.0 : BOOL;
    // Safety output channel 2, contactor K2
    xK2 AT %QX20.1 : BOOL;
    // EDM feedback of safety contactor K1, NC
    xK1Fdbk AT %IX20.0 : BOOL;
    xK2Fdbk AT %IX20.1 : BOOL; // EDM feedback of safety contactor K2, NC
    stIn : ST_ContactorInputs;
    eState : E_ContactorState;
    tonFdbk : TON;
    tonStart : TON;
    rtReset : R_TRIG;
END_VAR
`,
  `stIn.xFdbk1 := xK1Fdbk;
stIn.xFdbk2 := xK2Fdbk;
stIn.xModuleOK := stCfg.xModuleOK;
tonStart(IN := stIn.xModuleOK, PT := T#3S);
tonFdbk(IN := (xK1 = stIn.xFdbk1) OR (xK2 = stIn.xFdbk2), PT := stCfg.tMonitor);
rtReset(CLK := xReset);
CASE eState OF
    E_ContactorState.Init:
        IF tonStart.Q THEN
            eState := E_ContactorState.Disabled;
        END_IF
    E_ContactorState.Disabled:
        xK1 := FALSE;
        xK2 := FALSE;
        IF xRequest AND stIn.xFdbk1 AND stIn.xFdbk2 THEN
            eState := E_ContactorState.Enabled;
        END_IF
    E_ContactorState.Enabled:
        xK1 := xRequest;
        xK2 := xRequest;
        IF NOT xRequest THEN
            eState := E_ContactorState.Disabled;
        END_IF
    E_ContactorState.Error:
        xK2 := FALSE;
        xK1 := FALSE;
        IF rtReset.Q AND stIn.xFdbk1 AND stIn.xFdbk2 THEN
            eState := E_ContactorState.Disabled;
            xError := FALSE;
        END_IF
END_CASE
IF tonFdbk.Q AND eState <> E_ContactorState.Init THEN
    eState := E_ContactorState.Error;
    xError := TRUE;
    wDiagCode := 16#C060;
END_IF
`,
);

/** A PLCopen-safety style program: e-stop, guard locking, enabling switch, mode selector, safely limited speed. */
const SAFE_MOTION = object(
  'PRG_SafeMotion',
  `PROGRAM PRG_SafeMotion
VAR
    S1_S_EStopIn AT %IX30.0 : BOOL;
    S2_S_Mode0 AT %IX30.1 : BOOL;
    S2_S_Mode1 AT %IX30.2 : BOOL;
    S4_S_EnableSwitchCh1 AT %IX30.3 : BOOL;
    S4_S_EnableSwitchCh2 AT %IX30.4 : BOOL;
    S5_S_GuardSwitch1 AT %IX30.5 : BOOL;
    S6_S_GuardSwitch2 AT %IX30.6 : BOOL;
    S7_S_GuardLock AT %IX30.7 : BOOL;
    S0_Reset AT %IX31.0 : BOOL;
    S8_UnlockGuard AT %IX31.1 : BOOL;
    S_UnlockGuard_K1 AT %QX30.0 : BOOL;
    S_SafeStopAxis1 AT %QX30.1 : BOOL;
    S_SLS_Enable : BOOL;
    fbEStop : SF_EmergencyStop;
    fbGuard : SF_GuardLocking;
    fbSLS : SF_SafelyLimitedSpeed;
    fbEnable : SF_EnableSwitch;
    fbMode : SF_ModeSelector;
END_VAR
`,
  `fbMode(Activate := TRUE, S_Mode0 := S2_S_Mode0, S_Mode1 := S2_S_Mode1, S_Unlock := FALSE, S_SetMode := TRUE, AutoSetMode := FALSE, ModeMonitorTime := T#1S, Reset := S0_Reset);
fbEStop(Activate := TRUE, S_EStopIn := S1_S_EStopIn, S_StartReset := FALSE, S_AutoReset := FALSE, Reset := S0_Reset);
fbGuard(Activate := TRUE, S_GuardMonitoring := S5_S_GuardSwitch1 AND S6_S_GuardSwitch2, S_GuardLock := S7_S_GuardLock, UnlockRequest := S8_UnlockGuard, S_StartReset := FALSE, Reset := S0_Reset);
fbEnable(Activate := fbMode.S_Mode1Sel, S_SafetyActive := NOT fbGuard.S_GuardLocked, S_EnableSwitchCh1 := S4_S_EnableSwitchCh1, S_EnableSwitchCh2 := S4_S_EnableSwitchCh2, Reset := S0_Reset);
S_UnlockGuard_K1 := fbGuard.S_UnlockGuard;
S_SafeStopAxis1 := fbEStop.S_EStopOut AND (fbGuard.S_GuardLocked OR fbEnable.S_EnableSwitchOut);
S_SLS_Enable := fbMode.S_Mode1Sel AND NOT fbGuard.S_GuardLocked;
fbSLS(Activate := S_SLS_Enable, S_OpMode := S_SLS_Enable, AxisID := 1, MonitoringTime := T#200MS, Reset := S0_Reset);
`,
);

/** A CODESYS axis FB's jog method: defaults chosen with SEL, the FB's own MC_MoveVelocity instance set member by member. */
const JOG = object(
  'FB_AxisCtl.JogPositive',
  `METHOD JogPositive : ST_AxisResult
VAR_INPUT
    lrVelocity : LREAL := 0;
    lrAcceleration : LREAL := 0;
END_VAR
`,
  `_lrJogVel := SEL(lrVelocity = 0, lrVelocity, stParameter.stDefault.lrVelocity);
_lrJogAcc := SEL(lrAcceleration = 0, lrAcceleration, stParameter.stDefault.lrAcc);
_fbMoveVelocity.Velocity := MIN(_lrJogVel, stParameter.stLimits.lrMaxJogVelocity);
_fbMoveVelocity.Acceleration := _lrJogAcc;
_xJogPosRequested := TRUE;
JogPositive.xBusy := iStep = E_AxisStep.JOG_POS;
JogPositive.xDone := FALSE;
JogPositive.xError := xError;
`,
);

/** The same FB's private error method: THIS^, a call of its own method with named arguments. */
const DETECT = object(
  'FB_AxisCtl._DetectErrors',
  `METHOD PRIVATE _DetectErrors
`,
  `IF _wDriverErrorCode <> 0 AND NOT _xIgnoreDriver THEN
    _ClearAllExecute();
    _eLastError := THIS^._wDriverErrorCode;
    Raise(iErrorID := E_AxisError.DRIVER_ERROR, iNextStep := E_AxisStep.TRY_RESET);
END_IF
IF _fbPower.Error THEN
    _eLastError := 16#7001;
END_IF
`,
);

/** A roller-shutter FB: priority inputs, a toggle, a run time and a lockout between directions. */
const COVER = object(
  'FB_Cover',
  `FUNCTION_BLOCK FB_Cover
VAR_INPUT
    xToggle : BOOL;
    xPrioLock : BOOL;
    xPrioUp : BOOL;
    xPrioDown : BOOL;
END_VAR
VAR_OUTPUT
    xMotorUp AT %QX40.0 : BOOL;
    xMotorDown AT %QX40.1 : BOOL;
END_VAR
VAR
    tLockout : TIME := T#1S;
    tTravel : TIME := T#20S;
    tofUp : TOF;
    tofDown : TOF;
    tonRun : TON;
    rtToggle : R_TRIG;
    eDir : E_CoverDir;
    eLastDir : E_CoverDir;
END_VAR
`,
  `rtToggle(CLK := xToggle);
IF xPrioLock THEN
    eDir := E_CoverDir.Stop;
ELSIF xPrioUp THEN
    eDir := E_CoverDir.Up;
ELSIF xPrioDown THEN
    eDir := E_CoverDir.Down;
ELSIF rtToggle.Q THEN
    IF eDir <> E_CoverDir.Stop THEN
        eDir := E_CoverDir.Stop;
    ELSIF eLastDir = E_CoverDir.Up THEN
        eDir := E_CoverDir.Down;
    ELSE
        eDir := E_CoverDir.Up;
    END_IF
END_IF
tonRun(IN := eDir <> E_CoverDir.Stop, PT := tTravel);
IF tonRun.Q THEN
    eDir := E_CoverDir.Stop;
END_IF
tofUp(IN := xMotorUp, PT := tLockout);
tofDown(IN := xMotorDown, PT := tLockout);
xMotorUp := eDir = E_CoverDir.Up AND NOT tofDown.Q AND NOT xMotorDown;
xMotorDown := eDir = E_CoverDir.Down AND NOT tofUp.Q AND NOT xMotorUp;
IF eDir <> E_CoverDir.Stop THEN
    eLastDir := eDir;
END_IF
`,
);

/** A palletiser exit: a muted light curtain (OSSD pair, two muting sensors) and a two-hand wrapper. */
const PALLETISER = object(
  'PRG_Palletiser',
  `PROGRAM PRG_Palletiser
VAR
    (* light curtain at the pallet exit, OSSD pair *)
    xCurtainOSSD1 AT %IX50.0 : BOOL;
    xCurtainOSSD2 AT %IX50.1 : BOOL; (* light curtain OSSD 2 *)
    // muting sensor A in front of the curtain
    xMuteSensorA AT %IX50.2 : BOOL;
    xMuteSensorB AT %IX50.3 : BOOL; // muting sensor B
    xMuteLamp AT %QX50.0 : BOOL;
    xConveyorOut AT %QX50.1 : BOOL;
    xPalmLeft AT %IX50.4 : BOOL;
    xPalmRight AT %IX50.5 : BOOL;
    xWrapperDown AT %QX50.2 : BOOL;
    mute : MUTING;
    twoHand : TWO_HAND;
    tMuteMax : TIME := T#30S;
    xRun : BOOL;
END_VAR
`,
  `mute(S_AOPD_In := xCurtainOSSD1 AND xCurtainOSSD2, MutingSwitch11 := xMuteSensorA, MutingSwitch12 := xMuteSensorB, MaxMutingTime := tMuteMax, MutingEnable := xRun);
xMuteLamp := mute.MutingActive;
xConveyorOut := xRun AND mute.S_AOPD_Out;
twoHand(S_Button1 := xPalmLeft, S_Button2 := xPalmRight, MaxDiff := T#500MS);
xWrapperDown := twoHand.S_TwoHandOut AND xRun;
`,
);

/** Guard locking of a cell door: the solenoid's safety meaning is in the comment above it; a spare byte beside it. */
const DOOR_LOCK = object(
  'PRG_DoorLock',
  `PROGRAM PRG_DoorLock
VAR
    (* guard locking solenoid of the cell door *)
    xLockSolenoid AT %QX60.2 : BOOL;
    xDoorClosed AT %IX60.0 : BOOL;
    xUnlockReq AT %IX60.1 : BOOL;
    xStatusLamp AT %QX60.3 : BOOL;
    bSpare AT %QB61 : BYTE;
    tonUnlock : TON;
END_VAR
`,
  `tonUnlock(IN := xUnlockReq, PT := T#2S);
xLockSolenoid := xDoorClosed AND NOT tonUnlock.Q;
xStatusLamp := xLockSolenoid;
bSpare := 0;
`,
);

/** A CODESYS GVL of a pool plant: safety meaning in the `//` and `(* *)` comments above the variables. */
const POOL_GVL_TEXT = `VAR_GLOBAL
    // pool pump motor
    xPoolPump AT %QX70.0 : BOOL;
    // Emergency stop pushbutton at the deck, NC
    xDeckStop AT %IX70.0 : BOOL;
    (* chlorinator dosing pump *)
    xDoser AT %QX70.1 : BOOL;
    rChlorinePpm : REAL;
    rMaxPpm : REAL := 3.0;
END_VAR
`;
const POOL_GVL = [{ name: 'GVL_Pool', text: POOL_GVL_TEXT }];
const POOL = object(
  'PRG_Pool',
  `PROGRAM PRG_Pool
VAR
    xAuto : BOOL;
    tonDose : TON;
    nDoses : UINT;
END_VAR
`,
  `xPoolPump := xAuto AND xDeckStop;
tonDose(IN := xPoolPump AND rChlorinePpm < rMaxPpm, PT := T#15M);
xDoser := tonDose.Q AND xPoolPump;
IF tonDose.Q THEN
    nDoses := nDoses + 1;
END_IF
`,
);
const poolLists = { globalLists: [{ name: 'GVL_Pool', declaration: POOL_GVL_TEXT }] };

export const PUBLIC_CORPUS_FRESH: CorpusCase[] = [
  ...tagged('aternes83/openplc-hot-tub SpaControl.st', [
    { id: 'fresh spa: remote trip out of the master permit', source: { parts: SPA }, edits: [['Permit := SpaEnable AND HighLimitOK AND RemoteTripOK AND', 'Permit := SpaEnable AND HighLimitOK AND']], expect: items('write value-changed Permit !') },
    { id: 'fresh spa: over-temperature limit', source: { parts: SPA }, edits: [['MaxTemp : INT := 420;', 'MaxTemp : INT := 450;']], expect: items('constant initial-value-changed MaxTemp') },
    { id: 'fresh spa: flow proving time', source: { parts: SPA }, edits: [['PT := T#10S', 'PT := T#3S']], expect: items('constant value-changed FlowProve.PT') },
    { id: 'fresh spa: a fault no longer switches the heater off', source: { parts: SPA }, edits: [['    PumpHigh := FALSE;\n    Heater := FALSE;\n', '    PumpHigh := FALSE;\n']], expect: items('write no-longer-written Heater !') },
    { id: 'fresh spa: both pump speeds at once', source: { parts: SPA }, edits: [['PumpLow := Permit AND (PumpReq OR HeatReq) AND NOT PumpHigh;', 'PumpLow := Permit AND (PumpReq OR HeatReq);']], expect: items('write value-changed PumpLow !') },
    {
      id: 'fresh spa: heater no longer waits for proven flow',
      source: { parts: SPA },
      edits: [['IF NOT Permit OR NOT FlowProve.Q THEN', 'IF NOT Permit THEN']],
      // HeatOn drives the heater output: the off-branch runs less often and the on-branch more often, so each write
      // of HeatOn has lost the flow proof it ran under.
      expect: items('condition no-longer-read FlowProve.Q !', 'write condition-changed HeatOn !', 'write condition-changed HeatOn !', 'write condition-changed HeatOn !'),
    },
    { id: 'fresh spa: fault lamp forced on', source: { parts: SPA }, edits: [['FaultLamp := FaultCode <> 0;', 'FaultLamp := TRUE;']], expect: items('write now-constant FaultLamp !') },
  ]),
  ...tagged('jasoncala/openplc-temperature-control plc/exported/temperature_control_runtime.st', [
    { id: 'fresh fan: switch-on temperature', source: { parts: FAN }, edits: [['Temperature >= 30', 'Temperature >= 32']], expect: items('constant value-changed Temperature') },
    { id: 'fresh fan: switch-off temperature', source: { parts: FAN }, edits: [['Temperature <= 27', 'Temperature <= 25']], expect: items('constant value-changed Temperature') },
    {
      id: 'fresh fan: never switched off again',
      source: { parts: FAN },
      edits: [['  ELSIF Temperature <= 27 THEN\n    Fan := FALSE;\n', '']],
      expect: items('condition no-longer-read Temperature', 'write no-longer-written Fan !'),
    },
    { id: 'fresh fan: temperature read from another memory word', source: { parts: FAN }, edits: [['Temperature AT %MW0', 'Temperature AT %MW2']], expect: items('declaration address-changed Temperature') },
  ]),
  ...tagged('GeneShiau/SafeDODiag SafeDODiag/SContactor.st', [
    {
      id: 'fresh contactor: enabled without both feedbacks open',
      source: { parts: CONTACTOR },
      edits: [['IF xRequest AND stIn.xFdbk1 AND stIn.xFdbk2 THEN', 'IF xRequest THEN']],
      // eState selects the branch that switches both safety contactors: the external device monitoring is gone.
      expect: items('condition no-longer-read stIn.xFdbk1 !', 'condition no-longer-read stIn.xFdbk2 !', 'write condition-changed eState !'),
    },
    { id: 'fresh contactor: fixed feedback monitoring time', source: { parts: CONTACTOR }, edits: [['PT := stCfg.tMonitor', 'PT := T#500MS']], expect: items('fb-call inputs-changed tonFdbk.PT !') },
    { id: 'fresh contactor: module start delay', source: { parts: CONTACTOR }, edits: [['PT := T#3S', 'PT := T#1S']], expect: items('constant value-changed tonStart.PT') },
    { id: 'fresh contactor: error state leaves K2 closed', source: { parts: CONTACTOR }, edits: [['        xK2 := FALSE;\n        xK1 := FALSE;\n', '        xK1 := FALSE;\n']], expect: items('write no-longer-written xK2 !') },
    { id: 'fresh contactor: channel 2 follows channel 1', source: { parts: CONTACTOR }, edits: [['        xK2 := xRequest;', '        xK2 := xK1;']], expect: items('write value-changed xK2 !') },
    { id: 'fresh contactor: diagnosis code', source: { parts: CONTACTOR }, edits: [['16#C060', '16#C070']], expect: items('constant value-changed wDiagCode') },
    { id: 'fresh contactor: feedback inputs crossed', source: { parts: CONTACTOR }, edits: [['stIn.xFdbk1 := xK1Fdbk;', 'stIn.xFdbk1 := xK2Fdbk;']], expect: items('write value-changed stIn.xFdbk1 !') },
    { id: 'fresh contactor: reset edge renamed', source: { parts: CONTACTOR }, edits: [['    rtReset : R_TRIG;', '    rtAck : R_TRIG;'], ['rtReset(CLK', 'rtAck(CLK'], ['IF rtReset.Q AND', 'IF rtAck.Q AND']], expect: items('declaration renamed rtAck') },
  ]),
  ...tagged('LeonOss/CycleBoundedModelCheckingTest Benchmark/sac18_cyclebmc (SafeMotion, PLCopen safety)', [
    { id: 'fresh safe motion: e-stop restarts by itself', source: { parts: SAFE_MOTION }, edits: [['S_EStopIn := S1_S_EStopIn, S_StartReset := FALSE, S_AutoReset := FALSE', 'S_EStopIn := S1_S_EStopIn, S_StartReset := FALSE, S_AutoReset := TRUE']], expect: items('constant value-changed fbEStop.S_AutoReset !') },
    { id: 'fresh safe motion: guard watched by one switch', source: { parts: SAFE_MOTION }, edits: [['S_GuardMonitoring := S5_S_GuardSwitch1 AND S6_S_GuardSwitch2', 'S_GuardMonitoring := S5_S_GuardSwitch1']], expect: items('fb-call inputs-changed fbGuard.S_GuardMonitoring !') },
    { id: 'fresh safe motion: axis released without guard lock or enabling switch', source: { parts: SAFE_MOTION }, edits: [['S_SafeStopAxis1 := fbEStop.S_EStopOut AND (fbGuard.S_GuardLocked OR fbEnable.S_EnableSwitchOut);', 'S_SafeStopAxis1 := fbEStop.S_EStopOut;']], expect: items('write value-changed S_SafeStopAxis1 !') },
    // An instance of a PLCopen safety block (SF_…) is a safety function whatever its instance name.
    { id: 'fresh safe motion: limited speed monitoring time', source: { parts: SAFE_MOTION }, edits: [['MonitoringTime := T#200MS', 'MonitoringTime := T#500MS']], expect: items('constant value-changed fbSLS.MonitoringTime !') },
    { id: 'fresh safe motion: guard unlock output forced on', source: { parts: SAFE_MOTION }, edits: [['S_UnlockGuard_K1 := fbGuard.S_UnlockGuard;', 'S_UnlockGuard_K1 := TRUE;']], expect: items('write now-constant S_UnlockGuard_K1 !') },
    { id: 'fresh safe motion: mode monitoring time', source: { parts: SAFE_MOTION }, edits: [['ModeMonitorTime := T#1S', 'ModeMonitorTime := T#2S']], expect: items('constant value-changed fbMode.ModeMonitorTime !') },
    { id: 'fresh safe motion: enabling switch channels tied', source: { parts: SAFE_MOTION }, edits: [['S_EnableSwitchCh2 := S4_S_EnableSwitchCh2', 'S_EnableSwitchCh2 := S4_S_EnableSwitchCh1']], expect: items('fb-call inputs-changed fbEnable.S_EnableSwitchCh2 !') },
  ]),
  ...tagged('kevin00156/codesys_template_public codesys_export/.../MC_BasicControl (JogPositive, _DetectErrors)', [
    {
      id: 'fresh jog: velocity no longer capped',
      source: { parts: JOG },
      edits: [['_fbMoveVelocity.Velocity := MIN(_lrJogVel, stParameter.stLimits.lrMaxJogVelocity);', '_fbMoveVelocity.Velocity := _lrJogVel;']],
      // MIN has no side effect: there is no call to lose, only the value it gave. (First written with `call
      // no-longer-called MIN`, corrected with round 2's rule on pure functions: the written value is the change.)
      expect: items('write value-changed _fbMoveVelocity.Velocity'),
    },
    { id: 'fresh jog: default acceleration from another member', source: { parts: JOG }, edits: [['stParameter.stDefault.lrAcc)', 'stParameter.stDefault.lrDec)']], expect: items('write value-changed _lrJogAcc') },
    // An enumerated value is a named constant that keeps its value: referring to another one changes what is
    // written (or passed), it changes no constant. (First written as `constant value-changed`, corrected by the writer.)
    { id: 'fresh jog: busy in another step', source: { parts: JOG }, edits: [['iStep = E_AxisStep.JOG_POS', 'iStep = E_AxisStep.JOG_NEG']], expect: items('write value-changed JogPositive.xBusy') },
    { id: 'fresh jog: request flag no longer set', source: { parts: JOG }, edits: [['_xJogPosRequested := TRUE;\n', '']], expect: items('write no-longer-written _xJogPosRequested') },
    { id: 'fresh axis errors: driver error skips the reset step', source: { parts: DETECT }, edits: [['iNextStep := E_AxisStep.TRY_RESET', 'iNextStep := E_AxisStep.ERROR']], expect: items('fb-call inputs-changed Raise.iNextStep') },
    {
      id: 'fresh axis errors: driver errors can no longer be ignored',
      source: { parts: DETECT },
      edits: [['IF _wDriverErrorCode <> 0 AND NOT _xIgnoreDriver THEN', 'IF _wDriverErrorCode <> 0 THEN']],
      expect: items('condition no-longer-read _xIgnoreDriver', 'write condition-changed _eLastError'),
    },
    { id: 'fresh axis errors: power error code', source: { parts: DETECT }, edits: [['16#7001', '16#7002']], expect: items('constant value-changed _eLastError') },
  ]),
  ...tagged('MichielVanwelsenaere/HomeAutomation.CoDeSys3 docs/FunctionBlocks/FB_OUTPUT_COVER_MQTT.md', [
    { id: 'fresh cover: up no longer locked against down', source: { parts: COVER }, edits: [['xMotorUp := eDir = E_CoverDir.Up AND NOT tofDown.Q AND NOT xMotorDown;', 'xMotorUp := eDir = E_CoverDir.Up AND NOT tofDown.Q;']], expect: items('write value-changed xMotorUp !') },
    // "lockout" is one of the person's safety patterns.
    { id: 'fresh cover: direction lockout shortened', source: { parts: COVER }, edits: [['tLockout : TIME := T#1S;', 'tLockout : TIME := T#300MS;']], expect: items('constant initial-value-changed tLockout !') },
    { id: 'fresh cover: travel time', source: { parts: COVER }, edits: [['tTravel : TIME := T#20S;', 'tTravel : TIME := T#30S;']], expect: items('constant initial-value-changed tTravel') },
    { id: 'fresh cover: lockout timer watches the wrong motor', source: { parts: COVER }, edits: [['tofUp(IN := xMotorUp,', 'tofUp(IN := xMotorDown,']], expect: items('fb-call inputs-changed tofUp.IN !') },
  ]),
  ...tagged('suifei/iec2-registry packages/iec-safety (MUTING, TWO_HAND)', [
    { id: 'fresh palletiser: one OSSD channel of the curtain', source: { parts: PALLETISER }, edits: [['S_AOPD_In := xCurtainOSSD1 AND xCurtainOSSD2', 'S_AOPD_In := xCurtainOSSD1']], expect: items('fb-call inputs-changed mute.S_AOPD_In !') },
    { id: 'fresh palletiser: maximum muting time', source: { parts: PALLETISER }, edits: [['tMuteMax : TIME := T#30S;', 'tMuteMax : TIME := T#120S;']], expect: items('constant initial-value-changed tMuteMax !') },
    { id: 'fresh palletiser: conveyor without the curtain', source: { parts: PALLETISER }, edits: [['xConveyorOut := xRun AND mute.S_AOPD_Out;', 'xConveyorOut := xRun;']], expect: items('write value-changed xConveyorOut !') },
    { id: 'fresh palletiser: two-hand window', source: { parts: PALLETISER }, edits: [['MaxDiff := T#500MS', 'MaxDiff := T#1S']], expect: items('constant value-changed twoHand.MaxDiff !') },
    { id: 'fresh palletiser: wrapper on one palm button', source: { parts: PALLETISER }, edits: [['S_Button2 := xPalmRight', 'S_Button2 := xPalmLeft']], expect: items('fb-call inputs-changed twoHand.S_Button2 !') },
    { id: 'fresh palletiser: muting lamp forced on', source: { parts: PALLETISER }, edits: [['xMuteLamp := mute.MutingActive;', 'xMuteLamp := TRUE;']], expect: items('write now-constant xMuteLamp !') },
    { id: 'fresh palletiser: muting sensor B moved', source: { parts: PALLETISER }, edits: [['xMuteSensorB AT %IX50.3', 'xMuteSensorB AT %IX50.6']], expect: items('declaration address-changed xMuteSensorB !') },
  ]),
  ...tagged('suifei/iec2-registry packages/iec-safety (SAFETY_DOOR, guard locking)', [
    {
      id: 'fresh door lock: a new byte over the solenoid',
      source: { parts: DOOR_LOCK },
      edits: [['    bSpare AT %QB61 : BYTE;', '    bSpare AT %QB61 : BYTE;\n    bOutputs AT %QB60 : BYTE;'], ['bSpare := 0;', 'bSpare := 0;\nbOutputs := 16#08;']],
      expect: items('declaration added bOutputs !', 'write newly-written bOutputs !'),
    },
    // The unchanged `bSpare := 0;` now clears the byte that holds the lock solenoid.
    { id: 'fresh door lock: spare byte moved onto the solenoid', source: { parts: DOOR_LOCK }, edits: [['bSpare AT %QB61', 'bSpare AT %QB60']], expect: items('declaration address-changed bSpare !') },
    { id: 'fresh door lock: solenoid address written directly', source: { parts: DOOR_LOCK }, edits: [['bSpare := 0;', 'bSpare := 0;\n%QX60.2 := TRUE;']], expect: items('write newly-written %QX60.2 !') },
    { id: 'fresh door lock: unlock delay', source: { parts: DOOR_LOCK }, edits: [['PT := T#2S', 'PT := T#500MS']], expect: items('constant value-changed tonUnlock.PT !') },
    { id: 'fresh door lock: locks with the door open', source: { parts: DOOR_LOCK }, edits: [['xLockSolenoid := xDoorClosed AND NOT tonUnlock.Q;', 'xLockSolenoid := NOT tonUnlock.Q;']], expect: items('write value-changed xLockSolenoid !') },
    { id: 'fresh door lock: status lamp shows the door switch instead', source: { parts: DOOR_LOCK }, edits: [['xStatusLamp := xLockSolenoid;', 'xStatusLamp := xDoorClosed;']], expect: items('write value-changed xStatusLamp !') },
  ]),
  ...tagged('aternes83/openplc-hot-tub SpaControl.st (its permissives, as a CODESYS GVL and program)', [
    { id: 'fresh pool: pump ignores the deck stop', source: { parts: POOL }, ...poolLists, edits: [['xPoolPump := xAuto AND xDeckStop;', 'xPoolPump := xAuto;']], expect: items('write value-changed xPoolPump !') },
    { id: 'fresh pool: doser without the pump', source: { parts: POOL }, ...poolLists, edits: [['xDoser := tonDose.Q AND xPoolPump;', 'xDoser := tonDose.Q;']], expect: items('write value-changed xDoser !') },
    { id: 'fresh pool: dosing delay', source: { parts: POOL }, ...poolLists, edits: [['PT := T#15M', 'PT := T#5M']], expect: items('constant value-changed tonDose.PT') },
    { id: 'fresh pool gvl: deck stop moved', source: { parts: POOL_GVL }, edits: [['xDeckStop AT %IX70.0', 'xDeckStop AT %IX70.4']], expect: items('declaration address-changed xDeckStop !') },
    { id: 'fresh pool gvl: chlorine limit', source: { parts: POOL_GVL }, edits: [['rMaxPpm : REAL := 3.0;', 'rMaxPpm : REAL := 5.0;']], expect: items('constant initial-value-changed rMaxPpm') },
  ]),
];
