// The RFC 5424 form of an audit record: header, one structured-data element with the record's fields, escaping, and
// a size a collector accepts.
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, paramName, paramValue, syslogMessage } from './syslog-message.ts';

const header = { hostname: 'plant-laptop', appName: 'interlock', procId: '4242' };
const call = {
  v: 1,
  id: 'c0ffee',
  at: '2026-12-03T10:42:00.000Z',
  agent: { id: 'a1', name: 'cursor', version: '1.2', transport: 'http' },
  tool: 'patch_pou',
  target: 'openplc:/plant/line1',
  mutates: true,
  decision: { outcome: 'approved', by: 'policy:always', rule: 'patch_pou in /plant/line1' },
  outcome: 'succeeded',
};

describe('syslog messages', () => {
  it('carry the header, the record as structured data and a summary', () => {
    const message = syslogMessage(call, 7, header);
    // Facility 13 (log audit), severity notice (5) for a change: 13 * 8 + 5.
    expect(message.startsWith('<109>1 2026-12-03T10:42:00.000Z plant-laptop interlock 4242 call [interlock@32473 seq="7" id="c0ffee" ')).toBe(true);
    expect(message).toContain('agent.name="cursor"');
    expect(message).toContain('decision.rule="patch_pou in /plant/line1"');
    expect(message).not.toContain(' v="1"');
    expect(message).toMatch(/\] \ufeffcall patch_pou by cursor decision approved \(policy:always\) outcome succeeded$/);
    expect(syslogMessage({ ...call, outcome: 'denied' }, 8, header)).toMatch(/^<108>1 /);
    expect(syslogMessage({ ...call, mutates: false }, 9, header)).toMatch(/^<110>1 /);
  });

  it('escape what RFC 5424 reserves and keep names to its form', () => {
    expect(paramValue('a "quoted" \\ path]')).toBe('a \\"quoted\\" \\\\ path\\]');
    expect(paramName('resultSummary')).toBe('resultSummary');
    expect(paramName('a b=c"d]')).toBe('a_b_c_d_');
    expect(paramName('x'.repeat(40))).toHaveLength(32);
    const message = syslogMessage({ ...call, resultSummary: 'changed "Start"] \\ok' }, 1, header);
    expect(message).toContain('resultSummary="changed \\"Start\\"\\] \\\\ok"');
  });

  it('stay within what a collector takes, saying when fields were left out', () => {
    const big = { ...call, args: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(900)])) };
    const message = syslogMessage(big, 1, header);
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    expect(message).toContain('truncated="1"');
    expect(message).toContain('tool="patch_pou"');
    expect(syslogMessage(call, 1, header)).not.toContain('truncated');
  });
});
