// The web UI as a person meets it: served by the headless host on the demo workspace (OpenPLC bottling line, the
// openplc-cli stand-in), logged in through the one-time link, driven in Debian's Chromium. The agents are real MCP
// SDK clients over Streamable HTTP calling the production tools, so every call takes the endpoint → tool table →
// queue → gate → audit path, and the person answers in the page.
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { launchChromium, openView as openViewOf, requireBuiltRenderer, SCREENSHOTS, signedInPage } from './support/chromium.ts';
import { connectMcpAgent, errorText, readPou, requestPouUpdate, structured } from './support/mcp-agent.ts';

/** Makes each stage of the openplc-cli stand-in take this long, so a compile runs long enough to watch and cancel. */
const SLOW_STAGES = 'OPENPLC_STANDIN_STAGE_DELAY_MS';

describe('the control center in a browser, with real MCP agents', () => {
  let cc: ControlCenter;
  let dataDir: string;
  let project: string;
  let mainPou: string;
  let statsPou: string;
  let original: { main: string; stats: string };
  let agent: Client;
  const agents: Client[] = [];
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-browser-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: true });
    project = join(dataDir, 'demo-workspace', 'bottling-line');
    mainPou = join(project, 'pous', 'programs', 'main.st');
    statsPou = join(project, 'pous', 'programs', 'ProductionStats.st');
    original = { main: await readFile(mainPou, 'utf8'), stats: await readFile(statsPou, 'utf8') };

    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: cc.url });
    ({ page, errors: pageErrors } = await signedInPage(context, cc.loginUrl()));
    agent = await newAgent('claude-code', '2.1.3');
  });

  // A test that failed half-way must not leave a card that makes the next test's call wait behind it.
  afterEach(async () => {
    for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
    delete process.env[SLOW_STAGES];
  });

  afterAll(async () => {
    for (const client of agents) await client.close().catch(() => undefined);
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function newAgent(name: string, version: string): Promise<Client> {
    const client = await connectMcpAgent(cc, name, version);
    agents.push(client);
    return client;
  }
  const openView = (label: string) => openViewOf(page, label);
  const cardFor = (pou: string): Locator => page.locator('article.approval-card', { hasText: `"pou_name": "${pou}"` });
  const queueStatus = (entryId: string) => page.locator(`[data-entry-id="${entryId}"] [data-status]`).first().textContent();
  /** Approvals need an attached UI; the page's event stream is what attaches it. */
  const uiAttached = () => expect.poll(() => cc.core.gate.uiAttached).toBe(true);
  /** The queue entry of the newest call of `tool` (the id History, Queue and feedback rows carry). */
  const latestEntry = (tool: string) => cc.core.store.state.queue.filter((e) => e.tool === tool).at(-1)!;
  const updateMain = (client: Client, change: (content: string) => string) => requestPouUpdate(client, project, 'main', change);
  const comment = (text: string) => (content: string) => content.replace('(* Green push button, NO contact *)', `(* Green push button, NO contact; ${text} *)`);
  const restore = async () => {
    await writeFile(mainPou, original.main);
    await writeFile(statsPou, original.stats);
  };

  it('loads from the host, signed in by the login link, and shows live state and the connected agent', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('.connection-live').getByText('Live').waitFor();
    await uiAttached();

    cc.core.store.emit({ type: 'target.updated', target: { id: 'line-3', kind: 'openplc', label: 'OpenPLC · Line 3', status: 'error', detail: 'openplc-cli exited with code 2', updatedAt: Date.now() } });
    await page.getByText('openplc-cli exited with code 2').waitFor();
    cc.core.store.emit({ type: 'target.updated', target: { id: 'line-3', kind: 'openplc', label: 'OpenPLC · Line 3', status: 'watching', updatedAt: Date.now() } });
    await page.getByText('openplc-cli exited with code 2').waitFor({ state: 'detached' });

    await openView('Agents');
    await page.getByRole('row', { name: /claude-code 2\.1\.3/ }).waitFor();
  });

  it('shows an update_pou as a card with its full arguments and diff; Approve runs it and the agent gets the result', async () => {
    await uiAttached();
    const { result } = await updateMain(agent, comment('checked on site'));
    await openView('Approvals');
    const card = cardFor('main');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('claude-code');
    expect(text).toContain(`"project_path": ${JSON.stringify(project)}`);
    expect(text).toContain('"expected_content_hash": "sha256:');
    await expect(card.locator('.diff-del:not(.diff-num)').first().innerText()).resolves.toContain('(* Green push button, NO contact *)');
    await expect(card.locator('.diff-add:not(.diff-num)').first().innerText()).resolves.toContain('checked on site');

    await card.getByRole('button', { name: 'Approve once' }).click();
    const { content_hash } = structured<{ content_hash: string }>(await result);
    await card.waitFor({ state: 'detached' });
    expect(await readFile(mainPou, 'utf8')).toContain('checked on site');
    expect((await readPou(agent, project, 'main')).content_hash).toBe(content_hash);

    await openView('Queue');
    await expect.poll(() => queueStatus(latestEntry('update_pou').id)).toBe('Succeeded');
  });

  it('Deny resolves the card, the call is not run, the agent is told and the queue says denied', async () => {
    await uiAttached();
    const before = await readFile(mainPou, 'utf8');
    const { result } = await updateMain(agent, comment('garbage'));
    await openView('Approvals');
    await cardFor('main').getByRole('button', { name: 'Deny', exact: true }).click();
    expect(errorText(await result)).toMatch(/denied/i);
    expect(await readFile(mainPou, 'utf8')).toBe(before);

    await openView('Queue');
    await expect.poll(() => queueStatus(latestEntry('update_pou').id)).toBe('Denied');
  });

  it('works from the keyboard alone: a number key opens Approvals, Tab and Enter reach the card, D denies and A approves', async () => {
    // Straight after the mouse Deny above, on purpose: a key on a card the person focused is never swallowed by
    // the guard of a decision made a moment ago on another card.
    await uiAttached();
    await openView('Overview');
    const first = await updateMain(agent, comment('first'));
    await expect.poll(() => cc.core.gate.pending().length).toBe(1);
    const second = await requestPouUpdate(await newAgent('cursor', '1.7'), project, 'ProductionStats', (content) => `${content.trimEnd()}\n(* second *)\n`);
    await expect.poll(() => cc.core.gate.pending().length).toBe(2);

    await page.keyboard.press('2');
    await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
    // Two calls wait: Tab reaches the list's open call, Enter moves into its card.
    await page.keyboard.press('Tab');
    const focusedApproval = () => page.locator(':focus').getAttribute('data-approval-id');
    await expect.poll(focusedApproval).toBe(cc.core.gate.pending()[0]!.id);
    expect(await page.locator(':focus').getAttribute('class')).toContain('triage-item');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(':focus').evaluate((el) => el.tagName)).toBe('ARTICLE');
    expect(await focusedApproval()).toBe(cc.core.gate.pending()[0]!.id);

    await page.keyboard.press('d');
    expect(errorText(await first.result)).toMatch(/denied/i);
    // Focus moves on to the next card, so the person can keep going without the mouse.
    await expect.poll(focusedApproval).toBe(cc.core.gate.pending()[0]?.id);
    // Keys right after a decision are ignored (a double tap must not approve the next card unseen).
    await page.waitForTimeout(700); // KEY_GUARD_MS is 600
    await page.keyboard.press('a');
    structured(await second.result);
    expect(await readFile(statsPou, 'utf8')).toContain('(* second *)');
    await restore();
  });

  it('approves for the session (later calls from that agent run without a card) and always, after a confirmation that Settings can undo', async () => {
    await uiAttached();
    const sessionAgent = await newAgent('codex', '0.9');
    const first = await updateMain(sessionAgent, comment('session 1'));
    await openView('Approvals');
    await cardFor('main').getByRole('button', { name: 'Approve for this session' }).click();
    structured(await first.result);
    structured(await (await updateMain(sessionAgent, comment('session 2'))).result);
    expect(latestEntry('update_pou').decision).toMatchObject({ outcome: 'approved', by: 'policy:session' });

    const always = await updateMain(agent, comment('always'));
    const card = cardFor('main');
    await card.getByRole('button', { name: 'Always approve update_pou…' }).click();
    // From: this agent by default (browser-desk.test.ts); here the rule covers any agent.
    await card.getByRole('combobox', { name: 'From' }).selectOption('any');
    // Where: this project by default; the file, its folders, or every project are the other choices.
    const real = await realpath(project);
    await card.getByText(`without asking, for every agent, from now on, in ${real}?`).waitFor();
    const where = card.getByRole('combobox', { name: 'Where' });
    expect(await where.getByRole('option').allTextContents()).toEqual([
      `This project: ${real}`,
      'Only pous in this project',
      'Only pous/programs in this project',
      'Only pous/programs/main.st in this project',
      'Every project',
    ]);
    await card.getByRole('button', { name: 'Yes, always approve update_pou' }).click();
    structured(await always.result);
    expect(cc.core.settings.current.approvals.alwaysApproveTools).toEqual([{ tool: 'update_pou', project: real }]);

    await openView('Settings');
    await page.getByRole('button', { name: `Forget update_pou from any agent in ${real}` }).click();
    await page.getByText('Every change asks you first').waitFor();
    expect(cc.core.settings.current.approvals.alwaysApproveTools).toEqual([]);
    await restore();
  });

  it('cancels a running compile from the Queue view, showing its output meanwhile', async () => {
    process.env[SLOW_STAGES] = '4000';
    const compile = agent.callTool({ name: 'compile_project', arguments: { project_path: project } });
    await openView('Queue');
    const entry = page.locator('article.entry', { hasText: 'compile_project' }).first();
    await entry.getByText(/Loading project "bottling-line"/).first().waitFor();
    await entry.getByRole('button', { name: 'Cancel compile_project' }).click();
    expect(errorText(await compile)).toMatch(/cancel/i);
    await expect.poll(() => entry.locator('[data-status]').first().textContent()).toBe('Cancelled');
  });

  it('edits settings through the form and shows an invalid settings file with a way to reset it', async () => {
    await openView('Settings');
    const timeout = page.getByLabel('Approval timeout (s)');
    await timeout.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Too small: use 5 or more.').waitFor();
    const port = page.getByLabel('Port', { exact: true });
    const savedPort = String(cc.core.settings.current.port);
    await port.fill('80');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Too small: use 1024 or more.').waitFor();
    // The port in use (a free one picked for this test) is not the saved one, and the page says which applies when.
    await page.getByText(`In use now: port ${new URL(cc.url).port}. The saved port ${savedPort} applies from the next start.`).waitFor();
    await port.fill(savedPort);
    expect(cc.core.settings.current.approvals.timeoutSeconds).toBe(55);

    await timeout.fill('300');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect(cc.core.settings.current.approvals.timeoutSeconds).toBe(300);

    const good = await readFile(cc.core.settings.path, 'utf8');
    await writeFile(cc.core.settings.path, '{ "port": "not a number" ');
    await cc.core.settings.load();
    await page.reload();
    await page.getByText('The settings file is invalid').waitFor();
    await page.getByRole('button', { name: 'Reset settings to defaults' }).click();
    await page.getByText('The settings file is invalid').waitFor({ state: 'detached' });
    expect(cc.core.settings.error).toBeNull();
    // Back to the demo's settings (project roots, the stand-ins) for the tests after this one.
    await writeFile(cc.core.settings.path, good);
    await cc.core.settings.load();
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

  it('says at once when the file changed under a waiting card, turns off its Approve, and a Deny tells the agent to re-read', async () => {
    await restore();
    await uiAttached();
    const { result } = await updateMain(agent, comment('agent edit'));
    await openView('Approvals');
    const card = cardFor('main');
    await card.waitFor();
    // Saved in OpenPLC Editor meanwhile: the watcher tells the card, which names the cause.
    await writeFile(mainPou, original.main.replace('StartButton : BOOL', 'StartButton  : BOOL'));
    await card.getByText('Changed on disk while waiting.').waitFor();
    await card.getByText(/main\.st changed on disk, not through Interlock/).first().waitFor();
    // update_pou replaces the whole text: it cannot be made again on the new content, so the card can only be denied.
    expect(await card.getByRole('button', { name: 'Approve once' }).isDisabled()).toBe(true);
    await card.getByText(/Deny it: the agent is told to re-read it/).waitFor();
    await card.getByRole('button', { name: 'Deny', exact: true }).click();
    expect(errorText(await result)).toMatch(/changed on disk, not through Interlock while your call waited.*Re-read it/s);
    expect(await readFile(mainPou, 'utf8')).not.toContain('agent edit');

    const ok = await updateMain(agent, comment('second try'));
    await openView('Approvals');
    await cardFor('main').getByRole('button', { name: 'Approve once' }).click();
    structured(await ok.result);
    const success = page.locator(`.feedback[data-entry-id="${latestEntry('update_pou').id}"]`);
    await success.getByText('Approved: ran and succeeded').waitFor();
    await success.getByText('main updated').waitFor();
    await restore();
  });

  it('a compile with errors fills Diagnostics, is not shown as a success, and a click shows the right line', async () => {
    await uiAttached();
    // A typo of a declared variable: the compiler (the openplc-cli stand-in) reports it, upper-cased as STruC++
    // does, at the line it is on.
    const faulty = await updateMain(agent, (content) => content.replace('END_PROGRAM', 'LineSpeedSetpoint := LineSpeedSetpont;\nEND_PROGRAM'));
    await openView('Approvals');
    await cardFor('main').getByRole('button', { name: 'Approve once' }).click();
    structured(await faulty.result);
    const compiled = structured<{ success: boolean }>(await agent.callTool({ name: 'compile_project', arguments: { project_path: project } }));
    expect(compiled.success).toBe(false);
    const faultyLine = (await readFile(mainPou, 'utf8')).split('\n').findIndex((line) => line.includes('LineSpeedSetpont')) + 1;

    await openView('Queue');
    const compileEntry = page.locator(`article.entry[data-entry-id="${latestEntry('compile_project').id}"]`);
    await expect.poll(() => compileEntry.locator('[data-status]').first().getAttribute('data-status')).toBe('succeeded-with-errors');

    await openView('Diagnostics');
    await page.getByRole('button', { name: /Undeclared variable 'LINESPEEDSETPONT'/ }).click();
    const source = page.getByRole('region', { name: /^Source of .*main\.st$/ });
    await expect.poll(() => source.locator('[aria-current="true"]').innerText()).toMatch(new RegExp(`^${faultyLine}\\s+LineSpeedSetpoint := LineSpeedSetpont;$`));
  });

  it('Revert from History shows what it will write, restores the file, and is not reported as an edit from outside', async () => {
    const faultyEntry = latestEntry('update_pou').id;
    await cc.core.audit.flush();
    await openView('History');
    const entry = page.locator(`article[data-entry-id="${faultyEntry}"]`);
    await entry.getByRole('button', { name: 'Revert update_pou' }).click();
    const confirm = entry.getByRole('group', { name: 'Revert update_pou?' });
    // This test's own writes (restoring files between tests) were edits from outside; only later notices count.
    const noticesBefore = new Set(cc.core.store.state.notices.map((n) => n.id));
    // The confirmation shows exactly what Revert will write: the faulty line goes again.
    await confirm.locator('.diff-del:not(.diff-num)', { hasText: 'LineSpeedSetpoint := LineSpeedSetpont;' }).first().waitFor();
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('status').getByText(`Reverted update_pou on ${mainPou}`).waitFor();
    expect(await readFile(mainPou, 'utf8')).toBe(original.main);

    // An edit from outside right after: once the watcher has reported it, it has seen the revert too.
    await writeFile(statsPou, `${original.stats}\n(* saved in OpenPLC Editor *)\n`);
    const outside = () => cc.core.store.state.notices.filter((n) => !noticesBefore.has(n.id) && n.message.includes('not by an agent'));
    await expect.poll(() => outside().some((n) => n.message.includes('ProductionStats.st')), { timeout: 15_000 }).toBe(true);
    expect(outside().filter((n) => n.message.includes('main.st'))).toEqual([]);
    await openView('Overview');
    await page.getByText(/ProductionStats\.st changed on disk, not by an agent/).first().waitFor();
    await restore();
  }, 60_000);

  it('saves a screenshot of every view', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    await uiAttached();
    // The card first: a call waiting for the person lets others on its project run, a running compile does not.
    const pending = await updateMain(agent, comment('for the screenshot'));
    await expect.poll(() => cc.core.gate.pending().length, { timeout: 10_000 }).toBe(1);
    process.env[SLOW_STAGES] = '4000';
    const compile = agent.callTool({ name: 'compile_project', arguments: { project_path: project } });
    await expect.poll(() => latestEntry('compile_project')?.status, { timeout: 10_000 }).toBe('running');

    for (const view of ['Overview', 'Approvals', 'Queue', 'Agents', 'Diagnostics', 'Online', 'History', 'Settings']) {
      await openView(view);
      if (view === 'Approvals') await cardFor('main').waitFor();
      if (view === 'History') await page.locator('article.entry').first().waitFor();
      if (view === 'Overview') await page.getByRole('tabpanel').waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `${view.toLowerCase()}.png`), fullPage: true });
    }

    await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'deny');
    await pending.result;
    cc.core.queue.cancel(latestEntry('compile_project').id);
    await compile;
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

