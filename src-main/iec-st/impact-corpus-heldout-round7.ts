// The seventh independent held-out part of the accuracy corpus (round 7). Written on 7 December 2026 by the case
// writer "round7", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): Epaminondaslage/OpenPLC (an
// OpenPLC ladder program exported as ST, `primeiroprograma`), ZzzJjt/AAAI2026 (a traffic light with pedestrian and
// emergency-vehicle handling and a pneumatic flow/pressure loop, IEC 61131-3 ST answers) and ziyuEngineer/TwinCAT
// (a TwinCAT command buffer FB with methods, `AT %I*`/`AT %Q*` arrays and `MEMSET(ADR(...))`, and a MAIN with
// methods and scope blocks called with named arguments). The objects are ours, written after reading those files
// for their forms; no public code is copied. Forms: OpenPLC `name AT %IX0.0 : BOOL` ladder rungs with seal-in, TON,
// TOF and CTU, comments above declarations in `(* *)` and `//`, a CASE over INT states with one timer called in
// several branches, a CODESYS qualified-only GVL with a `{attribute 'safety'}` pragma and a word output overlapping
// a safety bit, methods of a TwinCAT FB, a memory write through `ADR`, method calls with arguments. Each expectation
// says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the safety rules of
// issue 27, written and committed before the part was first scored. An expectation may be corrected only for an
// error of the writer's, with the reason written beside it, never to match the output.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC test bench written as ladder rungs in ST: seal-in with e-stop and guard, start delay, pump run-on. */
const BENCH = [
  {
    name: 'pous/programs/Bancada.st',
    text: `PROGRAM Bancada
  VAR
    (* botao de emergencia NC, TRUE = liberado: emergency stop of the bench *)
    B_EMERG AT %IX0.0 : BOOL;
    B_LIGA AT %IX0.1 : BOOL;
    B_DESLIGA AT %IX0.2 : BOOL; (* botao desliga NC *)
    // chave da porta de protecao: guard door closed
    S_PORTA AT %IX0.3 : BOOL;
    S_NIVEL AT %IX0.4 : BOOL;
    PRESSAO_RAW AT %IW0 : INT;
    K_MOTOR AT %QX0.0 : BOOL;
    K_BOMBA AT %QX0.1 : BOOL;
    L_FALHA AT %QX0.2 : BOOL;
    L_OPERANDO AT %QX0.3 : BOOL;
    (* rele de seguranca K3: safety relay of the bench *)
    K_SEG AT %QX0.4 : BOOL;
  END_VAR
  VAR
    M_MOTOR : BOOL;
    T_PARTIDA : TON;
    T_BOMBA : TOF;
    C_CICLOS : CTU;
    PRESSAO : REAL;
    PRESSAO_MAX : REAL := 6.0;
    FALHA_PRESSAO : BOOL;
    B00 : BOOL;
  END_VAR

  M_MOTOR := (B_LIGA OR M_MOTOR) AND B_DESLIGA AND B_EMERG AND S_PORTA;
  T_PARTIDA(IN := M_MOTOR, PT := T#2s);
  K_MOTOR := T_PARTIDA.Q AND NOT FALHA_PRESSAO;
  PRESSAO := INT_TO_REAL(PRESSAO_RAW) * 10.0 / 32767.0;
  IF PRESSAO > PRESSAO_MAX THEN
    FALHA_PRESSAO := TRUE;
  END_IF;
  IF B00 THEN
    FALHA_PRESSAO := FALSE;
  END_IF;
  T_BOMBA(IN := M_MOTOR AND S_NIVEL, PT := T#5s);
  K_BOMBA := T_BOMBA.Q;
  C_CICLOS(CU := K_MOTOR, R := B00, PV := 1000);
  L_FALHA := FALHA_PRESSAO OR NOT B_EMERG OR NOT S_PORTA;
  L_OPERANDO := K_MOTOR;
  K_SEG := B_EMERG AND S_PORTA;
END_PROGRAM
`,
  },
];

/** A traffic light with a pedestrian request and emergency-vehicle pre-emption: CASE over INT states, one TON. */
const TRAFFIC = [
  {
    name: 'pous/programs/TrafficLightControl.st',
    text: `PROGRAM TrafficLightControl
  VAR
    PedestrianRequest AT %IX1.0 : BOOL; (* push button at the crossing *)
    EmergencyDetected AT %IX1.1 : BOOL; (* emergency vehicle pre-emption *)
    LampTest AT %IX1.2 : BOOL;
    RedLight AT %QX1.0 : BOOL;
    YellowLight AT %QX1.1 : BOOL;
    GreenLight AT %QX1.2 : BOOL;
    WalkSignal AT %QX1.3 : BOOL;
  END_VAR
  VAR
    TrafficState : INT := 0; // 0 = red, 1 = green, 2 = yellow
    StateTimer : TON;
    RedTime : TIME := T#10s;
    GreenTime : TIME := T#12s;
    PedestrianActive : BOOL := FALSE;
    Cycles : UDINT;
  END_VAR

  IF EmergencyDetected THEN
    TrafficState := 0;
    StateTimer(IN := FALSE);
  ELSE
    CASE TrafficState OF
      0:
        StateTimer(IN := TRUE, PT := RedTime);
        IF StateTimer.Q THEN
          IF PedestrianRequest THEN
            PedestrianActive := TRUE;
            StateTimer(IN := FALSE);
          ELSE
            TrafficState := 1;
            StateTimer(IN := FALSE);
          END_IF
        END_IF
      1:
        StateTimer(IN := TRUE, PT := GreenTime);
        IF StateTimer.Q THEN
          TrafficState := 2;
          StateTimer(IN := FALSE);
        END_IF
      2:
        StateTimer(IN := TRUE, PT := T#3s);
        IF StateTimer.Q THEN
          TrafficState := 0;
          PedestrianActive := FALSE;
          Cycles := Cycles + 1;
          StateTimer(IN := FALSE);
        END_IF
    END_CASE
  END_IF

  RedLight := TrafficState = 0 OR LampTest;
  YellowLight := TrafficState = 2 OR LampTest;
  GreenLight := TrafficState = 1 AND NOT EmergencyDetected;
  WalkSignal := PedestrianActive AND TrafficState = 0 AND NOT EmergencyDetected;
END_PROGRAM
`,
  },
];

