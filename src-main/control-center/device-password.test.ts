// The PLC device password is a secret: its own owner-only file, never in settings.json, the settings view or the audit.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from './index.ts';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { SettingsStore } from '../core/settings-store.ts';
import { DevicePasswordFile } from '../instance/device-password.ts';

const SECRET = 'pl<c>"pass\\word-7';
const POSIX = process.platform !== 'win32';
let dataDir: string;
let cc: ControlCenter | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-device-password-'));
});
afterEach(async () => {
  await cc?.close();
  cc = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const secretFile = () => join(dataDir, DevicePasswordFile.FILE_NAME);
const window = { kind: 'window' } as const;

describe('the PLC device password', () => {
  it('is stored only in an owner-only file, never returned by settings:get or recorded in the audit, and can be cleared', async () => {
    cc = await startControlCenter({ dataDir, port: 0, demo: false });
    expect((await cc.handlers['settings:get']({}, window)).devicePasswordSet).toBe(false);

    expect(await cc.handlers['settings:device-password']({ password: SECRET }, window)).toEqual({ devicePasswordSet: true });
    expect(cc.core.settings.devicePassword).toBe(SECRET);
    const view = await cc.handlers['settings:get']({}, window);
    expect(view.devicePasswordSet).toBe(true);
    expect(JSON.stringify(view)).not.toContain('pass\\\\word');
    expect(JSON.stringify(view)).not.toContain('devicePassword"');
    if (POSIX) expect((await stat(secretFile())).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(secretFile(), 'utf8'))).toEqual({ password: SECRET });

    // A settings save keeps it (the form never carries it) and settings.json never holds it.
    const saved = await cc.handlers['settings:update']({ settings: { ...cc.core.settings.current, codesys: { ...cc.core.settings.current.codesys, deviceUser: 'engineer' } } }, window);
    expect(saved.saved).toBe(true);
    expect(await readFile(join(dataDir, 'settings.json'), 'utf8')).not.toContain('word-7');
    expect(cc.core.settings.devicePassword).toBe(SECRET);

    const audit = await cc.handlers['audit:query']({ limit: 50, filter: {} }, window);
    expect(audit.entries.map((e) => e.resultSummary)).toContainEqual(expect.stringMatching(/^replaced the PLC device password/));
    expect(JSON.stringify(audit)).not.toContain('word-7');

    await cc.close();
    cc = await startControlCenter({ dataDir, port: 0, demo: false });
    expect(cc.core.settings.devicePassword).toBe(SECRET);
    expect(await cc.handlers['settings:device-password']({ password: '' }, window)).toEqual({ devicePasswordSet: false });
    await expect(stat(secretFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('moves a plain password out of an existing settings.json on load and keeps the rest of the file', async () => {
    const path = join(dataDir, 'settings.json');
    await writeFile(path, JSON.stringify({ port: 4111, codesys: { deviceUser: 'engineer', devicePassword: SECRET, mode: 'headless' } }));
    const store = new SettingsStore(path, defaultSettings, new DevicePasswordFile(dataDir));
    await store.load();
    expect(store.error).toBeNull();
    expect(store.devicePassword).toBe(SECRET);
    expect(store.current.codesys).toMatchObject({ deviceUser: 'engineer', mode: 'headless' });
    expect(store.current.codesys).not.toHaveProperty('devicePassword');
    const rewritten = JSON.parse(await readFile(path, 'utf8'));
    expect(rewritten).toEqual({ port: 4111, codesys: { deviceUser: 'engineer', mode: 'headless' } });
    if (POSIX) expect((await stat(secretFile())).mode & 0o777).toBe(0o600);

    const again = new SettingsStore(path, defaultSettings, new DevicePasswordFile(dataDir));
    await again.load();
    expect(again.devicePassword).toBe(SECRET);
  });

  it('refuses a password over 200 characters and changes nothing', async () => {
    const store = new SettingsStore(join(dataDir, 'settings.json'), defaultSettings, new DevicePasswordFile(dataDir));
    await store.load();
    await store.setDevicePassword('first');
    await expect(store.setDevicePassword('x'.repeat(201))).rejects.toThrow(/longer than 200 characters/);
    expect(store.devicePassword).toBe('first');
    expect(JSON.parse(await readFile(secretFile(), 'utf8'))).toEqual({ password: 'first' });
  });
});
