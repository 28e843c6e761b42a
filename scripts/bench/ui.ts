// Issue 10 benchmark: how fast the person sees a card and the agent gets its answer. A control center (the built
// one in dist/) serves the UI to Debian's Chromium; calls go through the real core (queue → gate → card), the path
// every MCP tools/call takes after its transport. Measured: call → card visible (p50 over 50, a one-line diff),
// click on Approve → the agent has its result (p50 over 50), and call → card visible for a 5,000-line diff (p50
// over 20; target < 250 ms).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { ControlCenter } from '../../src-main/control-center/index.ts';
import type { Core } from '../../src-main/core/index.ts';
import { percentile, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.INTERLOCK_CHROMIUM ?? '/usr/bin/chromium';
const LONG_DIFF_TARGET_MS = 250;

if (!existsSync(CHROMIUM)) {
  console.log(`skipped: Chromium is not installed at ${CHROMIUM} (apt-get install chromium, or set INTERLOCK_CHROMIUM)`);
  process.exit(0);
}
const { startControlCenter } = (await import(join(root, 'dist', 'src-main', 'control-center', 'index.js'))) as { startControlCenter: (o: object) => Promise<ControlCenter> };

/** A unified diff of `lines` lines: every other line of a program changed. */
function diffOf(lines: number): string {
  const body: string[] = [];
  for (let i = 0; body.length < lines; i++) {
    if (i % 2 === 0) body.push(` counter := counter + ${i}; // step ${i}`);
    else body.push(`-counter := counter + ${i};`, `+counter := counter + ${i * 2}; (* doubled *)`);
  }
  const shown = body.slice(0, lines);
  const old = shown.filter((l) => !l.startsWith('+')).length;
  const now = shown.filter((l) => !l.startsWith('-')).length;
  return ['--- PLC_PRG.st', '+++ PLC_PRG.st', `@@ -1,${old} +1,${now} @@`, ...shown].join('\n') + '\n';
}

function requestEdit(core: Core, agentId: string, diff: string) {
  return core.runner.run({
    agentId,
    tool: { name: 'update_pou', title: 'Update POU', mutates: true },
    args: { pou_name: 'PLC_PRG', content: '…' },
    prepare: () => ({ target: { key: 'bench' } }),
    preview: async () => ({ kind: 'diff', title: 'PLC_PRG.st', diff }),
    execute: async () => 'written',
    summarize: (result) => result,
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-ui-'));
const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(cc.loginUrl());
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await page.goto(`${cc.url}/#/approvals`);
  await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
  while (!cc.core.gate.uiAttached) await new Promise((resolve) => setTimeout(resolve, 20));
  const agentId = cc.core.agents.connect({ clientName: 'bench', clientVersion: '1', transport: 'stdio', protocolVersion: '2025-06-18' }).id;

  /** Call → card visible; then click Approve → the agent has its result. */
  const once = async (diff: string) => {
    const started = performance.now();
    const outcome = requestEdit(cc.core, agentId, diff);
    const card = page.locator('article.approval-card');
    await card.getByRole('button', { name: 'Approve once' }).waitFor({ state: 'visible' });
    await card.locator('.diff-line').first().waitFor({ state: 'visible' });
    const visible = performance.now() - started;
    const clicked = performance.now();
    await card.getByRole('button', { name: 'Approve once' }).click();
    const result = await outcome;
    const answered = performance.now() - clicked;
    if (result.status !== 'succeeded') throw new Error(`the call ended ${result.status}`);
    await card.waitFor({ state: 'detached' });
    return { visible, answered };
  };

  const small = diffOf(2);
  const long = diffOf(5000);
  for (let i = 0; i < 3; i++) await once(small); // warm-up
  const smallRuns = [];
  for (let i = 0; i < 50; i++) smallRuns.push(await once(small));
  await once(long);
  const longRuns = [];
  for (let i = 0; i < 20; i++) longRuns.push(await once(long));

  const p50 = (values: number[]) => percentile(values, 50);
  const p95 = (values: number[]) => percentile(values, 95);
  const cardSmall = smallRuns.map((r) => r.visible);
  const answer = smallRuns.map((r) => r.answered);
  const cardLong = longRuns.map((r) => r.visible);
  console.log(
    table(
      ['measure', 'p50 ms', 'p95 ms', 'target'],
      [
        ['call → card visible (1-line diff, 50 runs)', p50(cardSmall), p95(cardSmall), '-'],
        ['click Approve → agent has result (50 runs)', p50(answer), p95(answer), '-'],
        ['call → card visible (5,000-line diff, 20 runs)', p50(cardLong), p95(cardLong), `< ${LONG_DIFF_TARGET_MS}`],
      ],
    ),
  );
  const met = p50(cardLong) < LONG_DIFF_TARGET_MS;
  console.log(met ? 'long-diff card target met' : `long-diff card target NOT met (${p50(cardLong).toFixed(0)} ms)`);
} finally {
  await browser.close();
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
}
