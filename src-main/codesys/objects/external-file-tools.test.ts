// The tools for the project's other objects through MCP on the stand-in: add an external file (card with size, sha256,
// CRC 32 and mode; the result carries the length and CRC 32 CODESYS reports), refuse a file outside the roots and a mode that does not fit before any card, change nothing when denied,
// and delete the object again from History.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured, type PackagingTestContext } from '../test-support/standin.ts';

const projectObjects = async (t: PackagingTestContext) =>
  structured<{ objects: Array<{ path: string; kind: string }> }>(await t.h.harness.call('codesys_get_project_structure', { project_path: t.project })).objects;

describe('CODESYS external file tools', () => {
  const t = packagingProjectPerTest();
  const objects = () => projectObjects(t);

  it('adds a file inside the roots after the card, refuses bad input before any card, changes nothing when denied, and reverts from History', async () => {
    const { approve, harness } = t.h;
    const bytes = Buffer.from('Station;Speed\nInfeed;120\n');
    const file = join(t.world.workspace, 'recipes.csv');
    await writeFile(file, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const crc = crc32(bytes).toString(16).padStart(8, '0');

    const outside = await mkdtemp(join(tmpdir(), 'interlock-outside-'));
    try {
      await writeFile(join(outside, 'secret.txt'), 'x');
      expect(errorText(await harness.call('codesys_add_external_file', { project_path: t.project, file_path: join(outside, 'secret.txt') }))).toMatch(/outside|project root/i);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
    expect(errorText(await harness.call('codesys_add_external_file', { project_path: t.project, file_path: file, auto_update_mode: 'always' }))).toMatch(
      /auto_update_mode always applies to a linked file.*Nothing was added/,
    );
    expect(harness.core.store.state.approvals).toEqual([]);
    const before = await objects();

    const pending = harness.call('codesys_add_external_file', { project_path: t.project, file_path: 'recipes.csv', reference_mode: 'link', auto_update_mode: 'prompt' });
    const denied = await harness.answerNextApproval('deny');
    expect((denied.preview as { text: string }).text).toBe(
      [
        `Add ${file} as the external file recipes.csv in the application:`,
        `  size      ${bytes.length} bytes`,
        `  sha256    ${sha256}`,
        `  crc32     ${crc}`,
        '  mode      linked (the project keeps the path and reads the file from there)',
        '  update    prompt',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(await objects()).toEqual(before);

    const added = await approve('codesys_add_external_file', { project_path: t.project, file_path: file, name: 'Recipes', parent_path: 'Application' });
    expect((added.preview as { text: string }).text).toMatch(/^Add .*recipes\.csv as the external file Recipes in Application:\n[\s\S]*mode {6}embedded/);
    expect(structured(added.result)).toMatchObject({ path: 'Device/Plc Logic/Application/Recipes', reference_mode: 'Embed', auto_update_mode: 'Never', size: bytes.length, crc32: crc });
    expect(await objects()).toContainEqual(expect.objectContaining({ path: 'Device/Plc Logic/Application/Recipes', kind: 'external_file' }));

    // The same name again fails inside CODESYS and changes nothing.
    const taken = await approve('codesys_add_external_file', { project_path: t.project, file_path: file, name: 'recipes' });
    expect(errorText(taken.result)).toMatch(/already holds an object named "Recipes"/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const addition = entries.find((e) => e.tool === 'codesys_add_external_file' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(addition.id);
    expect(await objects()).toEqual(before);
  });
});

describe('CODESYS image pool tool', () => {
  const t = packagingProjectPerTest();
  const objects = () => projectObjects(t);

  it('creates an empty image pool after the card, changes nothing when denied or when the name is taken, and deletes it from History', async () => {
    const { approve, harness } = t.h;
    expect(errorText(await harness.call('codesys_create_image_pool', { project_path: t.project, name: 'Bad name' }))).toMatch(/name/i);
    expect(harness.core.store.state.approvals).toEqual([]);
    const before = await objects();

    const pending = harness.call('codesys_create_image_pool', { project_path: t.project, name: 'Icons' });
    const denied = await harness.answerNextApproval('deny');
    expect((denied.preview as { text: string }).text).toBe('Create the empty image pool Icons in the application.');
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(await objects()).toEqual(before);

    const created = await approve('codesys_create_image_pool', { project_path: t.project, name: 'Icons' });
    expect(structured(created.result)).toMatchObject({ path: 'Device/Plc Logic/Application/Icons' });
    expect(await objects()).toContainEqual(expect.objectContaining({ path: 'Device/Plc Logic/Application/Icons', kind: 'image_pool' }));
    const taken = await approve('codesys_create_image_pool', { project_path: t.project, name: 'icons' });
    expect(errorText(taken.result)).toMatch(/already holds an object named "Icons"/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    await harness.core.reverter.revert(entries.find((e) => e.tool === 'codesys_create_image_pool' && e.outcome === 'succeeded')!.id);
    expect(await objects()).toEqual(before);
  });
});
