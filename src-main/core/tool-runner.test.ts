import { describe, expect, it } from 'vitest';
import { summarizeArgs } from './tool-runner.ts';

describe('summarizeArgs: the queue\'s one line of a call', () => {
  it('cuts long strings before serialising, and shows exactly the line the whole arguments would, secrets redacted', () => {
    const args = { pou_name: 'Main', content: `PROGRAM Main\n${'x := "a\\b";\n'.repeat(20_000)}END_PROGRAM`, token: 'secret', edits: [{ old: 'é'.repeat(500), new: 'b' }] };
    const whole = JSON.stringify({ ...args, token: '[redacted]' });
    const line = summarizeArgs(args);
    expect(line).toBe(`${whole.slice(0, 159)}…`);
    expect(summarizeArgs({ a: 1 })).toBe('{"a":1}');
    expect(line).toHaveLength(160);
    expect(summarizeArgs({ content: 'y'.repeat(1000), token: 't' }, 40)).toBe(`${JSON.stringify({ content: 'y'.repeat(1000) }).slice(0, 39)}…`);
  });
});
