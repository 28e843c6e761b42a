// ARCHITECTURE.md's layer table is what lint enforces: generated from eslint.config.js's LAYERS (else: npm run
// docs:architecture), one row per folder of src-main, each after the folders it may import.
import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_COMMAND, ARCHITECTURE_FILE, bottomUp, currentLayerTable, layerTable, withLayerTable, type LayerRule } from './architecture-doc.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("ARCHITECTURE.md's layer table", () => {
  it(`is the one the lint rules give (else: ${ARCHITECTURE_COMMAND})`, async () => {
    const document = await readFile(join(root, ARCHITECTURE_FILE), 'utf8');
    expect(document === withLayerTable(document, await currentLayerTable()), `${ARCHITECTURE_FILE}'s layer table is stale: run ${ARCHITECTURE_COMMAND}`).toBe(true);
  });

  it('has a row for every folder of src-main, each below the folders that may import it', async () => {
    const table = await currentLayerTable();
    const folders = readdirSync(join(root, 'src-main'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const folder of folders) expect(table.split('\n').filter((row) => row.includes(`| \`${folder}/\` |`)), folder).toHaveLength(1);
    const position = (folder: string) => table.indexOf(`| \`${folder}/\` |`);
    expect(position('core')).toBeLessThan(position('text-search'));
    expect(position('iec-st')).toBeLessThan(position('st-sim'));
    expect(position('control-center')).toBeLessThan(position('electron'));
  });

  it('orders the rules bottom-up, refuses a loop, and fails on a document without the markers', () => {
    const rule = (allowed: string[]): LayerRule => ({ layer: 'l', what: 'w', allowed, why: '' });
    expect(bottomUp({ top: rule(['mid']), mid: rule(['base']), base: rule([]) })).toEqual(['base', 'mid', 'top']);
    expect(() => bottomUp({ a: rule(['b']), b: rule(['a']) })).toThrow(/loop: a, b/);
    expect(layerTable({ base: rule([]), top: rule(['base']) }, ['src-main/cli.ts'])).toContain('| | `top/` | w | everything |');
    expect(() => withLayerTable('# no markers\n', 'table')).toThrow(/lacks the markers <!-- layers:start -->/);
  });
});
