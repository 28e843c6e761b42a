// More of the public-code corpus (see impact-corpus-public.ts): an OpenPLC-sample traffic light, a lead/lag pump
// station, an OSCAT-style PID loop, a dosing FB with a conditional RETURN and a chained assignment, and a palletiser
// infeed with light-curtain muting.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const TRAFFIC = object(
  'TrafficLight',
  `PROGRAM TrafficLight
VAR
    Red AT %QX0.0 : BOOL;
    Yellow AT %QX0.1 : BOOL;
    Green AT %QX0.2 : BOOL;
    PedButton AT %IX0.0 : BOOL;
    GreenTime : TON;
    YellowTime : TON;
    RedTime : TON;
    Phase : INT;
END_VAR
`,
  `GreenTime(IN := Phase = 0, PT := T#20S);
YellowTime(IN := Phase = 1, PT := T#3S);
RedTime(IN := Phase = 2, PT := T#15S);
IF Phase = 0 AND (GreenTime.Q OR PedButton) THEN
    Phase := 1;
ELSIF Phase = 1 AND YellowTime.Q THEN
    Phase := 2;
ELSIF Phase = 2 AND RedTime.Q THEN
    Phase := 0;
END_IF
Green := Phase = 0;
Yellow := Phase = 1;
Red := Phase = 2;
`,
);

const PUMPS = object(
  'PRG_PumpStation',
  `PROGRAM PRG_PumpStation
VAR
    xPump1 AT %QX2.0 : BOOL;
    xPump2 AT %QX2.1 : BOOL;
    rLevel : REAL;
    rStartLevel : REAL := 2.4;
    rStopLevel : REAL := 0.8;
    xLeadIsPump1 : BOOL := TRUE;
    xDemand : BOOL;
    rtDemand : R_TRIG;
    aRunHours : ARRAY[1..2] OF UDINT;
END_VAR
`,
  `IF rLevel > rStartLevel THEN
    xDemand := TRUE;
ELSIF rLevel < rStopLevel THEN
    xDemand := FALSE;
END_IF
rtDemand(CLK := xDemand);
IF rtDemand.Q THEN
    xLeadIsPump1 := NOT xLeadIsPump1;
END_IF
xPump1 := xDemand AND xLeadIsPump1;
xPump2 := xDemand AND NOT xLeadIsPump1;
IF xPump1 THEN
    aRunHours[1] := aRunHours[1] + 1;
END_IF
`,
);

const PID = object(
  'FB_ZoneTemp',
  `FUNCTION_BLOCK FB_ZoneTemp
VAR_INPUT
    rActual : REAL;
    rSetpoint : REAL;
    xEnable : BOOL;
END_VAR
VAR_OUTPUT
    rValve : REAL;
END_VAR
VAR
    fbPid : CTRL_PI;
    rKp : REAL := 1.2;
    rMaxValve : REAL := 100.0;
END_VAR
`,
  `fbPid(ACT := rActual, SET := rSetpoint, KP := rKp, KI := 0.05, LL := 0.0, LH := rMaxValve, RST := NOT xEnable);
rValve := fbPid.Y;
IF NOT xEnable THEN
    rValve := 0.0;
END_IF
`,
);

const DOSING = object(
  'FB_Dosing.Run',
  `METHOD Run : BOOL
VAR_INPUT
    rTargetKg : REAL;
END_VAR
`,
  `RETURN(NOT xEnabled);
xValveCoarse := xValveFine := rWeight < rTargetKg - rFineBand;
IF rWeight >= rTargetKg - rFineBand AND rWeight < rTargetKg THEN
    xValveFine := TRUE;
END_IF
IF rWeight >= rTargetKg THEN
    xValveFine := FALSE;
    nDoses := nDoses + 1;
END_IF
fbScale.Read(nChannel := 2).Tare := xTare;
Run := rWeight >= rTargetKg;
`,
);

const INFEED = object(
  'PRG_Infeed',
  `PROGRAM PRG_Infeed
VAR
    xCurtainClear AT %IX7.0 : BOOL;
    xMuteSensorA AT %IX7.1 : BOOL;
    xMuteSensorB AT %IX7.2 : BOOL;
    xConveyor AT %QX7.0 : BOOL;
    tonMuteMax : TON;
    xMuting : BOOL;
    xRun : BOOL;
END_VAR
`,
  `xMuting := xMuteSensorA AND xMuteSensorB AND NOT tonMuteMax.Q;
tonMuteMax(IN := xMuting, PT := T#10S);
xConveyor := xRun AND (xCurtainClear OR xMuting);
`,
);

