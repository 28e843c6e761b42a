// The web UI as a person meets it: served by the headless host, logged in through the one-time link, driven in
// Debian's Chromium. Agents are played by a helper that sends calls through the real core.
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { connectAgent, requestFileEdit, startLongBuild } from './support/agent-calls.ts';
import { launchChromium, requireBuiltRenderer, signedInPage } from './support/chromium.ts';
import { seedTargets } from './support/ui-fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const ORIGINAL = 'PROGRAM PLC_PRG\nVAR\n  counter : INT;\nEND_VAR\ncounter := counter + 1;\nEND_PROGRAM\n';

describe('the control center in a browser', () => {
  let cc: ControlCenter;
  let dataDir: string;
  let program: string;
  let agentId: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-browser-'));
    const projectDir = join(dataDir, 'projects', 'conveyor');
    await mkdir(projectDir, { recursive: true });
    program = join(projectDir, 'PLC_PRG.st');
    await writeFile(program, ORIGINAL);
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    await cc.core.settings.update((s) => ({ ...s, projectRoots: [join(dataDir, 'projects')] }));
    agentId = connectAgent(cc.core);
    seedTargets(cc.core);

    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: cc.url });
    ({ page, errors: pageErrors } = await signedInPage(context, cc.loginUrl()));
  });

  // A test that failed half-way must not leave a card that makes the next test's call wait behind it.
  afterEach(async () => {
    for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
  });

  afterAll(async () => {
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const openView = async (label: string) => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  };
  const approvalCard = (text: string): Locator => page.locator('article.approval-card', { hasText: text });
  const queueStatus = (entryId: string) => page.locator(`[data-entry-id="${entryId}"] [data-status]`).first().textContent();
  /** Approvals need an attached UI; the page's event stream is what attaches it. */
  const uiAttached = () => expect.poll(() => cc.core.gate.uiAttached).toBe(true);

  it('loads from the host, signed in by the login link, and shows live state', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('CODESYS · Line 2').waitFor();
    await uiAttached();

    cc.core.store.emit({ type: 'target.updated', target: { id: 'openplc', kind: 'openplc', label: 'OpenPLC · Conveyor', status: 'error', detail: 'openplc-cli exited with code 2', updatedAt: Date.now() } });
    await page.getByText('openplc-cli exited with code 2').waitFor();
    cc.core.store.emit({ type: 'target.updated', target: { id: 'openplc', kind: 'openplc', label: 'OpenPLC · Conveyor', status: 'watching', updatedAt: Date.now() } });
    await page.getByText('openplc-cli exited with code 2').waitFor({ state: 'detached' });

    await openView('Agents');
    await page.getByRole('row', { name: /Claude Code 2\.1\.3/ }).waitFor();
  });

  it('shows a requested edit as a card with its full arguments and diff; Approve runs it', async () => {
    await uiAttached();
    const outcome = requestFileEdit(cc.core, agentId, program, ORIGINAL.replace('counter + 1', 'counter + 2'));
    await openView('Approvals');
    const card = approvalCard('Write file');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Claude Code');
    expect(text).toContain(`"path": ${JSON.stringify(program)}`);
    expect(text).toContain('"content": "PROGRAM PLC_PRG\\nVAR');
    await expect(card.locator('.diff-del').innerText()).resolves.toContain('-counter := counter + 1;');
    await expect(card.locator('.diff-add').innerText()).resolves.toContain('+counter := counter + 2;');

    await card.getByRole('button', { name: 'Approve once' }).click();
    const result = await outcome;
    expect(result.status).toBe('succeeded');
    await card.waitFor({ state: 'detached' });
    expect(await readFile(program, 'utf8')).toContain('counter + 2');

    await openView('Queue');
    await expect.poll(() => queueStatus(result.entryId)).toBe('Succeeded');
  });

  it('Deny resolves the card, the call is not run and the queue says denied', async () => {
    await uiAttached();
    const before = await readFile(program, 'utf8');
    const outcome = requestFileEdit(cc.core, agentId, program, 'garbage');
    await openView('Approvals');
    const card = approvalCard('Write file');
    await card.getByRole('button', { name: 'Deny' }).click();
    const result = await outcome;
    expect(result.status).toBe('denied');
    expect(await readFile(program, 'utf8')).toBe(before);

    await openView('Queue');
    await expect.poll(() => queueStatus(result.entryId)).toBe('Denied');
  });

  it('works from the keyboard alone: a number key opens Approvals, Tab reaches the card, D denies and A approves', async () => {
    // Straight after the mouse Deny above, on purpose: a key on a card the person focused is never swallowed by
    // the guard of a decision made a moment ago on another card.
    await uiAttached();
    await openView('Overview');
    const first = requestFileEdit(cc.core, agentId, program, 'first');
    await expect.poll(() => cc.core.gate.pending().length).toBe(1);
    const motor = program.replace('PLC_PRG', 'FB_Motor');
    await writeFile(motor, 'FUNCTION_BLOCK FB_Motor\nEND_FUNCTION_BLOCK\n');
    const second = requestFileEdit(cc.core, connectAgent(cc.core, 'Cursor', '1.7'), motor, 'second', 'codesys');
    await expect.poll(() => cc.core.gate.pending().length).toBe(2);

    await page.keyboard.press('2');
    await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
    await page.keyboard.press('Tab');
    const focusedApproval = () => page.locator(':focus').getAttribute('data-approval-id');
    await expect.poll(focusedApproval).toBe(cc.core.gate.pending()[0]!.id);

    await page.keyboard.press('d');
    expect((await first).status).toBe('denied');
    // Focus moves on to the next card, so the person can keep going without the mouse.
    await expect.poll(focusedApproval).toBe(cc.core.gate.pending()[0]?.id);
    // Keys right after a decision are ignored (a double tap must not approve the next card unseen).
    await page.waitForTimeout(700); // KEY_GUARD_MS is 600
    await page.keyboard.press('a');
    expect((await second).status).toBe('succeeded');
  });

  it('approves for the session (later calls from that agent run without a card) and always, after a confirmation that Settings can undo', async () => {
    await uiAttached();
    const sessionAgent = connectAgent(cc.core, 'Codex', '0.9');
    const first = requestFileEdit(cc.core, sessionAgent, program, 'session 1');
    await openView('Approvals');
    await approvalCard('Codex').getByRole('button', { name: 'Approve for this session' }).click();
    expect((await first).status).toBe('succeeded');
    const second = await requestFileEdit(cc.core, sessionAgent, program, 'session 2');
    expect(second.status).toBe('succeeded');
    expect(cc.core.store.state.queue.find((e) => e.id === second.entryId)?.decision).toEqual({ outcome: 'approved', by: 'policy:session' });

    const always = requestFileEdit(cc.core, agentId, program, 'always');
    const card = approvalCard('Write file');
    await card.getByRole('button', { name: 'Always approve write_file…' }).click();
    await card.getByText('without asking, for every agent, from now on?').waitFor();
    await card.getByRole('button', { name: 'Yes, always approve write_file' }).click();
    expect((await always).status).toBe('succeeded');
    expect(cc.core.settings.current.approvals.alwaysApproveTools).toEqual(['write_file']);

    await openView('Settings');
    await page.getByRole('button', { name: 'Forget write_file' }).click();
    await page.getByText('Every change asks you first').waitFor();
    expect(cc.core.settings.current.approvals.alwaysApproveTools).toEqual([]);
    await writeFile(program, ORIGINAL);
  });

  it('cancels a running call from the Queue view, showing its progress and output meanwhile', async () => {
    const build = await startLongBuild(cc.core, agentId);
    build.report({ message: 'Compiling PLC_PRG', progress: 3, total: 8 }, ['Build started: Demo.project', 'Compiling PLC_PRG…']);
    await openView('Queue');
    const entry = page.locator('article.entry', { hasText: 'build_project' }).first();
    await entry.getByText('Compiling PLC_PRG (38 %)').waitFor();
    await entry.getByText('Build started: Demo.project').waitFor();
    await entry.getByRole('button', { name: 'Cancel build_project' }).click();
    expect((await build.outcome).status).toBe('cancelled');
    await expect.poll(() => entry.locator('[data-status]').textContent()).toBe('Cancelled');
  });

  it('lists finished calls in History and reverts an approved edit on request', async () => {
    await writeFile(program, ORIGINAL);
    await uiAttached();
    const outcome = requestFileEdit(cc.core, agentId, program, ORIGINAL.replace('INT', 'DINT'));
    await openView('Approvals');
    await approvalCard('Write file').getByRole('button', { name: 'Approve once' }).click();
    const { entryId, status } = await outcome;
    expect(status).toBe('succeeded');
    await cc.core.audit.flush();

    await openView('History');
    // An audit entry carries the id of the queue entry it records.
    const entry = page.locator(`article[data-entry-id="${entryId}"]`);
    await entry.getByRole('button', { name: 'Revert write_file' }).click();
    // The confirmation shows exactly what Revert will write: DINT goes back to INT.
    const confirm = entry.getByRole('group', { name: 'Revert write_file?' });
    await confirm.locator('.diff-del').getByText('counter : DINT;').first().waitFor();
    await confirm.locator('.diff-add').getByText('counter : INT;').first().waitFor();
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await page.getByText(`Reverted write_file on ${program}`).waitFor();
    expect(await readFile(program, 'utf8')).toBe(ORIGINAL);
  });

  it('edits settings through the form and shows an invalid settings file with a way to reset it', async () => {
    await openView('Settings');
    const timeout = page.getByLabel('Approval timeout (s)');
    await timeout.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Too small: use 5 or more.').waitFor();
    const port = page.getByLabel('Port', { exact: true });
    await port.fill('80');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Too small: use 1024 or more.').waitFor();
    // The port in use (a free one picked for this test) is not the saved one, and the page says which applies when.
    await page.getByText(`In use now: port ${new URL(cc.url).port}. The saved port 3587 applies from the next start.`).waitFor();
    await port.fill('3587');
    expect(cc.core.settings.current.approvals.timeoutSeconds).toBe(55);

    await timeout.fill('300');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect(cc.core.settings.current.approvals.timeoutSeconds).toBe(300);

    await writeFile(cc.core.settings.path, '{ "port": "not a number" ');
    await cc.core.settings.load();
    await page.reload();
    await page.getByText('The settings file is invalid').waitFor();
    await page.getByRole('button', { name: 'Reset settings to defaults' }).click();
    await page.getByText('The settings file is invalid').waitFor({ state: 'detached' });
    expect(cc.core.settings.error).toBeNull();
    await cc.core.settings.update((s) => ({ ...s, projectRoots: [join(dataDir, 'projects')] }));
  });

  it('copies an MCP client set-up snippet from the Overview', async () => {
    await openView('Overview');
    await page.getByRole('tab', { name: 'Claude Code' }).click();
    const snippet = await page.getByRole('tabpanel').locator('pre').innerText();
    expect(snippet).toContain(cc.mcpUrl);
    await page.getByRole('button', { name: 'Copy the Claude Code snippet' }).click();
    await page.getByRole('button', { name: 'Copy the Claude Code snippet' }).getByText('Copied').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(snippet);
  });

  it('after Approve says whether the call succeeded or failed, with a link to its queue entry', async () => {
    await writeFile(program, ORIGINAL);
    await uiAttached();
    const ok = requestFileEdit(cc.core, agentId, program, ORIGINAL.replace('counter + 1', 'counter + 3'));
    await openView('Approvals');
    await approvalCard('Write file').getByRole('button', { name: 'Approve once' }).click();
    const done = await ok;
    expect(done.status).toBe('succeeded');
    const success = page.locator(`.feedback[data-entry-id="${done.entryId}"]`);
    await success.getByText('Approved: ran and succeeded').waitFor();
    await success.getByText(/wrote \d+ bytes/).waitFor();

    // The file vanishes between the card and the approval: the write fails, and the person is told why.
    const doomed = program.replace('PLC_PRG', 'Doomed');
    await writeFile(doomed, ORIGINAL);
    const failing = requestFileEdit(cc.core, agentId, doomed, 'new content');
    await approvalCard('Doomed.st').waitFor();
    await rm(doomed);
    await approvalCard('Doomed.st').getByRole('button', { name: 'Approve once' }).click();
    const failed = await failing;
    expect(failed.status).toBe('failed');
    const failure = page.locator(`.feedback[data-entry-id="${failed.entryId}"]`);
    await failure.getByText('Approved, but it failed').waitFor();
    await failure.getByText(/ENOENT|no such file/i).waitFor();
    await failure.getByRole('link', { name: /Open in Queue/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Queue' }).waitFor();
    await expect.poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('data-entry-id') ?? null")).toBe(failed.entryId);
  });

  it('says at once when the file changed under a waiting card, and shows a fresh preview on request', async () => {
    await writeFile(program, ORIGINAL);
    await uiAttached();
    const outcome = requestFileEdit(cc.core, agentId, program, ORIGINAL.replace('counter + 1', 'counter + 4'));
    await openView('Approvals');
    const card = approvalCard('Write file');
    await card.waitFor();
    await writeFile(program, ORIGINAL.replace('INT', 'DINT')); // saved in the editor meanwhile
    cc.core.gate.markStale('openplc', 'PLC_PRG.st changed on disk while this request waited.');
    await card.getByText('Changed on disk while waiting.').waitFor();
    await card.getByRole('button', { name: 'Show a fresh preview' }).click();
    await card.getByText('Changed on disk while waiting.').waitFor({ state: 'detached' });
    await card.locator('.diff-body').getByText('counter : DINT;').first().waitFor();
    await card.getByRole('button', { name: 'Deny' }).click();
    expect((await outcome).status).toBe('denied');
    await writeFile(program, ORIGINAL);
  });

  it('opens a diagnostic at its line in the source, read-only', async () => {
    await writeFile(program, ORIGINAL);
    const target = `openplc:${await realpath(join(dataDir, 'projects', 'conveyor'))}`;
    cc.core.store.emit({
      type: 'diagnostics.updated',
      diagnostics: {
        target,
        source: 'compile_project',
        updatedAt: Date.now(),
        summary: '1 error',
        items: [{ severity: 'error', message: "Type mismatch in 'counter'", file: 'PLC_PRG.st', pou: 'PLC_PRG', line: 5, column: 1 }],
      },
    });
    await openView('Diagnostics');
    await page.getByRole('button', { name: /Type mismatch in 'counter'/ }).click();
    const source = page.getByRole('region', { name: 'Source of PLC_PRG.st' });
    await expect.poll(() => source.locator('[aria-current="true"]').innerText()).toMatch(/^5\s+counter := counter \+ 1;$/);
  });

  it('saves a screenshot of every view', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    await uiAttached();
    const build = await startLongBuild(cc.core, agentId);
    build.report({ message: 'Compiling FB_Motor', progress: 5, total: 8 }, ['Build started: Demo.project', 'Compiling PLC_PRG… ok', 'Compiling FB_Motor…']);
    const pending = requestFileEdit(cc.core, agentId, program, ORIGINAL.replace('counter + 1', 'counter + 10').replace('END_VAR', '  limit : INT := 100;\nEND_VAR'));
    await expect.poll(() => cc.core.gate.pending().length).toBe(1);

    for (const view of ['Overview', 'Approvals', 'Queue', 'Agents', 'Diagnostics', 'Online', 'History', 'Settings']) {
      await openView(view);
      if (view === 'Approvals') await approvalCard('Write file').waitFor();
      if (view === 'History') await page.locator('article.entry').first().waitFor();
      if (view === 'Overview') await page.getByRole('tabpanel').waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `${view.toLowerCase()}.png`), fullPage: true });
    }

    await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'deny');
    build.finish();
    await Promise.all([pending, build.outcome]);
    expect(pageErrors).toEqual([]);
  });
});
