// The "test helper" that plays an agent: it sends tool calls through the real core (queue → gate → audit), exactly
// the path an MCP call takes, without an MCP client in between.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { ProgressInfo } from '../../src-shared/app-state.ts';
import type { Core, ToolOutcome } from '../../src-main/core/index.ts';
import { contentHash, fileEditRecord, writeFileAtomic } from '../../src-main/files/index.ts';

export function connectAgent(core: Core, clientName = 'Claude Code', clientVersion = '2.1.3'): string {
  return core.agents.connect({ clientName, clientVersion, transport: 'stdio', protocolVersion: '2025-06-18' }).id;
}

/**
 * A mutating call that rewrites a file: its approval card carries the full arguments and a unified diff.
 * Calls on the same `target` wait for each other, as they would on one PLC project.
 */
export function requestFileEdit(core: Core, agentId: string, path: string, content: string, target = 'openplc'): Promise<ToolOutcome<{ bytes: number }>> {
  return core.runner.run({
    agentId,
    tool: { name: 'write_file', title: 'Write file', mutates: true },
    args: { path, content },
    prepare: () => ({ target: { key: target } }),
    preview: async () => {
      const before = await readFile(path, 'utf8');
      return { kind: 'diff', title: basename(path), diff: createTwoFilesPatch(basename(path), basename(path), before, content) };
    },
    execute: async (_plan, execution) => {
      const before = await readFile(path);
      await execution.planEdit(fileEditRecord(path, before, contentHash(content)));
      const afterHash = await writeFileAtomic(path, content);
      execution.recordEdit(fileEditRecord(path, before, afterHash));
      execution.output([`wrote ${Buffer.byteLength(content)} bytes to ${basename(path)}`]);
      return { bytes: Buffer.byteLength(content) };
    },
    summarize: (result) => `wrote ${result.bytes} bytes`,
  });
}

export interface HeldCall {
  outcome: Promise<ToolOutcome<string>>;
  /** Reports progress and output lines while the call runs. */
  report(info: ProgressInfo, lines: string[]): void;
  finish(): void;
}

/** A read-only call that keeps running until the test finishes it (or the person cancels it). */
export function startLongBuild(core: Core, agentId: string, target = 'codesys'): Promise<HeldCall> {
  return new Promise((resolveHeld) => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const outcome = core.runner.run({
      agentId,
      tool: { name: 'build_project', title: 'Build project', mutates: false },
      args: { project: 'Demo.project', clean: false },
      prepare: () => ({ target: { key: target } }),
      execute: async (_plan, execution) => {
        const report = (info: ProgressInfo, lines: string[]) => {
          execution.progress(info);
          execution.output(lines);
        };
        resolveHeld({ outcome, report, finish });
        await new Promise<void>((resolve, reject) => {
          void finished.then(resolve);
          execution.signal.addEventListener('abort', () => reject(execution.signal.reason), { once: true });
        });
        return 'build ok';
      },
      summarize: (result) => result,
    });
  });
}
