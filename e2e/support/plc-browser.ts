// The set-up the browser tests against the CODESYS stand-in's simulated PLC share: a control center with a project,
// Chromium with one window kept open the whole time (with none, nobody could answer and the gate denies every card
// at once), and a real MCP SDK agent on the endpoint. Each pass opens its own window at a size and theme.
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ControlCenter } from '../../src-main/control-center/index.ts';
import { launchChromium, requireBuiltRenderer, signedInPage, until, WAIT_MS, type SIZES, type Theme } from './chromium.ts';
import { connectMcpAgent } from './mcp-agent.ts';
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
  page(size: (typeof SIZES)[number], theme: Theme): Promise<{ page: Page; errors: string[] }>;
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
