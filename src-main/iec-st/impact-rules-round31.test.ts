// The rules fixed against the thirty-first independent round (docs/impact-accuracy.md, "Fixed against round 31").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Tank', program(vars, before), program(vars, after));

// A vent latch set by a limit or by the safety switch of the vessel, reset below a band with the switch closed.
const VARS = '    // safety burst disc switch, TRUE = intact\n    discOk AT %IX7.0 : BOOL;\n    ack AT %IX7.1 : BOOL;\n    level AT %IW7 : INT;\n    fill AT %QX7.0 : BOOL;\n    siren AT %QX7.1 : BOOL;\n    lamp AT %QX7.2 : BOOL;\n    highLimit : INT := 800;\n    ventTrip : BOOL;\n    overfill : BOOL;\n    slowFill : BOOL;';
const latch = (limit = 'highLimit', reset = '500') => `IF level > ${limit} OR NOT discOk THEN\n    ventTrip := TRUE;\nEND_IF\nIF ack AND level < ${reset} AND discOk THEN\n    ventTrip := FALSE;\nEND_IF\n`;
const rest = (siren: string) => `IF level > 700 THEN\n    overfill := TRUE;\nEND_IF\nIF ack THEN\n    overfill := FALSE;\nEND_IF\nfill := NOT ventTrip AND level < 600;\nsiren := ${siren};\nlamp := slowFill OR overfill;\n`;

describe('rules of the thirty-first independent round', () => {
  it("flags a limit of a safety signal's trip latch: its set's limit and that limit's initial value", () => {
    const body = latch() + rest('ventTrip OR overfill');
    expect(impactLines('Tank', program(VARS, body), program(VARS.replace(':= 800', ':= 900'), body))).toEqual(['constant initial-value-changed highLimit !']);
    expect(flags(VARS, latch('800') + rest('ventTrip OR overfill'), latch('900') + rest('ventTrip OR overfill'))).toEqual(['constant value-changed level !']);
    // Its reset's band beside the kept safety conjunct is not (docs/impact-accuracy.md, "A trip's reset read as a switch-on").
    expect(flags(VARS, body, latch('highLimit', '650') + rest('ventTrip OR overfill'))).toEqual(['constant value-changed level']);
    // A latch set by plain process limits only (`overfill`) lends nothing; nor a band of another condition on the same signal.
    expect(flags(VARS, body, body.replace('level > 700', 'level > 750'))).toEqual(['constant value-changed level']);
    expect(flags(VARS, body, body.replace('level < 600', 'level < 650'))).toEqual(['constant value-changed fill']);
  });

  it("flags an annunciator that no longer sounds on a safety signal's trip latch, not one that loses another alternative", () => {
    const body = (siren: string) => latch() + rest(siren);
    expect(flags(VARS, body('ventTrip OR overfill'), body('overfill'))).toEqual(['write value-changed siren !']);
    expect(flags(VARS, body('ventTrip OR overfill'), body('ventTrip'))).toEqual(['write value-changed siren']);
    // A value that is no plain annunciator (a command with a computed alternative) is judged as before.
    expect(flags(VARS, body('ventTrip OR level > 900 AND ack'), body('level > 900 AND ack'))).toEqual(['write value-changed siren']);
  });

  // The lead's decision (fail closed): a step timer's preset is flagged where a later step it leads to switches a
  // safety-relevant output; a shorter time reaches that output sooner.
  it("flags a step timer's preset where the step its Q starts switches a safety output by the step's value", () => {
    const vars = '    // burner gas safety valve\n    gasValve AT %QX7.4 : BOOL;\n    fan AT %QX7.5 : BOOL;\n    step : INT;\n    purge : TON;\n    purgeTime : TIME := T#30S;\n    settle : TON;\n    settleTime : TIME := T#2S;';
    const body = 'purge(IN := step = 1, PT := purgeTime);\nsettle(IN := step = 3, PT := settleTime);\nIF purge.Q THEN\n    step := 2;\nEND_IF\nIF settle.Q THEN\n    step := 4;\nEND_IF\nfan := step >= 1;\ngasValve := step = 2 OR step = 3;\n';
    expect(impactLines('Tank', program(vars, body), program(vars.replace('T#30S', 'T#5S'), body))).toEqual(['constant initial-value-changed purgeTime !']);
    // Counter-case: a step timer whose later step (4) switches no safety-relevant output stays unflagged.
    expect(impactLines('Tank', program(vars, body), program(vars.replace('T#2S', 'T#1S'), body))).toEqual(['constant initial-value-changed settleTime']);
  });

  it('flags a local renamed by the safety of its old name', () => {
    const vars = '    safetyDelay : TIME := T#2S;\n    tmr : TON;\n    go : BOOL;\n    out AT %QX7.3 : BOOL;';
    const body = (name: string) => `tmr(IN := go, PT := ${name});\nout := tmr.Q;\n`;
    expect(impactLines('Tank', program(vars, body('safetyDelay')), program(vars.replace('safetyDelay', 'holdDelay'), body('holdDelay')))).toEqual(['declaration renamed holdDelay !']);
    expect(impactLines('Tank', program(vars.replace('safetyDelay', 'waitDelay'), body('waitDelay')), program(vars.replace('safetyDelay', 'holdDelay'), body('holdDelay')))).toEqual(['declaration renamed holdDelay']);
  });
});
