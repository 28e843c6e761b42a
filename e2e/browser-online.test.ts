// The Online panel against the CODESYS stand-in's simulated PLC, with a real MCP client as the agent: the agent
// logs in and writes a variable through approval cards, the person watches a variable from the panel, and the
// panel shows the value change while logged in.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { launchChromium, openView as openViewOf, requireBuiltRenderer, SCREENSHOTS, signedInPage } from './support/chromium.ts';
import { connectMcpAgent, structured } from './support/mcp-agent.ts';
import { startPlcControlCenter, writeLine2Project, type PlcControlCenter } from './support/ui-fixtures.ts';

const DECLARATION = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    label : STRING(20) := \'idle\';\nEND_VAR\n';

describe('the Online panel while an agent is logged in to a (simulated) PLC', () => {
  let plc: PlcControlCenter;
  let cc: ControlCenter;
  let project: string;
  let agent: Client;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    requireBuiltRenderer();
    plc = await startPlcControlCenter('online');
    cc = plc.cc;
    project = await writeLine2Project(plc.workspace, DECLARATION);

    browser = await launchChromium();
    ({ page, errors: pageErrors } = await signedInPage(await browser.newContext({ viewport: { width: 1280, height: 800 } }), cc.loginUrl()));
    agent = await connectMcpAgent(cc, 'claude-code', '2.1.3');
  });

  afterEach(async () => {
    for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
  });

  afterAll(async () => {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await plc?.close();
  });

  const openView = (label: string) => openViewOf(page, label);
  /** Sends a call that changes the running PLC and approves its card once it shows; resolves with the agent's result. */
  const approved = async <T,>(tool: string, args: Record<string, unknown>, check?: (card: Locator) => Promise<void>): Promise<T> => {
    await expect.poll(() => cc.core.gate.uiAttached).toBe(true);
    const call = agent.callTool({ name: tool, arguments: { project_path: project, ...args } });
    await openView('Approvals');
    const card = page.locator('article.approval-card', { hasText: tool });
    await card.waitFor({ timeout: 60_000 });
    await check?.(card);
    await card.getByRole('button', { name: 'Approve once' }).click();
    return structured<T>(await call);
  };
  const panel = () => page.getByRole('region', { name: /CODESYS/ }).first();
  const watchValue = (expression: string) => panel().locator(`tr[data-expression="${expression}"] [data-value]`);

  it('shows the login, the person\'s watched variable and its change after an approved write', async () => {
    structured(await agent.callTool({ name: 'codesys_open_project', arguments: { project_path: project } }));
    await openView('Online');
    await panel().getByText('Not logged in', { exact: true }).waitFor();

    // The person prepares the watch list before anyone is online.
    await panel().getByRole('textbox', { name: 'Watch an expression' }).fill('PLC_PRG.counter');
    await panel().getByRole('button', { name: 'Add' }).click();
    await panel().locator('tr[data-expression="PLC_PRG.counter"]').getByText('not logged in', { exact: true }).waitFor();

    const login = await approved<{ logged_in: boolean; run_state: string }>('codesys_online_login', {});
    expect(login.logged_in).toBe(true);
    await openView('Online');
    await panel().getByText('Logged in').waitFor();
    await expect.poll(() => panel().locator('[data-run-state]').getAttribute('data-run-state'), { timeout: 15_000 }).toBe(login.run_state);
    await expect.poll(() => watchValue('PLC_PRG.counter').textContent(), { timeout: 15_000 }).toBe('5');
    // The poll carries each expression's declared IEC type.
    expect(await panel().locator('tr[data-expression="PLC_PRG.counter"] td[data-label="Type"]').textContent()).toBe('INT');

    // The card shows the value now and the value after; approved, the panel follows.
    await approved('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '42' }] }, async (card) => {
      await card.getByText('42').first().waitFor();
    });
    await openView('Online');
    await expect.poll(() => watchValue('PLC_PRG.counter').textContent(), { timeout: 15_000 }).toBe('42');
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'online-logged-in.png'), fullPage: true });

    structured(await agent.callTool({ name: 'codesys_online_logout', arguments: { project_path: project } }));
    await panel().getByText('Not logged in', { exact: true }).waitFor();
    await panel().locator('tr[data-expression="PLC_PRG.counter"]').getByText('not logged in', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
