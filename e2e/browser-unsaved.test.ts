// Saved or visibly not saved, as the person sees it: a real MCP SDK agent makes approved CODESYS changes with
// Settings → CODESYS → after an approved change: leave unsaved, the CODESYS stand-in is killed (kill -9) with one of
// them unsaved, and an OpenPLC edit is changed on disk by someone else afterwards. The Overview lists the lost and
// the unsaved change; History says the same per call and marks the OpenPLC edit "changed on disk since" without a
// Revert; "Apply again" opens the person's own card, which says the change stays unsaved. At 1280 and 420 px, light
// and dark, with axe and screenshots.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { isProcessAlive } from '../src-main/os-process/index.ts';
import { openView, screenshotDir, seriousAxeFindings, sidewaysOverflow, SIZES, THEMES, until } from './support/chromium.ts';
import { approvedAgentCall, requestPouUpdate, structured, type CallOptions } from './support/mcp-agent.ts';
import { startPlcBrowserWorld, type PlcBrowserWorld } from './support/plc-browser.ts';

const DECLARATION = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bGuard : BOOL;\nEND_VAR\n';
const CALL: CallOptions = { timeout: 300_000 };

describe('approved changes not in the project file, in the Overview, History and the card', () => {
  let world: PlcBrowserWorld;
  let cc: ControlCenter;
  let project: string;
  let lostId: string;

  /** The agent's call, approved for it here: the person's part is what follows. */
  const approvedCall = (name: string, args: Record<string, unknown>) => approvedAgentCall(cc, () => world.agent.callTool({ name, arguments: args }, CALL), name);
  const setPlcPrg = async (implementation: string) => {
    const read = structured<{ content_hash: string }>(await world.agent.callTool({ name: 'codesys_read_pou', arguments: { project_path: project, object_path: 'PLC_PRG' } }, CALL));
    const result = await approvedCall('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation, expected_content_hash: read.content_hash });
    expect(result.isError).toBeFalsy();
    return cc.core.store.state.queue.findLast((e) => e.tool === 'codesys_set_pou_code')!.id;
  };

  beforeAll(async () => {
    world = await startPlcBrowserWorld('unsaved', DECLARATION);
    ({ cc, project } = world);
    await cc.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, afterChange: 'leave-unsaved' } }));

    // OpenPLC: an approved edit, then someone else edits the same file on disk.
    const bottling = join(world.plc.workspace, 'bottling-line');
    const edit = await approvedAgentCall(cc, async () => (await requestPouUpdate(world.agent, bottling, 'main', (content) => content.replace('PROGRAM main', 'PROGRAM main\n  (* tuned by Claude Code *)'), CALL)).result, 'update_pou');
    expect(edit.isError).toBeFalsy();
    const main = join(bottling, 'pous', 'programs', 'main.st');
    await writeFile(main, `${await readFile(main, 'utf8')}\n(* edited in the OpenPLC Editor *)\n`);

    // CODESYS: an approved change left unsaved, then the IDE is killed: the change is lost.
    lostId = await setPlcPrg('bGuard := FALSE; (* lost with the IDE *)\n');
    const pid = Number(/PID (\d+)/.exec(cc.core.store.state.targets.codesys?.detail ?? '')?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    await until(() => !isProcessAlive(pid), 'CODESYS to die');
    await until(() => cc.core.store.state.unsavedChanges.some((c) => c.auditId === lostId && c.state === 'lost'), 'the change to be lost');
    // A second change in the relaunched IDE, left unsaved there (another object: PLC_PRG is as the file has it).
    expect((await approvedCall('codesys_create_pou', { project_path: project, name: 'FB_Unsaved', pou_type: 'function_block' })).isError).toBeFalsy();
  }, 240_000);

  afterEach(() => world?.endPass());
  afterAll(() => world?.close());

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each(THEMES)('the Overview and History say which approved changes are lost or not saved, and Apply again opens a card (%s)', async (theme) => {
      const { page, errors } = await world.page(size, theme);
      const dir = await screenshotDir(size.name, theme);

      // The Overview: one lost (with Apply again), one not saved.
      const panel = page.getByRole('region', { name: 'Approved changes lost or not saved (2)' });
      await panel.waitFor();
      const [unsaved, lost] = await panel.getByRole('listitem').all();
      expect(await unsaved!.textContent()).toMatch(/not saved.*codesys_create_pou.*Not saved in the project file Line2\.project \(left unsaved, as Settings say\)/);
      expect(await lost!.textContent()).toMatch(/lost.*Not saved in the project file, and lost: CODESYS \(PID \d+\) exited unexpectedly/);
      expect(await sidewaysOverflow(page), 'the Overview scrolls sideways').toBe(0);
      await page.screenshot({ path: join(dir, 'overview-unsaved-changes.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // History: the same per call, and the OpenPLC edit changed on disk since, without Revert.
      await openView(page, 'History');
      const items = page.locator('ol.entry-list-history > li');
      await items.filter({ hasText: 'and lost: CODESYS' }).first().waitFor();
      const edited = items.filter({ hasText: 'update_pou' }).first();
      await edited.getByText('changed on disk since', { exact: true }).waitFor();
      await edited.getByText(/Changed on disk since this edit, by someone other than Interlock/).waitFor();
      expect(await edited.getByRole('button', { name: /^Revert/ }).count()).toBe(0);
      await items.filter({ hasText: 'Not saved in the project file Line2.project (left unsaved' }).first().waitFor();
      expect(await sidewaysOverflow(page), 'History scrolls sideways').toBe(0);
      await page.screenshot({ path: join(dir, 'history-unsaved-changes.png'), fullPage: true });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Apply again: the person's own call of the same tool and arguments, on a card saying it stays unsaved.
      await items.filter({ hasText: 'and lost: CODESYS' }).first().getByRole('button', { name: 'Apply again codesys_set_pou_code' }).click();
      await page.getByText('A new card asks you to approve it').first().waitFor();
      await openView(page, 'Approvals');
      const card = page.locator('article.approval-card', { hasText: 'codesys_set_pou_code' });
      await card.waitFor();
      await card.getByText(/You, from History/).first().waitFor();
      await card.getByText(/This change stays unsaved in CODESYS: not in the project file until it is saved/).waitFor();
      expect(await card.textContent()).toContain('lost with the IDE');
      expect(await sidewaysOverflow(page), 'the Approvals view scrolls sideways').toBe(0);
      await page.screenshot({ path: join(dir, 'approvals-apply-again.png') });
      expect(await seriousAxeFindings(page)).toEqual([]);
      // Denied here (afterEach), so the next pass finds the same lost change.
      expect(cc.core.store.state.unsavedChanges.find((c) => c.auditId === lostId)?.state).toBe('lost');
      expect(errors).toEqual([]);
    }, 240_000);
  });
});
