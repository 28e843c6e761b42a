// No OK without a record, through the real endpoint: a control center (`interlock serve`) killed with SIGKILL in
// the middle of approved writes, again and again, and one whose data directory is full. After every restart each
// edit that landed has its audit record (and so can be reverted), nothing is left pending, and no temp file stays.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../src-shared/audit-entry.ts';
import { startControlCenter } from '../src-main/control-center/index.ts';
import { contentHash } from '../src-main/files/index.ts';
import { createOpenPlcDomain } from '../src-main/openplc/index.ts';
import { startInterlock, type RunningProcess } from './support/processes.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'openplc', 'bottling-line');
const RUNS = 30;
/** History is read in the Interlock window here. */
const WINDOW = { kind: 'window' } as const;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
});

async function setUp(dataDir: string): Promise<{ project: string; main: string }> {
  const workspace = await realpath(await mkdtemp(join(tmpdir(), 'interlock-crash-ws-')));
  cleanups.push(() => rm(workspace, { recursive: true, force: true }));
  const project = join(workspace, 'line');
  await cp(FIXTURE, project, { recursive: true });
  // The person chose "always approve" for update_pou earlier, so the agent's edits run without a window open.
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, projectRoots: [workspace], approvals: { alwaysApproveTools: ['update_pou'] } }));
  return { project, main: join(project, 'pous', 'programs', 'main.st') };
}

async function serve(dataDir: string): Promise<{ process: RunningProcess; client: Client }> {
  const process = startInterlock(['serve', '--data-dir', dataDir, '--port', '0']);
  const [, url] = await process.waitFor(/Control center: (http:\S+)/, 30_000);
  const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
  const client = new Client({ name: 'crash-agent', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return { process, client };
}

interface Line {
  type?: string;
  id: string;
}

async function auditLines(dataDir: string): Promise<Array<Line & Partial<AuditEntry>>> {
  const text = await readFile(join(dataDir, 'audit.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line & Partial<AuditEntry>);
}

async function tempFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.interlock-tmp'));
}

describe('the audit after kill -9 during approved writes', () => {
  it(`every landed edit has its record after restart and no temp file is left (${RUNS} runs)`, { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { project, main } = await setUp(dataDir);
    const knownGood = new Set([contentHash(await readFile(main))]);
    let landedEdits = 0;
    const interrupted = new Set<string>();

    for (let run = 0; run < RUNS; run++) {
      const { process, client } = await serve(dataDir);
      // Restart found everything from the previous run: each landed edit has a succeeded record with its hash.
      const lines = await auditLines(dataDir);
      const finished = new Set(lines.filter((l) => l.type === undefined).map((l) => l.id));
      for (const line of lines) {
        if (line.type === 'intent' || line.type === 'card') expect(finished.has(line.id), `${line.type} ${line.id} has no outcome after restart`).toBe(true);
        for (const edit of line.type === undefined && line.outcome === 'succeeded' ? (line.edits ?? []) : []) knownGood.add(edit.afterHash);
      }
      for (const line of lines) if (line.recoveredAt !== undefined) interrupted.add(line.id);
      const current = contentHash(await readFile(main));
      expect(knownGood.has(current), `run ${run}: main.st holds content no record accounts for`).toBe(true);
      expect(await tempFiles(project)).toEqual([]);

      // Edit as fast as the agent can, and kill the control center in the middle of it.
      let hash = current;
      const editing = (async () => {
        for (let i = 0; ; i++) {
          const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'main' } });
          const { content, content_hash } = read.structuredContent as { content: string; content_hash: string };
          hash = content_hash;
          const next = content.replace(/\(\* run \d+ edit \d+ \*\)\n|END_PROGRAM/, (m) => (m === 'END_PROGRAM' ? `(* run ${run} edit ${i} *)\nEND_PROGRAM` : ''));
          const done = await client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'main', content: next, expected_content_hash: hash } });
          if (done.isError) throw new Error(String((done.content as Array<{ text?: string }>)[0]?.text));
          landedEdits++;
        }
      })().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 150 + ((run * 37) % 250)));
      process.child.kill('SIGKILL');
      await process.exited;
      await editing;
      await client.close().catch(() => undefined);
    }

    const last = await serve(dataDir);
    await last.client.close();
    expect(await last.process.stop()).toBe(0);
    const lines = await auditLines(dataDir);
    const succeeded = lines.filter((l) => l.type === undefined && l.outcome === 'succeeded' && l.tool === 'update_pou');
    expect(succeeded.length).toBeGreaterThanOrEqual(landedEdits);
    for (const line of succeeded) for (const edit of line.edits ?? []) knownGood.add(edit.afterHash);
    expect(knownGood.has(contentHash(await readFile(main))), 'main.st holds content no record accounts for').toBe(true);
    expect(await tempFiles(project)).toEqual([]);
    console.log(`[audit-crash] ${RUNS} kills, ${landedEdits} edits answered OK, ${succeeded.length} succeeded records, ${interrupted.size} recorded at restart`);
  });
});

