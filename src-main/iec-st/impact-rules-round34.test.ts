// The rules fixed against the thirty-fourth independent round (docs/impact-accuracy.md, "Fixed against round 34").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirty-fourth independent round', () => {
  it('passes on a conjunct a timer input loses where its Q is a whole conjunct of a physical output, whatever else the output feeds', () => {
    const vars = '    bPermit : BOOL;\n    bUpReq : BOOL;\n    tonBrake : TON;\n    tonTravel : TON;\n    bTravelFault : BOOL;\n    doUp AT %QX5.0 : BOOL;';
    // The output also runs a watchdog whose Q sets a trip: it needs the brake timer all the same.
    const body = (input: string) => `tonBrake(IN := ${input}, PT := T#300MS);\ndoUp := tonBrake.Q AND bUpReq;\ntonTravel(IN := doUp, PT := T#20S);\nIF tonTravel.Q THEN\n    bTravelFault := TRUE;\nEND_IF\nbPermit := bUpReq AND NOT bTravelFault;\n`;
    expect(flags(vars, body('bPermit AND bUpReq'), body('bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN !']);
    // A conjunct of the guard of a switch-on branch is needed too.
    const branch = (input: string) => `tonHold(IN := ${input}, PT := T#5S);\nIF bUpReq THEN\n    doUp := FALSE;\nELSIF tonHold.Q THEN\n    doUp := NOT bPermit;\nEND_IF\n`;
    const held = vars.replace('tonTravel : TON;', 'tonHold : TON;');
    expect(flags(held, branch('bPermit AND bUpReq'), branch('bUpReq'))).toEqual(['fb-call inputs-changed tonHold.IN !']);
    // A stricter input is no interlock removed, nor a timer whose Q is only an alternative of the output.
    expect(flags(vars, body('bUpReq'), body('bPermit AND bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN']);
    const lamp = (input: string) => `tonBrake(IN := ${input}, PT := T#300MS);\ndoUp := tonBrake.Q OR bUpReq;\n`;
    expect(flags(vars, lamp('bPermit AND bUpReq'), lamp('bUpReq'))).toEqual(['fb-call inputs-changed tonBrake.IN']);
  });

  it('reads a timer preset given as a literal instead of a variable by what the timer watches, as the variable\'s initial value', () => {
    const vars = '    (* light curtain across the opening, TRUE = clear *)\n    Beam AT %IX0.2 : BOOL;\n    Sensor AT %IX0.0 : BOOL;\n    Presence : BOOL;\n    HoldTimer : TON;\n    HoldTime : TIME := T#5s;\n    MotorClose AT %QX0.1 : BOOL;';
    const body = (pt: string) => `Presence := Sensor OR NOT Beam;\nHoldTimer(IN := Presence, PT := ${pt});\nMotorClose := HoldTimer.Q AND Beam;\n`;
    expect(flags(vars, body('HoldTime'), body('T#8s'))).toEqual(['fb-call inputs-changed HoldTimer.PT !']);
    expect(flags(vars, body('HoldTime'), body('T#8s')).length).toBe(1);
    // A timer watching nothing safety-relevant stays unflagged.
    const plain = (pt: string) => `HoldTimer(IN := Sensor, PT := ${pt});\nMotorClose := HoldTimer.Q;\n`;
    expect(flags(vars, plain('HoldTime'), plain('T#8s'))).toEqual(['fb-call inputs-changed HoldTimer.PT']);
  });

  it('reads a physical output that sets a watchdog trip as switched off, not reset, where its switch-off branch gains an alternative', () => {
    const vars = '    // safety chain healthy\n    bSafetyChainOk AT %IX5.0 : BOOL;\n    bOverload AT %IX5.1 : BOOL;\n    bRun : BOOL;\n    tonTravel : TON;\n    bTravelFault : BOOL;\n    doUp AT %QX5.0 : BOOL;\n    doBrake AT %QX5.1 : BOOL;';
    const body = (stop: string) => `doUp := bRun AND NOT bTravelFault;\ndoBrake := bRun;\ntonTravel(IN := doUp, PT := T#20S);\nIF tonTravel.Q THEN\n    bTravelFault := TRUE;\nEND_IF\nIF ${stop} THEN\n    doUp := FALSE;\n    doBrake := FALSE;\nEND_IF\n`;
    // Held off in more cases: only the alternative gained is news, as for the brake beside it.
    expect(flags(vars, body('NOT bSafetyChainOk'), body('NOT bSafetyChainOk OR bOverload'))).toEqual(['condition newly-read bOverload', 'write condition-changed doBrake', 'write condition-changed doUp']);
    // The branch losing an alternative still loses an interlock.
    expect(flags(vars, body('NOT bSafetyChainOk OR bOverload'), body('bOverload'))).toEqual(['condition no-longer-read bSafetyChainOk !', 'write condition-changed doBrake !', 'write condition-changed doUp !']);
  });

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

  it('reads 1 given to a counter as a count, not a switch-on', () => {
    const vars = '    ClosedLimit AT %IX0.5 : BOOL;\n    Edge AT %IX0.3 : BOOL;\n    Hold : BOOL;\n    ReverseCount : INT;\n    MotorClose AT %QX0.1 : BOOL;';
    const body = (reset: string) => `IF Edge THEN\n    ReverseCount := ReverseCount + 1;\nEND_IF\nIF ClosedLimit THEN\n    ReverseCount := ${reset};\nEND_IF\nMotorClose := Hold AND ReverseCount < 3;\n`;
    expect(flags(vars, body('0'), body('1'))).toEqual(['constant value-changed ReverseCount']);
    // A BOOL given 1 is switched on, and so is a number never counted.
    const flag = vars.replace('ReverseCount : INT;', 'ReverseCount : INT;\n    bArmed : BOOL;');
    const armed = (value: string) => `IF ClosedLimit THEN\n    bArmed := ${value};\nEND_IF\nMotorClose := Hold AND bArmed;\n`;
    expect(flags(flag, armed('0'), armed('1'))).toEqual(['constant value-changed bArmed !']);
    const plain = (value: string) => `IF ClosedLimit THEN\n    ReverseCount := ${value};\nEND_IF\nMotorClose := Hold AND ReverseCount = 1;\n`;
    expect(flags(vars, plain('0'), plain('1'))).toEqual(['constant value-changed ReverseCount !']);
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

  it('reports a limit changed in a WHILE condition once, on the limit, not on the writes inside the loop', () => {
    const vars = '    i : INT;\n    nTarget : INT;\n    bCall : ARRAY[0..9] OF BOOL;';
    const body = (limit: string) => `i := 9;\nWHILE i >= ${limit} DO\n    IF bCall[i] THEN\n        nTarget := i;\n    END_IF\n    i := i - 1;\nEND_WHILE\n`;
    expect(flags(vars, body('0'), body('1'))).toEqual(['constant value-changed i']);
  });
});
