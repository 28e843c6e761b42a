import { describe, expect, it } from 'vitest';
import { decisionText, formatAgo, formatCountdown, formatDuration, multilineStrings } from './format.ts';

describe('what the person reads', () => {
  it('shows durations at a useful precision', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2_430)).toBe('2.4 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
    expect(formatDuration(3_723_000)).toBe('1 h 02 min');
  });

  it('says how long ago something happened in the largest whole unit', () => {
    expect(formatAgo(10_000, 12_000)).toBe('just now');
    expect(formatAgo(0, 42_500)).toBe('42 s ago');
    expect(formatAgo(0, 5 * 60_000 + 59_000)).toBe('5 min ago');
    expect(formatAgo(0, 3 * 3_600_000)).toBe('3 h ago');
  });

  it('counts down in whole seconds and stops at zero', () => {
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });

  it('says who decided a call in plain words', () => {
    expect(decisionText({ outcome: 'approved', by: 'person' })).toBe('Approved by you');
    expect(decisionText({ outcome: 'denied', by: 'timeout' })).toBe('Denied: nobody answered in time');
    expect(decisionText({ outcome: 'approved', by: 'read-only' })).toBe('Ran without approval (read-only)');
  });

  it('finds multi-line argument values (code, file contents) wherever they are nested', () => {
    expect(multilineStrings({ path: 'PLC_PRG', body: { declaration: 'VAR\nEND_VAR', lines: ['a', 'b\nc'] } })).toEqual([
      { path: 'body.declaration', text: 'VAR\nEND_VAR' },
      { path: 'body.lines[1]', text: 'b\nc' },
    ]);
  });
});
