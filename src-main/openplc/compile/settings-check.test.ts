// Settings says what is wrong with the configured openplc-cli before a compile fails on it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../../control-center/index.ts';
import { createOpenPlcDomain } from '../index.ts';
import { STANDIN_CLI } from '../test-support/openplc-harness.ts';
import { checkOpenPlcSettings } from './settings-check.ts';
import { defaultSettings } from '../../../src-shared/settings-schema.ts';

const WINDOWS = process.platform === 'win32';
let dataDir: string;
let cc: ControlCenter | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-settings-check-'));
});
afterEach(async () => {
  await cc?.close();
  cc = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('Settings checks the openplc-cli path', () => {
  it('reports a CLI that is not on PATH, a folder or not executable, and nothing once it names the program', async () => {
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)] });
    const settings = cc.core.settings.current;
    const save = async (cliPath: string) => {
      const request = { settings: { ...settings, openplc: { ...settings.openplc, cliPath } } };
      const window = { kind: 'window' } as const;
      // Another program to run is a trust widening: the person confirms it first.
      const asked = await cc!.handlers['settings:update'](request, window);
      const saved = asked.saved ? asked : await cc!.handlers['settings:update']({ ...request, confirm: asked.confirm }, window);
      if (!saved.saved) throw new Error('the confirmed settings were not saved');
      return saved;
    };

    const missing = await save('openplc-cli-not-installed-here');
    expect(missing.problems).toEqual({
      'openplc.cliPath': expect.stringMatching(/^"openplc-cli-not-installed-here" was not found on PATH \(\d+ folders?(, extensions [^)]+)?\)\. Compiling will fail until this is fixed\.$/),
    });
    expect(cc.core.settings.current.openplc.cliPath, 'the setting is saved all the same').toBe('openplc-cli-not-installed-here');

    expect((await save(dataDir)).problems).toEqual({ 'openplc.cliPath': `${dataDir} is a folder, not the openplc-cli program. Compiling will fail until this is fixed.` });
    const script = join(dataDir, 'openplc-cli');
    await writeFile(script, '#!/bin/sh\n');
    expect((await save(script)).problems!['openplc.cliPath']).toMatch(WINDOWS ? /openplc-cli is not a program Windows can start/ : /openplc-cli is not executable/);

    // Windows starts the stand-in through its .cmd launcher.
    expect((await save(WINDOWS ? `${STANDIN_CLI}.cmd` : STANDIN_CLI)).problems).toEqual({});
    expect((await cc.handlers['settings:get']({}, { kind: 'window' })).problems).toEqual({});
  });

  it('finds a Windows launcher through PATHEXT, the way compile_project will', async () => {
    const windows = {
      platform: 'win32' as const,
      env: { Path: 'C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli', PATHEXT: '.COM;.EXE;.BAT;.CMD' },
      kind: async (path: string) => (path.toLowerCase() === 'c:\\users\\ana\\appdata\\local\\programs\\openplc-cli\\openplc-cli.cmd' ? ('file' as const) : null),
      executable: async () => false,
    };
    expect(await checkOpenPlcSettings(defaultSettings(), windows)).toEqual({});
    expect(await checkOpenPlcSettings({ ...defaultSettings(), openplc: { ...defaultSettings().openplc, cliPath: 'openplc' } }, windows)).toEqual({
      'openplc.cliPath': '"openplc" was not found on PATH (1 folder, extensions .COM .EXE .BAT .CMD). Compiling will fail until this is fixed.',
    });
  });
});
