import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectReader } from '../project/project-reader.ts';
import { startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

const CHILD = resolve(import.meta.dirname, '../test-support/update-pou-child.ts');

let h: OpenPlcHarness;
beforeEach(async () => {
  h = await startOpenPlcHarness();
});
afterEach(async () => h.close());

/** Runs update_pou in a child process and SIGKILLs it as soon as it reports reaching `boundary`. */
function killAt(project: string, boundary: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CHILD, h.workspace, project, boundary], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`BOUNDARY ${boundary}`)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', () => {
      const dataDir = /^DATADIR (.+)$/m.exec(out)?.[1];
      const cleanup = dataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve();
      void cleanup.then(() => (out.includes('BOUNDARY') ? done(out) : fail(new Error(`the child never reached ${boundary}: ${out}${err}`))));
    });
  });
}

describe('a process killed during update_pou', () => {
  it.each([
    ['temp-written', 'old'],
    ['temp-synced', 'old'],
    ['renamed', 'new'],
  ] as const)('at %s leaves the %s bytes, never a mix or an empty file', async (boundary, expected) => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/programs/main.st');
    const before = await readFile(file, 'utf8');
    const after = before.replace('PT := T#3s', 'PT := T#7s');

    await killAt(project, boundary);

    expect(await readFile(file, 'utf8')).toBe(expected === 'old' ? before : after);
    // At most our own hidden temp file is left behind; the project still reads the same.
    const leftovers = (await readdir(join(project, 'pous/programs'))).filter((name) => !['main.st', 'ProductionStats.st'].includes(name));
    for (const name of leftovers) expect(name).toMatch(/^\.main\.st\.[0-9a-f]+\.interlock-tmp$/);
    expect((await new ProjectReader(project).listPous()).map((p) => p.name)).toEqual(['ScaleAnalog', 'WrapCounter', 'CapperControl', 'ConveyorDrive', 'FillerControl', 'RejectGate', 'ProductionStats', 'main']);
  });
});
