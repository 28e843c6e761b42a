// The approval desk, round 3 (issue 30), as a person meets it with three real MCP SDK agents over Streamable HTTP on
// the demo workspace and the CODESYS stand-in's simulated PLC: a rule made on Cursor's card lets Cursor's later calls
// through and they show on the Overview's "approved by your rules" feed, each opening its History record that names
// the rule, while Claude's same call still asks; a running-PLC card at 420×720 shows every value above its decision
// bar; History words PLC actions as what happened on the PLC, hides reads behind a toggle, folds its filters at tray
// size and marks a reverted edit. At 1280 and 420 px, light and dark, with axe and screenshots.
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { openView, screenshotDir, seriousAxeFindings, sidewaysOverflow, SIZES, THEMES, until, WAIT_MS, type Theme } from './support/chromium.ts';
import { readPou, structured, type CallOptions, type ToolResult } from './support/mcp-agent.ts';
import { startThreeAgentWorld, type ThreeAgentWorld } from './support/plc-browser.ts';

const DECLARATION =
  'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bGuardDoorClosed AT %IX4.0 : BOOL;\n    bConveyorRun AT %QX0.0 : BOOL;\n    bStackLightGreen AT %QX0.4 : BOOL;\nEND_VAR\n';
const CALL: CallOptions = { timeout: 900_000 };
/** The tray window the issue measured the running-PLC card at. */
const TRAY_720 = { name: 'tray-720', width: 420, height: 720 } as const;

