// The PLC file-system and source-archive tools end to end through MCP on the stand-in's simulated PLC: what the agent
// gets, what the person's card says before the PLC changes, that a denied call changes nothing, and that whatever
// lands on the person's disk is a new file inside a project root.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import { contentHash, packageRoot } from '../../files/index.ts';
import { startToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { CodesysConnection } from '../bridge/codesys-connection.ts';
import { CODESYS_TEMPLATES } from '../index.ts';
import { interpretScriptResult } from '../bridge/script-executor.ts';
import { errorText, makeStandinWorld, startCodesysHarness, structured, testCodesysSettings, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const execFileAsync = promisify(execFile);

interface Entry {
  path: string;
  is_directory: boolean;
  size: number | null;
  depth: number;
}
interface Listing {
  directory: string;
  entries: Entry[];
  truncated: boolean;
}

describe('CODESYS PLC file and source tools', () => {
  let world: StandinWorld;
  let h: CodesysHarness;
  let project: string;
  let plcDir: string;
  let closed = false;

  beforeEach(async () => {
    world = await makeStandinWorld();
    plcDir = await mkdtemp(join(tmpdir(), 'interlock-plc-files-'));
    process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
    project = join(world.workspace, 'Plant.project');
    await writeFile(project, await readFile(join(packageRoot(), 'standins', 'codesys', 'Templates', 'Standard.project')));
    h = await startCodesysHarness(world);
    closed = false;
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
  });
  afterEach(async () => {
    if (!closed) await h.close();
    delete process.env.CODESYS_STANDIN_PLC_DIR;
    await world.cleanup();
    await rm(plcDir, { recursive: true, force: true });
  });

  const list = async (directory = '', more: Record<string, unknown> = {}) =>
    structured<Listing>(await h.harness.call('codesys_list_plc_files', { project_path: project, directory, ...more }));
  const names = async (directory = '') => (await list(directory)).entries.map((e) => e.path);
  const approved = async <T>(name: string, args: Record<string, unknown>) => {
    const { result, preview } = await h.approve(name, { project_path: project, ...args });
    return { result: structured<T>(result), card: preview as PlcChangePreview };
  };
  /** Calls a tool, waits for its card and denies it. */
  const denied = async (name: string, args: Record<string, unknown>) => {
    const pending = h.harness.call(name, { project_path: project, ...args });
    const card = await h.harness.answerNextApproval('deny');
    return { text: errorText(await pending), card: card.preview as PlcChangePreview };
  };

  it('lists the PLC\'s files, bounded by depth and entries', async () => {
    expect(await list()).toMatchObject({
      directory: '',
      truncated: false,
      entries: [
        { path: 'CODESYSControl.cfg', is_directory: false, size: expect.any(Number), depth: 1 },
        { path: 'PlcLogic', is_directory: true, size: null, depth: 1 },
      ],
    });
    const deep = await list('PlcLogic', { max_depth: 2 });
    expect(deep.entries.map((e) => [e.path, e.depth])).toEqual([
      ['PlcLogic/Application', 1],
      ['PlcLogic/visu', 1],
      ['PlcLogic/Application/Application.app', 2],
      ['PlcLogic/Application/Application.crc', 2],
    ]);
    expect(await list('PlcLogic', { max_depth: 2, max_entries: 3 })).toMatchObject({ truncated: true, entries: { length: 3 } });
    expect(errorText(await h.harness.call('codesys_list_plc_files', { project_path: project, directory: 'Nowhere' }))).toMatch(/could not list Nowhere: .*does not exist/);
    expect(errorText(await h.harness.call('codesys_list_plc_files', { project_path: project, directory: '../etc' }))).toMatch(/must not contain "\.\."/);
  });

  it('copies a file to the PLC (the card says path, size, sha256 and what it replaces), refuses an overwrite without the flag, and copies it back into a new file', async () => {
    const recipe = Buffer.from('step;speed\n1;120\n2;90\n');
    await writeFile(join(world.workspace, 'line1.csv'), recipe);
    const sha = contentHash(recipe).slice('sha256:'.length);

    const first = await approved<{ plc_path: string; bytes: number; sha256: string; replaced: unknown }>('codesys_copy_file_to_plc', { local_path: 'line1.csv', plc_path: 'PlcLogic/line1.csv' });
    expect(first.card).toMatchObject({ kind: 'plc', device: 'Device (Gateway-1, 0000.0001)', application: 'Device/Plc Logic/Application', runState: 'none' });
    expect(first.card.effect).toBe(`Writes PlcLogic/line1.csv on the PLC as a new file: ${recipe.length} bytes, sha256 ${sha}.`);
    expect(first.result).toEqual(expect.objectContaining({ plc_path: 'PlcLogic/line1.csv', bytes: recipe.length, sha256: sha, replaced: null }));
    expect((await list('PlcLogic')).entries).toContainEqual(expect.objectContaining({ path: 'PlcLogic/line1.csv', size: recipe.length }));

    // The same name again: refused before any card, and the PLC keeps its file.
    await writeFile(join(world.workspace, 'line1.csv'), 'step;speed\n1;60\n');
    const refused = await h.approve('codesys_copy_file_to_plc', { project_path: project, local_path: 'line1.csv', plc_path: 'PlcLogic/line1.csv' });
    expect(refused.preview).toBeUndefined();
    expect(errorText(refused.result)).toMatch(/PlcLogic\/line1\.csv already exists on the PLC \(a file of 22 bytes, modified .*\); nothing was changed\. Pass force_overwrite/);

    const replaced = await approved<{ replaced: { size: number } }>('codesys_copy_file_to_plc', { local_path: 'line1.csv', plc_path: 'PlcLogic/line1.csv', force_overwrite: true });
    expect(replaced.card.effect).toMatch(/^Writes PlcLogic\/line1\.csv on the PLC, replacing the file there \(a file of 22 bytes, modified [^)]+\): 16 bytes, sha256 [0-9a-f]{64}\.$/);
    expect(replaced.result.replaced.size).toBe(recipe.length);

    const back = (await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/line1.csv', local_path: 'from-plc/line1.csv' })).result;
    // Interlock creates no folders on the person's disk.
    expect(errorText(back)).toBe(`The folder ${join(world.workspace, 'from-plc')} does not exist; create it first.`);
    const fetched = structured<{ local_path: string; bytes: number; content_hash: string }>(
      (await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/line1.csv', local_path: 'line1-from-plc.csv' })).result,
    );
    expect(fetched).toMatchObject({ local_path: join(world.workspace, 'line1-from-plc.csv'), bytes: 16 });
    expect(await readFile(fetched.local_path, 'utf8')).toBe('step;speed\n1;60\n');
    expect(fetched.content_hash).toBe(contentHash(Buffer.from('step;speed\n1;60\n')));

    // Never over an existing file, and the audit lists the file Interlock wrote.
    expect(errorText((await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/line1.csv', local_path: 'line1.csv' })).result)).toMatch(/already exists; codesys_copy_file_from_plc never overwrites/);
    expect(await readFile(join(world.workspace, 'line1.csv'), 'utf8')).toBe('step;speed\n1;60\n');
    expect(errorText((await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/none.csv', local_path: 'none.csv' })).result)).toMatch(/There is no file PlcLogic\/none\.csv on the PLC/);
    expect(existsSync(join(world.workspace, 'none.csv'))).toBe(false);
    await h.harness.core.audit.flush();
    const { entries } = await h.harness.core.audit.query({ limit: 10, filter: { tool: 'codesys_copy_file_from_plc' } });
    expect(entries.flatMap((e) => e.edits ?? []).map((e) => e.location)).toEqual([join(world.workspace, 'line1-from-plc.csv')]);
    const sent = await h.harness.core.audit.query({ limit: 10, filter: { tool: 'codesys_copy_file_to_plc' } });
    expect(sent.entries.at(-1)!.edits).toEqual([expect.objectContaining({ kind: 'plc-file', location: 'Device (Gateway-1, 0000.0001): PlcLogic/line1.csv', afterHash: contentHash(recipe) })]);
  });

  it('asks before a copy from the PLC adds a file: the card names it, its size and source; denied adds nothing; a downloads folder confines it; a file a project would compile needs this card\'s own answer', async () => {
    const addText = async (path: string, text: string) => {
      await mkdir(join(world.workspace, ...path.split('/').slice(0, -1)), { recursive: true });
      await writeFile(join(world.workspace, path), text);
    };
    await addText('evil.st', 'PROGRAM Evil\nEND_PROGRAM\n');
    await approved('codesys_copy_file_to_plc', { local_path: 'evil.st', plc_path: 'PlcLogic/Evil.st' });
    await mkdir(join(world.workspace, 'line', 'pous', 'programs'), { recursive: true });
    await mkdir(join(world.workspace, 'downloads'), { recursive: true });

    // The card says which new file, how large, from where; denying adds nothing.
    const pending = h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'copy.st' });
    const card = await h.harness.answerNextApproval('deny');
    expect(card.preview).toMatchObject({ kind: 'text', title: 'Copy a file from the PLC' });
    const text = (card.preview as { text: string }).text;
    expect(text).toContain(`Adds a new file to the project folders: ${join(world.workspace, 'copy.st')}`);
    expect(text).toContain('Size: 25 bytes.');
    expect(text).toContain('From: PlcLogic/Evil.st on the PLC Device (Gateway-1, 0000.0001).');
    expect(card.onceOnly).toBeUndefined();
    expect(errorText(await pending)).toMatch(/Denied by the person/);
    expect(existsSync(join(world.workspace, 'copy.st'))).toBe(false);

    // A .st under an OpenPLC project's pous/: the card warns, and "always approve" for the tool does not cover it.
    await h.harness.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_copy_file_from_plc' }] } }));
    const plain = structured<{ local_path: string }>(await h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'plain.txt' }));
    expect(await readFile(plain.local_path, 'utf8')).toBe('PROGRAM Evil\nEND_PROGRAM\n');
    const intoPous = h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'line/pous/programs/Evil.st' });
    const warned = await h.harness.nextApproval();
    expect(warned.onceOnly).toMatch(/it adds a file the project would pick up as source \(Evil\.st is a \.st file under pous\/: an OpenPLC project compiles every such file as a POU/);
    expect((warned.preview as { text: string }).text).toMatch(/Warning: Evil\.st is a \.st file under pous\/.*Approve only if you want it in the project\./);
    await h.harness.answerNextApproval('deny');
    expect(errorText(await intoPous)).toMatch(/Denied by the person/);
    expect(existsSync(join(world.workspace, 'line', 'pous', 'programs', 'Evil.st'))).toBe(false);
    const projectFile = h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'line/project.json' });
    expect((await h.harness.nextApproval()).onceOnly).toMatch(/project\.json is the file an OpenPLC Editor project is read from/);
    await h.harness.answerNextApproval('deny');
    expect(errorText(await projectFile)).toMatch(/Denied by the person/);
    // A project archive, whatever its folder or the case of its extension: CODESYS opens it as a project.
    for (const archive of ['Plant.projectarchive', 'line/Line.PRJ']) {
      const archiveCopy = h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: archive });
      const archiveCard = await h.harness.nextApproval();
      expect(archiveCard.onceOnly, archive).toMatch(/it adds a file the project would pick up as source \(.+ is a CODESYS project archive: CODESYS opens it as a project/);
      expect((archiveCard.preview as { text: string }).text).toMatch(/Warning: .+ is a CODESYS project archive/);
      await h.harness.answerNextApproval('deny');
      expect(errorText(await archiveCopy)).toMatch(/Denied by the person/);
      expect(existsSync(join(world.workspace, archive))).toBe(false);
    }

    // A downloads folder set in Settings: copies land only there, a relative path is taken relative to it.
    await h.harness.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, plcDownloadsFolder: join(world.workspace, 'downloads') } }));
    const elsewhere = await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: join(world.workspace, 'elsewhere.txt') });
    expect(elsewhere.preview).toBeUndefined();
    expect(errorText(elsewhere.result)).toMatch(/copies only into the downloads folder for copies from a PLC \(Settings → CODESYS\), .*downloads.*elsewhere\.txt is outside it\. Nothing was copied/);
    const upload = await h.approve('codesys_source_upload', { project_path: project, archive_path: join(world.workspace, 'Restored.projectarchive') });
    expect(errorText(upload.result)).toMatch(/codesys_source_upload copies only into the downloads folder/);
    const landed = structured<{ local_path: string }>(await h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'evil.txt' }));
    expect(landed.local_path).toBe(join(world.workspace, 'downloads', 'evil.txt'));
    await h.harness.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, plcDownloadsFolder: join(world.root, 'not-in-roots') } }));
    expect(errorText(await h.harness.call('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/Evil.st', local_path: 'x.txt' }))).toMatch(
      /the downloads folder for copies from a PLC \(Settings → CODESYS\) is .*not-in-roots, which is not a folder inside the project roots/,
    );

    // Each copy is audited as a change with the file it created.
    await h.harness.core.audit.flush();
    const { entries } = await h.harness.core.audit.query({ limit: 20, filter: { tool: 'codesys_copy_file_from_plc', outcome: ['succeeded'] } });
    expect(entries.every((e) => e.mutates)).toBe(true);
    expect(entries.flatMap((e) => e.edits ?? []).map((e) => e.location).sort()).toEqual([join(world.workspace, 'downloads', 'evil.txt'), join(world.workspace, 'plain.txt')]);
    // Reverting a copy from History removes the file it added, and only while it holds what was copied.
    const plainEntry = entries.find((e) => e.edits?.[0]?.location === join(world.workspace, 'plain.txt'))!;
    await writeFile(join(world.workspace, 'downloads', 'evil.txt'), 'edited by the person');
    const evilEntry = entries.find((e) => e.edits?.[0]?.location === join(world.workspace, 'downloads', 'evil.txt'))!;
    await expect(h.harness.core.reverter.revert(evilEntry.id)).rejects.toThrow(/changed after this edit/);
    expect(await readFile(join(world.workspace, 'downloads', 'evil.txt'), 'utf8')).toBe('edited by the person');
    await h.harness.core.reverter.revert(plainEntry.id);
    expect(existsSync(join(world.workspace, 'plain.txt'))).toBe(false);
  });

  it('never writes over a file that appeared on the PLC while the card waited, nor into a directory that does not exist', async () => {
    await writeFile(join(world.workspace, 'line2.csv'), 'from the agent');
    const noFolder = await h.approve('codesys_copy_file_to_plc', { project_path: project, local_path: 'line2.csv', plc_path: 'Recipes/line2.csv' });
    expect(noFolder.preview).toBeUndefined();
    expect(errorText(noFolder.result)).toMatch(/There is no directory Recipes on the PLC to hold Recipes\/line2\.csv; nothing was changed/);

    const pending = h.harness.call('codesys_copy_file_to_plc', { project_path: project, local_path: 'line2.csv', plc_path: 'PlcLogic/line2.csv' });
    const card = await h.harness.nextApproval();
    expect((card.preview as PlcChangePreview).effect).toMatch(/as a new file/);
    // Meanwhile someone else puts a file of that name on the PLC (the PLC's state file is the device's memory).
    const stateFile = join(plcDir, 'plc-0000_0001.json');
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as { files: Record<string, unknown> };
    const now = Date.now() / 1000;
    state.files['PlcLogic/line2.csv'] = { dir: false, data: Buffer.from('from the person').toString('base64'), created: now, modified: now };
    await writeFile(stateFile, JSON.stringify(state));
    await h.harness.answerNextApproval('approve-once');
    expect(errorText(await pending)).toMatch(/PlcLogic\/line2\.csv on the PLC changed since the card was shown \(it was absent, now a file of 15 bytes\); nothing was changed/);
    const kept = structured<{ local_path: string }>((await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'PlcLogic/line2.csv', local_path: 'kept.csv' })).result);
    expect(await readFile(kept.local_path, 'utf8')).toBe('from the person');
  });

  it('changes nothing on the PLC when the person denies, or when no UI is open', async () => {
    await writeFile(join(world.workspace, 'cert.pem'), 'certificate');
    const before = await list('PlcLogic', { max_depth: 3 });
    const copy = await denied('codesys_copy_file_to_plc', { local_path: 'cert.pem', plc_path: 'PlcLogic/cert.pem' });
    expect(copy.text).toMatch(/Denied by the person/);
    expect(copy.card.effect).toMatch(/Writes PlcLogic\/cert\.pem on the PLC as a new file: 11 bytes/);
    const remove = await denied('codesys_delete_plc_file', { plc_path: 'PlcLogic/Application/Application.app' });
    expect(remove.card.effect).toMatch(/^Deletes PlcLogic\/Application\/Application\.app on the PLC: a file of \d+ bytes/);
    const source = await denied('codesys_source_download', {});
    expect(source.card.note).toMatch(/Anyone with access to the PLC can then upload the project source/);
    expect(await list('PlcLogic', { max_depth: 3 })).toEqual(before);

    h.detachUi();
    for (const [tool, args] of [
      ['codesys_copy_file_to_plc', { local_path: 'cert.pem', plc_path: 'PlcLogic/cert.pem' }],
      ['codesys_delete_plc_file', { plc_path: 'PlcLogic/visu' }],
      ['codesys_source_download', {}],
    ] as const) {
      expect(errorText(await h.harness.call(tool, { project_path: project, ...args })), tool).toMatch(/changes a running PLC and needs the person's approval, but no Interlock window is open/);
    }
    expect(await list('PlcLogic', { max_depth: 3 })).toEqual(before);
  });

  it('deletes a file, and a directory with what it holds only with recursive', async () => {
    const file = await approved<{ deleted: { kind: string; size: number } }>('codesys_delete_plc_file', { plc_path: 'PlcLogic/Application/Application.crc' });
    expect(file.result.deleted).toMatchObject({ kind: 'file', size: 4 });
    expect(await names('PlcLogic/Application')).toEqual(['PlcLogic/Application/Application.app']);

    const refused = await h.approve('codesys_delete_plc_file', { project_path: project, plc_path: 'PlcLogic' });
    expect(refused.preview).toBeUndefined();
    expect(errorText(refused.result)).toMatch(/PlcLogic on the PLC is a directory with 3 entries; nothing was deleted\. Pass recursive: true/);
    expect(await names()).toContain('PlcLogic');

    const empty = await approved<{ deleted: { kind: string } }>('codesys_delete_plc_file', { plc_path: 'PlcLogic/visu' });
    expect(empty.result.deleted.kind).toBe('directory');
    const all = await approved<{ deleted: { entries: number } }>('codesys_delete_plc_file', { plc_path: '/PlcLogic/', recursive: true });
    expect(all.card.effect).toBe('Deletes PlcLogic on the PLC: a directory with 2 entries, with everything in it.');
    expect(await names()).toEqual(['CODESYSControl.cfg']);
    expect(errorText(await h.harness.call('codesys_delete_plc_file', { project_path: project, plc_path: 'PlcLogic' }))).toMatch(/There is no file or directory PlcLogic on the PLC/);
  });

  it('refuses local paths outside the project roots, through a link, and remote paths that leave the PLC\'s file directory', async () => {
    const outside = join(world.root, 'outside.txt');
    await writeFile(outside, 'secret');
    await symlink(world.root, join(world.workspace, 'escape'));
    const attempts: Array<[string, Record<string, unknown>, RegExp]> = [
      ['codesys_copy_file_to_plc', { local_path: outside, plc_path: 'PlcLogic/x.txt' }, /outside/i],
      ['codesys_copy_file_to_plc', { local_path: 'escape/outside.txt', plc_path: 'PlcLogic/x.txt' }, /outside/i],
      ['codesys_copy_file_to_plc', { local_path: 'missing.txt', plc_path: 'PlcLogic/x.txt' }, /not a file inside the project roots|does not exist|no such/i],
      ['codesys_copy_file_to_plc', { local_path: 'Plant.project', plc_path: 'PlcLogic/../../x.txt' }, /must not contain "\.\."/],
      ['codesys_copy_file_to_plc', { local_path: 'Plant.project', plc_path: 'C:/Windows/x.txt' }, /no drive letter/],
      ['codesys_copy_file_from_plc', { plc_path: 'CODESYSControl.cfg', local_path: join(world.root, 'out.cfg') }, /outside/i],
      ['codesys_copy_file_from_plc', { plc_path: 'CODESYSControl.cfg', local_path: 'escape/out.cfg' }, /outside/i],
      ['codesys_source_upload', { archive_path: 'escape/src.projectarchive' }, /outside/i],
      ['codesys_source_upload', { archive_path: 'src.zip' }, /must end in \.prj or \.projectarchive/],
    ];
    for (const [tool, args, message] of attempts) {
      const { result, preview } = await h.approve(tool, { project_path: project, ...args });
      expect(preview, tool).toBeUndefined();
      expect(errorText(result), `${tool} ${JSON.stringify(args)}`).toMatch(message);
    }
    expect(existsSync(join(world.root, 'out.cfg'))).toBe(false);
    expect(existsSync(join(world.root, 'src.projectarchive'))).toBe(false);
    expect(await names('PlcLogic')).not.toContain('PlcLogic/x.txt');
  });

  it('stores the project source on the PLC and uploads it back: the archive holds the project as it was at the download', async () => {
    expect(errorText((await h.approve('codesys_source_upload', { project_path: project, archive_path: 'none.projectarchive' })).result)).toMatch(/The PLC gave no project source: There is no source archive/);
    expect(existsSync(join(world.workspace, 'none.projectarchive'))).toBe(false);

    const stored = await approved<{ compact: boolean }>('codesys_source_download', {});
    expect(stored.card).toMatchObject({ title: 'Store the project source on the PLC', device: 'Device (Gateway-1, 0000.0001)' });
    expect(stored.card.effect).toMatch(/Stores the source of Plant\.project on the PLC as a project archive: every device and application of the project/);
    await h.harness.core.audit.flush();
    const audit = await h.harness.core.audit.query({ limit: 5, filter: { tool: 'codesys_source_download' } });
    expect(audit.entries[0]).toMatchObject({ decision: { outcome: 'approved', by: 'person' }, edits: [{ kind: 'plc-source' }] });

    const saved = JSON.parse(await readFile(project, 'utf8')) as { objects: unknown[] };
    // A change after the download is not in the archive.
    structured((await h.approve('codesys_create_folder', { project_path: project, name: 'AfterDownload' })).result);

    // The archive is a project file: "always approve" for the tool does not let it through without this card's answer.
    await h.harness.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_source_upload' }] } }));
    const uploading = h.harness.call('codesys_source_upload', { project_path: project, archive_path: 'Restored.projectarchive' });
    const uploadCard = await h.harness.nextApproval();
    expect(uploadCard.onceOnly).toMatch(/Restored\.projectarchive is a CODESYS project archive: CODESYS opens it as a project/);
    expect(existsSync(join(world.workspace, 'Restored.projectarchive'))).toBe(false);
    await h.harness.answerNextApproval('approve-once');
    const uploaded = structured<{ archive_path: string; bytes: number; content_hash: string }>(await uploading);
    expect(uploaded.archive_path).toBe(join(world.workspace, 'Restored.projectarchive'));
    const archived = JSON.parse(await unzipEntry(uploaded.archive_path, 'Plant.project')) as { objects: unknown[] };
    expect(archived.objects).toEqual(saved.objects);
    expect(JSON.stringify(archived)).not.toContain('AfterDownload');
    // The archive is a file on the PLC like any other.
    expect(await names('PlcLogic')).toContain('PlcLogic/Archive.prj');
    expect(errorText((await h.approve('codesys_source_upload', { project_path: project, archive_path: 'Restored.projectarchive' })).result)).toMatch(/already exists; codesys_source_upload never overwrites/);
  });

  it('on SP21 Patch 5 a compact source fails as the peer saw it live, and the full source refuses while the left Archive.prj is locked', async () => {
    const compact = await h.approve('codesys_source_download', { project_path: project, compact: true });
    expect(compact.preview).toBeDefined();
    expect(errorText(compact.result)).toMatch(
      /did not store the compact source archive \(ScriptOnlineDevice\.download_source: Access to the path .*SourceArchive\.tmp' is denied\.\)\. On CODESYS V3\.5 SP21 this call is known to fail; store the whole project instead \(compact: false\)\. CODESYS left .*Archive\.prj behind/,
    );
    const left = join(world.workspace, 'Archive.prj');
    expect(existsSync(left)).toBe(true);
    expect(await names('PlcLogic')).not.toContain('PlcLogic/Archive.prj');

    // The same CODESYS still holds the file: the application-level call fails too, and the agent is told why.
    expect(errorText((await h.approve('codesys_source_download', { project_path: project })).result)).toMatch(
      /The PLC did not store the project source: The process cannot access the file .*Archive\.prj.* being used by another process\.\. CODESYS left .*restart CODESYS, delete that file and try again/,
    );
    expect(await names('PlcLogic')).not.toContain('PlcLogic/Archive.prj');

    // Once the person removed it, the whole project is stored through the application-level call.
    await rm(left);
    const stored = await approved<{ compact: boolean }>('codesys_source_download', {});
    expect(stored.result.compact).toBe(false);
    expect(await names('PlcLogic')).toContain('PlcLogic/Archive.prj');
  });

  it('works headless too: each call opens and closes its own device connection', async () => {
    await h.close();
    h = await startCodesysHarness(world, { mode: 'headless' });
    await writeFile(join(world.workspace, 'note.txt'), 'headless');
    const sent = await approved<{ bytes: number }>('codesys_copy_file_to_plc', { local_path: 'note.txt', plc_path: 'note.txt' });
    expect(sent.card.effect).toMatch(/^Writes note\.txt on the PLC as a new file: 8 bytes/);
    // Headless, no application on the PLC: its run state cannot be read, and the card says so.
    expect(sent.card).toMatchObject({ device: 'Device (Gateway-1, 0000.0001)', runState: 'unknown', note: expect.stringMatching(/The run state could not be read: The PLC runs different code/) });
    expect(await names()).toEqual(['CODESYSControl.cfg', 'PlcLogic', 'note.txt']);
    const back = structured<{ local_path: string }>((await h.approve('codesys_copy_file_from_plc', { project_path: project, plc_path: 'note.txt', local_path: 'note-back.txt' })).result);
    expect(await readFile(back.local_path, 'utf8')).toBe('headless');
  });

  it('marks exactly its changing calls as changing a running PLC, and needs a script context (from a timer tick: "Stack empty")', async () => {
    const plcTools = ['codesys_list_plc_files', 'codesys_copy_file_to_plc', 'codesys_copy_file_from_plc', 'codesys_delete_plc_file', 'codesys_source_download', 'codesys_source_upload'];
    expect(h.domain.tools.filter((t) => plcTools.includes(t.name) && t.changesRunningPlc).map((t) => t.name)).toEqual(['codesys_copy_file_to_plc', 'codesys_delete_plc_file', 'codesys_source_download']);
    expect(h.domain.tools.filter((t) => plcTools.includes(t.name) && t.mutates).map((t) => t.name)).toEqual(['codesys_copy_file_to_plc', 'codesys_copy_file_from_plc', 'codesys_delete_plc_file', 'codesys_source_download', 'codesys_source_upload']);

    let bridge: CodesysConnection | undefined;
    const harness = await startToolHarness({
      tools: (core) => {
        bridge = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: join(world.sessionBase, 'tick') });
        return [];
      },
      settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { watcher: 'timer' }) }),
    });
    try {
      // One CODESYS per install: the harness's goes first.
      await h.close();
      closed = true;
      await bridge!.launch();
      await bridge!.run('open_project', { project_path: project }, { label: 'open' });
      for (const template of ['plc_file_list', 'plc_file_transfer', 'plc_source'] as const) expect(bridge!.library.needsScriptContext(template), template).toBe(true);
      const params = { project_path: project, directory: '', max_depth: 1, max_entries: 10 };
      const tick = await bridge!.launcher.execute({ label: 'list from the tick', script: bridge!.library.script('plc_file_list'), params, scriptContext: false, timeoutMs: 10_000 });
      expect(interpretScriptResult(tick)).toMatchObject({ ok: false, message: 'CODESYS reported: Stack empty.' });
      expect((await bridge!.run('plc_file_list', params, { label: 'list' })).entries.map((e) => e.name)).toEqual(['CODESYSControl.cfg', 'PlcLogic']);
    } finally {
      await bridge?.dispose();
      await harness.close();
    }
  });
});

/** One entry of a zip archive, read with python3's zipfile (what the stand-in wrote it with is not what reads it). */
async function unzipEntry(archive: string, name: string): Promise<string> {
  const { stdout } = await execFileAsync('python3', ['-c', 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode("utf-8"))', archive, name]);
  return stdout;
}
