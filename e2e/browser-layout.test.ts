// Every view at a full window (1280×800) and at tray size (420×800), in the light and the dark theme: nothing
// scrolls sideways, a long-diff card keeps its decisions and countdown on screen, axe finds nothing serious, and a
// screenshot of each view lands in test-results/screenshots/ (git-ignored) for a person to look at. The agent is a
// real MCP SDK client over Streamable HTTP, on the demo workspace with the openplc-cli stand-in.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { launchChromium, requireBuiltRenderer, signedInPage } from './support/chromium.ts';
import { connectMcpAgent, errorText, requestPouUpdate, type CallOptions } from './support/mcp-agent.ts';
import { seedTargets } from './support/ui-fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const VIEWS = ['Overview', 'Approvals', 'Queue', 'Agents', 'Diagnostics', 'Online', 'History', 'Settings'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tray', width: 420, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** Makes each stage of the openplc-cli stand-in take this long, so a compile is still running through the axe pass. */
const SLOW_STAGES = 'OPENPLC_STANDIN_STAGE_DELAY_MS';
/** Bounds for every wait on a busy 2-core machine: generous, so load does not fail a test, but never endless. */
const WAIT_MS = 60_000;
/** The agent waits for the person as long as a test may take (the SDK's own default request timeout is 60 s). */
const CALL: CallOptions = { timeout: 600_000 };

/**
 * A 3,000-line program; each version changes every 15th line (a diff of some 1,800 rows, far more than a page),
 * and some lines are far wider than any window. Not more changes than that: the card's diff has a time limit, and
 * on a machine busy with other tests a costlier diff would come back as the "too large" summary instead.
 */
function longProgram(version: number): string {
  const lines = ['PROGRAM main', 'VAR', '  counter : INT;', 'END_VAR'];
  for (let i = 0; i < 3000; i++) {
    const step = i % 15 === 14 ? i * version : i; // the last line changes too: the diff reaches END_PROGRAM
    lines.push(i % 50 === 0 ? `counter := counter + ${step}; (* ${'a very long comment '.repeat(20)}*)` : `counter := counter + ${step}; // step ${i}`);
  }
  lines.push('END_PROGRAM');
  return lines.join('\n') + '\n';
}

