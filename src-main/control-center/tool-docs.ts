// What is generated from the tool table instead of kept by hand: one snapshot file per tool (what tools/list shows
// of it plus Interlock's own flags, in its toolset's folder), and the generated tool reference (docs/tools.md), between markers.
// `npm run snapshot:tools` writes both; tool-docs.test.ts fails when a committed file differs from the table.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listedTool } from '../mcp/mcp-server.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { startControlCenter } from './control-center.ts';
import { CODESYS_TOOLSET_MODULES } from '../codesys/index.ts';

/** The folder of a toolset's per-tool snapshots, beside its code: `<folder>/tool-snapshots`. */
export const SNAPSHOT_FOLDER = 'tool-snapshots';

/** Where each toolset's code is, relative to the package root: its snapshots live there. */
function toolsetFolders(): Map<string, string> {
  const folders = new Map<string, string>([
    ['platform', 'src-main/mcp'],
    ['openplc', 'src-main/openplc'],
  ]);
  for (const toolset of CODESYS_TOOLSET_MODULES) {
    for (const id of [toolset.id, ...(toolset.otherToolsets ?? [])]) folders.set(id, `src-main/codesys/${toolset.folder}`);
  }
  return folders;
}

/** Every folder that holds snapshots (one per toolset folder), relative to the package root. */
export function snapshotDirs(): string[] {
  return [...new Set([...toolsetFolders().values()].map((folder) => `${folder}/${SNAPSHOT_FOLDER}`))].sort();
}

/** The snapshot folder of a row: its toolset's; a row whose toolset has no folder is refused. */
export function snapshotDirOf(tool: AnyToolDefinition): string {
  const folder = tool.toolset === undefined ? undefined : toolsetFolders().get(tool.toolset);
  if (folder === undefined) throw new Error(`The tool ${tool.name} belongs to no toolset with a folder (${tool.toolset ?? 'none'}): its snapshot has nowhere to go`);
  return `${folder}/${SNAPSHOT_FOLDER}`;
}
export const DOCS_COMMAND = 'npm run snapshot:tools';

/** The whole table, as a demo control center (both domains configured) builds it in a throwaway data directory. */
export async function fullToolTable(): Promise<readonly AnyToolDefinition[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'interlock-tool-docs-'));
  try {
    const cc = await startControlCenter({ dataDir, port: 0, demo: true });
    await cc.close();
    return cc.table;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export interface ToolSnapshot {
  name: string;
  title: string;
  toolset?: string;
  mutates: boolean;
  changesRunningPlc: boolean;
  annotations: AnyToolDefinition['annotations'];
  description: string;
  inputSchema: unknown;
  outputSchema: unknown;
}

/** The toolset id a row carries, once rows carry one. */
export function toolSnapshot(tool: AnyToolDefinition): ToolSnapshot {
  const listed = listedTool(tool);
  const toolset = tool.toolset;
  return {
    name: tool.name,
    title: tool.title,
    ...(toolset ? { toolset } : {}),
    mutates: tool.mutates,
    changesRunningPlc: tool.changesRunningPlc === true,
    annotations: tool.annotations,
    description: tool.description,
    inputSchema: listed.inputSchema,
    outputSchema: listed.outputSchema,
  };
}

/** Each snapshot file's path (relative to the package root) and text. */
export function snapshotFiles(table: readonly AnyToolDefinition[]): Map<string, string> {
  return new Map(table.map((tool) => [`${snapshotDirOf(tool)}/${tool.name}.json`, `${JSON.stringify(toolSnapshot(tool), null, 2)}\n`]));
}

/** The generated tool reference (docs/), relative to the package root. */
export const TOOL_REFERENCE = 'docs/tools.md';

type Domain = 'Interlock' | 'OpenPLC' | 'CODESYS';
const PLATFORM_TOOLS = new Set(['get_interlock_status', 'describe_tools']);

function domainOf(tool: AnyToolDefinition): Domain {
  if (PLATFORM_TOOLS.has(tool.name)) return 'Interlock';
  return /codesys/.test(tool.name) ? 'CODESYS' : 'OpenPLC';
}

const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

/** The generated blocks of the tool reference (TOOL_REFERENCE), by marker name: `<!-- tools:NAME:start -->` … `<!-- tools:NAME:end -->`. */
export function readmeBlocks(table: readonly AnyToolDefinition[]): Record<string, string> {
  const byDomain = (domain: Domain, keep: (t: AnyToolDefinition) => boolean) => table.filter((t) => domainOf(t) === domain && keep(t)).map((t) => t.name);
  const asks = (t: AnyToolDefinition) => t.mutates;
  const approval = (['OpenPLC', 'CODESYS'] as const)
    .map((domain) => `- ${domain} (${byDomain(domain, asks).length}): ${code(byDomain(domain, asks))}`)
    .join('\n');
  const runningPlc = `${code(table.filter((t) => t.changesRunningPlc).map((t) => t.name))}`;
  return { approval, 'running-plc': runningPlc, reference: toolTables(table) };
}

/** One table per toolset (one for the domain while rows carry none): tool, what it is, whether it asks. */
function toolTables(tools: readonly AnyToolDefinition[]): string {
  const groups = new Map<string, AnyToolDefinition[]>();
  for (const tool of tools) {
    const key = tool.toolset ?? '';
    groups.set(key, [...(groups.get(key) ?? []), tool]);
  }
  return [...groups]
    .map(([toolset, rows]) => {
      const heading = toolset ? `**${toolset}**\n\n` : '';
      const lines = rows.map((t) => `| \`${t.name}\` | ${t.title} | ${t.changesRunningPlc ? 'every time' : t.mutates ? 'yes' : 'no'} |`);
      return `${heading}| tool | what it does | asks the person |\n|---|---|---|\n${lines.join('\n')}`;
    })
    .join('\n\n');
}

/** The tool reference with each marked block replaced by the table's; throws when a marker pair is missing. */
export function withReadmeBlocks(readme: string, blocks: Record<string, string>): string {
  let text = readme;
  for (const [name, body] of Object.entries(blocks)) {
    const start = `<!-- tools:${name}:start -->`;
    const end = `<!-- tools:${name}:end -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${TOOL_REFERENCE} lacks the markers ${start} … ${end}`);
    text = `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
  }
  return text;
}
