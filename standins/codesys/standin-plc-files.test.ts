// The stand-in's PLC file system and source archive (lib/standin_plc_files.py) through ScriptOnlineDevice as the
// templates call it: the failures the tools must survive, and what outlives the IDE.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runProgram, STANDIN } from './standin-script.ts';


let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-standin-files-'));
  await copyFile(join(import.meta.dirname, 'Templates', 'Standard.project'), join(dir, 'Plant.project'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** Runs `body` headless with `device` (a ScriptOnlineDevice of Plant.project) and `attempt(f)` (the error text or None); prints JSON last. */
async function withDevice(body: string, profile?: string): Promise<unknown> {
  const script = join(dir, `s-${Math.random().toString(36).slice(2)}.py`);
  await writeFile(
    script,
    `
import json, os
D = ${JSON.stringify(dir)}
p = projects.open(os.path.join(D, 'Plant.project'))
device = online.create_online_application(p.active_application).get_online_device()
def attempt(f):
    try:
        f()
        return None
    except Exception as e:
        return str(e)
def names(path):
    return [e.name + ('/' if e.is_directory else '') for e in device.get_file_list_of_directory(path)]
${body}
`,
  );
  const args = [...(profile ? [`--profile=${profile}`] : []), '--noUI', `--runscript=${script}`];
  const { stdout } = await runProgram(STANDIN, args, { env: { ...process.env, CODESYS_STANDIN_PLC_DIR: join(dir, 'plc') } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}

describe('CODESYS stand-in: the PLC file system', () => {
  it('needs a connection, and starts with the files of a booted runtime', async () => {
    expect(
      await withDevice(`
before = attempt(lambda: device.get_file_list_of_directory(''))
device.connect()
app = [(e.name, e.is_file, e.size) for e in device.get_file_list_of_directory('PlcLogic/Application')]
print(json.dumps([before, names(''), names('PlcLogic'), app]))
`),
    ).toEqual([
      'The device is not connected',
      ['CODESYSControl.cfg', 'PlcLogic/'],
      ['Application/', 'visu/'],
      [
        ['Application.app', true, expect.any(Number)],
        ['Application.crc', true, 4],
      ],
    ]);
  });

  it('raises for a missing path, an existing remote file without force_overwrite, a non-empty directory without recursive, and a local file that exists', async () => {
    const [errors, after] = (await withDevice(`
device.connect()
local = os.path.join(D, 'recipe.csv')
open(local, 'w').write('a;b')
device.download_file(local, 'PlcLogic/recipe.csv', False)
errors = [
    attempt(lambda: device.get_file_list_of_directory('Missing')),
    attempt(lambda: device.download_file(os.path.join(D, 'none.csv'), 'PlcLogic/x.csv', False)),
    attempt(lambda: device.download_file(local, 'Missing/x.csv', False)),
    attempt(lambda: device.download_file(local, 'PlcLogic/recipe.csv', False)),
    attempt(lambda: device.upload_file('PlcLogic/none.csv', os.path.join(D, 'back.csv'), False)),
    attempt(lambda: device.upload_file('PlcLogic/recipe.csv', local, False)),
    attempt(lambda: device.delete_file('PlcLogic/none.csv')),
    attempt(lambda: device.delete_file('PlcLogic/visu')),
    attempt(lambda: device.delete_directory('PlcLogic', False)),
    attempt(lambda: device.delete_directory('Missing', True)),
    attempt(lambda: device.create_directory('PlcLogic')),
    attempt(lambda: device.get_file_list_of_directory('../outside')),
]
device.download_file(local, 'PlcLogic/recipe.csv', True)
device.create_directory('PlcLogic/logs')
device.rename_file('PlcLogic/recipe.csv', 'PlcLogic/logs/recipe.csv')
device.delete_directory('PlcLogic/visu', False)
print(json.dumps([errors, names('PlcLogic') + names('PlcLogic/logs')]))
`)) as [string[], string[]];
    expect(errors).toEqual([
      "The directory 'Missing' does not exist on the device",
      expect.stringMatching(/^Could not find file '.*none\.csv'\.$/),
      "The directory 'Missing' does not exist on the device",
      "The file 'PlcLogic/recipe.csv' already exists on the device",
      "The file 'PlcLogic/none.csv' does not exist on the device",
      expect.stringMatching(/^The file '.*recipe\.csv' already exists\.$/),
      "The file 'PlcLogic/none.csv' does not exist on the device",
      "'PlcLogic/visu' on the device is a directory, not a file",
      "The directory 'PlcLogic' is not empty",
      "The directory 'Missing' does not exist on the device",
      "'PlcLogic' already exists on the device",
      "The path '../outside' leaves the device's file directory",
    ]);
    expect(after).toEqual(['Application/', 'logs/', 'recipe.csv']);
  });

  it('stores a boot application as the pair of files the runtime boots from', async () => {
    const [before, after] = (await withDevice(`
device.connect()
def boot():
    return [(e.name, e.size) for e in device.get_file_list_of_directory('PlcLogic/Application')]
before = boot()
oa = online.create_online_application(p.active_application)
oa.login(OnlineChangeOption.Try, False)
oa.create_boot_application()
print(json.dumps([before, boot()]))
`)) as [Array<[string, number]>, Array<[string, number]>];
    expect(after.map(([name]) => name)).toEqual(['Application.app', 'Application.crc']);
    expect(after[0]![1]).not.toBe(before[0]![1]);
    expect(after[1]![1]).toBe(4);
  });

  it('keeps its files when the IDE exits, and stores the source archive as a file of its own', async () => {
    await withDevice(`
device.connect()
open(os.path.join(D, 'kept.txt'), 'w').write('kept')
device.download_file(os.path.join(D, 'kept.txt'), 'kept.txt', False)
print(json.dumps(attempt(lambda: device.upload_source(os.path.join(D, 'none.prj')))))
`);
    const [listed, uploaded, exists] = (await withDevice(`
device.connect()
no_source = attempt(lambda: device.upload_source(os.path.join(D, 'none.prj')))
device.download_source()
device.upload_source(os.path.join(D, 'source.prj'))
import zipfile
print(json.dumps([names(''), [no_source, sorted(zipfile.ZipFile(os.path.join(D, 'source.prj')).namelist())], [os.path.exists(os.path.join(D, 'none.prj')), names('PlcLogic')]]))
`)) as [string[], [string, string[]], [boolean, string[]]];
    expect(listed).toEqual(['CODESYSControl.cfg', 'PlcLogic/', 'kept.txt']);
    expect(uploaded).toEqual(['There is no source archive on the device', ['Plant.project', 'archive-info.json']]);
    expect(exists).toEqual([false, ['Application/', 'Archive.prj', 'visu/']]);
  });

  it('on SP21 Patch 5 fails the device-level source download as the peer saw it live, and stores the whole project through the application', async () => {
    const [device, application, after] = (await withDevice(
      `
device.connect()
left = os.path.join(D, 'Archive.prj')
failed = [attempt(lambda: device.download_source(True)), os.path.exists(left)]
app = online.create_online_application(p.active_application)
locked = attempt(app.source_download)
os.remove(left)
stored = [attempt(app.source_download), names('PlcLogic')]
print(json.dumps([failed, locked, stored]))
`,
      'CODESYS V3.5 SP21 Patch 5',
    )) as [[string, boolean], string, [string | null, string[]]];
    expect(device).toEqual(["Access to the path 'C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\SourceArchive.tmp' is denied.", true]);
    expect(application).toBe(`The process cannot access the file '${join(dir, 'Archive.prj')}' because it is being used by another process.`);
    expect(after).toEqual([null, ['Application/', 'Archive.prj', 'visu/']]);
  });
});
