// The hints every tool lists (readOnly, destructive, idempotent, openWorld) say what the tool does, by class of tool,
// so a client that acts on them (read-only mode here, retries, confirmation prompts elsewhere) is never misled.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { fullToolTable } from './tool-docs.ts';

let table: readonly AnyToolDefinition[];
beforeAll(async () => {
  table = await fullToolTable();
});

const names = (rows: readonly AnyToolDefinition[]) => rows.map((t) => t.name).sort();
const action = (t: AnyToolDefinition) => t.name.replace(/^codesys_/, '').split('_')[0]!;

describe('tool annotations, by class of tool', () => {
  it('never calls a tool read-only that asks the person, compiles, logs in or keeps a result that changes later calls', () => {
    const readOnly = table.filter((t) => t.annotations.readOnlyHint);
    expect(names(readOnly.filter((t) => t.mutates)), 'tools that ask the person').toEqual([]);
    // A compile (also as an option of a read), a login to read, a kept verdict: each changes something outside the answer.
    const compiles = (t: AnyToolDefinition) => 'compile' in t.input.shape || action(t) === 'compile';
    const logsIn = (t: AnyToolDefinition) => /\blogs? in\b/i.test(t.description);
    const keepsVerdict = (t: AnyToolDefinition) => /refused from then on/.test(t.description);
    expect(names(readOnly.filter((t) => compiles(t) || logsIn(t) || keepsVerdict(t)))).toEqual([]);
    expect(names(table.filter(compiles))).toEqual(expect.arrayContaining(['codesys_compile_project', 'codesys_list_symbol_signatures', 'compile_project']));
    expect(names(table.filter(logsIn))).toEqual(expect.arrayContaining(['codesys_online_state']));
    expect(names(table.filter(keepsVerdict))).toEqual(['codesys_self_test']);
  });

  it('calls every change to a running PLC destructive, and every tool that replaces, removes or saves over what was there', () => {
    expect(names(table.filter((t) => t.changesRunningPlc && !t.annotations.destructiveHint))).toEqual([]);
    const overwrites = new Set(['set', 'update', 'patch', 'delete', 'remove', 'uninstall', 'unplug', 'import', 'save', 'install', 'rename', 'grant', 'map', 'close', 'shutdown']);
    expect(names(table.filter((t) => overwrites.has(action(t)) && !t.annotations.destructiveHint))).toEqual([]);
    expect(names(table.filter((t) => t.annotations.destructiveHint && !t.mutates))).toEqual([]);
  });

  it('calls a tool idempotent when the same call again changes nothing more, and never one that adds, copies, downloads or resets', () => {
    const sets = new Set(['set', 'write', 'force', 'unforce', 'start', 'stop', 'map', 'grant', 'save']);
    const once = new Set(['create', 'add', 'import', 'export', 'copy', 'download', 'reset', 'online', 'patch', 'install', 'source']);
    const mutating = table.filter((t) => t.mutates);
    expect(names(mutating.filter((t) => (sets.has(action(t)) || ['update_pou', 'codesys_set_pou_code'].includes(t.name)) && !t.annotations.idempotentHint))).toEqual([]);
    expect(names(mutating.filter((t) => once.has(action(t)) && t.annotations.idempotentHint && t.name !== 'codesys_online_state'))).toEqual(['codesys_download_missing_libraries']);
    expect(names(table.filter((t) => t.annotations.readOnlyHint && !t.annotations.idempotentHint))).toEqual([]);
  });

  it('calls open-world only the tools that reach past the person\'s projects and PLCs: the network scan and the CODESYS Store', () => {
    expect(names(table.filter((t) => t.annotations.openWorldHint))).toEqual(['codesys_download_missing_libraries', 'codesys_scan_network']);
  });
});
