// `interlock doctor codesys` / codesys_self_test against the stand-in: the capability table, what a profile without
// a member does to the tools that need it (refused before any card), and the timer watcher's routes as probed.
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText, makeStandinWorld, PACKAGING_FIXTURE, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';
import { CAPABILITIES_FILE, formatReport, type CapabilityReport } from './codesys-doctor.ts';

describe('CODESYS self-test', () => {
  let world: StandinWorld;
  let project: string;
  let h: CodesysHarness | undefined;

  beforeEach(async () => {
    world = await makeStandinWorld();
    project = join(world.workspace, 'Packaging.project');
    await copyFile(PACKAGING_FIXTURE, project);
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const name of ['CODESYS_STANDIN_NO_EXECUTE_SCRIPT', 'CODESYS_STANDIN_NO_ONLINE_EXECUTOR']) delete process.env[name];
    await world.cleanup();
  });

  const selfTest = async (args: Record<string, unknown> = { project_path: project }) => structured<CapabilityReport & { saved_to: string }>(await h!.harness.call('codesys_self_test', args));

  it('prints every tool as working on a CODESYS that has the whole API, and saves the table in the data directory', async () => {
    h = await startCodesysHarness(world);
    const report = await selfTest();
    console.log(formatReport(report, report.saved_to));
  });
});
