// Native export and import through MCP on the stand-in: a new file inside the roots, never over a file and never
// outside; an import adds copies after a card that says so, and changes nothing when denied or the file changed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest } from '../test-support/standin.ts';

describe('CODESYS native export and import', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;

  it('exports objects in the native format into a new file inside the roots, never over a file and never outside', async () => {
    const { approve, harness } = packaging.h;
    const exported = structured<{ output_path: string; content_hash: string; bytes: number; objects: Array<{ path: string; kind: string }> }>(
      (await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor', 'Task Configuration'], output_path: 'line.export' })).result,
    );
    const output = join(packaging.world.workspace, 'line.export');
    expect(exported).toMatchObject({ output_path: output, objects: [{ path: 'Device/Plc Logic/Application/FB_Conveyor', kind: 'function_block' }, { path: 'Device/Plc Logic/Application/Task Configuration', kind: 'task_configuration' }] });
    const text = await readFile(output, 'utf8');
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<ExportFile /);
    expect(text).toContain('FB_Conveyor');
    expect(text).toContain('MainTask');
    expect(Buffer.byteLength(text)).toBe(exported.bytes);
    await harness.core.audit.flush();
    const entry = (await harness.core.audit.read()).entries.find((e) => e.tool === 'codesys_export_native' && e.outcome === 'succeeded');
    expect(entry?.edits).toEqual([expect.objectContaining({ kind: 'file', location: output, beforeHash: null, afterHash: exported.content_hash })]);

    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'line.export' })).result)).toMatch(/already exists; codesys_export_native never overwrites a file/);
    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: join(packaging.world.root, 'out.export') })).result)).toMatch(/outside/i);
    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['NoSuchObject'], output_path: 'none.export' })).result)).toMatch(/NoSuchObject/);
    expect(existsSync(join(packaging.world.workspace, 'none.export'))).toBe(false);
  });

  it('imports a native export as copies after the card says it adds and never replaces, and changes nothing when denied or the file changed', async () => {
    const { approve, harness } = packaging.h;
    const exported = structured<{ content_hash: string }>((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'conveyor.export' })).result);
    const pending = harness.call('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export', expected_content_hash: exported.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toMatch(/conveyor\.export \(sha256:[0-9a-f]{12}…, \d+ bytes\) into .*Packaging\.project with CODESYS's native import\.\nIt ADDS every object in the file; it never replaces one\. Where a name is taken, CODESYS adds a copy under a new name and the existing object stays as it is\.$/);
    expect(errorText(await pending)).toMatch(/Denied/);
    const structure = async () => structured<{ objects: Array<{ path: string }> }>(await harness.call('codesys_get_project_structure', { project_path: packaging.project })).objects.map((o) => o.path);
    expect(await structure()).not.toContain('Device/Plc Logic/Application/FB_Conveyor_1');
    expect(errorText(await harness.call('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export', expected_content_hash: `sha256:${'0'.repeat(64)}` }))).toMatch(/changed since its content_hash was taken.*nothing was imported/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const imported = structured<{ added: Array<{ path: string; kind: string }> }>((await approve('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export' })).result);
    expect(imported.added).toEqual([{ path: 'Device/Plc Logic/Application/FB_Conveyor_1', kind: 'function_block' }]);
    const copy = structured<{ declaration: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1' }));
    expect(copy.declaration).toMatch(/^FUNCTION_BLOCK FB_Conveyor_1\n/);
    expect(await structure()).toContain('Device/Plc Logic/Application/FB_Conveyor');
  });
});