describe.each(SIZES)('the UI at $width×$height', (size) => {
  let cc: ControlCenter;
  let dataDir: string;
  /** The project the agent edits, and a second one it compiles meanwhile (calls on one project wait for each other). */
  let project: string;
  let buildProject: string;
  let agent: Client;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-layout-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: true });
    const workspace = join(dataDir, 'demo-workspace');
    project = join(workspace, 'bottling-line');
    buildProject = join(workspace, 'capping-line');
    await cp(project, buildProject, { recursive: true });
    await writeFile(join(project, 'pous', 'programs', 'main.st'), longProgram(1));
    // Axe over every view takes a while on a busy machine: the waiting card must not time out meanwhile.
    await cc.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, timeoutSeconds: 3600 } }));
    seedTargets(cc.core);
    agent = await connectMcpAgent(cc, 'Claude Code', '2.1.3');
    browser = await launchChromium();
  }, 120_000);

  // A test that failed half-way must not leave a card that makes the next test's call wait behind it.
  afterEach(async () => {
    for (const approval of cc?.core.gate.pending() ?? []) await cc.core.gate.resolve(approval.id, 'deny');
    for (const context of browser?.contexts() ?? []) await context.close();
    delete process.env[SLOW_STAGES];
  });

  afterAll(async () => {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const openPage = async (theme: (typeof THEMES)[number]): Promise<{ page: Page; errors: string[] }> => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme });
    context.setDefaultTimeout(WAIT_MS);
    const { page, errors } = await signedInPage(context, cc.loginUrl());
    await expect.poll(() => cc.core.gate.uiAttached, { timeout: WAIT_MS }).toBe(true);
    return { page, errors };
  };

  const openView = async (page: Page, label: string) => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  };

  /** How far the page scrolls sideways (0 when it does not). */
  const sidewaysOverflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  /** The elements that reach past the window's right edge, for a failure message that says where to look. */
  const widerThanWindow = (page: Page) =>
    page.evaluate<string>(`[...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(-5)
      .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') + ' ' + Math.round(el.getBoundingClientRect().right) + 'px')
      .join(', ')`);

  /** Whether the element is entirely inside the window as it is scrolled now. */
  const onScreen = async (page: Page, locator: Locator) => {
    const box = await locator.boundingBox();
    const viewport = page.viewportSize()!;
    return box !== null && box.width > 0 && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  };

  it.each(THEMES)('a 3,000-line diff card fits, with its decisions and countdown on screen (%s)', async (theme) => {
    const { page, errors } = await openPage(theme);
    const { result } = await requestPouUpdate(agent, project, 'main', () => longProgram(2), CALL);
    await openView(page, 'Approvals');
    const card = page.locator('article.approval-card');
    await card.waitFor();
    const box = (await card.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(size.width);
    expect(await sidewaysOverflow(page)).toBe(0);
    for (const button of ['Deny', 'Approve once']) {
      expect(await card.getByRole('button', { name: button }).isVisible()).toBe(true);
    }
    expect(await onScreen(page, card.getByRole('button', { name: 'Deny' }))).toBe(true);
    expect(await onScreen(page, card.getByRole('button', { name: 'Approve once' }))).toBe(true);
    expect(await onScreen(page, card.locator('.expiry-time'))).toBe(true);
    // Virtualised: thousands of changed lines, a few dozen rows in the page. The diff is computed off main's event
    // loop, so the card can show before its lines do.
    await card.locator('.diff-line').first().waitFor({ state: 'attached' });
    const rows = await card.locator('.diff-line').count();
    expect(rows).toBeGreaterThan(10);
    expect(rows).toBeLessThan(400);
    // The diff scrolls inside its own box, which the end of the file can be reached in.
    await card.locator('.diff-body').evaluate((body) => (body.scrollTop = body.scrollHeight));
    await card.locator('.diff-body').getByText('END_PROGRAM').last().waitFor();

    await page.screenshot({ path: join(await shotDir(size.name, theme), 'approvals-long-diff.png') });
    await card.getByRole('button', { name: 'Deny' }).click();
    expect(errorText(await result)).toMatch(/denied/i);
    const entryId = cc.core.store.state.queue.filter((e) => e.tool === 'update_pou').at(-1)!.id;
    await page.locator(`.feedback[data-entry-id="${entryId}"]`).getByText('Denied: the agent was told no and nothing changed').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it.each(THEMES)('no view scrolls sideways, axe finds nothing serious, and each view is photographed (%s)', async (theme) => {
    const { page, errors } = await openPage(theme);
    // A compile that stays in its first stage through the whole pass, so Queue shows a running call with output.
    process.env[SLOW_STAGES] = String(CALL.timeout);
    const cancelBuild = new AbortController();
    // However this test ends, the compile must end too, or the next test's compile waits behind it.
    onTestFinished(() => cancelBuild.abort('test finished'));
    const build = agent.callTool({ name: 'compile_project', arguments: { project_path: buildProject } }, { ...CALL, signal: cancelBuild.signal });
    build.catch(() => undefined);
    const { result } = await requestPouUpdate(agent, project, 'main', (content) => content.replace('counter := counter + 1;', 'counter := counter + 10;'), CALL);
    await expect.poll(() => cc.core.gate.pending().length, { timeout: WAIT_MS }).toBe(1);
    const running = () => cc.core.store.state.queue.find((e) => e.tool === 'compile_project' && e.status === 'running');
    await expect.poll(running, { timeout: WAIT_MS }).toBeTruthy();
    const dir = await shotDir(size.name, theme);
    const problems: string[] = [];
    for (const view of VIEWS) {
      await openView(page, view);
      if (view === 'Approvals') await page.locator('article.approval-card').waitFor();
      if (view === 'Overview') await page.getByRole('tabpanel').waitFor();
      if (view === 'Online') await page.locator('tr[data-expression]').first().waitFor();
      expect(await sidewaysOverflow(page), `${view} scrolls sideways: ${await widerThanWindow(page)}`).toBe(0);
      await page.screenshot({ path: join(dir, `${view.toLowerCase()}.png`), fullPage: true });
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(`${view}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'deny');
    expect(errorText(await result)).toMatch(/denied/i);
    const buildEntry = running()!.id;
    cancelBuild.abort('layout pass done');
    await expect.poll(() => cc.core.store.state.queue.find((e) => e.id === buildEntry)?.status, { timeout: WAIT_MS }).toBe('cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});

async function shotDir(size: string, theme: string): Promise<string> {
  const dir = join(SCREENSHOTS, `${size}-${theme}`);
  await mkdir(dir, { recursive: true });
  return dir;
}
