import { describe, expect, it } from 'vitest';
import { decisionText, formatAgo, formatCountdown, formatDuration, formatUtc, forPerson, multilineStrings, plural } from './format.ts';

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

  it('counts in words, one and many', () => {
    expect(plural(1, 'line')).toBe('1 line');
    expect(plural(0, 'line')).toBe('0 lines');
    expect(plural(1, 'diagnostic')).toBe('1 diagnostic');
  });

  it('gives UTC to the second for the tooltip of a local time', () => {
    expect(formatUtc(Date.UTC(2026, 11, 1, 9, 30, 5, 700))).toBe('2026-12-01 09:30:05 UTC');
  });

  it('says an agent-facing message for a person: no hashes, no "call read_pou again"', () => {
    expect(forPerson('PLC_PRG changed since it was read (its content_hash is now sha256:0123abcd, not sha256:89ef4567). Nothing was changed; read it again with codesys_read_pou and redo the edit.')).toBe(
      'PLC_PRG changed since it was read. Nothing was changed; the agent has to read it again and redo its edit.',
    );
    expect(forPerson('nothing was written. Call read_pou again and redo the edit.')).toBe('nothing was written. The agent has to read it again and redo its edit.');
    expect(forPerson('Import a.export (sha256:0123456789ab…, 20 bytes) into P')).toBe('Import a.export (20 bytes) into P');
    expect(forPerson('alarms.txt (20 bytes, sha256:0123456789abcdef) and x (sha256:0123456789abcdef)')).toBe('alarms.txt (20 bytes) and x');
    expect(forPerson('Denied by the person in Interlock: update_pou was not run and nothing changed. Do not retry the same call unless they ask for it.')).toBe(
      'Denied by the person in Interlock: update_pou was not run and nothing changed.',
    );
    expect(forPerson('Denied by the person in Interlock: Keep T#3s.\n(update_pou was not run and nothing changed. Follow what they said before you try again.)')).toBe(
      'Denied by the person in Interlock: Keep T#3s.\n(update_pou was not run and nothing changed.)',
    );
    expect(forPerson('compiled')).toBe('compiled');
  });
});
