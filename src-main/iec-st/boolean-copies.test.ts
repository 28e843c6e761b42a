// An IF/ELSE of TRUE and FALSE is the copy it equals (IEC 61131-3): what the writes make of each variable (drivers,
// trips, latches and what sets them) is read alike whichever way it is written (boolean-copies.ts, booleanCopiesAsRead).
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const VARS = '  Compressor AT %QX0.1 : BOOL;\n  Request : BOOL;\n  RunTimeout : BOOL;\n  ResetBtn : BOOL;\n  Stop : BOOL;\n  RunTimer : TON;\n  MaxRun : TIME := T#30M;';
const TRIP = 'RunTimer(IN := Compressor, PT := MaxRun);\nIF RunTimer.Q THEN\n  RunTimeout := TRUE;\nEND_IF;\nIF ResetBtn THEN\n  RunTimeout := FALSE;\nEND_IF;\n';
// The compressor's IF inside the skid's run branch, switched off in its ELSE.
const run = (body: string) => `IF NOT Stop THEN\n${body}ELSE\n  Compressor := FALSE;\nEND_IF;\n`;
const AS_COPY = run('Compressor := Request AND NOT RunTimeout;\n');
const AS_IF = run('IF Request AND NOT RunTimeout THEN\n  Compressor := TRUE;\nELSE\n  Compressor := FALSE;\nEND_IF;\n');

describe('an IF/ELSE of TRUE and FALSE read as the copy it is', () => {
  it('a timer no longer called that sets a trip the output reads as NOT x: flagged as with the copy', () => {
    const removed = (body: string) => impactLines('Cell', program(VARS, TRIP + body), program(VARS, TRIP.replace('RunTimer(IN := Compressor, PT := MaxRun);\n', '') + body));
    expect(removed(AS_COPY)).toEqual(['fb-call no-longer-called RunTimer !']);
    expect(removed(AS_IF)).toEqual(removed(AS_COPY));
  });

  it('a trip\'s reset removed, a lamp showing the trip as IF/ELSE: the output stays held off, unflagged as with the copy', () => {
    const vars = '  Motor AT %QX0.0 : BOOL;\n  FaultLamp AT %QX0.1 : BOOL;\n  PressureTrip : BOOL;\n  Pressure : INT;\n  Run : BOOL;\n  EStopOk : BOOL;\n  Reset : BOOL;';
    const trip = 'IF Pressure > 100 THEN\n  PressureTrip := TRUE;\nEND_IF;\nIF Reset THEN\n  PressureTrip := FALSE;\nEND_IF;\nMotor := Run AND NOT PressureTrip;\n';
    const removed = (lamp: string) => impactLines('Cell', program(vars, trip + lamp), program(vars, trip.replace('IF Reset THEN\n  PressureTrip := FALSE;\nEND_IF;\n', '') + lamp));
    const asCopy = removed('FaultLamp := PressureTrip OR NOT EStopOk;\n');
    expect(asCopy).toEqual(['condition no-longer-read Reset', 'write no-longer-written PressureTrip']);
    expect(removed('IF PressureTrip OR NOT EStopOk THEN\n  FaultLamp := TRUE;\nELSE\n  FaultLamp := FALSE;\nEND_IF;\n')).toEqual(asCopy);
  });
});
