// PLCopenXML export and import through MCP on the stand-in, as an agent uses them and as the person sees them on
// the cards.
import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest } from '../test-support/standin.ts';

describe('CODESYS PLCopenXML exchange', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;

  it('exports objects as PLCopenXML into a new file and imports it back: adds, copies and replaces as the card says', async () => {
    const { approve, harness } = packaging.h;
    const exportPath = join(packaging.world.workspace, 'export', 'conveyor.xml');
    const missingFolder = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: exportPath })).result;
    expect(errorText(missingFolder)).toMatch(/does not exist|no such|ENOENT/i);
    const output = join(packaging.world.workspace, 'conveyor.xml');
    const exported = structured<{ output_path: string; content_hash: string; objects: Array<{ path: string }> }>(
      (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor', 'GVL_IO'], output_path: 'conveyor.xml' })).result,
    );
    expect(exported).toMatchObject({ output_path: output, objects: [{ path: 'Device/Plc Logic/Application/FB_Conveyor' }, { path: 'Device/Plc Logic/Application/GVL_IO' }] });
    const xml = await readFile(output, 'utf8');
    expect(xml).toMatch(/<project xmlns="http:\/\/www\.plcopen\.org\/xml\/tc6_0200">/);
    expect(xml).toContain('<pou name="FB_Conveyor" pouType="functionBlock">');
    expect(xml).toContain('bRunning := FALSE;');
    const empty = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['Application'], recursive: false, output_path: 'empty.xml' })).result;
    expect(errorText(empty)).toMatch(/exported no POU, data type or GVL for Application \(a folder or the application needs recursive: true\); no file was written/);
    expect(existsSync(join(packaging.world.workspace, 'empty.xml'))).toBe(false);
    await harness.core.audit.flush();
    const exportEntry = (await harness.core.audit.read()).entries.find((e) => e.tool === 'codesys_export_plcopenxml' && e.outcome === 'succeeded');
    expect(exportEntry?.edits).toEqual([expect.objectContaining({ kind: 'file', location: output, beforeHash: null, afterHash: exported.content_hash })]);
    const again = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'conveyor.xml' })).result;
    expect(errorText(again)).toMatch(/already exists; codesys_export_plcopenxml never overwrites a file/);
    const outside = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: join(packaging.world.root, 'outside.xml') })).result;
    expect(errorText(outside)).toMatch(/outside/i);
    await symlink(packaging.world.root, join(packaging.world.workspace, 'escape'));
    const throughLink = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'escape/leak.xml' })).result;
    expect(errorText(throughLink)).toMatch(/outside/i);

    // Both names are taken: the default (copy) adds renamed copies and leaves the originals, as the card says.
    const copied = await approve('codesys_import_plcopenxml', { project_path: packaging.project, input_path: 'conveyor.xml', expected_content_hash: exported.content_hash });
    expect(cardText(copied.preview)).toMatch(/^Import 2 objects from conveyor\.xml .* into the application:\n  copy +FB_Conveyor \(function_block\): Device\/Plc Logic\/Application\/FB_Conveyor exists, so CODESYS adds a copy under a new name; the existing one stays as it is\n  copy +GVL_IO \(gvl\)/);
    const copies = structured<{ added: unknown[]; replaced: unknown[]; copies: Array<{ path: string; copy_of: string }>; note: string }>(copied.result);
    expect(copies.note).toMatch(/^CODESYS added 2 object\(s\) as copies under new names because the names were taken .* the existing objects are unchanged/);
    expect(copies.added).toEqual([]);
    expect(copies.replaced).toEqual([]);
    expect(copies.copies).toEqual(
      expect.arrayContaining([
        { path: 'Device/Plc Logic/Application/FB_Conveyor_1', kind: 'function_block', copy_of: 'Device/Plc Logic/Application/FB_Conveyor' },
        { path: 'Device/Plc Logic/Application/GVL_IO_1', kind: 'gvl', copy_of: 'Device/Plc Logic/Application/GVL_IO' },
      ]),
    );
    const copy = structured<{ declaration: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1' }));
    expect(copy.declaration).toMatch(/^FUNCTION_BLOCK FB_Conveyor_1\n/);
    const method = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1/Reset' }));
    expect(method.implementation).toBe('bRunning := FALSE;\nReset := TRUE;\n');

    // Edit the original, then replace it from the file: the card names it, the result reports it, the text is back.
    const original = structured<{ content_hash: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor' }));
    await approve('codesys_set_pou_code', { project_path: packaging.project, object_path: 'FB_Conveyor', implementation: 'bRunning := FALSE;\n', expected_content_hash: original.content_hash });
    const replaced = await approve('codesys_import_plcopenxml', { project_path: packaging.project, input_path: output, on_conflict: 'replace' });
    const replaceCard = replaced.preview as { title: string; diff: string };
    expect(replaceCard.title).toContain('  REPLACE  Device/Plc Logic/Application/FB_Conveyor with the file\'s FB_Conveyor (function_block)');
    expect(replaceCard.diff).toContain('-bRunning := FALSE;\n+bRunning := bEnable;');
    expect(replaceCard.diff).not.toContain('GVL_IO');
    expect(structured<{ replaced: Array<{ path: string }> }>(replaced.result).replaced.map((r) => r.path).sort()).toEqual(['Device/Plc Logic/Application/FB_Conveyor', 'Device/Plc Logic/Application/GVL_IO']);
    const restored = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor' }));
    expect(restored.implementation).toBe('bRunning := bEnable;\n');

    const changedFile = await harness.call('codesys_import_plcopenxml', { project_path: packaging.project, input_path: output, expected_content_hash: `sha256:${'0'.repeat(64)}` });
    expect(errorText(changedFile)).toMatch(/changed since its content_hash was taken.*nothing was imported/);
    await writeFile(join(packaging.world.workspace, 'notes.xml'), '<notes><pou name="X"/></notes>');
    expect(errorText(await harness.call('codesys_import_plcopenxml', { project_path: packaging.project, input_path: 'notes.xml' }))).toMatch(/not PLCopenXML.*Nothing was imported/);
    expect(harness.core.store.state.approvals).toEqual([]);

    // Into another project, where the names are free: both are added, with their code.
    await approve('codesys_save_project', { project_path: packaging.project });
    const line2 = join(packaging.world.workspace, 'Line2.project');
    await approve('codesys_create_project', { project_path: line2 });
    const into = await approve('codesys_import_plcopenxml', { project_path: line2, input_path: 'conveyor.xml' });
    expect(cardText(into.preview)).toMatch(/\n  add +FB_Conveyor \(function_block\)\n  add +GVL_IO \(gvl\)$/);
    expect(structured<{ added: Array<{ path: string }>; copies: unknown[]; note: string | null }>(into.result)).toMatchObject({
      added: [{ path: 'Device/Plc Logic/Application/FB_Conveyor' }, { path: 'Device/Plc Logic/Application/GVL_IO' }],
      copies: [],
      note: null,
    });
    const imported = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: line2, object_path: 'FB_Conveyor/Reset' }));
    expect(imported.implementation).toBe('bRunning := FALSE;\nReset := TRUE;\n');
  });
});
