// A whole agent session as the person runs it in the browser: the agent is a real MCP SDK client over Streamable
// HTTP against the headless host on the demo workspace (OpenPLC bottling line, the openplc-cli stand-in), so every
// call takes the production path (endpoint, tool table, queue, gate, audit) and the person answers in Chromium.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { launchChromium, requireBuiltRenderer, signedInPage } from './support/chromium.ts';

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

describe('an agent session driven by a real MCP client, answered in the browser', () => {
  let cc: ControlCenter;
  let dataDir: string;
  let project: string;
  let mainPou: string;
  let original: string;
  let agent: Client;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-agent-ui-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: true });
    project = join(dataDir, 'demo-workspace', 'bottling-line');
    mainPou = join(project, 'pous', 'programs', 'main.st');
    original = await readFile(mainPou, 'utf8');

    browser = await launchChromium();
    ({ page, errors: pageErrors } = await signedInPage(await browser.newContext({ viewport: { width: 1280, height: 800 } }), cc.loginUrl()));

    agent = new Client({ name: 'e2e-agent', version: '3.1.4' });
    await agent.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  });

  // A test that failed half-way must not leave a card that makes the next call wait behind it.
  afterEach(async () => {
    for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
  });

  afterAll(async () => {
    await agent?.close();
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const openView = async (label: string) => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  };
  const structured = <T,>(result: ToolResult): T => {
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return result.structuredContent as T;
  };
  const readMain = async () => structured<{ content: string; content_hash: string }>(await agent.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'main' } }));
  /** The agent's edit of main.st, approved by a click on its card; resolves with the agent's result. */
  const approvedPatch = async (old: string, replacement: string): Promise<ToolResult> => {
    // Approvals need an attached UI; the page's event stream is what attaches it.
    await expect.poll(() => cc.core.gate.uiAttached).toBe(true);
    const { content_hash } = await readMain();
    const call = agent.callTool({ name: 'patch_pou', arguments: { project_path: project, pou_name: 'main', edits: [{ old, new: replacement }], expected_content_hash: content_hash } });
    await openView('Approvals');
    const card = page.locator('article.approval-card', { hasText: 'patch_pou' });
    await card.locator('.diff-add', { hasText: replacement.split('\n')[0]! }).first().waitFor();
    await card.getByRole('button', { name: 'Approve once' }).click();
    return call;
  };

  it('shows the agent as connected, and its edit as a card; Approve runs it and the agent gets the result', async () => {
    await openView('Agents');
    await page.getByRole('row', { name: /e2e-agent 3\.1\.4/ }).waitFor();


    const result = await approvedPatch('StartButton : BOOL AT %IX0.1;', 'StartButton : BOOL AT %IX0.1; (* checked on site *)');
    const { content_hash } = structured<{ content_hash: string }>(result);
    expect(await readFile(mainPou, 'utf8')).toContain('(* checked on site *)');
    expect((await readMain()).content_hash).toBe(content_hash);
    await page.locator('.feedback', { hasText: 'patch_pou' }).getByText('Approved: ran and succeeded').first().waitFor();
  });

  it('a compile with errors fills Diagnostics, is not shown as a success, and a click shows the right line', async () => {
    // A typo of a declared variable: the compiler (the openplc-cli stand-in) reports it, upper-cased as STruC++
    // does, at the line it is on.
    const faulty = await approvedPatch('END_PROGRAM', 'LineSpeedSetpoint := LineSpeedSetpont;\nEND_PROGRAM');
    structured(faulty);
    const compiled = structured<{ success: boolean }>(await agent.callTool({ name: 'compile_project', arguments: { project_path: project } }));
    expect(compiled.success).toBe(false);
    const lines = (await readFile(mainPou, 'utf8')).split('\n');
    const faultyLine = lines.findIndex((line) => line.includes('LineSpeedSetpont')) + 1;

    await openView('Queue');
    const compileEntry = page.locator('article.entry', { hasText: 'compile_project' }).first();
    await expect.poll(() => compileEntry.locator('[data-status]').first().getAttribute('data-status')).not.toBe('succeeded');

    await openView('Diagnostics');
    const message = page.getByRole('button', { name: /Undeclared variable 'LINESPEEDSETPONT'/ });
    await message.click();
    const source = page.getByRole('region', { name: /^Source of .*main\.st$/ });
    await expect.poll(() => source.locator('[aria-current="true"]').innerText()).toMatch(new RegExp(`^${faultyLine}\\s+LineSpeedSetpoint := LineSpeedSetpont;$`));
  }, 90_000);

  it('Revert from History restores the file and is not reported as an edit from outside', async () => {
    await cc.core.audit.flush();
    await openView('History');
    const patches = page.locator('article.entry', { hasText: 'patch_pou' });
    // Newest first: the faulty edit, then the comment. Reverting both, newest first, puts the original back.
    for (let i = 0; i < 2; i++) {
      const id = await patches.filter({ has: page.getByRole('button', { name: 'Revert patch_pou' }) }).first().getAttribute('data-entry-id');
      const entry = page.locator(`article[data-entry-id="${id}"]`);
      await entry.getByRole('button', { name: 'Revert patch_pou' }).click();
      const confirm = entry.getByRole('group', { name: 'Revert patch_pou?' });
      await confirm.locator('.diff-body').first().waitFor();
      await confirm.getByRole('button', { name: 'Revert' }).click();
      await page.getByText(/^Reverted patch_pou on /).waitFor();
      await page.getByRole('status').getByText(/^Reverted patch_pou on /).waitFor();
      if (i === 0) await expect.poll(async () => (await readFile(mainPou, 'utf8')).includes('LineSpeedSetpont')).toBe(false);
    }
    await expect.poll(() => readFile(mainPou, 'utf8')).toBe(original);

    // An edit from outside right after: once the watcher has reported it, it has seen the reverts too.
    const stats = join(project, 'pous', 'programs', 'ProductionStats.st');
    await writeFile(stats, `${await readFile(stats, 'utf8')}\n(* saved in OpenPLC Editor *)\n`);
    const outside = () => cc.core.store.state.notices.filter((n) => n.message.includes('not by an agent'));
    await expect.poll(() => outside().some((n) => n.message.includes('ProductionStats.st')), { timeout: 15_000 }).toBe(true);
    expect(outside().filter((n) => n.message.includes('main.st'))).toEqual([]);
    await openView('Overview');
    await page.getByText(/ProductionStats\.st changed on disk, not by an agent/).first().waitFor();
    expect(await page.getByText(/main\.st changed on disk, not by an agent/).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
