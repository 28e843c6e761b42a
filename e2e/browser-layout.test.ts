// Every view at a full window (1280×800) and at tray size (420×800), in the light and the dark theme: nothing
// scrolls sideways, a long-diff card keeps its decisions and countdown on screen, axe finds nothing serious, and a
// screenshot of each view lands in test-results/screenshots/ (git-ignored) for a person to look at.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { connectAgent, requestFileEdit, startLongBuild } from './support/agent-calls.ts';
import { launchChromium, requireBuiltRenderer, signedInPage } from './support/chromium.ts';
import { seedTargets } from './support/ui-fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const VIEWS = ['Overview', 'Approvals', 'Queue', 'Agents', 'Diagnostics', 'Online', 'History', 'Settings'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tray', width: 420, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** A 3,000-line program; each version changes every third line, and some lines are far wider than any window. */
function longProgram(version: number): string {
  const lines = ['PROGRAM PLC_PRG', 'VAR', '  counter : INT;', 'END_VAR'];
  for (let i = 0; i < 3000; i++) {
    const step = i % 3 === 0 ? i * version : i;
    lines.push(i % 50 === 0 ? `counter := counter + ${step}; (* ${'a very long comment '.repeat(20)}*)` : `counter := counter + ${step}; // step ${i}`);
  }
  lines.push('END_PROGRAM');
  return lines.join('\n') + '\n';
}

describe.each(SIZES)('the UI at $width×$height', (size) => {
  let cc: ControlCenter;
  let dataDir: string;
  let program: string;
  let agentId: string;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-layout-'));
    const projectDir = join(dataDir, 'projects', 'line');
    await mkdir(projectDir, { recursive: true });
    program = join(projectDir, 'PLC_PRG.st');
    await writeFile(program, longProgram(1));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    // Axe over every view takes a while on a busy machine: the waiting card must not time out meanwhile.
    await cc.core.settings.update((s) => ({ ...s, projectRoots: [join(dataDir, 'projects')], approvals: { ...s.approvals, timeoutSeconds: 3600 } }));
    agentId = connectAgent(cc.core);
    seedTargets(cc.core);
    browser = await launchChromium();
  });

  // A test that failed half-way must not leave a card that makes the next test's call wait behind it.
  afterEach(async () => {
    for (const approval of cc?.core.gate.pending() ?? []) await cc.core.gate.resolve(approval.id, 'deny');
    for (const context of browser?.contexts() ?? []) await context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const openPage = async (theme: (typeof THEMES)[number]): Promise<{ page: Page; errors: string[] }> => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme });
    const { page, errors } = await signedInPage(context, cc.loginUrl());
    await expect.poll(() => cc.core.gate.uiAttached).toBe(true);
    return { page, errors };
  };

  const openView = async (page: Page, label: string) => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  };

  /** How far the page scrolls sideways (0 when it does not). */
  const sidewaysOverflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

  /** Whether the element is entirely inside the window as it is scrolled now. */
  const onScreen = async (page: Page, locator: Locator) => {
    const box = await locator.boundingBox();
    const viewport = page.viewportSize()!;
    return box !== null && box.width > 0 && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  };

  it.each(THEMES)('a 3,000-line diff card fits, with its decisions and countdown on screen (%s)', async (theme) => {
    const { page, errors } = await openPage(theme);
    const outcome = requestFileEdit(cc.core, agentId, program, longProgram(2));
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
    // Virtualised: thousands of changed lines, a few dozen rows in the page.
    const rows = await card.locator('.diff-line').count();
    expect(rows).toBeGreaterThan(10);
    expect(rows).toBeLessThan(400);
    // The diff scrolls inside its own box, which the end of the file can be reached in.
    await card.locator('.diff-body').evaluate((body) => (body.scrollTop = body.scrollHeight));
    await card.locator('.diff-body').getByText('END_PROGRAM').last().waitFor();

    await page.screenshot({ path: join(await shotDir(size.name, theme), 'approvals-long-diff.png') });
    await card.getByRole('button', { name: 'Deny' }).click();
    const { status, entryId } = await outcome;
    expect(status).toBe('denied');
    await page.locator(`.feedback[data-entry-id="${entryId}"]`).getByText('Denied: the agent was told no and nothing changed').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it.each(THEMES)('no view scrolls sideways, axe finds nothing serious, and each view is photographed (%s)', async (theme) => {
    const { page, errors } = await openPage(theme);
    const build = await startLongBuild(cc.core, agentId);
    build.report({ message: 'Compiling FB_Motor', progress: 5, total: 8 }, ['Build started: Demo.project', 'Compiling PLC_PRG… ok', 'Compiling FB_Motor…']);
    const pending = requestFileEdit(cc.core, agentId, program, longProgram(1).replace('counter := counter + 1;', 'counter := counter + 10;'));
    await expect.poll(() => cc.core.gate.pending().length).toBe(1);
    const dir = await shotDir(size.name, theme);
    const problems: string[] = [];
    // However this test ends, the held build must end too, or the next test's build waits behind it.
    onTestFinished(() => build.finish());
    for (const view of VIEWS) {
      await openView(page, view);
      if (view === 'Approvals') await page.locator('article.approval-card').waitFor();
      if (view === 'Overview') await page.getByRole('tabpanel').waitFor();
      if (view === 'Online') await page.locator('tr[data-expression]').first().waitFor();
      expect(await sidewaysOverflow(page), `${view} scrolls sideways`).toBe(0);
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
    build.finish();
    await Promise.all([pending, build.outcome]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

async function shotDir(size: string, theme: string): Promise<string> {
  const dir = join(SCREENSHOTS, `${size}-${theme}`);
  await mkdir(dir, { recursive: true });
  return dir;
}