describe('the audit after a crash and under huge arguments', () => {
  it('keeps a torn last line aside, stores huge arguments bounded, and pages History without loading the log', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-torn-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { project } = await setUp(dataDir);
    // What a crash in the middle of a write leaves: a last line without its end.
    await writeFile(join(dataDir, 'audit.jsonl'), '{"v":1,"id":"whole","at":"2026-01-01T00:00:00.000Z","agent":{"id":"a","name":"old","version":"1","transport":"stdio"},"tool":"read_pou","target":"t","mutates":false,"args":{},"decision":{"outcome":"approved","by":"read-only"},"outcome":"succeeded","durationMs":1}\n{"v":1,"id":"torn","at":"2026-');
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)] });
    const client = new Client({ name: 'huge-agent', version: '1' });
    try {
      const torn = await readdir(join(dataDir, 'audit', 'torn'));
      expect(torn).toHaveLength(1);
      expect(await readFile(join(dataDir, 'audit', 'torn', torn[0]!), 'utf8')).toBe('{"v":1,"id":"torn","at":"2026-');

      await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
      const huge = 'N'.repeat(1024 * 1024);
      for (let i = 0; i < 15; i++) await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: `${huge}${i}` } });
      await cc.core.audit.flush();
      const stored = (await readFile(join(dataDir, 'audit.jsonl'), 'utf8')).length;
      expect(stored, 'fifteen 1 MB arguments must not take 15 MB of log').toBeLessThan(200 * 1024);

      // History, five at a time, newest first, through the contract's handler the UI calls.
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const result = await cc.handlers['audit:query']({ limit: 5, filter: {}, ...(cursor ? { cursor } : {}) }, WINDOW);
        seen.push(...result.entries.map((e) => e.agent.name));
        if (!result.nextCursor) break;
        cursor = result.nextCursor;
      }
      expect(seen.filter((name) => name === 'huge-agent')).toHaveLength(15);
      expect(seen.at(-1)).toBe('old');
      const readsOnly = await cc.handlers['audit:query']({ limit: 50, filter: { tool: 'read_pou', agent: 'huge', outcome: ['failed'] } }, WINDOW);
      expect(readsOnly.entries).toHaveLength(15);
      expect(readsOnly.entries.every((e) => JSON.stringify(e).length < 8 * 1024)).toBe(true);
    } finally {
      await client.close().catch(() => undefined);
      await cc.close();
    }
  });
});

describe('the audit on a full disk', () => {
  it('an approved edit whose records cannot be written is not made, and the agent is told why', { timeout: 120_000 }, async (context) => {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) {
      console.log('[audit-crash] skipped: mounting a tiny tmpfs needs root on Linux');
      context.skip();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dataDir]);
    } catch (err) {
      await rm(dataDir, { recursive: true, force: true });
      console.log(`[audit-crash] skipped: mount is not permitted here (${(err as Error).message.split('\n')[0]})`);
      context.skip();
    }
    cleanups.push(async () => {
      execFileSync('umount', [dataDir]);
      await rm(dataDir, { recursive: true, force: true });
    });
    const { project, main } = await setUp(dataDir);
    const { process: host, client } = await serve(dataDir);
    try {
      const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'main' } });
      const { content, content_hash } = read.structuredContent as { content: string; content_hash: string };
      // Fill the data directory to the last byte.
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${join(dataDir, 'filler')}`, 'bs=4k'], { stdio: 'ignore' });
      } catch {
        // dd stops with "No space left on device": the disk is full, as intended
      }
      const before = await readFile(main, 'utf8');
      const answers: Array<{ isError?: boolean; text: string }> = [];
      for (let i = 0; i < 3; i++) {
        const done = await client.callTool({
          name: 'update_pou',
          arguments: { project_path: project, pou_name: 'main', content: content.replace('END_PROGRAM', `(* ${'x'.repeat(2000)} ${i} *)\nEND_PROGRAM`), expected_content_hash: content_hash },
        });
        answers.push({ isError: done.isError as boolean | undefined, text: String((done.content as Array<{ text?: string }>)[0]?.text) });
      }
      for (const answer of answers) {
        expect(answer.isError, answer.text).toBe(true);
        expect(answer.text).toMatch(/could not write its audit record .*(ENOSPC|no space)/i);
      }
      expect(await readFile(main, 'utf8')).toBe(before);
      expect(await tempFiles(project)).toEqual([]);

      // Room again: the next edit goes through and is recorded; the log holds no torn or glued line.
      await rm(join(dataDir, 'filler'));
      const done = await client.callTool({
        name: 'update_pou',
        arguments: { project_path: project, pou_name: 'main', content: content.replace('END_PROGRAM', '(* after *)\nEND_PROGRAM'), expected_content_hash: content_hash },
      });
      expect(done.isError, JSON.stringify(done.content)).toBeFalsy();
      const lines = await auditLines(dataDir);
      const record = lines.find((l) => l.type === undefined && l.outcome === 'succeeded' && l.tool === 'update_pou');
      expect(record?.edits?.[0]?.afterHash).toBe(contentHash(await readFile(main)));
    } finally {
      await client.close().catch(() => undefined);
      await host.stop();
    }
  });
});