export const PUBLIC_CORPUS_3: CorpusCase[] = [
  // Traffic light.
  { id: 'traffic: longer green', source: { parts: TRAFFIC }, edits: [['PT := T#20S', 'PT := T#30S']], expect: items('constant value-changed GreenTime.PT') },
  { id: 'traffic: shorter yellow', source: { parts: TRAFFIC }, edits: [['PT := T#3S', 'PT := T#2S']], expect: items('constant value-changed YellowTime.PT') },
  {
    id: 'traffic: pedestrian button ignored',
    source: { parts: TRAFFIC },
    edits: [['IF Phase = 0 AND (GreenTime.Q OR PedButton) THEN', 'IF Phase = 0 AND GreenTime.Q THEN']],
    expect: items('condition no-longer-read PedButton', 'write condition-changed Phase', 'write condition-changed Phase', 'write condition-changed Phase'),
  },
  { id: 'traffic: red and yellow swapped', source: { parts: TRAFFIC }, edits: [['Yellow := Phase = 1;', 'Yellow := Phase = 2;']], expect: items('constant value-changed Yellow') },
  { id: 'traffic: green forced', source: { parts: TRAFFIC }, edits: [['Green := Phase = 0;', 'Green := TRUE;']], expect: items('write now-constant Green !') },
  { id: 'traffic: red phase timer no longer run', source: { parts: TRAFFIC }, edits: [['RedTime(IN := Phase = 2, PT := T#15S);\n', '']], expect: items('fb-call no-longer-called RedTime') },
  // Pump station.
  { id: 'pumps: start level', source: { parts: PUMPS }, edits: [['rStartLevel : REAL := 2.4;', 'rStartLevel : REAL := 2.8;']], expect: items('constant initial-value-changed rStartLevel') },
  { id: 'pumps: stop level', source: { parts: PUMPS }, edits: [['rStopLevel : REAL := 0.8;', 'rStopLevel : REAL := 0.5;']], expect: items('constant initial-value-changed rStopLevel') },
  { id: 'pumps: no alternation', source: { parts: PUMPS }, edits: [['IF rtDemand.Q THEN\n    xLeadIsPump1 := NOT xLeadIsPump1;\nEND_IF\n', '']], expect: items('condition no-longer-read rtDemand.Q', 'write no-longer-written xLeadIsPump1') },
  { id: 'pumps: both pumps on demand', source: { parts: PUMPS }, edits: [['xPump2 := xDemand AND NOT xLeadIsPump1;', 'xPump2 := xDemand;']], expect: items('write value-changed xPump2 !') },
  { id: 'pumps: run hours of pump 2', source: { parts: PUMPS }, edits: [['    aRunHours[1] := aRunHours[1] + 1;', '    aRunHours[2] := aRunHours[2] + 1;']], expect: items('constant value-changed aRunHours[2]') },
  { id: 'pumps: demand never drops', source: { parts: PUMPS }, edits: [['ELSIF rLevel < rStopLevel THEN\n    xDemand := FALSE;\n', '']], expect: items('condition no-longer-read rLevel', 'condition no-longer-read rStopLevel', 'write no-longer-written xDemand !') },
  // PID zone.
  { id: 'pid: gain', source: { parts: PID }, edits: [['rKp : REAL := 1.2;', 'rKp : REAL := 2.0;']], expect: items('constant initial-value-changed rKp') },
  { id: 'pid: integral gain', source: { parts: PID }, edits: [['KI := 0.05', 'KI := 0.1']], expect: items('constant value-changed fbPid.KI') },
  { id: 'pid: valve limit', source: { parts: PID }, edits: [['LH := rMaxValve', 'LH := 80.0']], expect: items('fb-call inputs-changed fbPid.LH') },
  { id: 'pid: valve no longer closed when disabled', source: { parts: PID }, edits: [['IF NOT xEnable THEN\n    rValve := 0.0;\nEND_IF\n', '']], expect: items('condition no-longer-read xEnable', 'write no-longer-written rValve') },
  { id: 'pid: no reset when disabled', source: { parts: PID }, edits: [[', RST := NOT xEnable);', ');']], expect: items('fb-call inputs-changed fbPid.RST') },
  // Dosing method: conditional RETURN, chained assignment, a member of a call result.
  { id: 'dosing: runs while disabled', source: { parts: DOSING }, edits: [['RETURN(NOT xEnabled);\n', '']], expect: items('condition no-longer-read xEnabled') },
  {
    id: 'dosing: fine valve no longer opened with the coarse one',
    source: { parts: DOSING },
    edits: [['xValveCoarse := xValveFine := rWeight < rTargetKg - rFineBand;', 'xValveCoarse := rWeight < rTargetKg - rFineBand;']],
    expect: items('write value-changed xValveCoarse', 'write no-longer-written xValveFine'),
  },
  { id: 'dosing: doses no longer counted', source: { parts: DOSING }, edits: [['    nDoses := nDoses + 1;\n', '']], expect: items('write no-longer-written nDoses') },
  { id: 'dosing: scale channel', source: { parts: DOSING }, edits: [['fbScale.Read(nChannel := 2).Tare', 'fbScale.Read(nChannel := 3).Tare']], expect: items('write no-longer-written fbScale.Read(nChannel := 2).Tare', 'write newly-written fbScale.Read(nChannel := 3).Tare') },
  {
    id: 'dosing: fine valve closes late',
    source: { parts: DOSING },
    edits: [['IF rWeight >= rTargetKg THEN\n    xValveFine := FALSE;', 'IF rWeight >= rTargetKg + 0.2 THEN\n    xValveFine := FALSE;']],
    expect: items('condition read-differently rWeight', 'condition read-differently rTargetKg', 'write condition-changed xValveFine', 'write condition-changed nDoses'),
  },
  // Infeed with muting.
  { id: 'infeed: muting time', source: { parts: INFEED }, edits: [['PT := T#10S', 'PT := T#60S']], expect: items('constant value-changed tonMuteMax.PT !') },
  { id: 'infeed: muting with one sensor', source: { parts: INFEED }, edits: [['xMuting := xMuteSensorA AND xMuteSensorB AND NOT tonMuteMax.Q;', 'xMuting := xMuteSensorA AND NOT tonMuteMax.Q;']], expect: items('write value-changed xMuting !') },
  { id: 'infeed: conveyor ignores the light curtain', source: { parts: INFEED }, edits: [['xConveyor := xRun AND (xCurtainClear OR xMuting);', 'xConveyor := xRun;']], expect: items('write value-changed xConveyor !') },
  { id: 'infeed: muting unlimited', source: { parts: INFEED }, edits: [['xMuting := xMuteSensorA AND xMuteSensorB AND NOT tonMuteMax.Q;', 'xMuting := xMuteSensorA AND xMuteSensorB;']], expect: items('write value-changed xMuting !') },
];
