// `npm run docs:architecture`: writes ARCHITECTURE.md's layer table from the lint rules (LAYERS and SHELL_FILES in
// eslint.config.js), between its markers, so the table says what lint enforces. scripts/architecture-doc.test.ts fails
// until what it writes is committed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LayerRule {
  layer: string;
  what: string;
  allowed: string[];
  why: string;
}

export const ARCHITECTURE_FILE = 'ARCHITECTURE.md';
export const ARCHITECTURE_COMMAND = 'npm run docs:architecture';
const START = '<!-- layers:start -->';
const END = '<!-- layers:end -->';

/** The folders bottom-up: each after every folder it may import (ties keep the rules' order); a loop is refused. */
export function bottomUp(layers: Record<string, LayerRule>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const pending = Object.keys(layers);
  while (pending.length > 0) {
    const next = pending.findIndex((folder) => layers[folder]!.allowed.every((dep) => placed.has(dep) || !(dep in layers)));
    if (next < 0) throw new Error(`The layer rules loop: ${pending.join(', ')}`);
    const [folder] = pending.splice(next, 1);
    order.push(folder!);
    placed.add(folder!);
  }
  return order;
}

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function mayImport(folder: string, allowed: readonly string[], all: readonly string[]): string {
  if (allowed.length === 0) return 'nothing';
  const others = all.filter((name) => name !== folder && !allowed.includes(name));
  if (others.length === 0) return 'everything';
  if (others.length === 1 && allowed.length > 3) return `everything but ${code(others)}`;
  return code(allowed);
}

/** The table: one row per folder of src-main, bottom-up, and the command line beside the shell. */
export function layerTable(layers: Record<string, LayerRule>, shellFiles: readonly string[]): string {
  const folders = Object.keys(layers);
  let previous = '';
  const rows = bottomUp(layers).map((folder) => {
    const { layer, what, allowed } = layers[folder]!;
    const label = layer === previous ? '' : layer;
    previous = layer;
    return `|${label ? ` ${label} ` : ' '}| \`${folder}/\` | ${what} | ${mayImport(folder, allowed, folders)} |`;
  });
  rows.push(`| | ${code(shellFiles.map((file) => file.replace(/^src-main\//, '')))} | the command line (\`interlock serve\`, \`mcp\`, \`doctor\`, ...) | everything |`);
  return ['| layer | folder | what it is | may import (of `src-main`) |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with the table between its markers replaced; throws when the markers are missing. */
export function withLayerTable(document: string, table: string): string {
  const from = document.indexOf(START);
  const to = document.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${ARCHITECTURE_FILE} lacks the markers ${START} … ${END}`);
  return `${document.slice(0, from + START.length)}\n${table}\n${document.slice(to)}`;
}

/** The table eslint.config.js gives now (loaded by URL: the configuration is JavaScript without types). */
export async function currentLayerTable(): Promise<string> {
  const config = (await import(new URL('../eslint.config.js', import.meta.url).href)) as { LAYERS: Record<string, LayerRule>; SHELL_FILES: string[] };
  return layerTable(config.LAYERS, config.SHELL_FILES);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(fileURLToPath(new URL('..', import.meta.url)), ARCHITECTURE_FILE);
  await writeFile(path, withLayerTable(await readFile(path, 'utf8'), await currentLayerTable()));
  console.log(`${ARCHITECTURE_FILE}: the layer table written from eslint.config.js`);
}
