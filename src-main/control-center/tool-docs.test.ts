// The per-tool snapshots and the generated tool reference (docs/tools.md) match the tool table. When this fails after a change
// to a tool, run `npm run snapshot:tools`, read the diff (it is what clients will see) and commit it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../files/index.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { DOCS_COMMAND, fullToolTable, readmeBlocks, snapshotDirs, snapshotFiles, TOOL_REFERENCE, withReadmeBlocks } from './tool-docs.ts';

const root = packageRoot();
let table: readonly AnyToolDefinition[];
beforeAll(async () => {
  table = await fullToolTable();
});

describe('generated tool docs', () => {
  it(`has one committed snapshot per tool, equal to the table (else: ${DOCS_COMMAND})`, async () => {
    const expected = snapshotFiles(table);
    const committed: string[] = [];
    for (const dir of snapshotDirs()) committed.push(...(await readdir(join(root, dir)).catch(() => [])).map((name) => `${dir}/${name}`));
    expect(committed.sort(), `snapshot files for tools that no longer exist, or tools without one: run ${DOCS_COMMAND}`).toEqual([...expected.keys()].sort());
    const stale: string[] = [];
    for (const [path, text] of expected) if ((await readFile(join(root, path), 'utf8')) !== text) stale.push(path);
    expect(stale, `stale snapshots: run ${DOCS_COMMAND} and commit the diff`).toEqual([]);
  });

  it(`has the tool reference's lists as the table says (else: ${DOCS_COMMAND})`, async () => {
    const reference = await readFile(join(root, TOOL_REFERENCE), 'utf8');
    expect(reference === withReadmeBlocks(reference, readmeBlocks(table)), `${TOOL_REFERENCE} is stale: run ${DOCS_COMMAND}`).toBe(true);
  });

  it('lists each tool that asks the person once, running-PLC tools among them, and fails on a reference without the markers', () => {
    const blocks = readmeBlocks(table);
    const asking = table.filter((t) => t.mutates).map((t) => t.name);
    expect(asking).toEqual(expect.arrayContaining(['update_pou', 'codesys_set_pou_code', 'codesys_online_login']));
    for (const name of asking) expect(blocks.approval!.split(`\`${name}\``).length - 1, name).toBe(1);
    for (const tool of table.filter((t) => t.changesRunningPlc)) {
      expect(tool.mutates, tool.name).toBe(true);
      expect(blocks['running-plc'], tool.name).toContain(`\`${tool.name}\``);
      expect(blocks.reference, tool.name).toContain(`| \`${tool.name}\` | ${tool.title} | every time |`);
    }
    expect(() => withReadmeBlocks('# no markers\n', blocks)).toThrow(/lacks the markers <!-- tools:approval:start -->/);
  });
});
