// npm test's first step: the browser the UI suites need is there, installed (root on Debian), or named in one sentence.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, decideChromium, DEFAULT_CHROMIUM_PATH, INSTALL_COMMANDS } from '../e2e/support/chromium-provision.ts';

const missing = { path: DEFAULT_CHROMIUM_PATH, present: false, chosenByUser: false };

describe('the Chromium decision of npm test', () => {
  it('uses a Chromium that is there, Debian\'s or the one INTERLOCK_CHROMIUM names', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ INTERLOCK_CHROMIUM: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
    expect(decideChromium({ ...missing, present: true, isRoot: false, hasAptGet: false })).toEqual({ action: 'use', path: '/usr/bin/chromium' });
    expect(decideChromium({ path: '/opt/chromium/chrome', present: true, chosenByUser: true, isRoot: true, hasAptGet: true })).toEqual({ action: 'use', path: '/opt/chromium/chrome' });
  });

  it('installs Debian\'s chromium package when it is missing and npm test runs as root where apt-get exists (CI)', () => {
    expect(decideChromium({ ...missing, isRoot: true, hasAptGet: true })).toEqual({ action: 'install', commands: INSTALL_COMMANDS, path: '/usr/bin/chromium' });
    expect(INSTALL_COMMANDS.at(-1)).toEqual(['apt-get', 'install', '-y', '-qq', 'chromium']);
  });

  it('otherwise stops at once with one sentence saying what to install', () => {
    for (const [isRoot, hasAptGet] of [[false, true], [true, false], [false, false]] as const) {
      const decision = decideChromium({ ...missing, isRoot, hasAptGet });
      expect(decision).toEqual({ action: 'fail', message: expect.stringMatching(/^npm test drives the web UI in Chromium, which is not installed: install Debian's package \(sudo apt-get install chromium\), or set INTERLOCK_CHROMIUM/) });
    }
    // A path the person chose is never replaced by an installation.
    expect(decideChromium({ path: '/opt/none', present: false, chosenByUser: true, isRoot: true, hasAptGet: true })).toEqual({
      action: 'fail',
      message: expect.stringMatching(/^INTERLOCK_CHROMIUM is \/opt\/none, which is not an executable file/),
    });
  });
});

describe('scripts/provide-chromium.ts', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const run = (chromium: string) =>
    spawnSync(process.execPath, [join(import.meta.dirname, 'provide-chromium.ts')], { encoding: 'utf8', env: { ...process.env, INTERLOCK_CHROMIUM: chromium } });

  it('passes for an executable Chromium and fails at once, with the sentence, for a missing one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'provide-chromium-'));
    const binary = join(dir, 'chromium');
    await writeFile(binary, '#!/bin/sh\n', { mode: 0o755 });
    expect(run(binary)).toMatchObject({ status: 0, stderr: '' });
    const failed = run(join(dir, 'absent'));
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([`npm test: INTERLOCK_CHROMIUM is ${join(dir, 'absent')}, which is not an executable file: point it at a Chromium binary, or unset it to use Debian's (/usr/bin/chromium).`]);
    await writeFile(join(dir, 'not-executable'), '', { mode: 0o644 });
    expect(run(join(dir, 'not-executable')).status).toBe(1);
  });
});
