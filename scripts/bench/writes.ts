// Work done per write, each against its baseline in the same run:
// - OpenPLC update_pou of a 200 KB POU through MCP (queue, card, approval, audit, atomic write): the whole write's
//   p50, how often a real write hashes and base64-encodes the old and the new bytes (counted), and the time of that
//   byte work against the same calls as the path before issue 33 made them (4 hashes of the old bytes and 2 of their
//   base64, 6 of the new bytes, 2 encodings: one edit record per plan and per outcome, arguments bounded 3 times).
// - CODESYS online write round trip (stand-in PLC, a project of 200 programs): online_values given the
//   declarations its card resolved (checked by their hash) against online_values resolving them again (the path
//   before, still what runs when no card gave them), interleaved; and the whole codesys_write_variables over MCP.
// Prints tables and writes bench-results/writes.json; exit code 1 if a target is missed.
// Run: node scripts/bench/writes.ts
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { boundArgs } from '../../src-main/core/audit-args.ts';
import { contentHash } from '../../src-main/files/index.ts';
import { countByteWork } from '../../src-main/files/test-support/byte-work-counter.ts';
import { CodesysConnection } from '../../src-main/codesys/bridge/codesys-connection.ts';
import { interpretScriptResult } from '../../src-main/codesys/bridge/script-executor.ts';
import { CODESYS_TEMPLATES } from '../../src-main/codesys/index.ts';
import { CodesysOnline } from '../../src-main/codesys/online-session/codesys-online.ts';
import { onlineTools } from '../../src-main/codesys/online/online-tools.ts';
import { projectTools } from '../../src-main/codesys/project/project-tools.ts';
import { makeStandinWorld, testCodesysSettings } from '../../src-main/codesys/test-support/standin.ts';
import { startToolHarness, type ToolHarness } from '../../src-main/mcp/test-support/tool-harness.ts';
import { createOpenPlcDomain } from '../../src-main/openplc/index.ts';
import { percentile, table } from './stats.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const POU_KB = 200;
const OPENPLC_WRITES = 15;
const BYTE_WORK_ROUNDS = 30;
const PROGRAMS = 200;
const WRITE_VALUES = 20;
const ROUND_TRIPS = 30;
const MCP_WRITES = 10;
const WARM_UP = 3;
/** The byte work of a write at most this share of the path before. */
const BYTE_WORK_TARGET = 0.6;
/** The online write round trip with the card's declarations faster than one that resolves them again. */
const ROUND_TRIP_TARGET = 1;

const round = (value: number) => Math.round(value * 100) / 100;
const stats = (samples: number[]) => ({ p50_ms: round(percentile(samples, 50)), p95_ms: round(percentile(samples, 95)), samples: samples.length });

interface Target {
  name: string;
  value: number;
  target: string;
  pass: boolean;
}

async function approved(harness: ToolHarness, tool: string, args: Record<string, unknown>) {
  const pending = harness.call(tool, args);
  await harness.answerNextApproval('approve-once');
  const result = await pending;
  if (result.isError) throw new Error(`${tool}: ${result.content[0]?.text}`);
  return result.structuredContent as Record<string, unknown>;
}

/** The hash and base64 calls a write makes on its bytes, replayed: `old`/`fresh` hashes, `encodes` of the old bytes. */
function replay(old: Buffer, fresh: string, calls: { old: number; oldBase64: number; fresh: number; encodes: number }): void {
  let base64 = '';
  for (let i = 0; i < calls.encodes; i++) base64 = old.toString('base64');
  for (let i = 0; i < calls.old; i++) contentHash(old);
  for (let i = 0; i < calls.oldBase64; i++) contentHash(base64);
  for (let i = 0; i < calls.fresh; i++) contentHash(fresh);
}

