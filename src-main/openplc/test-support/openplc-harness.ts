// Runs the OpenPLC tools through the real MCP client and core (see tool-harness.ts) on copies of the fixture
// projects in a temporary workspace, which is the only project root.
import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import type { Settings } from '../../../src-shared/settings-schema.ts';
import type { DomainModule } from '../../mcp/domain-module.ts';
import { startToolHarness, type CallResult, type ToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { createOpenPlcDomain, type OpenPlcDomainOptions } from '../index.ts';

export const FIXTURES_DIR = resolve(import.meta.dirname, '../../../fixtures/openplc');
export const STANDIN_CLI = resolve(import.meta.dirname, '../../../standins/openplc-cli/openplc-cli');

export type FixtureName = 'bottling-line' | 'relay-panel-v41' | 'motion-library';

export interface OpenPlcHarness {
  harness: ToolHarness;
  /** The project root (a real path). */
  workspace: string;
  domain: DomainModule;
  /** Copies a fixture into the workspace (under `as`, default its own name) and returns the copy's path. */
  project(name: FixtureName, as?: string): Promise<string>;
  call(tool: string, args: Record<string, unknown>, options?: Parameters<ToolHarness['call']>[2]): Promise<CallResult>;
  close(): Promise<void>;
}

export async function startOpenPlcHarness(
  options: { settings?: (settings: Settings) => Settings; domain?: OpenPlcDomainOptions } = {},
): Promise<OpenPlcHarness> {
  const workspace = await realpath(await mkdtemp(join(tmpdir(), 'interlock-openplc-')));
  let domain: DomainModule | undefined;
  const harness = await startToolHarness({
    tools: async (core) => {
      domain = await createOpenPlcDomain(core, options.domain);
      for (const [kind, reverter] of Object.entries(domain.reverters ?? {})) core.reverter.register(kind, reverter);
      return domain.tools;
    },
    settings: (defaults) => {
      const settings = { ...defaults, projectRoots: [workspace], openplc: { ...defaults.openplc, cliPath: STANDIN_CLI } };
      return options.settings ? options.settings(settings) : settings;
    },
  });
  return {
    harness,
    workspace,
    domain: domain!,
    project: async (name, as = name) => {
      const path = join(workspace, as);
      await cp(join(FIXTURES_DIR, name), path, { recursive: true });
      return path;
    },
    call: (tool, args, callOptions) => harness.call(tool, args, callOptions),
    close: async () => {
      await domain?.dispose();
      await harness.close();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}

/** The structured result of a call that must have succeeded. */
export function ok<T = Record<string, unknown>>(result: CallResult): T {
  expect(result.isError, result.content[0]?.text).toBeFalsy();
  return result.structuredContent as T;
}

/** The message of a call that must have failed with a tool error. */
export function failure(result: CallResult): string {
  expect(result.isError, JSON.stringify(result.structuredContent)).toBe(true);
  return result.content[0]?.text ?? '';
}
