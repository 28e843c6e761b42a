import { describe, expect, it } from 'vitest';
import { sameGuards } from './guard-logic.ts';

describe('guards holding in the same cases', () => {
  it('reads AND, OR, XOR and NOT over atoms compared by their text', () => {
    expect(sameGuards(['NOT (Jog_Plus AND Enabling_Switch)', 'Jog_Minus AND Enabling_Switch'], ['NOT (Jog_Plus)', 'Jog_Minus AND Enabling_Switch'])).toBe(true);
    expect(sameGuards(['NOT (a OR b)'], ['NOT a AND NOT b'])).toBe(true);
    expect(sameGuards(['a XOR b'], ['(a OR b) AND NOT (a AND b)'])).toBe(true);
    expect(sameGuards(['NOT (Jog_Plus AND Enabling_Switch)', 'Jog_Minus'], ['NOT (Jog_Plus)', 'Jog_Minus'])).toBe(false);
    expect(sameGuards(['x > 5 AND Run'], ['X  >  5', 'run'])).toBe(true);
    expect(sameGuards(['x > 5'], ['x > 6'])).toBe(false);
  });

  it('reads a comparison written as its complement as the negation of the other (round 40)', () => {
    expect(sameGuards(['NOT (Start OR n <> 0)', 'Reset AND n = 0'], ['NOT (Start OR n <> 0)', 'Reset'])).toBe(true);
    expect(sameGuards(['x >= 5'], ['NOT (x < 5)'])).toBe(true);
    expect(sameGuards(['x <= 5'], ['NOT (x > 5)'])).toBe(true);
    expect(sameGuards(['NOT (n <> 0)', 'Reset AND n < 5'], ['NOT (n <> 0)', 'Reset'])).toBe(false);
  });

  it('reads a comparison after NOT, a call and a loop guard whole', () => {
    expect(sameGuards(['NOT a = b'], ['NOT (a = b)'])).toBe(false);
    expect(sameGuards(['ABS(x - y) > 10.0 AND a'], ['a AND ABS(x - y) > 10.0'])).toBe(true);
    expect(sameGuards(['WHILE a AND b'], ['WHILE a', 'b'])).toBe(false);
    expect(sameGuards(['(a'], ['a'])).toBe(false);
  });
});
