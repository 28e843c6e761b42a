import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { boundedString } from './input-limits.ts';

let cc: ControlCenter;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-limits-'));
  cc = await startControlCenter({ dataDir, port: 0, demo: false });
});
afterAll(async () => {
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every string without maxLength and every array without maxItems in a JSON Schema, by path. */
function unbounded(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (node.type === 'string' && node.maxLength === undefined && node.enum === undefined && node.const === undefined) found.push(path);
  if (node.type === 'array' && node.maxItems === undefined) found.push(`${path}[]`);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) found.push(...unbounded(child, `${path}.${name}`));
    } else if (key === 'items') found.push(...unbounded(value, `${path}[]`));
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') for (const child of value as unknown[]) found.push(...unbounded(child, path));
  }
  return found;
}

describe('input limits', () => {
  it('every string and list in every tool input schema has an explicit size limit', () => {
    const missing = cc.table.flatMap((tool) => unbounded(z.toJSONSchema(tool.input, { io: 'input' }), tool.name));
    expect(missing).toEqual([]);
  });

  it('refuses an oversized string by its length alone, naming the limit without echoing the input', () => {
    const name = boundedString(10, 'name').regex(/^[a-z]+$/, { error: (issue) => `${String(issue.input)} is not a name` });
    const result = name.safeParse('X'.repeat(100_000));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(['name is too long: at most 10 characters']);
  });
});
