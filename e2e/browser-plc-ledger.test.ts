// Forces Interlock set stay in view after the IDE ends: a real MCP SDK agent (over the HTTP endpoint) logs in and
// forces two values of the stand-in's simulated PLC, the person sees who forced them with address and safety in the
// Online view's force table; then CODESYS is killed (kill -9) and the Online view and the Overview show the forces as
// "forced by Interlock … state on the PLC unknown since the IDE ended". At 1280 and 420 px, light and dark, with axe
// and screenshots.
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { isProcessAlive } from '../src-main/os-process/index.ts';
import { launchChromium, openView, requireBuiltRenderer, screenshotDir, seriousAxeFindings, sidewaysOverflow, signedInPage, SIZES, THEMES, until, WAIT_MS } from './support/chromium.ts';
import { approvedAgentCall, connectMcpAgent, structured, type CallOptions } from './support/mcp-agent.ts';
import { startPlcControlCenter, writeLine2Project, type PlcControlCenter } from './support/ui-fixtures.ts';

const DECLARATION = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bPump AT %QX0.0 : BOOL;\n    bEStopOk AT %IX0.1 : BOOL; (* emergency stop chain *)\nEND_VAR\n';
const CALL: CallOptions = { timeout: 300_000 };

describe('forces Interlock set, in the Online view and on the Overview, before and after the IDE ends', () => {
  let plc: PlcControlCenter;
  let cc: ControlCenter;
  let project: string;
  let agent: Client;
  let browser: Browser;
  let anchor: BrowserContext;

  const agentCall = (name: string, args: Record<string, unknown>) => approvedAgentCall(cc, agent, project, name, args, until);
  const ledger = () => Object.values(cc.core.store.state.plcLedger)[0];

  beforeAll(async () => {
    requireBuiltRenderer();
    plc = await startPlcControlCenter('ledger');
    cc = plc.cc;
    project = await writeLine2Project(plc.workspace, DECLARATION);
    browser = await launchChromium();
    anchor = await browser.newContext();
    await signedInPage(anchor, cc.loginUrl());
    await until(() => cc.core.gate.uiAttached, 'the first window');
    agent = await connectMcpAgent(cc, 'Claude Code', '2.1.3');
    structured(await agent.callTool({ name: 'codesys_open_project', arguments: { project_path: project } }, CALL));
    await agentCall('codesys_online_login', {});
    await agentCall('codesys_force_variables', {
      values: [
        { expression: 'PLC_PRG.bPump', value: 'TRUE' },
        { expression: 'PLC_PRG.bEStopOk', value: 'TRUE' },
      ],
    });
    await until(() => ledger()?.forces.every((f) => f.status === 'confirmed') === true && ledger()!.forces.length === 2, 'both forces confirmed in the ledger');
  }, 240_000);

  afterEach(async () => {
    for (const approval of cc?.core.gate.pending() ?? []) await cc.core.gate.resolve(approval.id, 'deny');
    for (const context of browser?.contexts() ?? []) if (context !== anchor) await context.close();
  });

  afterAll(async () => {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await plc?.close();
  });

  async function page(size: (typeof SIZES)[number], theme: (typeof THEMES)[number]) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: theme });
    context.setDefaultTimeout(WAIT_MS);
    return signedInPage(context, cc.loginUrl());
  }

  describe.each(SIZES)('at $width×$height, logged in', (size) => {
    it.each(THEMES)('the force table names address, safety and who forced it (%s)', async (theme) => {
      const { page: view, errors } = await page(size, theme);
      const dir = await screenshotDir(size.name, theme);
      await openView(view, 'Online');
      const forced = view.getByRole('region', { name: /^Forced values/ });
      await forced.getByRole('heading', { name: 'Forced values (2)' }).waitFor();
      const pump = forced.locator('tr[data-expression="PLC_PRG.bPump"]');
      await pump.getByText('%QX0.0').waitFor();
      await pump.getByText(/Interlock: Claude Code/).waitFor();
      await forced.locator('tr[data-expression="PLC_PRG.bEStopOk"]').getByText(/Safety/).waitFor();
      await pump.getByRole('button', { name: 'Release PLC_PRG.bPump' }).waitFor();
      expect(await sidewaysOverflow(view), 'the Online view scrolls sideways').toBe(0);
      await forced.scrollIntoViewIfNeeded();
      await view.screenshot({ path: join(dir, 'online-forced-by.png') });
      expect(await seriousAxeFindings(view)).toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);
  });

  describe('after a kill -9 of CODESYS', () => {
    beforeAll(async () => {
      const pid = cc.core.store.state.targets.codesys?.detail?.match(/PID (\d+)/)?.[1];
      expect(pid, 'the CODESYS PID on its target').toBeDefined();
      process.kill(Number(pid), 'SIGKILL');
      await until(() => !isProcessAlive(Number(pid)), 'CODESYS to die');
      await until(() => ledger()?.unknownSince?.why === 'the IDE ended', 'the ledger to say the IDE ended');
    }, 120_000);

    describe.each(SIZES)('at $width×$height', (size) => {
      it.each(THEMES)('Online and the Overview show the forces, state on the PLC unknown (%s)', async (theme) => {
        const { page: view, errors } = await page(size, theme);
        const dir = await screenshotDir(size.name, theme);
        await openView(view, 'Online');
        const section = view.getByRole('region', { name: 'Forced by Interlock, not read since' });
        await section.getByText(/State on the PLC unknown/).first().waitFor();
        await section.getByText(/since the IDE ended/).first().waitFor();
        expect(await section.locator('li[data-status="unknown"]').count()).toBe(2);
        expect(await sidewaysOverflow(view), 'the Online view scrolls sideways').toBe(0);
        await section.scrollIntoViewIfNeeded();
        await view.screenshot({ path: join(dir, 'online-forces-unknown.png') });
        expect(await seriousAxeFindings(view)).toEqual([]);

        await openView(view, 'Overview');
        const panel = view.getByRole('region', { name: /What Interlock did to PLCs/ });
        await panel.getByText(/forced by Interlock \(Claude Code/).first().waitFor();
        await panel.getByText(/State on the PLC unknown/).first().waitFor();
        expect(await sidewaysOverflow(view), 'the Overview scrolls sideways').toBe(0);
        await view.screenshot({ path: join(dir, 'overview-forces-unknown.png'), fullPage: true });
        expect(await seriousAxeFindings(view)).toEqual([]);
        expect(errors).toEqual([]);
      }, 120_000);
    });
  });
});
