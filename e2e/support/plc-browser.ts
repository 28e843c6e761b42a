// The set-up the browser tests against the CODESYS stand-in's simulated PLC share: a control center with a project,
// Chromium with one window kept open the whole time (with none, nobody could answer and the gate denies every card
// at once), and a real MCP SDK agent on the endpoint. Each pass opens its own window at a size and theme.
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ControlCenter } from '../../src-main/control-center/index.ts';
import { launchChromium, requireBuiltRenderer, signedInPage, until, WAIT_MS, type Theme } from './chromium.ts';
import { approvedAgentCall, connectMcpAgent, structured } from './mcp-agent.ts';
import { endPass, startPlcControlCenter, writeLine2Project, type PlcControlCenter } from './ui-fixtures.ts';

export interface PlcBrowserWorld {
  plc: PlcControlCenter;
  cc: ControlCenter;
  /** line-2/Line2.project, its PLC_PRG declared as the test asked. */
  project: string;
  agent: Client;
  browser: Browser;
  /** The window that stays open. */
  anchor: BrowserContext;
  /** A signed-in window of its own at this size and theme (closed by `endPass`). */
  page(size: { width: number; height: number }, theme: Theme): Promise<{ page: Page; errors: string[] }>;
  /** After each pass: denies what still waits and closes every window but the anchor. */
  endPass(): Promise<void>;
  close(): Promise<void>;
}

export async function startPlcBrowserWorld(name: string, declaration: string): Promise<PlcBrowserWorld> {
  requireBuiltRenderer();
  const plc = await startPlcControlCenter(name);
  let browser: Browser | undefined;
  let agent: Client | undefined;
  try {
    const { cc } = plc;
    const project = await writeLine2Project(plc.workspace, declaration);
    browser = await launchChromium();
    const anchor = await browser.newContext();
    await signedInPage(anchor, cc.loginUrl());
    await until(() => cc.core.gate.uiAttached, 'the first window');
    agent = await connectMcpAgent(cc, 'Claude Code', '2.1.3');
    const opened = browser;
    const connected = agent;
    return {
      plc,
      cc,
      project,
      agent: connected,
      browser: opened,
      anchor,
      page: async (size, theme) => {
        const context = await opened.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme });
        context.setDefaultTimeout(WAIT_MS);
        return signedInPage(context, cc.loginUrl());
      },
      endPass: () => endPass(cc, opened.contexts(), anchor),
      close: async () => {
        await connected.close().catch(() => undefined);
        await opened.close();
        await plc.close();
      },
    };
  } catch (err) {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await plc.close();
    throw err;
  }
}

export interface ThreeAgentWorld extends PlcBrowserWorld {
  /** Three real MCP SDK agents; Codex has opened `project` and is logged in to its simulated PLC. */
  agents: Record<'claude' | 'cursor' | 'codex', Client>;
}

/**
 * The world of the approval-desk tests: as `startPlcBrowserWorld`, with Cursor and Codex connected beside Claude
 * Code and Codex logged in to the simulated PLC (the person's approval given here, as a policy would). Cards wait an
 * hour: the layout passes take a while on a busy machine and none may time out meanwhile.
 */
export async function startThreeAgentWorld(name: string, declaration: string): Promise<ThreeAgentWorld> {
  const world = await startPlcBrowserWorld(name, declaration);
  const others: Client[] = [];
  try {
    const { cc } = world;
    await cc.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, timeoutSeconds: 3600 } }));
    const cursor = await connectMcpAgent(cc, 'Cursor', '1.7');
    others.push(cursor);
    const codex = await connectMcpAgent(cc, 'Codex', '0.9');
    others.push(codex);
    structured(await codex.callTool({ name: 'codesys_open_project', arguments: { project_path: world.project } }, { timeout: 900_000 }));
    structured(await approvedAgentCall(cc, () => codex.callTool({ name: 'codesys_online_login', arguments: { project_path: world.project } }, { timeout: 900_000 }), 'codesys_online_login'));
    return {
      ...world,
      agents: { claude: world.agent, cursor, codex },
      close: async () => {
        for (const approval of cc.core.gate.pending()) await cc.core.gate.resolve(approval.id, 'deny');
        for (const agent of others) await agent.close().catch(() => undefined);
        await world.close();
      },
    };
  } catch (err) {
    for (const agent of others) await agent.close().catch(() => undefined);
    await world.close();
    throw err;
  }
}
