// What tools/list may cost an agent in each configuration (issue 19): every client without deferred tool loading
// pays the whole answer in every conversation, and several clients cap the number of tools. The bench measures the
// configurations through a real endpoint (scripts/bench/tools-list.ts); tools-list-budget.test.ts checks them on the
// table, so a row that grows the listing past its budget fails in the unit tests.
import { defaultSettings, type Settings } from '../../src-shared/settings-schema.ts';
import { TOOLSET_IDS, type ToolsetId } from '../../src-shared/toolsets.ts';
import { demoSettings } from '../demo/index.ts';
import { listedTool, type ListedTool } from '../mcp/mcp-server.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { ToolsetPolicy } from '../mcp/toolsets.ts';

const KB = 1024;

export interface ToolsListBudget {
  name: string;
  settings(dataDir: string): Settings;
  maxBytes: number;
  maxTools?: number;
  /** No tool whose name matches may be listed. */
  noneMatching?: RegExp;
}

export const TOOLS_LIST_BUDGETS: readonly ToolsListBudget[] = [
  { name: 'no CODESYS configured', settings: () => defaultSettings(), maxBytes: 40 * KB, noneMatching: /codesys/ },
  { name: 'CODESYS configured, default toolsets', settings: (dataDir) => codesysWith(dataDir, defaultSettings().mcp.toolsets), maxBytes: 90 * KB, maxTools: 45 },
  { name: 'CODESYS configured, all toolsets', settings: (dataDir) => codesysWith(dataDir, TOOLSET_IDS), maxBytes: 160 * KB },
];

/** Both programs configured (the demo's stand-ins), with these toolsets chosen. */
function codesysWith(dataDir: string, toolsets: readonly ToolsetId[]): Settings {
  const settings = demoSettings(dataDir);
  return { ...settings, mcp: { ...settings.mcp, toolsets: [...toolsets] } };
}

export interface ToolsListCost {
  bytes: number;
  tools: number;
  /** Listed tools the budget forbids. */
  unwanted: string[];
  pass: boolean;
}

/** Bytes of a tools/list result as it goes out (the JSON of `{ tools }`), the tool count, and the budget's verdict. */
export function toolsListCost(budget: ToolsListBudget, tools: readonly Pick<ListedTool, 'name'>[]): ToolsListCost {
  const bytes = Buffer.byteLength(JSON.stringify({ tools }));
  const unwanted = budget.noneMatching ? tools.map((t) => t.name).filter((name) => budget.noneMatching!.test(name)) : [];
  const pass = bytes <= budget.maxBytes && tools.length <= (budget.maxTools ?? Infinity) && unwanted.length === 0;
  return { bytes, tools: tools.length, unwanted, pass };
}

/** The tools/list entries a connection that asks for nothing in particular gets with these settings. */
export function listedWith(table: readonly AnyToolDefinition[], settings: Settings): ListedTool[] {
  const policy = new ToolsetPolicy({ current: settings, onChange: () => () => {} });
  return table.filter((row) => policy.visible(row, undefined)).map(listedTool);
}

export function budgetTarget(budget: ToolsListBudget): string {
  const parts = [`≤ ${budget.maxBytes / KB} KB`];
  if (budget.maxTools !== undefined) parts.push(`≤ ${budget.maxTools} tools`);
  if (budget.noneMatching) parts.push(`no tool matching ${budget.noneMatching}`);
  return parts.join(', ');
}
