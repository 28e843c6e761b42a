// Releasing a force from the Online view, against the CODESYS stand-in's simulated PLC: a real MCP SDK agent forces
// two values, the person clicks Release on one in the Online view, finds the call they started on a running-PLC card
// in Approvals, approves it, and sees the value released in Online. At 1280 and 420 px, light and dark, with axe and
// screenshots of the forced values, the person's card and the released state.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { openView, screenshotDir, seriousAxeFindings, sidewaysOverflow, SIZES, THEMES, until, WAIT_MS } from './support/chromium.ts';
import { approvedProjectCall, structured, type CallOptions } from './support/mcp-agent.ts';
import { startPlcBrowserWorld, type PlcBrowserWorld } from './support/plc-browser.ts';

const DECLARATION = "PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bStart : BOOL;\nEND_VAR\n";
const CALL: CallOptions = { timeout: 300_000 };

describe('releasing a force from the Online view, approved on its card', () => {
  let world: PlcBrowserWorld;
  let cc: ControlCenter;

  const agentCall = (name: string, args: Record<string, unknown>) => approvedProjectCall(cc, world.agent, world.project, name, args);
  const forcedOnPlc = () => cc.core.store.state.online.codesys?.forced.map((f) => f.expression) ?? [];

  beforeAll(async () => {
    world = await startPlcBrowserWorld('release', DECLARATION);
    cc = world.cc;
    structured(await world.agent.callTool({ name: 'codesys_open_project', arguments: { project_path: world.project } }, CALL));
    await agentCall('codesys_online_login', {});
  }, 180_000);

  afterEach(() => world?.endPass());
  afterAll(() => world?.close());

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each(THEMES)('forced by an agent, released by the person through a running-PLC card (%s)', async (theme) => {
      // The agent forces two values (again, after the previous pass released one).
      await agentCall('codesys_force_variables', { values: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }, { expression: 'PLC_PRG.counter', value: '9' }] });
      await until(() => forcedOnPlc().length === 2, 'two forced values');

      const { page, errors } = await world.page(size, theme);
      const dir = await screenshotDir(size.name, theme);

      await openView(page, 'Online');
      const forced = page.getByRole('region', { name: /^Forced values/ });
      await forced.getByRole('heading', { name: 'Forced values (2)' }).waitFor();
      expect((await forced.locator('tbody th').allTextContents()).sort()).toEqual(['PLC_PRG.bStart', 'PLC_PRG.counter']);
      expect(await sidewaysOverflow(page), 'the Online view scrolls sideways').toBe(0);
      await forced.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, 'online-forced.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Release one: nothing changes on the PLC yet; the view says it waits for the person, with a link to its card.
      await forced.getByRole('button', { name: 'Release PLC_PRG.bStart' }).click();
      const progress = forced.getByRole('status');
      await progress.getByText(/waits for your approval/).waitFor();
      expect(forcedOnPlc().sort()).toEqual(['PLC_PRG.bStart', 'PLC_PRG.counter']);
      await progress.getByRole('link', { name: 'open its card' }).click();

      // The card: a running-PLC change the person started, naming the value it releases.
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      const card = page.locator('article.approval-card', { hasText: 'codesys_unforce_variables' });
      await card.waitFor();
      expect(await card.getAttribute('class')).toContain('approval-card-plc');
      await card.getByText('You, from the Online view').first().waitFor();
      await card.getByText('PLC_PRG.bStart').first().waitFor();
      expect(await card.textContent()).not.toContain('PLC_PRG.counter');
      expect(await sidewaysOverflow(page), 'the Approvals view scrolls sideways').toBe(0);
      await page.screenshot({ path: join(dir, 'approvals-release-force.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await card.getByRole('button', { name: 'Approve once' }).click();

      // Released on the PLC, and the Online view shows it: one forced value left, the released one no longer forced.
      await expect.poll(forcedOnPlc, { timeout: WAIT_MS }).toEqual(['PLC_PRG.counter']);
      await openView(page, 'Online');
      await forced.getByRole('heading', { name: 'Forced values (1)' }).waitFor();
      expect(await forced.locator('tbody th').allTextContents()).toEqual(['PLC_PRG.counter']);
      await forced.getByText('Released PLC_PRG.bStart.').waitFor();
      expect(await sidewaysOverflow(page), 'the Online view scrolls sideways').toBe(0);
      await forced.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, 'online-force-released.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
    }, 240_000);
  });
});
