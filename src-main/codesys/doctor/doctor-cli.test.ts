// `interlock doctor codesys` as a person runs it, in-process against the stand-in: on its own (no control center
// running: it launches the CODESYS in Settings and closes it again) and through a running control center (which
// holds the one CODESYS and runs codesys_self_test).
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
import { main } from '../../cli.ts';
import { startControlCenter } from '../../control-center/index.ts';
import { makeStandinWorld, PACKAGING_FIXTURE, testCodesysSettings, type StandinWorld } from '../test-support/standin.ts';
import { CAPABILITIES_FILE, capabilityReport } from './codesys-doctor.ts';

describe('interlock doctor codesys', () => {
  let world: StandinWorld;
  let dataDir: string;
  let project: string;
  let printed: string[];
  let logged: string[];

  beforeEach(async () => {
    world = await makeStandinWorld();
    dataDir = join(await mkdtemp(join(tmpdir(), 'interlock-doctor-cli-')), 'data');
    await mkdir(dataDir);
    project = join(world.workspace, 'Packaging.project');
    await copyFile(PACKAGING_FIXTURE, project);
    const settings: Settings = { ...defaultSettings(), projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { profile: 'CODESYS V3.5 SP19 Patch 3' }) };
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify(settings));
    printed = [];
    logged = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await world.cleanup();
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('on its own: probes the CODESYS in Settings, prints the table and saves it; --json prints the same as JSON', async () => {
    expect(await main(['doctor', 'codesys', '--data-dir', dataDir, '--project', project])).toBe(0);
    const table = printed.join('\n');
    expect(table).toMatch(/^CODESYS 3\.5\.21\.50, profile "CODESYS V3\.5 SP19 Patch 3"\n/);
    expect(table).toMatch(/\nWill not work on this CODESYS \(1\)\n {2}codesys_download_missing_libraries\n {6}library_manager\.download_missing_libraries is missing\n/);
    expect(table).toContain(`Saved to ${join(dataDir, CAPABILITIES_FILE)} (include it in a bug report).`);
    expect(logged[0]).toMatch(/^# Probing .*CODESYS \("CODESYS V3\.5 SP19 Patch 3"\), read-only/);
    const saved = capabilityReport.parse(JSON.parse(await readFile(join(dataDir, CAPABILITIES_FILE), 'utf8')));
    expect(saved.codesys).toMatchObject({ profile: 'CODESYS V3.5 SP19 Patch 3', project });

    printed = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(await main(['doctor', 'codesys', '--json', '--data-dir', dataDir])).toBe(0);
    const json = capabilityReport.parse(JSON.parse(String(write.mock.calls.map((c) => c[0]).join(''))));
    // Without --project it probes what is open: the doctor's own CODESYS was closed again, so nothing is, and the
    // project's members are not probed (their tools say so instead of claiming they work).
    expect(json.codesys.project).toBeNull();
    expect(json.tools.find((t) => t.name === 'codesys_download_missing_libraries')).toMatchObject({ status: 'not_probed' });
    expect(json.members.find((m) => m.id === 'project.export_xml')).toMatchObject({ status: 'not_probed', detail: expect.stringMatching(/^no project is open in CODESYS/) });
  });

  it('through a running control center: its codesys_self_test runs the probe, and its tools then refuse what will not work', async () => {
    const cc = await startControlCenter({ dataDir, port: 0, demo: false });
    try {
      expect(await main(['doctor', 'codesys', '--data-dir', dataDir, '--project', project])).toBe(0);
      expect(logged[0]).toBe('# Asking the running control center (it runs the probe in its CODESYS)…');
      expect(printed.join('\n')).toMatch(/\nWill not work on this CODESYS \(1\)\n {2}codesys_download_missing_libraries\n/);
      const saved = capabilityReport.parse(JSON.parse(await readFile(join(dataDir, CAPABILITIES_FILE), 'utf8')));
      expect(saved.codesys.mode).toBe('persistent');
      expect(await main(['doctor', 'nothing', '--data-dir', dataDir])).toBe(2);
    } finally {
      await cc.close();
    }
  });
});
