// Every view at a full window (1280×800) and at tray size (420×800), in the light and the dark theme: nothing
// scrolls sideways, a long-diff card keeps its decisions and countdown on screen, axe finds nothing serious, and a
// screenshot of each view lands in test-results/screenshots/ (git-ignored) for a person to look at. The agent is a
// real MCP SDK client over Streamable HTTP, on the demo workspace with the openplc-cli stand-in.
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { launchChromium, openView, requireBuiltRenderer, screenshotDir, seriousAxeFindings, sidewaysOverflow, signedInPage, SIZES, THEMES, WAIT_MS, type Theme } from './support/chromium.ts';
import { connectMcpAgent, errorText, requestPouUpdate, type CallOptions } from './support/mcp-agent.ts';
import { seedTargets } from './support/ui-fixtures.ts';
import type { ApprovalRequest } from '../src-main/core/approval-gate.ts';
import type { PlcChangePreview } from '../src-shared/app-state.ts';

const VIEWS = ['Overview', 'Approvals', 'Queue', 'Agents', 'Diagnostics', 'Online', 'History', 'Settings'] as const;
/** Makes each stage of the openplc-cli stand-in take this long, so a compile is still running through the axe pass. */
const SLOW_STAGES = 'OPENPLC_STANDIN_STAGE_DELAY_MS';
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
    // Cards of agents that left stay until dismissed.
    for (const approval of cc?.core.store.state.approvals ?? []) await cc.core.gate.resolve(approval.id, 'deny').catch(() => undefined);
    for (const context of browser?.contexts() ?? []) await context.close();
    delete process.env[SLOW_STAGES];
  });

  afterAll(async () => {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const openPage = async (theme: Theme): Promise<{ page: Page; errors: string[] }> => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme });
    context.setDefaultTimeout(WAIT_MS);
    const { page, errors } = await signedInPage(context, cc.loginUrl());
    await expect.poll(() => cc.core.gate.uiAttached, { timeout: WAIT_MS }).toBe(true);
    return { page, errors };
  };

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
    expect(await onScreen(page, card.getByRole('button', { name: 'Deny', exact: true }))).toBe(true);
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

    await page.screenshot({ path: join(await screenshotDir(size.name, theme), 'approvals-long-diff.png') });
    await card.getByRole('button', { name: 'Deny', exact: true }).click();
    expect(errorText(await result)).toMatch(/denied/i);
    const entryId = cc.core.store.state.queue.filter((e) => e.tool === 'update_pou').at(-1)!.id;
    await page.locator(`.feedback[data-entry-id="${entryId}"]`).getByText('Denied: the agent was told no and nothing changed').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  /** A card straight from the gate, as a domain's call would raise it (CODESYS and a running PLC need no program here). */
  const raise = (agent: { id: string; clientName: string }, request: Omit<ApprovalRequest, 'entryId' | 'agentId' | 'agentName' | 'mutates' | 'signal'>) => {
    const controller = new AbortController();
    cc.core.gate.decide({ entryId: randomUUID(), agentId: agent.id, agentName: agent.clientName, mutates: true, signal: controller.signal, ...request }).catch(() => undefined);
    return controller;
  };

  it.each(THEMES)('every card state fits, reads like a review, passes axe, and is photographed (%s)', async (theme) => {
    const { page, errors } = await openPage(theme);
    const codex = cc.core.agents.connect({ clientName: 'Codex', clientVersion: '0.9', transport: 'stdio', protocolVersion: '2025-06-18' });
    const cursor = cc.core.agents.connect({ clientName: 'Cursor', clientVersion: '1.4', transport: 'stdio', protocolVersion: '2025-06-18' });
    const longLine = `  fbMotor(xEnable := xStart AND NOT xFault AND xGuardClosed AND xAirPressureOk, tRampUp := T#${'2'}s, rSetpoint := rLineSpeed * 0.85, eMode := E_Mode.Automatic, xAck := FALSE);`;
    const before = ['PROGRAM PLC_PRG', 'VAR', '  tOn : TON;', 'END_VAR', 'tOn(IN := xStart, PT := T#3s);', longLine, 'xDone := tOn.Q;'].join('\n');
    const after = before.replace('T#3s', 'T#5s').replace('xAck := FALSE', 'xAck := xResetPressed');
    const code = createTwoFilesPatch('Application/PLC_PRG', 'Application/PLC_PRG', before, after, 'read', 'after the edit');
    const project = 'C:\\Plants\\Packaging\\Packaging.project';
    raise(codex, {
      tool: 'codesys_set_pou_code',
      toolTitle: 'Set POU code',
      target: 'codesys',
      targetName: 'Packaging.project › Application/PLC_PRG',
      args: { project_path: project, object_path: 'Application/PLC_PRG', implementation: after, expected_content_hash: `sha256:${'ab12'.repeat(16)}` },
      preview: async () => ({ kind: 'diff', title: 'Application/PLC_PRG', diff: code }),
    });
    const plc = (title: string, patch: Pick<PlcChangePreview, 'effect' | 'runState'> & Partial<PlcChangePreview>): PlcChangePreview => ({ kind: 'plc', title, project, device: 'Device (Gateway-1, 0000.0001)', application: 'Application', ...patch });
    raise(codex, {
      tool: 'codesys_write_variables',
      toolTitle: 'Write PLC variables',
      target: 'codesys',
      targetName: 'Packaging.project',
      changesRunningPlc: true,
      args: { project_path: project, values: [{ expression: 'PLC_PRG.rLineSpeed', value: '42.5' }] },
      preview: async () => plc('Write PLC variables', { effect: 'Writes each value below once; the program may overwrite it in its next cycle.', runState: 'run', values: [{ expression: 'PLC_PRG.rLineSpeed', current: '40.0', next: '42.5', forced: false }] }),
    });
    raise(codex, {
      tool: 'codesys_download',
      toolTitle: 'Download to the PLC',
      target: 'codesys',
      targetName: 'Packaging.project',
      changesRunningPlc: true,
      args: { project_path: project },
      preview: async () =>
        plc('Download to the PLC', { effect: 'Replaces the application on the device.', runState: 'none', codeChanges: createTwoFilesPatch('last download', 'project now', before, after, '2026-12-01T09:00:00.000Z', 'now'), note: 'A full download starts every variable at its initial value.' }),
    });
    raise(codex, {
      tool: 'update_pou',
      toolTitle: 'Update POU',
      target: 'openplc',
      targetName: 'OpenPLC · Conveyor › main',
      args: { project_path: 'conveyor', name: 'main', content: after },
      preview: async () => ({ kind: 'diff', title: 'main.st', diff: code }),
    });
    const leaving = raise(cursor, { tool: 'rename_pou', toolTitle: 'Rename POU', target: 'openplc', args: { project_path: 'conveyor', name: 'main', new_name: 'main_v2' } });
    await expect.poll(() => cc.core.gate.pending().length, { timeout: WAIT_MS }).toBe(5);
    cc.core.gate.markStale('openplc', 'main.st changed on disk (saved in OpenPLC Editor) while this request waited.');
    leaving.abort(new Error('the stdio connection closed'));
    await expect.poll(() => cc.core.store.state.approvals.find((a) => a.tool === 'rename_pou')?.state, { timeout: WAIT_MS }).toBe('agent-left');

    await openView(page, 'Approvals');
    // Five calls wait: the list names them all, the running-PLC calls first; one card is open at a time.
    const list = page.getByRole('region', { name: '5 calls waiting' });
    await list.waitFor();
    expect(await list.getByRole('group').first().getByRole('heading').textContent()).toMatch(/^Running PLC/);
    const card = (title: string) => page.locator('article.approval-card', { has: page.getByRole('heading', { name: new RegExp(title) }) });
    const open = async (title: string) => {
      await list.locator('.triage-item', { hasText: title }).click();
      await card(title).waitFor();
      expect(await page.locator('article.approval-card').count()).toBe(1);
      expect(await page.locator('.approval-actions').count()).toBe(1);
    };
    await open('Rename POU');
    await open('Set POU code');
    await card('Set POU code').locator('.diff-line').first().waitFor();
    expect(await sidewaysOverflow(page), `Approvals scrolls sideways: ${await widerThanWindow(page)}`).toBe(0);
    const dir = await screenshotDir(size.name, theme);
    await page.screenshot({ path: join(dir, 'approvals-card-states.png'), fullPage: true });

    // The CODESYS edit: named by project and object; code, not patch syntax; the changed words marked; side by side
    // in two equal columns that fit at 1280 px, unified and wrapped at tray size, the end of the long line in sight.
    const edit = card('Set POU code');
    expect(await edit.locator('.facts').textContent()).toContain('Packaging.project › Application/PLC_PRG');
    const diffText = (await edit.locator('.diff-body').textContent())!;
    expect(diffText).not.toMatch(/^(---|\+\+\+|====|@@)/m);
    expect(diffText).not.toContain('No newline at end of file\\');
    expect(await edit.locator('mark.diff-word').allTextContents()).toEqual(expect.arrayContaining(['3s', '5s', 'FALSE', 'xResetPressed']));
    expect(await edit.locator('figure.diff').getAttribute('data-mode')).toBe(size.width >= 1280 ? 'split' : 'unified');
    const bodyBox = (await edit.locator('.diff-body').boundingBox())!;
    const changedEnd = (await edit.locator('mark.diff-word', { hasText: 'xResetPressed' }).first().boundingBox())!;
    expect(changedEnd.x + changedEnd.width).toBeLessThanOrEqual(bodyBox.x + bodyBox.width + 0.5);
    if (size.width >= 1280) {
      const [left, right] = await edit.locator('tr.diff-pair').first().locator('td.diff-text').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
      expect(Math.abs(left! - right!)).toBeLessThanOrEqual(2);
    }
    // Arguments stay inside the card.
    for (const title of ['Set POU code', 'Write PLC variables', 'Update POU']) {
      await open(title);
      const cardBox = (await card(title).boundingBox())!;
      const argsBox = (await card(title).locator('.args-block').boundingBox())!;
      expect(argsBox.x + argsBox.width, `${title}: arguments past the card's edge`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
    // Running-PLC cards: their own frame and button, the state in words, a decision bar that stays small.
    await open('Write PLC variables');
    const write = card('Write PLC variables');
    expect(await write.getAttribute('class')).toContain('approval-card-plc');
    expect(await write.getByRole('button', { name: 'Approve once on the PLC' }).isVisible()).toBe(true);
    await open('Download to the PLC');
    expect(await card('Download to the PLC').getByText('There is no application on the device yet.').isVisible()).toBe(true);
    // Every decision bar stays small (it sticks to the bottom of the window over the code being read): offline
    // edits offer more answers than running-PLC calls, and their bar must still not take a sixth of the window.
    for (const title of ['Write PLC variables', 'Set POU code']) {
      await open(title);
      const bar = card(title).locator('.approval-actions');
      await bar.scrollIntoViewIfNeeded();
      expect((await bar.boundingBox())!.height, `${title}: decision bar height`).toBeLessThanOrEqual(size.height / 6);
    }
    // The stale card leads with Deny, says why, and cannot be approved as it is; the agent-left card stops counting
    // and offers Dismiss.
    await open('Update POU');
    const stale = card('Update POU');
    expect(await stale.getByRole('button', { name: 'Deny', exact: true }).getAttribute('class')).toContain('button-danger-primary');
    expect(await stale.locator('.stale-warning').isVisible()).toBe(true);
    expect(await stale.getByRole('button', { name: 'Approve once', exact: true }).isDisabled()).toBe(true);
    await open('Rename POU');
    const gone = card('Rename POU');
    expect(await gone.locator('.expiry-time').count()).toBe(0);
    expect(await gone.getByRole('button', { name: 'Dismiss' }).isVisible()).toBe(true);

    for (const [title, name] of [['Set POU code', 'codesys-edit'], ['Write PLC variables', 'running-plc-write'], ['Download to the PLC', 'running-plc-download'], ['Update POU', 'stale'], ['Rename POU', 'agent-left']] as const) {
      await open(title);
      await page.screenshot({ path: join(dir, `approvals-card-${name}.png`) });
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
    cc.core.agents.disconnect(codex.id, 'test done');
    cc.core.agents.disconnect(cursor.id, 'test done');
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
    const dir = await screenshotDir(size.name, theme);
    const problems: string[] = [];
    for (const view of VIEWS) {
      await openView(page, view);
      if (view === 'Approvals') await page.locator('article.approval-card').waitFor();
      if (view === 'Overview') await page.getByRole('tabpanel').waitFor();
      if (view === 'Online') await page.locator('tr[data-expression]').first().waitFor();
      expect(await sidewaysOverflow(page), `${view} scrolls sideways: ${await widerThanWindow(page)}`).toBe(0);
      await page.screenshot({ path: join(dir, `${view.toLowerCase()}.png`), fullPage: true });
      problems.push(...(await seriousAxeFindings(page)).map((finding) => `${view}: ${finding}`));
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
