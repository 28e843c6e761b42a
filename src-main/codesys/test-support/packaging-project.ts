// A test file's CODESYS harness on a fresh copy of the Packaging fixture for each test (vitest hooks: test files only;
// standin.ts stays free of vitest so that benchmarks can use it).
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { packageRoot } from '../../files/index.ts';
import { makeStandinWorld, startCodesysHarness, type CodesysHarness, type StandinWorld } from './standin.ts';

/**
 * For each test of the file: a stand-in world with a fresh copy of fixtures/codesys/Packaging.project in its workspace
 * and a harness on it, closed afterwards. Read the fields inside tests (they change per test).
 */
export function packagingProjectPerTest(): { readonly world: StandinWorld; readonly project: string; readonly h: CodesysHarness } {
  const current: { world?: StandinWorld; project?: string; h?: CodesysHarness } = {};
  beforeEach(async () => {
    current.world = await makeStandinWorld();
    current.project = join(current.world.workspace, 'Packaging.project');
    await copyFile(join(packageRoot(), 'fixtures', 'codesys', 'Packaging.project'), current.project);
    current.h = await startCodesysHarness(current.world);
  });
  afterEach(async () => {
    await current.h?.close();
    await current.world?.cleanup();
    current.h = undefined;
  });
  return {
    get world() {
      return current.world!;
    },
    get project() {
      return current.project!;
    },
    get h() {
      return current.h!;
    },
  };
}
