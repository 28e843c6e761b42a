// Forces Interlock set stay in view after the IDE ends: a real MCP SDK agent (over the HTTP endpoint) logs in and
// forces two values of the stand-in's simulated PLC, the person sees who forced them with address and safety in the
// Online view's force table; then CODESYS is killed (kill -9) and the Online view and the Overview show the forces as
// "forced by Interlock … state on the PLC unknown since the IDE ended". Then the person logs in again from the Online
// view ("Log in to release", on a card), sees what the login read reconciled, and releases a force. At 1280 and 420
// px, light and dark, with axe and screenshots.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { isProcessAlive } from '../src-main/os-process/index.ts';
import { openView, screenshotDir, seriousAxeFindings, sidewaysOverflow, SIZES, THEMES, until } from './support/chromium.ts';
import { approvedProjectCall, structured, type CallOptions } from './support/mcp-agent.ts';
import { startPlcBrowserWorld, type PlcBrowserWorld } from './support/plc-browser.ts';

const DECLARATION = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bPump AT %QX0.0 : BOOL;\n    bEStopOk AT %IX0.1 : BOOL; (* emergency stop chain *)\nEND_VAR\n';
const CALL: CallOptions = { timeout: 300_000 };

describe('forces Interlock set, in the Online view and on the Overview, before and after the IDE ends', () => {
  let world: PlcBrowserWorld;
  let cc: ControlCenter;

  const agentCall = (name: string, args: Record<string, unknown>) => approvedProjectCall(cc, world.agent, world.project, name, args);
  const ledger = () => Object.values(cc.core.store.state.plcLedger)[0];

  beforeAll(async () => {
    world = await startPlcBrowserWorld('ledger', DECLARATION);
    cc = world.cc;
    structured(await world.agent.callTool({ name: 'codesys_open_project', arguments: { project_path: world.project } }, CALL));
    await agentCall('codesys_online_login', {});
    await agentCall('codesys_force_variables', {
      values: [
        { expression: 'PLC_PRG.bPump', value: 'TRUE' },
        { expression: 'PLC_PRG.bEStopOk', value: 'TRUE' },
      ],
    });
    await until(() => ledger()?.forces.every((f) => f.status === 'confirmed') === true && ledger()!.forces.length === 2, 'both forces confirmed in the ledger');
  }, 240_000);

  afterEach(() => world?.endPass());
  afterAll(() => world?.close());

  const page = (size: (typeof SIZES)[number], theme: (typeof THEMES)[number]) => world.page(size, theme);

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

  describe('logging in again from the Online view', () => {
    it('"Log in to release" asks on a card, the login reconciles with the PLC, and a force is released from the table', async () => {
      // Meanwhile the PLC's E-stop force was released by someone else (directly on the PLC).
      const plcFile = join(process.env.CODESYS_STANDIN_PLC_DIR!, 'plc-0000_0001.json');
      const state = JSON.parse(await readFile(plcFile, 'utf8')) as { applications: Record<string, { forced: Record<string, unknown> }> };
      delete Object.values(state.applications)[0]!.forced['PLC_PRG.BESTOPOK'];
      await writeFile(plcFile, JSON.stringify(state));

      const { page: view, errors } = await page(SIZES[0], 'light');
      const dir = await screenshotDir(SIZES[0].name, 'light');
      await openView(view, 'Online');
      const section = view.getByRole('region', { name: 'Forced by Interlock, not read since' });
      await section.getByRole('button', { name: 'Log in to release' }).click();
      await section.getByText(/Logging in waits for your approval/).waitFor();
      await section.getByRole('link', { name: 'open its card' }).click();
      const card = view.locator('article.approval-card', { hasText: 'codesys_online_login' });
      await card.waitFor();
      await card.getByText('You, from the Online view (to release forces)').first().waitFor();
      await card.getByText(/Forces \(2\): .*state on the PLC unknown since the IDE ended/).waitFor();
      await view.screenshot({ path: join(dir, 'approvals-login-to-release.png') });
      expect(await seriousAxeFindings(view)).toEqual([]);
      await card.getByRole('button', { name: 'Approve once' }).click();

      // Logged in: the table is the PLC's own list again, and the reconciliation says what changed meanwhile.
      await until(() => ledger()?.live === true, 'the login to read the PLC');
      await openView(view, 'Online');
      const forced = view.getByRole('region', { name: /^Forced values/ });
      await forced.getByRole('heading', { name: 'Forced values (1)' }).waitFor();
      await forced.getByText(/PLC_PRG\.bEStopOk/).first().waitFor();
      await forced.getByText(/released elsewhere/i).first().waitFor();
      expect(await sidewaysOverflow(view), 'the Online view scrolls sideways').toBe(0);
      await view.screenshot({ path: join(dir, 'online-reconciled.png') });
      expect(await seriousAxeFindings(view)).toEqual([]);

      await forced.getByRole('button', { name: 'Release PLC_PRG.bPump' }).click();
      await forced.getByRole('link', { name: 'open its card' }).click();
      const release = view.locator('article.approval-card', { hasText: 'codesys_unforce_variables' });
      await release.waitFor();
      await release.getByRole('button', { name: 'Approve once' }).click();
      await until(() => (cc.core.store.state.online.codesys?.forced.length ?? -1) === 0, 'the force to be released');
      await openView(view, 'Online');
      await forced.getByText('Released PLC_PRG.bPump.').waitFor();
      expect(errors).toEqual([]);
    }, 240_000);
  });
});