async function openPlcWrites(): Promise<{ report: Record<string, unknown>; targets: Target[] }> {
  const workspace = await realpath(await mkdtemp(join(tmpdir(), 'interlock-bench-writes-')));
  const project = join(workspace, 'bottling-line');
  await cp(join(repoRoot, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
  let dispose: (() => Promise<void>) | undefined;
  const harness = await startToolHarness({
    tools: async (core) => {
      const domain = await createOpenPlcDomain(core);
      dispose = () => domain.dispose();
      return domain.tools;
    },
    settings: (defaults) => ({ ...defaults, projectRoots: [workspace] }),
  });
  harness.attachUi();
  try {
    const read = async () => {
      const result = await harness.call('read_pou', { project_path: project, pou_name: 'ScaleAnalog' });
      if (result.isError) throw new Error(`read_pou: ${result.content[0]?.text}`);
      return result.structuredContent as { content: string; content_hash: string; path: string };
    };
    const first = await read();
    // A large POU: the function with a long comment block before its END keyword (each write changes one letter).
    const large = (n: number) => first.content.replace('END_FUNCTION', `(* ${`${n % 2 ? 'a' : 'b'}`.repeat(POU_KB * 1024)} *)\nEND_FUNCTION`);
    const write = async (n: number) => {
      const { content_hash } = await read();
      await approved(harness, 'update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: large(n), expected_content_hash: content_hash });
    };
    await write(0);
    process.stdout.write(`OpenPLC: ${OPENPLC_WRITES} update_pou writes of a ${POU_KB} KB POU through MCP...\n`);
    for (let i = 1; i <= WARM_UP; i++) await write(i);
    const writeMs: number[] = [];
    for (let i = 0; i < OPENPLC_WRITES; i++) {
      const started = performance.now();
      await write(i + WARM_UP + 1);
      writeMs.push(performance.now() - started);
    }
    // One more write, counted: how often its old and new bytes are hashed and encoded.
    const base = await read();
    const old = await readFile(join(project, base.path));
    const fresh = large(OPENPLC_WRITES + WARM_UP + 2);
    const { work } = await countByteWork([old, fresh, old.toString('base64')], () =>
      approved(harness, 'update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: fresh, expected_content_hash: base.content_hash }),
    );
    const now = { old: work.hashed[0]!, oldBase64: work.hashed[2]!, fresh: work.hashed[1]!, encodes: work.encoded[0]! };
    // The path before: fileEditRecord and the audit's blob store ran for the plan and again for the outcome.
    const before = { old: 4, oldBase64: 2, fresh: 6, encodes: 2 };
    const nowMs: number[] = [];
    const beforeMs: number[] = [];
    for (let i = 0; i < BYTE_WORK_ROUNDS; i++) {
      let started = performance.now();
      replay(old, fresh, { ...before, fresh: before.fresh - 3 });
      beforeMs.push(performance.now() - started);
      started = performance.now();
      replay(old, fresh, { ...now, fresh: now.fresh - 1 });
      nowMs.push(performance.now() - started);
    }
    // The arguments as the audit keeps them: bounded once per write now, three times before (card, intent, outcome).
    const args = { project_path: project, pou_name: 'ScaleAnalog', content: fresh, expected_content_hash: base.content_hash };
    const boundMs: number[] = [];
    for (let i = 0; i < BYTE_WORK_ROUNDS; i++) {
      const started = performance.now();
      boundArgs(args);
      boundMs.push(performance.now() - started);
    }
    // The replays leave out the argument's hashes (one per bound), which the bound's own time holds.
    const bound = percentile(boundMs, 50);
    const nowWork = percentile(nowMs, 50) + bound;
    const beforeWork = percentile(beforeMs, 50) + 3 * bound;
    const ratio = round(nowWork / beforeWork);
    const whole = stats(writeMs);
    process.stdout.write(
      `\n${table(
        [`update_pou of a ${POU_KB} KB POU`, 'now', 'before'],
        [
          ['old bytes hashed (of them: their base64)', `${now.old + now.oldBase64} (${now.oldBase64})`, `${before.old + before.oldBase64} (${before.oldBase64})`],
          ['new bytes hashed (the argument bound included)', String(now.fresh), String(before.fresh)],
          ['old bytes base64-encoded', String(now.encodes), String(before.encodes)],
          ['arguments bounded for the audit', '1', '3'],
          ['that byte work, p50 ms', round(nowWork), round(beforeWork)],
          ['whole write over MCP (card and approval included), p50 ms', whole.p50_ms, '—'],
        ],
      )}\n`,
    );
    return {
      report: { pou_kb: POU_KB, counted_now: now, before, byte_work_ms: { now: round(nowWork), before: round(beforeWork), ratio }, whole_write: whole },
      targets: [{ name: `update_pou ${POU_KB} KB: hash, encode and bound work per write, now / before`, value: ratio, target: `<= ${BYTE_WORK_TARGET}`, pass: ratio <= BYTE_WORK_TARGET }],
    };
  } finally {
    await dispose?.();
    await harness.close();
    await rm(workspace, { recursive: true, force: true });
  }
}

async function codesysOnlineWrites(): Promise<{ report: Record<string, unknown>; targets: Target[] }> {
  const world = await makeStandinWorld();
  const plcDir = await mkdtemp(join(tmpdir(), 'interlock-bench-plc-'));
  process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
  const project = join(world.workspace, 'Writes.project');
  const template = JSON.parse(await readFile(join(repoRoot, 'standins', 'codesys', 'Templates', 'Standard.project'), 'utf8'));
  const application = template.objects[0].children[0].children[0];
  const prg = application.children.find((c: { name: string }) => c.name === 'PLC_PRG');
  const variables = Array.from({ length: WRITE_VALUES }, (_, i) => `    value${i} : INT := 7; (* setpoint ${i} *)`).join('\n');
  prg.declaration = `PROGRAM PLC_PRG\nVAR\n${variables}\nEND_VAR\n`;
  // A project of some size: the resolution walks its objects (and its devices' IO mapping) again on every write.
  for (let i = 0; i < PROGRAMS; i++) {
    application.children.push({ ...prg, name: `Station${i}`, guid: randomUUID(), declaration: `PROGRAM Station${i}\nVAR\n    step : INT;\nEND_VAR\n`, implementation: 'step := step + 1;\n', children: [] });
  }
  await writeFile(project, JSON.stringify(template));
  const values = (n: number) => Array.from({ length: WRITE_VALUES }, (_, i) => ({ expression: `PLC_PRG.value${i}`, value: String(n) }));

  let codesys: CodesysConnection | undefined;
  const harness = await startToolHarness({
    tools: (core) => {
      codesys = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: world.sessionBase });
      const online = new CodesysOnline(core, codesys);
      return [...projectTools({ services: core, codesys }), ...onlineTools({ services: core, online })];
    },
    settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { commandTimeoutSeconds: 60 }) }),
  });
  try {
    process.stdout.write(`\nCODESYS: launching the stand-in and logging in to its PLC (${PROGRAMS} programs)...\n`);
    const opened = await harness.call('codesys_open_project', { project_path: project });
    if (opened.isError) throw new Error(`open: ${opened.content[0]?.text}`);
    harness.attachUi();
    await approved(harness, 'codesys_online_login', { project_path: project });

    const expressions = values(0).map((v) => v.expression);
    const raw = async (template: 'online_state' | 'online_values', params: Record<string, unknown>) => {
      const result = interpretScriptResult(
        await codesys!.launcher.execute({
          label: `${template} (bench)`,
          script: codesys!.library.script(template),
          scriptContext: true,
          params: { project_path: project, save_after_change: false, ...params },
          timeoutMs: 60_000,
        }),
      );
      if (!result.ok) throw new Error(`${template}: ${result.message}`);
      return result.data;
    };
    // What a card's read resolves, as online_values is then given it.
    const card = (await raw('online_state', { expressions, probe: false, declarations: true })) as { declared: Record<string, unknown>; declarations_basis: string };
    if (Object.keys(card.declared).length !== WRITE_VALUES) throw new Error(`the card resolved ${Object.keys(card.declared).length} of ${WRITE_VALUES} declarations`);
    const resolvedAgain = (n: number) => raw('online_values', { action: 'write', values: values(n) });
    const fromCard = (n: number) => raw('online_values', { action: 'write', values: values(n), declared: card.declared, declarations_basis: card.declarations_basis });

    process.stdout.write(`Writing ${WRITE_VALUES} values, ${ROUND_TRIPS} round trips each way, interleaved...\n`);
    for (let i = 0; i < WARM_UP; i++) {
      await resolvedAgain(i);
      await fromCard(i);
    }
    const againMs: number[] = [];
    const cardMs: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const againFirst = i % 2 === 0;
      for (const side of againFirst ? ['again', 'card'] : ['card', 'again']) {
        const started = performance.now();
        await (side === 'again' ? resolvedAgain(i) : fromCard(i));
        (side === 'again' ? againMs : cardMs).push(performance.now() - started);
      }
    }
    const mcpMs: number[] = [];
    for (let i = 0; i < MCP_WRITES; i++) {
      const started = performance.now();
      await approved(harness, 'codesys_write_variables', { project_path: project, values: values(100 + i) });
      mcpMs.push(performance.now() - started);
    }
    const again = stats(againMs);
    const fromCardStats = stats(cardMs);
    const mcp = stats(mcpMs);
    const ratio = round(fromCardStats.p50_ms / again.p50_ms);
    process.stdout.write(
      `\n${table(
        [`online write of ${WRITE_VALUES} values (${PROGRAMS} programs)`, 'p50 ms', 'p95 ms'],
        [
          ['online_values resolving the declarations again (before)', again.p50_ms, again.p95_ms],
          ["online_values given the card's declarations (now)", fromCardStats.p50_ms, fromCardStats.p95_ms],
          ['codesys_write_variables over MCP (card read, approval, write)', mcp.p50_ms, mcp.p95_ms],
        ],
      )}\n`,
    );
    return {
      report: { values: WRITE_VALUES, programs: PROGRAMS, resolved_again: again, from_card: fromCardStats, ratio_p50: ratio, write_over_mcp: mcp },
      targets: [{ name: `online write round trip of ${WRITE_VALUES} values, given the card's declarations / resolving them again (p50)`, value: ratio, target: `< ${ROUND_TRIP_TARGET}`, pass: ratio < ROUND_TRIP_TARGET }],
    };
  } finally {
    await codesys?.dispose();
    await harness.close();
    await world.cleanup();
    await rm(plcDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const openplc = await openPlcWrites();
  const online = await codesysOnlineWrites();
  const targets = [...openplc.targets, ...online.targets];
  process.stdout.write(`\n${targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value} (target ${t.target})`).join('\n')}\n`);
  const report = {
    benchmark: 'writes',
    at: new Date().toISOString(),
    platform: `${process.platform} ${process.arch}, node ${process.version}`,
    openplc_update_pou: openplc.report,
    codesys_online_write: online.report,
    targets,
    pass: targets.every((t) => t.pass),
  };
  const out = join(repoRoot, 'bench-results');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'writes.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\nWrote ${join(out, 'writes.json')}\n`);
  if (!report.pass) process.exitCode = 1;
}

await main();
