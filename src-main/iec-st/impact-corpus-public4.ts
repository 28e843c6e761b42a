// More of the public-code corpus (see impact-corpus-public.ts): a TcUnit-style test-free sorter program with a
// struct of I/O and temporaries, and a hoist with brake and overload checks.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const SORTER = object(
  'PRG_Sorter',
  `PROGRAM PRG_Sorter
VAR
    a : ST_SorterCell;
    nRejects : UDINT;
    nMode : INT;
    xDebug : BOOL;
END_VAR
VAR_TEMP
    xPartOK : BOOL;
    nLane : INT;
END_VAR
`,
  `xPartOK := a.IO.sensor4 AND NOT a.IO.sensor5;
nLane := SEL(xPartOK, 2, 1);
IF a.IO.sensor4 AND a.IO.sensor6 THEN
    a.IO.diverter := nLane = 2;
END_IF
IF NOT xPartOK AND a.IO.sensor4 THEN
    nRejects := nRejects + 1;
END_IF
IF nMode <> 0 THEN
    a.IO.beacon := TRUE;
END_IF
IF TRUE THEN
    a.IO.lamp := xPartOK;
END_IF
IF xDebug AND nRejects > 1000 THEN
    nRejects := 0;
END_IF
`,
);

const HOIST = object(
  'FB_Hoist',
  `FUNCTION_BLOCK FB_Hoist
VAR_INPUT
    xUp : BOOL;
    xDown : BOOL;
END_VAR
VAR_OUTPUT
    xMotorUp AT %QX10.0 : BOOL;
    xMotorDown AT %QX10.1 : BOOL;
    xBrakeRelease AT %QX10.2 : BOOL;
END_VAR
VAR
    xOverload AT %IX10.0 : BOOL;
    xTopLimit AT %IX10.1 : BOOL;
    tonBrake : TON;
    rLoadKg : REAL;
    rRatedKg : REAL := 500.0;
END_VAR
`,
  `xBrakeRelease := (xUp OR xDown) AND NOT xOverload;
tonBrake(IN := xBrakeRelease, PT := T#300MS);
xMotorUp := xUp AND tonBrake.Q AND NOT xTopLimit AND rLoadKg < rRatedKg;
xMotorDown := xDown AND tonBrake.Q;
`,
);

export const PUBLIC_CORPUS_4: CorpusCase[] = [
  {
    id: 'sorter: sensor 6 no longer needed to divert',
    source: { parts: SORTER },
    edits: [['IF a.IO.sensor4 AND a.IO.sensor6 THEN', 'IF a.IO.sensor4 THEN']],
    expect: items('condition no-longer-read a.IO.sensor6', 'write condition-changed a.IO.diverter'),
  },
  {
    id: 'sorter: sensor 4 no longer read for rejects',
    source: { parts: SORTER },
    edits: [['IF NOT xPartOK AND a.IO.sensor4 THEN', 'IF NOT xPartOK THEN']],
    expect: items('condition no-longer-read a.IO.sensor4', 'write condition-changed nRejects'),
  },
  { id: 'sorter: good part ignores sensor 5', source: { parts: SORTER }, edits: [['xPartOK := a.IO.sensor4 AND NOT a.IO.sensor5;', 'xPartOK := a.IO.sensor4;']], expect: items('write value-changed xPartOK') },
  { id: 'sorter: lanes swapped', source: { parts: SORTER }, edits: [['SEL(xPartOK, 2, 1)', 'SEL(xPartOK, 1, 2)']], expect: items('constant value-changed nLane', 'constant value-changed nLane') },
  { id: 'sorter: temporary renamed', source: { parts: SORTER }, edits: [['    nLane : INT;', '    nTargetLane : INT;'], ['nLane := SEL', 'nTargetLane := SEL'], ['nLane = 2;', 'nTargetLane = 2;']], expect: items('declaration renamed nTargetLane') },
  { id: 'sorter: beacon in mode 1 only', source: { parts: SORTER }, edits: [['IF nMode <> 0 THEN', 'IF nMode = 1 THEN']], expect: items('condition read-differently nMode', 'write condition-changed a.IO.beacon') },
  { id: 'sorter: lamp branch disabled', source: { parts: SORTER }, edits: [['IF TRUE THEN\n    a.IO.lamp', 'IF FALSE THEN\n    a.IO.lamp']], expect: items('condition now-never FALSE', 'write condition-changed a.IO.lamp') },
  { id: 'sorter: reject counter wraps later', source: { parts: SORTER }, edits: [['nRejects > 1000', 'nRejects > 5000']], expect: items('constant value-changed nRejects') },
  { id: 'sorter: counter reset without debug', source: { parts: SORTER }, edits: [['IF xDebug AND nRejects > 1000 THEN', 'IF nRejects > 1000 THEN']], expect: items('condition no-longer-read xDebug', 'write condition-changed nRejects') },
  // Hoist.
  { id: 'hoist: brake released under overload', source: { parts: HOIST }, edits: [['xBrakeRelease := (xUp OR xDown) AND NOT xOverload;', 'xBrakeRelease := xUp OR xDown;']], expect: items('write value-changed xBrakeRelease !') },
  { id: 'hoist: brake delay', source: { parts: HOIST }, edits: [['PT := T#300MS', 'PT := T#100MS']], expect: items('constant value-changed tonBrake.PT') },
  { id: 'hoist: lifts past the top limit', source: { parts: HOIST }, edits: [['xMotorUp := xUp AND tonBrake.Q AND NOT xTopLimit AND rLoadKg < rRatedKg;', 'xMotorUp := xUp AND tonBrake.Q AND rLoadKg < rRatedKg;']], expect: items('write value-changed xMotorUp !') },
  { id: 'hoist: rated load', source: { parts: HOIST }, edits: [['rRatedKg : REAL := 500.0;', 'rRatedKg : REAL := 750.0;']], expect: items('constant initial-value-changed rRatedKg') },
  { id: 'hoist: lowering without the brake timer', source: { parts: HOIST }, edits: [['xMotorDown := xDown AND tonBrake.Q;', 'xMotorDown := xDown;']], expect: items('write value-changed xMotorDown !') },
  { id: 'hoist: overload input moved', source: { parts: HOIST }, edits: [['xOverload AT %IX10.0 : BOOL;', 'xOverload AT %IX10.4 : BOOL;']], expect: items('declaration address-changed xOverload') },
];