describe('the approval desk, round 3', () => {
  let world: ThreeAgentWorld;
  let cc: ControlCenter;
  let bottling: string;
  let codesysProject: string;
  let agents: ThreeAgentWorld['agents'];

  beforeAll(async () => {
    world = await startThreeAgentWorld('desk', DECLARATION);
    ({ cc, agents, project: codesysProject } = world);
    bottling = join(world.plc.workspace, 'bottling-line');
  }, 300_000);

  afterEach(() => world?.endPass());
  afterAll(() => world?.close());

  const open = (size: { width: number; height: number }, theme: Theme) => world.page(size, theme);

  /** A harmless patch (a comment before the first line) of `pou`, as the agent sends it after reading; `result` settles once it ran. */
  const patch = async (agent: Client, pou: string, comment: string): Promise<{ result: Promise<ToolResult> }> => {
    const { content, content_hash } = await readPou(agent, bottling, pou);
    const first = content.split('\n')[0]!;
    return { result: agent.callTool({ name: 'patch_pou', arguments: { project_path: bottling, pou_name: pou, expected_content_hash: content_hash, edits: [{ old: first, new: `(* ${comment} *)\n${first}` }] } }, CALL) };
  };
  const said = (result: ToolResult) => (result.content as Array<{ text?: string }>).map((c) => c.text ?? '').join('\n');

  it('a rule made on Cursor\'s card, for Cursor only, says what it never covers; Cursor\'s next calls run by it, Claude\'s still asks', async () => {
    const { page, errors } = await open(SIZES[0], 'light');
    const { result: first } = await patch(agents.cursor, 'ProductionStats', 'checked by Cursor');
    await openView(page, 'Approvals');
    const card = page.locator('article.approval-card');
    await card.getByRole('button', { name: 'Always approve patch_pou…' }).click();
    const confirm = card.locator('.approval-actions');
    expect(await confirm.getByRole('combobox', { name: 'From' }).inputValue()).toBe('this');
    expect(await confirm.locator('.approval-confirm').first().textContent()).toContain('for calls from Cursor');
    expect(await confirm.locator('.rule-never').textContent()).toMatch(/never covers a change that touches a safety-relevant signal.*a call that changes a running PLC/);
    await page.screenshot({ path: join(await screenshotDir('desktop', 'light'), 'desk-rule-confirm.png') });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, always approve patch_pou' }).click();
    structured(await first);
    expect(cc.core.store.state.alwaysApproved).toEqual([{ tool: 'patch_pou', project: bottling, agent: 'Cursor' }]);

    // Cursor's next two calls run without a card; the agent is told no one looked and which rule let them through.
    for (const pou of ['ConveyorDrive', 'RejectGate']) {
      const result = await (await patch(agents.cursor, pou, 'checked by Cursor')).result;
      structured(result);
      expect(said(result)).toContain(`No one looked at this change before it ran: the person's rule "always approve patch_pou from Cursor in ${bottling}" let it through.`);
    }
    expect(cc.core.store.state.autoApproved.map((a) => a.targetName ?? a.target)).toHaveLength(2);
    // Claude's same call on the same project asks.
    const { result: claude } = await patch(agents.claude, 'FillerControl', 'checked by Claude');
    await until(() => cc.core.gate.pending().length === 1, "Claude's card");
    expect(cc.core.gate.pending()[0]!.agentName).toBe('Claude Code');
    await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'deny');
    expect((await claude).isError).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each(THEMES)('the Overview shows what the rule approved, each opening its History record that names the rule (%s)', async (theme) => {
      const { page, errors } = await open(size, theme);
      const feed = page.getByRole('region', { name: 'Approved by your rules' });
      await feed.waitFor();
      const items = feed.locator('.auto-approved-item');
      expect(await items.count()).toBe(2);
      const newest = await items.first().textContent();
      expect(newest).toContain('Cursor');
      expect(newest).toContain('patch_pou');
      expect(newest).toContain('RejectGate');
      expect(newest).toContain(`Rule: always approve patch_pou from Cursor in ${bottling}`);
      expect(await items.first().locator('.auto-approved-impact').textContent()).toMatch(/\S/);
      // The tray's count is cleared once the person has the Overview in front of them.
      await expect.poll(() => cc.core.store.state.autoApprovedUnseen).toBe(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      const dir = await screenshotDir(size.name, theme);
      await page.screenshot({ path: join(dir, 'desk-overview-feed.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);

      await items.first().click();
      await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
      const record = page.locator('article.entry');
      await expect.poll(() => record.count()).toBe(1);
      expect(await record.textContent()).toContain(`Approved by your rule: always approve patch_pou from Cursor in ${bottling}`);
      await page.screenshot({ path: join(dir, 'desk-history-one-record.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('link', { name: 'Show all of History' }).click();
      await expect.poll(() => record.count()).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    }, 180_000);
  });

  describe.each([SIZES[0], TRAY_720])('a running-PLC card at $width×$height', (size) => {
    it.each(THEMES)('leads with the values, every row above the decision bar (%s)', async (theme) => {
      const force = agents.codex.callTool(
        { name: 'codesys_force_variables', arguments: { project_path: codesysProject, values: [{ expression: 'PLC_PRG.bGuardDoorClosed', value: 'TRUE' }, { expression: 'PLC_PRG.bConveyorRun', value: 'TRUE' }, { expression: 'PLC_PRG.counter', value: '7' }] } },
        CALL,
      );
      force.catch(() => undefined);
      await until(() => cc.core.store.state.approvals.some((a) => a.preview?.kind === 'plc'), 'the force card with its values');
      const { page, errors } = await open(size, theme);
      await openView(page, 'Approvals');
      const card = page.locator('article.approval-card');
      await card.locator('.plc-values').waitFor();
      await card.focus();
      await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const rows = card.locator('.plc-values tbody tr');
      expect(await rows.count()).toBe(3);
      expect(await rows.first().textContent()).toMatch(/^Safety PLC_PRG\.bGuardDoorClosed at %IX4\.0/);
      const bar = (await card.locator('.approval-actions').boundingBox())!;
      for (const box of await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().toJSON() as { top: number; bottom: number }))) {
        expect(box.top, 'a value row below the top of the window').toBeGreaterThanOrEqual(0);
        expect(box.bottom, 'a value row above the decision bar').toBeLessThanOrEqual(bar.y + 1);
      }
      // Then one line of where, after the values; the title once.
      const where = await card.locator('.plc-where').textContent();
      expect(where).toMatch(/^(Running|Stopped) · Device: .* · Application: .* · Project: Line2\.project$/);
      expect(await card.locator('figcaption').count()).toBe(0);
      expect((await card.textContent())!.match(/on its own/g)).toHaveLength(1);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: join(await screenshotDir(size.name, theme), 'desk-plc-card.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'deny');
      expect((await force).isError).toBe(true);
      expect(errors).toEqual([]);
    }, 180_000);
  });

  describe.each(SIZES)('triage at $width×$height', (size) => {
    it.each(THEMES)('rows lead with the impact, the safety row first in its project, and the bar sticks only once its card is on screen (%s)', async (theme) => {
      const plainOne = await patch(agents.claude, 'FillerControl', 'tuned by Claude');
      const { content, content_hash } = await readPou(agents.claude, bottling, 'main');
      expect(content).toContain('IF NOT EmergencyStop THEN');
      const safety = agents.claude.callTool({ name: 'patch_pou', arguments: { project_path: bottling, pou_name: 'main', expected_content_hash: content_hash, edits: [{ old: 'IF NOT EmergencyStop THEN', new: 'IF FALSE AND NOT EmergencyStop THEN' }] } }, CALL);
      const plainTwo = await patch(agents.claude, 'CapperControl', 'tuned by Claude');
      for (const result of [plainOne.result, safety, plainTwo.result]) result.catch(() => undefined);
      await until(() => cc.core.store.state.approvals.filter((a) => a.preview !== undefined).length === 3, 'three cards with previews');
      const { page, errors } = await open(size, theme);
      await openView(page, 'Approvals');
      const list = page.getByRole('region', { name: /calls? waiting$/ });
      await list.getByRole('heading', { name: '3 calls waiting' }).waitFor();
      const rows = list.locator('.triage-item');
      // The E-stop edit arrived second and is listed first, leading with what it does to the emergency stop.
      expect(await rows.first().locator('.triage-summary').textContent()).toMatch(/^Safety .*EmergencyStop/);
      expect(await rows.first().locator('.triage-object').textContent()).toBe('main');
      // No generic tool title on screen in any row.
      expect((await rows.locator('.triage-summary, .triage-object, .triage-agent, .triage-state').allTextContents()).join('\n')).not.toMatch(/Patch an OpenPLC POU|Edit an OpenPLC POU/);
      expect(await sidewaysOverflow(page)).toBe(0);
      const dir = await screenshotDir(size.name, theme);
      await page.screenshot({ path: join(dir, 'desk-triage.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The decision bar: not stuck to the window while its card is still below it, stuck once the card is there.
      const card = page.locator('article.approval-card');
      const head = card.locator('.approval-head');
      const bar = card.locator('.approval-actions');
      // A window just short of the card's head (as with a longer list): the card starts below it.
      await page.evaluate('window.scrollTo(0, 0)');
      const headTop = (await head.boundingBox())!.y;
      expect(headTop).toBeGreaterThan(150);
      await page.setViewportSize({ width: size.width, height: Math.floor(headTop - 30) });
      const innerHeight = await page.evaluate<number>('window.innerHeight');
      type Scrolled = { getBoundingClientRect(): { top: number }; ownerDocument: { defaultView: { scrollBy(x: number, y: number): void } | null } };
      const scrollHeadTo = (y: number) => head.evaluate((el: Scrolled, to: number) => el.ownerDocument.defaultView!.scrollBy(0, el.getBoundingClientRect().top - to), y);
      await expect.poll(async () => (await bar.boundingBox())!.y, { timeout: WAIT_MS }).toBeGreaterThanOrEqual(innerHeight - 1);
      await page.screenshot({ path: join(dir, 'desk-triage-card-below.png') });
      await scrollHeadTo(80);
      await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height), { timeout: WAIT_MS }).toBe(innerHeight);
      await page.screenshot({ path: join(dir, 'desk-triage-card-on-screen.png') });
      // Jump to line: the impact item's link frames that line of the diff.
      await page.setViewportSize({ width: size.width, height: size.height });
      await card.locator('.impact').getByRole('button', { name: /^line \d+/ }).first().click();
      const current = card.locator('tr.diff-current');
      await current.waitFor();
      expect(await current.textContent()).toContain('EmergencyStop');
      await current.evaluate((el: { scrollIntoView(options: { block: string }): void }) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: join(dir, 'desk-triage-jump-to-line.png') });
      for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
      expect(errors).toEqual([]);
    }, 180_000);
  });

  describe.each(SIZES)('a large change at $width×$height', (size) => {
    // Claude: Cursor's patch_pou runs by the rule an earlier test made.
    it.each(THEMES)('lists a family of plain effects as two and one line for the rest, and opens it on request (%s)', async (theme) => {
      const { content, content_hash } = await readPou(agents.claude, bottling, 'main');
      expect(content).toContain('  VAR\n');
      const writes = Array.from({ length: 40 }, (_, i) => `History[${i}] := ${i};`).join('\n');
      const edits = [
        { old: '  VAR\n', new: '  VAR\n    History : ARRAY[0..39] OF INT;\n' },
        { old: 'END_PROGRAM', new: `${writes}\nEND_PROGRAM` },
      ];
      let refused = '';
      agents.claude
        .callTool({ name: 'patch_pou', arguments: { project_path: bottling, pou_name: 'main', expected_content_hash: content_hash, edits } }, CALL)
        .then((result) => (refused = result.isError && !cc.core.gate.pending().length ? said(result as ToolResult) : ''))
        .catch(() => undefined);
      await until(() => refused !== '' || cc.core.store.state.approvals.some((a) => a.preview !== undefined && a.agentName.startsWith('Claude')), 'the large change\'s card');
      expect(refused).toBe('');
      const { page, errors } = await open(size, theme);
      await openView(page, 'Approvals');
      const impact = page.locator('article.approval-card .impact');
      const rest = impact.locator('li.impact-rest');
      await rest.waitFor();
      expect(await rest.textContent()).toMatch(/and \d+ more effects, all on History\[…\] or its members, no I\/O and none safety-relevant/);
      expect(await impact.locator('li.impact-item:not(.impact-rest)').count()).toBeLessThanOrEqual(4);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: join(await screenshotDir(size.name, theme), 'desk-large-change.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await rest.getByRole('button', { name: 'Show them' }).click();
      await expect.poll(() => impact.locator('li.impact-item').count(), { timeout: WAIT_MS }).toBeGreaterThan(40);
      for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
      expect(errors).toEqual([]);
    }, 180_000);
  });

  it.each(SIZES.flatMap((size) => THEMES.map((theme) => [size, theme] as const)))('Settings shows every safety word at once (%o %s)', async (size, theme) => {
    const { page, errors } = await open(size, theme);
    await openView(page, 'Settings');
    const words = page.getByRole('textbox', { name: 'Safety-relevant words' });
    await words.scrollIntoViewIfNeeded();
    expect((await words.inputValue()).split('\n')).toEqual(cc.core.settings.current.safety.patterns);
    // Nothing to scroll inside the box: every word is on screen.
    const { scroll, client } = await words.evaluate((el: { scrollHeight: number; clientHeight: number }) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(scroll).toBeLessThanOrEqual(client + 1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: join(await screenshotDir(size.name, theme), 'desk-settings-safety-words.png') });
    expect(errors).toEqual([]);
  }, 120_000);

  it('History words a PLC write as what happened on the PLC, hides reads behind a toggle, folds its filters at tray size and marks a reverted edit', async () => {
    const write = agents.codex.callTool({ name: 'codesys_write_variables', arguments: { project_path: codesysProject, values: [{ expression: 'PLC_PRG.counter', value: '42' }] } }, CALL);
    await until(() => cc.core.gate.pending().length === 1, 'the write card');
    await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'approve-once');
    structured(await write);

    for (const [size, theme] of [[SIZES[0], 'light'], [SIZES[1], 'dark']] as const) {
      const { page, errors } = await open(size, theme);
      await openView(page, 'History');
      const entries = page.locator('article.entry');
      const plcWrite = entries.filter({ hasText: 'codesys_write_variables' }).first();
      await plcWrite.waitFor();
      expect(await plcWrite.textContent()).toContain('values written on the running PLC');
      expect(await plcWrite.textContent()).toContain('PLC_PRG.counter: 5 → 42, written');
      expect(await plcWrite.textContent()).not.toContain('changes the project');
      // Reads are behind the toggle.
      expect(await entries.filter({ hasText: 'read_pou' }).count()).toBe(0);
      const filters = page.locator('details.history-filters-box');
      expect(await filters.getAttribute('open')).toBe(size.width < 640 ? null : '');
      const dir = await screenshotDir(size.name, theme);
      await page.screenshot({ path: join(dir, 'desk-history.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (size.width < 640) await filters.locator('summary').click();
      await page.getByRole('checkbox', { name: 'Show reads too' }).check();
      await expect.poll(() => entries.filter({ hasText: 'read_pou' }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(dir, 'desk-history-filters-open.png') });
      expect(errors).toEqual([]);
    }

    // Revert the first edit the rule let through; its entry says so, and offers no second Revert.
    const { page, errors } = await open(SIZES[1], 'light');
    await openView(page, 'History');
    const edit = page.locator('article.entry').filter({ hasText: 'ConveyorDrive' }).filter({ hasText: 'Approved by your rule' });
    await edit.getByRole('button', { name: 'Revert patch_pou' }).click();
    await edit.getByRole('group', { name: 'Revert patch_pou?' }).getByRole('button', { name: 'Revert' }).click();
    await edit.getByText('reverted', { exact: true }).waitFor();
    expect(await edit.textContent()).toMatch(/Reverted by you in a browser at .*: the previous content is back\./);
    expect(await edit.getByRole('button', { name: /^Revert/ }).count()).toBe(0);
    await edit.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(await screenshotDir('tray', 'light'), 'desk-history-reverted.png') });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