/** The pneumatic skid's qualified-only GVL: a shut-off valve described above it, a pressure switch with a pragma. */
const GVL_AIR_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // Supply shut-off valve: safety valve, closes on overpressure
    xShutOffValve AT %QX2.0 : BOOL;
    xVentValve AT %QX2.1 : BOOL;
    {attribute 'safety'}
    xPressureSwitchOk AT %IX2.0 : BOOL;
    rFlowSetpoint : REAL := 50.0; // SLPM
    rPressureHigh : REAL := 6.0;
    rPressureLow : REAL := 5.5;
    iPressureRaw AT %IW4 : INT;
    iFlowRaw AT %IW5 : INT;
    wValveOut AT %QW8 : WORD;
END_VAR
`;
const GVL_AIR = [{ name: 'GVL_Air', text: GVL_AIR_TEXT }];
const AIR_LISTS = { globalLists: [{ name: 'GVL_Air', declaration: GVL_AIR_TEXT }] };

/** The pneumatic flow loop: scaled inputs, an overpressure trip latched from a delay timer, a P controller. */
const PNEUMATIC = object(
  'PRG_Pneumatic',
  `PROGRAM PRG_Pneumatic
VAR
    rPressure : REAL;
    rFlow : REAL;
    rValveCmd : REAL;
    fbOverPressure : TON;
    fbFlowDev : TON;
    xOverPressure : BOOL;
    xFlowFault : BOOL;
    xReset : BOOL;
    xEnable : BOOL := TRUE;
    rKp : REAL := 0.8;
    tTripDelay : TIME := T#200MS;
END_VAR
`,
  `rPressure := INT_TO_REAL(GVL_Air.iPressureRaw) / 2764.8;
