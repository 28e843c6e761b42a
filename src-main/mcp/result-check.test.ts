import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { resultIssues } from './result-check.ts';

describe('resultIssues', () => {
  const schema = z.object({
    device: z.object({ name: z.string(), simulation: z.boolean().optional() }),
    items: z.array(z.object({ id: z.number() })),
    extra: z.record(z.string(), z.number()).optional(),
    either: z.union([z.object({ a: z.string() }), z.null()]).optional(),
  });

  it('accepts a result its schema describes, optional keys absent or undefined', () => {
    expect(resultIssues(schema, { device: { name: 'PLC', simulation: undefined }, items: [{ id: 1 }], extra: { free: 2 }, either: null })).toEqual([]);
  });

  it('names every key zod would strip, however deep, and every parse error, by path', () => {
    expect(resultIssues(schema, { device: { name: 'PLC', simulated: true }, items: [{ id: 1 }, { id: 2, x: 0 }], either: { a: 'b', c: 1 }, top: 1 })).toEqual([
      'device.simulated: not in the output schema',
      'items.1.x: not in the output schema',
      'either.c: not in the output schema',
      'top: not in the output schema',
    ]);
    expect(resultIssues(schema, { device: {}, items: [] })).toEqual(['device.name: Invalid input: expected string, received undefined']);
  });
});
