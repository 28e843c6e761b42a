// Ten calls waiting at once, from three real MCP SDK agents over Streamable HTTP: OpenPLC edits on two projects of
// the demo workspace (the openplc-cli stand-in) and writes to the CODESYS stand-in's simulated PLC while it runs.
// The Approvals view lists them in brief, grouped by project with the running-PLC calls first, opens one at a time
// and is moved through from the keyboard, at 1280 and 420 px, light and dark, with axe and screenshots. Then the
// person denies one call with a reason the agent reads, and every waiting call of one agent at once.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { openView, screenshotDir, seriousAxeFindings, sidewaysOverflow, SIZES, THEMES, until, type Theme } from './support/chromium.ts';
import { errorText, requestPouUpdate, type CallOptions, type ToolResult } from './support/mcp-agent.ts';
import { startThreeAgentWorld, type ThreeAgentWorld } from './support/plc-browser.ts';

const DECLARATION = "PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    label : STRING(20) := 'idle';\nEND_VAR\n";
/** The agents wait for the person as long as the file may take (the SDK's own default request timeout is 60 s). */
const CALL: CallOptions = { timeout: 900_000 };

describe('ten calls waiting at once, from three agents', () => {
  let world: ThreeAgentWorld;
  let cc: ControlCenter;
  let agents: ThreeAgentWorld['agents'];
  /** Each waiting call's result, by a name the tests use. */
  const calls = new Map<string, Promise<ToolResult>>();

  const wait = (name: string, result: Promise<ToolResult>) => {
    result.catch(() => undefined); // settled by a test, or refused when the agents close at the end
    calls.set(name, result);
  };

  beforeAll(async () => {
    world = await startThreeAgentWorld('triage', DECLARATION);
    ({ cc, agents } = world);
    const codesysProject = world.project;
    const bottling = join(world.plc.workspace, 'bottling-line');
    const capping = join(world.plc.workspace, 'capping-line');
    await cp(bottling, capping, { recursive: true });
    const meta = JSON.parse(await readFile(join(capping, 'project.json'), 'utf8'));
    meta.meta.name = 'capping-line';
    await writeFile(join(capping, 'project.json'), JSON.stringify(meta, null, 2));

    const note = (text: string) => (content: string) => `${content.trimEnd()}\n(* ${text} *)\n`;
    for (const pou of ['main', 'ProductionStats', 'ConveyorDrive', 'FillerControl']) {
      wait(`claude:${pou}`, (await requestPouUpdate(agents.claude, bottling, pou, note(`tuned by Claude Code: ${pou}`), CALL)).result);
    }
    for (const pou of ['main', 'RejectGate', 'CapperControl']) {
      wait(`cursor:${pou}`, (await requestPouUpdate(agents.cursor, capping, pou, note(`tuned by Cursor: ${pou}`), CALL)).result);
    }
    wait('codex:counter', agents.codex.callTool({ name: 'codesys_write_variables', arguments: { project_path: codesysProject, values: [{ expression: 'PLC_PRG.counter', value: '42' }] } }, CALL));
    wait('codex:label', agents.codex.callTool({ name: 'codesys_write_variables', arguments: { project_path: codesysProject, values: [{ expression: 'PLC_PRG.label', value: "'running'" }] } }, CALL));
    wait('codex:ScaleAnalog', (await requestPouUpdate(agents.codex, bottling, 'ScaleAnalog', note('tuned by Codex'), CALL)).result);
    await until(() => cc.core.gate.pending().length === 10, 'ten waiting cards');
    // Every card's preview is in (the running-PLC ones read the values now from the PLC).
    await until(() => cc.core.store.state.approvals.filter((a) => a.preview !== undefined).length === 10, 'ten previews');
  }, 300_000);

  // The cards wait from test to test: each pass closes its windows only.
  afterEach(async () => {
    for (const context of world?.browser.contexts() ?? []) if (context !== world.anchor) await context.close();
  });
  afterAll(() => world?.close());

  const openApprovals = async (size: { width: number; height: number }, theme: Theme): Promise<{ page: Page; errors: string[] }> => {
    const { page, errors } = await world.page(size, theme);
    await openView(page, 'Approvals');
    return { page, errors };
  };
  const list = (page: Page) => page.getByRole('region', { name: /calls? waiting$/ });
  const item = (page: Page, text: string) => list(page).locator('.triage-item', { hasText: text });
  const openCard = (page: Page) => page.locator('article.approval-card');

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each(THEMES)('lists them in brief, running-PLC calls first, one card open, from the keyboard, with axe (%s)', async (theme) => {
      const { page, errors } = await openApprovals(size, theme);
      await list(page).getByRole('heading', { name: '10 calls waiting' }).waitFor();
      const groups = list(page).getByRole('group');
      const titles = await groups.locator('h3').allTextContents();
      expect(titles).toEqual(['Running PLC Line2.project (2)', 'bottling-line (5)', 'capping-line (3)']);
      expect(await groups.first().getAttribute('class')).toContain('triage-group-plc');
      const items = list(page).locator('.triage-item');
      expect(await items.count()).toBe(10);
      // Each line says who, what, where and what it would do, and how long is left.
      // Each row leads with what the call would do; the tool's generic title is for screen readers only.
      expect(await items.first().textContent()).toMatch(/^PLC_PRG\.counter → 42Write PLC variables: Codex\d+:\d\d left$/);
      expect(await item(page, 'FillerControl').textContent()).toMatch(/^(?:.+ · )?\+\d+ −\d+ lines?Replace an OpenPLC POU: FillerControlClaude Code\d+:\d\d left$/);
      expect((await item(page, 'FillerControl').locator('.triage-summary, .triage-object, .triage-agent').allTextContents()).join(' ')).not.toContain('Replace an OpenPLC POU');
      expect((await items.locator('.triage-agent').allTextContents()).sort()).toEqual([...Array(4).fill('Claude Code'), ...Array(3).fill('Codex'), ...Array(3).fill('Cursor')].sort());

      // The first call (a running-PLC write) is open, alone: one card, one decision bar.
      await openCard(page).waitFor();
      expect(await openCard(page).count()).toBe(1);
      expect(await page.locator('.approval-actions').count()).toBe(1);
      expect(await openCard(page).getAttribute('class')).toContain('approval-card-plc');
      expect(await openCard(page).getByRole('heading', { level: 2 }).textContent()).toContain('1 of 10');
      // Not a page of ten full cards: the list and one card.
      const pageHeight = await page.evaluate<number>('document.documentElement.scrollHeight');
      expect(pageHeight, 'the page with ten waiting calls').toBeLessThanOrEqual(size.height * 3);
      expect(await sidewaysOverflow(page)).toBe(0);
      if (size.width >= 1280) expect((await list(page).boundingBox())!.height, 'the list at full size').toBeLessThanOrEqual(size.height * 0.6);

      const dir = await screenshotDir(size.name, theme);
      await page.screenshot({ path: join(dir, 'approvals-triage.png') });
      await page.screenshot({ path: join(dir, 'approvals-triage-full.png'), fullPage: true });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // From the keyboard: Tab reaches the open call's line, arrows move and open, Enter reads, N goes on, Escape
      // comes back to the list.
      await page.locator('#view-title').focus();
      await page.keyboard.press('Tab');
      const focused = () =>
        page.evaluate<{ id: string | null; tag: string; current: string | null }>(
          "({ id: document.activeElement.getAttribute('data-approval-id'), tag: document.activeElement.tagName, current: document.activeElement.getAttribute('aria-current') })",
        );
      const ids = await items.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-approval-id')));
      await expect.poll(focused).toEqual({ id: ids[0], tag: 'BUTTON', current: 'true' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toEqual({ id: ids[2], tag: 'BUTTON', current: 'true' });
      await expect.poll(() => openCard(page).getAttribute('data-approval-id')).toBe(ids[2]);
      expect(await openCard(page).getByRole('heading', { level: 2 }).textContent()).toContain('3 of 10');
      await page.keyboard.press('Enter');
      await expect.poll(focused).toEqual({ id: ids[2], tag: 'ARTICLE', current: null });
      await page.keyboard.press('n');
      await expect.poll(focused).toEqual({ id: ids[3], tag: 'ARTICLE', current: null });
      await page.screenshot({ path: join(dir, 'approvals-triage-open-edit.png') });
      await page.keyboard.press('Escape');
      await expect.poll(focused).toEqual({ id: ids[3], tag: 'BUTTON', current: 'true' });
      // Nothing was answered on the way.
      expect(cc.core.gate.pending()).toHaveLength(10);
      expect(errors).toEqual([]);
    }, 240_000);
  });

  it('denies one call with a reason that the agent reads in its result', async () => {
    const { page, errors } = await openApprovals(SIZES[0], 'light');
    await item(page, 'FillerControl').click();
    const card = openCard(page);
    await card.getByText('FillerControl').first().waitFor();
    const reason = 'Keep the filler as it is: the valve timing was tuned on site.';
    await card.getByText('Deny with a reason…').click();
    await card.getByRole('textbox', { name: 'Tell the agent why' }).fill(reason);
    await page.screenshot({ path: join(await screenshotDir('desktop', 'light'), 'approvals-triage-deny-reason.png') });
    await card.getByRole('textbox', { name: 'Tell the agent why' }).press('Enter');
    const text = errorText(await calls.get('claude:FillerControl')!);
    expect(text).toMatch(/denied/i);
    expect(text).toContain(reason);
    await list(page).getByRole('heading', { name: '9 calls waiting' }).waitFor();
    expect(await item(page, 'FillerControl').count()).toBe(0);
    // The next call in the list opened in its place, with no reason of its own yet.
    await expect.poll(() => openCard(page).getAttribute('data-approval-id')).toBe(cc.core.store.state.approvals.find((a) => a.targetName?.endsWith('› ScaleAnalog'))?.id);
    expect(await openCard(page).locator('details.deny-reason').getAttribute('open')).toBeNull();
    expect(errors).toEqual([]);
  }, 120_000);

  it('denies every waiting call of one agent at once, after a confirmation that counts them', async () => {
    const { page, errors } = await openApprovals(SIZES[1], 'dark');
    await item(page, 'RejectGate').click();
    const card = openCard(page);
    await card.getByRole('button', { name: 'Deny all 3 from Cursor…' }).click();
    await card.getByText('Deny all 3 waiting calls from Cursor?').waitFor();
    await page.screenshot({ path: join(await screenshotDir('tray', 'dark'), 'approvals-triage-deny-all.png') });
    expect(cc.core.gate.pending()).toHaveLength(9);
    await card.getByRole('button', { name: 'Yes, deny all 3' }).click();
    for (const pou of ['main', 'RejectGate', 'CapperControl']) expect(errorText(await calls.get(`cursor:${pou}`)!)).toMatch(/denied/i);
    await list(page).getByRole('heading', { name: '6 calls waiting' }).waitFor();
    expect(await list(page).locator('.triage-agent', { hasText: 'Cursor' }).count()).toBe(0);
    expect(await list(page).getByRole('group').locator('h3').allTextContents()).toEqual(['Running PLC Line2.project (2)', 'bottling-line (4)']);
    // The other agents' calls still wait.
    expect(cc.core.gate.pending().map((a) => a.agentName).sort()).toEqual(['Claude Code', 'Claude Code', 'Claude Code', 'Codex', 'Codex', 'Codex']);
    expect(errors).toEqual([]);
  }, 120_000);
});