rFlow := INT_TO_REAL(GVL_Air.iFlowRaw) / 276.48;
fbOverPressure(IN := rPressure > GVL_Air.rPressureHigh OR NOT GVL_Air.xPressureSwitchOk, PT := tTripDelay);
fbFlowDev(IN := ABS(rFlow - GVL_Air.rFlowSetpoint) > 10.0, PT := T#5S);
IF fbOverPressure.Q THEN
    xOverPressure := TRUE;
END_IF
IF xReset THEN
    xOverPressure := FALSE;
END_IF
xFlowFault := fbFlowDev.Q;
IF xEnable AND NOT xOverPressure THEN
    rValveCmd := LIMIT(0.0, rValveCmd + rKp * (GVL_Air.rFlowSetpoint - rFlow), 100.0);
ELSE
    rValveCmd := 0.0;
END_IF
GVL_Air.xShutOffValve := xEnable AND NOT xOverPressure;
GVL_Air.xVentValve := xOverPressure;
GVL_Air.wValveOut := REAL_TO_WORD(rValveCmd * 276.48);
`,
);

/** A TwinCAT command buffer FB: host data in through `AT %I*`, the drive's command and release out through `AT %Q*`. */
const COMMAND = object(
  'FB_CommandProcess',
  `FUNCTION_BLOCK FB_CommandProcess
// Parameters of receiving and transferring data
VAR
\taInputData AT %I* : ARRAY[0..GVL_Motion.MAX_BUFFER_LENGTH - 1] OF ST_MotionCommand; // filled by the host
\tstOutputData AT %Q* : ST_MotionCommand; // command handed to the drive module
\tnReadIndex AT %Q* : UDINT := 0; // commands sent
\tnWriteIndex AT %I* : UDINT := 0; // commands received
\tnLocalIndex : UDINT := 0;
\t// drive enable of the motion module: safe torque off released while TRUE
\txDriveRelease AT %Q* : BOOL;
\txEStopOk AT %I* : BOOL; // e-stop chain of the cell
\txHostAlive AT %I* : BOOL;
\ttonHostWatchdog : TON;
END_VAR
`,
  `tonHostWatchdog(IN := NOT xHostAlive, PT := T#500MS);
xDriveRelease := xEStopOk AND NOT tonHostWatchdog.Q AND nWriteIndex > 0;
IF NOT xEStopOk THEN
\tnReadIndex := 0;
\tnLocalIndex := 0;
END_IF
`,
);

/** The buffer's send method: the next command out while the read index trails the write index. */
const SEND = object(
  'FB_CommandProcess.mSendCommand',
  `METHOD mSendCommand : BOOL
VAR_INPUT
\tnMask : UDINT;
END_VAR
`,
  `// Hand the next command to the drive module
mSendCommand := FALSE;
IF nReadIndex < nWriteIndex THEN
\tstOutputData := aInputData[nLocalIndex];
\tnReadIndex := nReadIndex + 1;
\tnLocalIndex := nReadIndex AND nMask;
\tmSendCommand := TRUE;
END_IF
`,
);

/** The buffer's reset method: indices back to zero, the output command cleared through its address. */
const RESET = object(
  'FB_CommandProcess.mReset',
  `METHOD mReset : BOOL
VAR_INPUT
END_VAR
`,
  `mReset := TRUE;
nReadIndex := 0;
nLocalIndex := 0;
MEMSET(ADR(stOutputData), 0, SIZEOF(ST_MotionCommand));
mReset := FALSE;
`,
);

/** A MAIN that initialises through a method, sends commands, records a scope and runs a guarded spindle. */
const MAIN = object(
  'MAIN',
  `PROGRAM MAIN
VAR
\tbInit : BOOL := FALSE; // set once the start-up steps are done
\tbTaskDone : BOOL := FALSE;
END_VAR

// Scope recording
VAR
\tfbFileSuffix : FB_GenerateFileSuffixByTime;
\tfbScopeServer : FB_ScopeServer;
\tbScopeRun : BOOL := FALSE; // start or stop the scope recording
\tfbExportScope : FB_ExportScopeData;
\tbExportData : BOOL := FALSE;
END_VAR

// Machine I/O
VAR
\t(* Spindle guard closed: safety door switch of the test rig *)
\tbGuardClosed AT %IX3.0 : BOOL;
\tbSpindleOn AT %QX3.0 : BOOL;
\tbRunLamp AT %QX3.1 : BOOL;
\tfbCommand : FB_CommandProcess;
END_VAR
`,
  `IF NOT bInit THEN
\tbInit := fbCommand.mInitialize();
ELSE
\tfbCommand.mSendCommand(nMask := 16#FF);
\tbSpindleOn := bGuardClosed AND NOT bTaskDone;
END_IF
bRunLamp := bSpindleOn;

// Scope data record
fbScopeServer(
\tbExternalTriggerEvent := bScopeRun,
\tsConfigFile := GVL_Paths.RECORD_CONFIG,
\tsSaveFile := CONCAT(GVL_Paths.SVDX_PREFIX, fbFileSuffix.sSvdxSuffix));

fbExportScope(
\tsNetId := '',
\tbExport := bExportData,
\tsSvdFile := fbScopeServer.sSaveFile,
\tsTarget := CONCAT(GVL_Paths.CSV_PREFIX, fbFileSuffix.sCsvSuffix));

IF bTaskDone THEN
\tbScopeRun := FALSE;
END_IF
`,
);

export const HELDOUT_ROUND7: CorpusCase[] = [
  ...from('Epaminondaslage/OpenPLC DiagramasLadder/primeiroprograma/build/plc.st (ladder rungs exported as ST)', [
    // The e-stop is described on the line above its declaration; the seal-in feeds the motor through the start timer.
    { id: 'round7 bench: motor seal-in ignores the emergency stop', source: { parts: BENCH }, edits: [['AND B_DESLIGA AND B_EMERG AND S_PORTA;', 'AND B_DESLIGA AND S_PORTA;']], expect: items('write value-changed M_MOTOR !') },
    { id: 'round7 bench: motor seal-in ignores the guard door', source: { parts: BENCH }, edits: [['AND B_DESLIGA AND B_EMERG AND S_PORTA;', 'AND B_DESLIGA AND B_EMERG;']], expect: items('write value-changed M_MOTOR !') },
    // The stop button is a permissive of the motor contactor (through T_PARTIDA): a conjunct of a driver lost.
    { id: 'round7 bench: stop button no longer breaks the seal-in', source: { parts: BENCH }, edits: [['(B_LIGA OR M_MOTOR) AND B_DESLIGA AND', '(B_LIGA OR M_MOTOR) AND']], expect: items('write value-changed M_MOTOR !') },
    { id: 'round7 bench: start delay', source: { parts: BENCH }, edits: [['PT := T#2s', 'PT := T#3s']], expect: items('constant value-changed T_PARTIDA.PT') },
    { id: 'round7 bench: motor contactor ignores the pressure trip', source: { parts: BENCH }, edits: [['K_MOTOR := T_PARTIDA.Q AND NOT FALHA_PRESSAO;', 'K_MOTOR := T_PARTIDA.Q;']], expect: items('write value-changed K_MOTOR !') },
    { id: 'round7 bench: pressure limit', source: { parts: BENCH }, edits: [['PRESSAO_MAX : REAL := 6.0;', 'PRESSAO_MAX : REAL := 6.5;']], expect: items('constant initial-value-changed PRESSAO_MAX') },
    { id: 'round7 bench: pressure scale', source: { parts: BENCH }, edits: [['* 10.0 / 32767.0', '* 16.0 / 32767.0']], expect: items('constant value-changed PRESSAO') },
    // The pressure trip is read by the motor contactor only as NOT FALHA_PRESSAO: its set removed is an interlock lost.
    {
      id: 'round7 bench: pressure trip no longer set',
      source: { parts: BENCH },
      edits: [['  IF PRESSAO > PRESSAO_MAX THEN\n    FALHA_PRESSAO := TRUE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read PRESSAO', 'condition no-longer-read PRESSAO_MAX', 'write no-longer-written FALHA_PRESSAO !'),
    },
    // Its reset removed keeps the contactor held off: not a safety change.
    {
      id: 'round7 bench: pressure trip no longer reset',
      source: { parts: BENCH },
      edits: [['  IF B00 THEN\n    FALHA_PRESSAO := FALSE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read B00', 'write no-longer-written FALHA_PRESSAO'),
    },
    { id: 'round7 bench: pump run-on time', source: { parts: BENCH }, edits: [['PT := T#5s', 'PT := T#8s']], expect: items('constant value-changed T_BOMBA.PT') },
    // T_BOMBA.Q is the whole value of the pump contactor: its input losing the level switch is a permissive removed.
    { id: 'round7 bench: pump runs without the level switch', source: { parts: BENCH }, edits: [['T_BOMBA(IN := M_MOTOR AND S_NIVEL,', 'T_BOMBA(IN := M_MOTOR,']], expect: items('fb-call inputs-changed T_BOMBA.IN !') },
    { id: 'round7 bench: cycle counter preset', source: { parts: BENCH }, edits: [['PV := 1000', 'PV := 2000']], expect: items('constant value-changed C_CICLOS.PV') },
    { id: 'round7 bench: fault lamp no longer shows the guard door', source: { parts: BENCH }, edits: [['L_FALHA := FALHA_PRESSAO OR NOT B_EMERG OR NOT S_PORTA;', 'L_FALHA := FALHA_PRESSAO OR NOT B_EMERG;']], expect: items('write value-changed L_FALHA !') },
    { id: 'round7 bench: running lamp forced on', source: { parts: BENCH }, edits: [['L_OPERANDO := K_MOTOR;', 'L_OPERANDO := TRUE;']], expect: items('write now-constant L_OPERANDO !') },
    { id: 'round7 bench: emergency stop input moved', source: { parts: BENCH }, edits: [['B_EMERG AT %IX0.0', 'B_EMERG AT %IX0.5']], expect: items('declaration address-changed B_EMERG !') },
    { id: 'round7 bench: level switch moved', source: { parts: BENCH }, edits: [['S_NIVEL AT %IX0.4', 'S_NIVEL AT %IX0.6']], expect: items('declaration address-changed S_NIVEL') },
    { id: 'round7 bench: comment reworded', source: { parts: BENCH }, edits: [['(* botao desliga NC *)', '(* botao desliga, contato NC *)']], expect: [] },
    {
      id: 'round7 bench: seal-in relay renamed',
      source: { parts: BENCH },
      edits: [
        ['    M_MOTOR : BOOL;', '    M_MARCHA : BOOL;'],
        ['M_MOTOR := (B_LIGA OR M_MOTOR)', 'M_MARCHA := (B_LIGA OR M_MARCHA)'],
        ['T_PARTIDA(IN := M_MOTOR,', 'T_PARTIDA(IN := M_MARCHA,'],
        ['T_BOMBA(IN := M_MOTOR AND', 'T_BOMBA(IN := M_MARCHA AND'],
      ],
      expect: items('declaration renamed M_MARCHA'),
    },
    // The counter's reset now reads the emergency stop.
    { id: 'round7 bench: cycle counter reset by the emergency stop', source: { parts: BENCH }, edits: [['R := B00,', 'R := NOT B_EMERG,']], expect: items('fb-call inputs-changed C_CICLOS.R !') },
    { id: 'round7 bench: safety relay forced on', source: { parts: BENCH }, edits: [['K_SEG := B_EMERG AND S_PORTA;', 'K_SEG := TRUE;']], expect: items('write now-constant K_SEG !') },
    { id: 'round7 bench: safety relay ignores the guard door', source: { parts: BENCH }, edits: [['K_SEG := B_EMERG AND S_PORTA;', 'K_SEG := B_EMERG;']], expect: items('write value-changed K_SEG !') },
    // %QB0 holds %QX0.4, the safety relay described above its declaration.
    {
      id: 'round7 bench: output byte over the safety relay cleared',
      source: { parts: BENCH },
      edits: [
        ['    B00 : BOOL;\n', '    B00 : BOOL;\n    SAIDAS AT %QB0 : BYTE;\n'],
        ['  K_SEG := B_EMERG AND S_PORTA;\n', '  K_SEG := B_EMERG AND S_PORTA;\n  SAIDAS := 16#00;\n'],
      ],
      expect: items('declaration added SAIDAS !', 'write newly-written SAIDAS !'),
    },
    { id: 'round7 bench: safety relay address written directly', source: { parts: BENCH }, edits: [['  K_SEG := B_EMERG AND S_PORTA;\n', '  K_SEG := B_EMERG AND S_PORTA;\n  %QX0.4 := TRUE;\n']], expect: items('write newly-written %QX0.4 !') },
    { id: 'round7 bench: pump lamp added', source: { parts: BENCH }, edits: [['    K_SEG AT %QX0.4 : BOOL;\n', '    K_SEG AT %QX0.4 : BOOL;\n    L_BOMBA AT %QX0.5 : BOOL;\n'], ['  L_OPERANDO := K_MOTOR;\n', '  L_OPERANDO := K_MOTOR;\n  L_BOMBA := K_BOMBA;\n']], expect: items('declaration added L_BOMBA', 'write newly-written L_BOMBA') },
  ]),
  ...from('ZzzJjt/AAAI2026 AlignmentGuideFineTuning/modeloutputs/Answer0100_POI_finetuned_internlm2.md (traffic light)', [
    { id: 'round7 traffic: yellow time', source: { parts: TRAFFIC }, edits: [['PT := T#3s', 'PT := T#4s']], expect: items('constant value-changed StateTimer.PT') },
    { id: 'round7 traffic: red time', source: { parts: TRAFFIC }, edits: [['RedTime : TIME := T#10s;', 'RedTime : TIME := T#15s;']], expect: items('constant initial-value-changed RedTime') },
    { id: 'round7 traffic: green time', source: { parts: TRAFFIC }, edits: [['GreenTime : TIME := T#12s;', 'GreenTime : TIME := T#20s;']], expect: items('constant initial-value-changed GreenTime') },
    { id: 'round7 traffic: green no longer cut by an emergency vehicle', source: { parts: TRAFFIC }, edits: [['GreenLight := TrafficState = 1 AND NOT EmergencyDetected;', 'GreenLight := TrafficState = 1;']], expect: items('write value-changed GreenLight !') },
    { id: 'round7 traffic: walk signal forced on', source: { parts: TRAFFIC }, edits: [['WalkSignal := PedestrianActive AND TrafficState = 0 AND NOT EmergencyDetected;', 'WalkSignal := TRUE;']], expect: items('write now-constant WalkSignal !') },
    // The walk light loses its red-phase conjunct: a permissive of a physical output removed.
    { id: 'round7 traffic: walk signal without the red phase', source: { parts: TRAFFIC }, edits: [['WalkSignal := PedestrianActive AND TrafficState = 0 AND NOT', 'WalkSignal := PedestrianActive AND NOT']], expect: items('write value-changed WalkSignal !') },
    // An alternative removed: the red lamp is lit in fewer cases; no permissive is lost.
    { id: 'round7 traffic: lamp test no longer lights red', source: { parts: TRAFFIC }, edits: [['RedLight := TrafficState = 0 OR LampTest;', 'RedLight := TrafficState = 0;']], expect: items('write value-changed RedLight') },
    { id: 'round7 traffic: lamp test no longer lights yellow', source: { parts: TRAFFIC }, edits: [['YellowLight := TrafficState = 2 OR LampTest;', 'YellowLight := TrafficState = 2;']], expect: items('write value-changed YellowLight') },
    // The pre-emption's own response: the lights no longer go to red for an emergency vehicle.
    { id: 'round7 traffic: emergency vehicle no longer forces red', source: { parts: TRAFFIC }, edits: [['    TrafficState := 0;\n    StateTimer(IN := FALSE);\n  ELSE', '    StateTimer(IN := FALSE);\n  ELSE']], expect: items('write no-longer-written TrafficState !') },
    // A number written in the normal sequence (the ELSE of the pre-emption): yellow is followed by green, red skipped.
    // The state drives the lamps, so the constant keeps the flag of the emergency guard it runs under.
    { id: 'round7 traffic: red phase skipped after yellow', source: { parts: TRAFFIC }, edits: [['          TrafficState := 0;\n          PedestrianActive := FALSE;', '          TrafficState := 1;\n          PedestrianActive := FALSE;']], expect: items('constant value-changed TrafficState !') },
    { id: 'round7 traffic: cycles counted twice', source: { parts: TRAFFIC }, edits: [['Cycles := Cycles + 1;', 'Cycles := Cycles + 2;']], expect: items('constant value-changed Cycles') },
    { id: 'round7 traffic: cycle counter retyped', source: { parts: TRAFFIC }, edits: [['Cycles : UDINT;', 'Cycles : ULINT;']], expect: items('declaration retyped Cycles') },
    {
      id: 'round7 traffic: pedestrian phase flag renamed',
      source: { parts: TRAFFIC },
      edits: [
        ['    PedestrianActive : BOOL := FALSE;', '    WalkPhase : BOOL := FALSE;'],
        ['PedestrianActive := TRUE;', 'WalkPhase := TRUE;'],
        ['PedestrianActive := FALSE;', 'WalkPhase := FALSE;'],
        ['WalkSignal := PedestrianActive AND', 'WalkSignal := WalkPhase AND'],
      ],
      expect: items('declaration renamed WalkPhase'),
    },
    { id: 'round7 traffic: emergency input moved', source: { parts: TRAFFIC }, edits: [['EmergencyDetected AT %IX1.1', 'EmergencyDetected AT %IX1.5']], expect: items('declaration address-changed EmergencyDetected !') },
    { id: 'round7 traffic: lamp test input moved', source: { parts: TRAFFIC }, edits: [['LampTest AT %IX1.2', 'LampTest AT %IX1.6']], expect: items('declaration address-changed LampTest') },
    { id: 'round7 traffic: state comment reworded', source: { parts: TRAFFIC }, edits: [['// 0 = red, 1 = green, 2 = yellow', '// 0 red, 1 green, 2 amber']], expect: [] },
    { id: 'round7 traffic: green forced on', source: { parts: TRAFFIC }, edits: [['GreenLight := TrafficState = 1 AND NOT EmergencyDetected;', 'GreenLight := TRUE;']], expect: items('write now-constant GreenLight !') },
    { id: 'round7 traffic: initial state green', source: { parts: TRAFFIC }, edits: [['TrafficState : INT := 0;', 'TrafficState : INT := 1;']], expect: items('constant initial-value-changed TrafficState') },
  ]),
  ...from('ZzzJjt/AAAI2026 AlignmentGuideFineTuning/modeloutputs/Answer0100_POI_finetuned_internlm2.md (pneumatic flow and pressure loop)', [
    // The trip delay is the PT of a timer whose input reads the pressure switch marked {attribute 'safety'}.
    { id: 'round7 pneumatic: overpressure trip delay', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['tTripDelay : TIME := T#200MS;', 'tTripDelay : TIME := T#500MS;']], expect: items('constant initial-value-changed tTripDelay !') },
    { id: 'round7 pneumatic: trip no longer reads the pressure switch', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['rPressure > GVL_Air.rPressureHigh OR NOT GVL_Air.xPressureSwitchOk,', 'rPressure > GVL_Air.rPressureHigh,']], expect: items('fb-call inputs-changed fbOverPressure.IN !') },
    { id: 'round7 pneumatic: flow deviation band', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['> 10.0, PT', '> 15.0, PT']], expect: items('constant value-changed fbFlowDev.IN') },
    { id: 'round7 pneumatic: flow fault time', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['PT := T#5S', 'PT := T#10S']], expect: items('constant value-changed fbFlowDev.PT') },
    // xOverPressure is read by the shut-off valve only as NOT xOverPressure: a trip whose set is removed.
    {
      id: 'round7 pneumatic: overpressure no longer latched',
      source: { parts: PNEUMATIC },
      ...AIR_LISTS,
      edits: [['IF fbOverPressure.Q THEN\n    xOverPressure := TRUE;\nEND_IF\n', '']],
      // corrected by the fixer against rounds 19 and 20 (against docs/safety.md): the removed set's condition keeps its
      // own safety, and it has one: fbOverPressure's IN reads GVL_Air.xPressureSwitchOk ({attribute 'safety'}), and
      // "a timer that watches a safety-relevant variable" is safety-relevant itself, its Q that timer (as `round13 safety
      // zones: EDM fault never set` flags EdmTimer.Q; `round19 frost: trip never set` expects the same form flagged).
      expect: items('condition no-longer-read fbOverPressure.Q !', 'write no-longer-written xOverPressure !'),
    },
    { id: 'round7 pneumatic: shut-off valve ignores the overpressure trip', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['GVL_Air.xShutOffValve := xEnable AND NOT xOverPressure;', 'GVL_Air.xShutOffValve := xEnable;']], expect: items('write value-changed GVL_Air.xShutOffValve !') },
    { id: 'round7 pneumatic: shut-off valve forced open', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['GVL_Air.xShutOffValve := xEnable AND NOT xOverPressure;', 'GVL_Air.xShutOffValve := TRUE;']], expect: items('write now-constant GVL_Air.xShutOffValve !') },
    { id: 'round7 pneumatic: controller gain', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['rKp : REAL := 0.8;', 'rKp : REAL := 1.2;']], expect: items('constant initial-value-changed rKp') },
    { id: 'round7 pneumatic: pressure scale', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['/ 2764.8;', '/ 3276.7;']], expect: items('constant value-changed rPressure') },
    { id: 'round7 pneumatic: controller off after a download', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['xEnable : BOOL := TRUE;', 'xEnable : BOOL := FALSE;']], expect: items('constant initial-value-changed xEnable') },
    { id: 'round7 pneumatic: valve command clamp', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['rFlow), 100.0);', 'rFlow), 90.0);']], expect: items('constant value-changed rValveCmd') },
    {
      id: 'round7 pneumatic: valve command renamed',
      source: { parts: PNEUMATIC },
      ...AIR_LISTS,
      edits: [
        ['    rValveCmd : REAL;', '    rValvePos : REAL;'],
        ['rValveCmd := LIMIT(0.0, rValveCmd +', 'rValvePos := LIMIT(0.0, rValvePos +'],
        ['    rValveCmd := 0.0;', '    rValvePos := 0.0;'],
        ['REAL_TO_WORD(rValveCmd *', 'REAL_TO_WORD(rValvePos *'],
      ],
      expect: items('declaration renamed rValvePos'),
    },
    // The trip's reset removed holds the valve closed: not a safety change.
    {
      id: 'round7 pneumatic: overpressure reset removed',
      source: { parts: PNEUMATIC },
      ...AIR_LISTS,
      edits: [['IF xReset THEN\n    xOverPressure := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read xReset', 'write no-longer-written xOverPressure'),
    },
    // A memory write through the shut-off valve's address sets it past every condition of its own write.
    {
      id: 'round7 pneumatic: shut-off valve set through its address',
      source: { parts: PNEUMATIC },
      ...AIR_LISTS,
      edits: [['GVL_Air.xVentValve := xOverPressure;\n', 'GVL_Air.xVentValve := xOverPressure;\nMEMSET(ADR(GVL_Air.xShutOffValve), 1, 1);\n']],
      expect: items('call newly-called MEMSET !', 'write newly-written GVL_Air.xShutOffValve !'),
    },
    { id: 'round7 pneumatic: flow fault also shown on reset', source: { parts: PNEUMATIC }, ...AIR_LISTS, edits: [['xFlowFault := fbFlowDev.Q;', 'xFlowFault := fbFlowDev.Q OR xReset;']], expect: items('write value-changed xFlowFault') },
  ]),
  ...from('ZzzJjt/AAAI2026 AlignmentGuideFineTuning/modeloutputs/Answer0100_POI_finetuned_internlm2.md (pneumatic loop limits, as a CODESYS GVL)', [
    { id: 'round7 air gvl: flow setpoint', source: { parts: GVL_AIR }, edits: [['rFlowSetpoint : REAL := 50.0;', 'rFlowSetpoint : REAL := 45.0;']], expect: items('constant initial-value-changed rFlowSetpoint') },
    { id: 'round7 air gvl: high pressure limit', source: { parts: GVL_AIR }, edits: [['rPressureHigh : REAL := 6.0;', 'rPressureHigh : REAL := 6.5;']], expect: items('constant initial-value-changed rPressureHigh') },
    { id: 'round7 air gvl: low pressure limit', source: { parts: GVL_AIR }, edits: [['rPressureLow : REAL := 5.5;', 'rPressureLow : REAL := 5.0;']], expect: items('constant initial-value-changed rPressureLow') },
    { id: 'round7 air gvl: pressure switch input moved', source: { parts: GVL_AIR }, edits: [['xPressureSwitchOk AT %IX2.0', 'xPressureSwitchOk AT %IX2.4']], expect: items('declaration address-changed xPressureSwitchOk !') },
    { id: 'round7 air gvl: shut-off valve moved', source: { parts: GVL_AIR }, edits: [['xShutOffValve AT %QX2.0', 'xShutOffValve AT %QX2.6']], expect: items('declaration address-changed xShutOffValve !') },
    // The vent valve moved onto the shut-off valve's bit.
    { id: 'round7 air gvl: vent valve moved onto the shut-off valve', source: { parts: GVL_AIR }, edits: [['xVentValve AT %QX2.1', 'xVentValve AT %QX2.0']], expect: items('declaration address-changed xVentValve !') },
    // %QW1 is bytes 2-3 by index and bytes 1-2 by first byte: either way it holds %QX2.0.
    { id: 'round7 air gvl: valve word moved over the shut-off valve', source: { parts: GVL_AIR }, edits: [['wValveOut AT %QW8', 'wValveOut AT %QW1']], expect: items('declaration address-changed wValveOut !') },
    // %QW10 is bytes 20-21 or 10-11: no safety bit there.
    { id: 'round7 air gvl: valve word moved to a free word', source: { parts: GVL_AIR }, edits: [['wValveOut AT %QW8', 'wValveOut AT %QW10']], expect: items('declaration address-changed wValveOut') },
    { id: 'round7 air gvl: spare output declared on the shut-off valve bit', source: { parts: GVL_AIR }, edits: [['    wValveOut AT %QW8 : WORD;\n', '    wValveOut AT %QW8 : WORD;\n    xSpareOut AT %QX2.0 : BOOL;\n']], expect: items('declaration added xSpareOut !') },
    { id: 'round7 air gvl: unit comment reworded', source: { parts: GVL_AIR }, edits: [['// SLPM', '// standard litres per minute']], expect: [] },
    { id: 'round7 air gvl: flow input retyped', source: { parts: GVL_AIR }, edits: [['iFlowRaw AT %IW5 : INT;', 'iFlowRaw AT %IW5 : UINT;']], expect: items('declaration retyped iFlowRaw') },
  ]),
  ...from('ziyuEngineer/TwinCAT SlaveControlProgram/SlaveControlProgram/Portal/POUs/FB_CommandProcess.TcPOU', [
    // The watchdog's Q is read by the write of the drive release (safe torque off, described above it).
    { id: 'round7 command: host watchdog time', source: { parts: COMMAND }, edits: [['PT := T#500MS', 'PT := T#2S']], expect: items('constant value-changed tonHostWatchdog.PT !') },
    { id: 'round7 command: drive released without the e-stop chain', source: { parts: COMMAND }, edits: [['xDriveRelease := xEStopOk AND NOT tonHostWatchdog.Q', 'xDriveRelease := NOT tonHostWatchdog.Q']], expect: items('write value-changed xDriveRelease !') },
    { id: 'round7 command: drive released without the host watchdog', source: { parts: COMMAND }, edits: [['xEStopOk AND NOT tonHostWatchdog.Q AND nWriteIndex', 'xEStopOk AND nWriteIndex']], expect: items('write value-changed xDriveRelease !') },
    { id: 'round7 command: drive release forced', source: { parts: COMMAND }, edits: [['xDriveRelease := xEStopOk AND NOT tonHostWatchdog.Q AND nWriteIndex > 0;', 'xDriveRelease := TRUE;']], expect: items('write now-constant xDriveRelease !') },
    {
      id: 'round7 command: e-stop no longer clears the indices',
      source: { parts: COMMAND },
      edits: [['IF NOT xEStopOk THEN', 'IF FALSE THEN']],
      expect: items('condition no-longer-read xEStopOk !', 'write condition-changed nReadIndex !', 'write condition-changed nLocalIndex !'),
    },
    { id: 'round7 command: local index starts at one', source: { parts: COMMAND }, edits: [['nLocalIndex : UDINT := 0;', 'nLocalIndex : UDINT := 1;']], expect: items('constant initial-value-changed nLocalIndex') },
    { id: 'round7 command: header comment reworded', source: { parts: COMMAND }, edits: [['// Parameters of receiving and transferring data', '// Buffer between the host and the drive module']], expect: [] },
    {
      id: 'round7 command: e-stop input renamed',
      source: { parts: COMMAND },
      edits: [
        ['\txEStopOk AT %I* : BOOL;', '\txEStopChainOk AT %I* : BOOL;'],
        ['xDriveRelease := xEStopOk AND', 'xDriveRelease := xEStopChainOk AND'],
        ['IF NOT xEStopOk THEN', 'IF NOT xEStopChainOk THEN'],
      ],
      expect: items('declaration renamed xEStopChainOk !'),
    },
    { id: 'round7 command: watchdog polarity inverted', source: { parts: COMMAND }, edits: [['IN := NOT xHostAlive', 'IN := xHostAlive']], expect: items('fb-call inputs-changed tonHostWatchdog.IN !') },
    { id: 'round7 command: release waits for five commands', source: { parts: COMMAND }, edits: [['nWriteIndex > 0;', 'nWriteIndex > 4;']], expect: items('constant value-changed xDriveRelease !') },
  ]),
  ...from('ziyuEngineer/TwinCAT SlaveControlProgram/SlaveControlProgram/Portal/POUs/FB_CommandProcess.TcPOU (mSendCommand, mReset)', [
    { id: 'round7 send: read index steps by two', source: { parts: SEND }, edits: [['nReadIndex := nReadIndex + 1;', 'nReadIndex := nReadIndex + 2;']], expect: items('constant value-changed nReadIndex') },
    { id: 'round7 send: ring mask ignored', source: { parts: SEND }, edits: [['nLocalIndex := nReadIndex AND nMask;', 'nLocalIndex := nReadIndex;']], expect: items('write value-changed nLocalIndex') },
    {
      id: 'round7 send: sends when the indices are equal',
      source: { parts: SEND },
      edits: [['IF nReadIndex < nWriteIndex THEN', 'IF nReadIndex <= nWriteIndex THEN']],
      expect: items(
        'condition read-differently nReadIndex',
        'condition read-differently nWriteIndex',
        'write condition-changed stOutputData',
        'write condition-changed nReadIndex',
        'write condition-changed nLocalIndex',
        'write condition-changed mSendCommand',
      ),
    },
    { id: 'round7 send: comment reworded', source: { parts: SEND }, edits: [['// Hand the next command to the drive module', '// Next command out']], expect: [] },
    { id: 'round7 send: result no longer cleared', source: { parts: SEND }, edits: [['mSendCommand := FALSE;\n', '']], expect: items('write no-longer-written mSendCommand') },
    { id: 'round7 reset: output command no longer cleared', source: { parts: RESET }, edits: [['MEMSET(ADR(stOutputData), 0, SIZEOF(ST_MotionCommand));\n', '']], expect: items('call no-longer-called MEMSET', 'write no-longer-written stOutputData') },
    { id: 'round7 reset: output command filled with ones', source: { parts: RESET }, edits: [['ADR(stOutputData), 0, SIZEOF', 'ADR(stOutputData), 16#FF, SIZEOF']], expect: items('constant value-changed stOutputData') },
    { id: 'round7 reset: read index kept', source: { parts: RESET }, edits: [['nReadIndex := 0;\n', '']], expect: items('write no-longer-written nReadIndex') },
  ]),
  ...from('ziyuEngineer/TwinCAT SlaveControlProgram/SlaveControlProgram/Portal/POUs/MAIN.TcPOU', [
    { id: 'round7 main: spindle runs with the guard open', source: { parts: MAIN }, edits: [['bSpindleOn := bGuardClosed AND NOT bTaskDone;', 'bSpindleOn := NOT bTaskDone;']], expect: items('write value-changed bSpindleOn !') },
    { id: 'round7 main: spindle forced on', source: { parts: MAIN }, edits: [['bSpindleOn := bGuardClosed AND NOT bTaskDone;', 'bSpindleOn := TRUE;']], expect: items('write now-constant bSpindleOn !') },
    { id: 'round7 main: ring mask argument', source: { parts: MAIN }, edits: [['nMask := 16#FF', 'nMask := 16#7F']], expect: items('constant value-changed fbCommand.mSendCommand.nMask') },
    // Corrected after the first scoring, an error of the writer's: bInit is the condition of the spindle output's write
    // (the ELSE of IF NOT bInit), so it drives a physical output; forced TRUE, the spindle branch runs from the second
    // scan without the start-up having finished: a permissive of bSpindleOn removed, so the write is safety-relevant.
    { id: 'round7 main: start-up method no longer called', source: { parts: MAIN }, edits: [['bInit := fbCommand.mInitialize();', 'bInit := TRUE;']], expect: items('write now-constant bInit !', 'call no-longer-called fbCommand.mInitialize') },
    { id: 'round7 main: export on task done', source: { parts: MAIN }, edits: [['bExport := bExportData,', 'bExport := bTaskDone,']], expect: items('fb-call inputs-changed fbExportScope.bExport') },
    {
      id: 'round7 main: scope never stopped',
      source: { parts: MAIN },
      edits: [['IF bTaskDone THEN\n\tbScopeRun := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bTaskDone', 'write no-longer-written bScopeRun'),
    },
    // A plain copy of the guard switch: the lamp becomes the same signal.
    { id: 'round7 main: run lamp shows the guard', source: { parts: MAIN }, edits: [['bRunLamp := bSpindleOn;', 'bRunLamp := bGuardClosed;']], expect: items('write value-changed bRunLamp !') },
    { id: 'round7 main: scope records from the start', source: { parts: MAIN }, edits: [['bScopeRun : BOOL := FALSE;', 'bScopeRun : BOOL := TRUE;']], expect: items('constant initial-value-changed bScopeRun') },
    { id: 'round7 main: comment reworded', source: { parts: MAIN }, edits: [['// set once the start-up steps are done', '// TRUE after start-up']], expect: [] },
    { id: 'round7 main: guard input moved', source: { parts: MAIN }, edits: [['bGuardClosed AT %IX3.0', 'bGuardClosed AT %IX3.2']], expect: items('declaration address-changed bGuardClosed !') },
    { id: 'round7 main: spindle output moved', source: { parts: MAIN }, edits: [['bSpindleOn AT %QX3.0', 'bSpindleOn AT %QX3.4']], expect: items('declaration address-changed bSpindleOn') },
    {
      id: 'round7 main: brake output added',
      source: { parts: MAIN },
      edits: [
        ['\tbRunLamp AT %QX3.1 : BOOL;\n', '\tbRunLamp AT %QX3.1 : BOOL;\n\tbBrake AT %QX3.2 : BOOL;\n'],
        ['bRunLamp := bSpindleOn;\n', 'bRunLamp := bSpindleOn;\nbBrake := NOT bSpindleOn;\n'],
      ],
      expect: items('declaration added bBrake', 'write newly-written bBrake'),
    },
    {
      id: 'round7 main: export flag renamed',
      source: { parts: MAIN },
      edits: [
        ['\tbExportData : BOOL := FALSE;', '\tbExportCsv : BOOL := FALSE;'],
        ['bExport := bExportData,', 'bExport := bExportCsv,'],
      ],
      expect: items('declaration renamed bExportCsv'),
    },
    { id: 'round7 main: scope config path', source: { parts: MAIN }, edits: [['sConfigFile := GVL_Paths.RECORD_CONFIG,', 'sConfigFile := GVL_Paths.RECORD_CONFIG_XML,']], expect: items('fb-call inputs-changed fbScopeServer.sConfigFile') },
  ]),
];
