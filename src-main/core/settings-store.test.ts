import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { SettingsStore } from './settings-store.ts';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-settings-'));
  path = join(dir, 'settings.json');
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('SettingsStore', () => {
  it('uses defaults when there is no file, without creating one', async () => {
    const store = new SettingsStore(path, defaultSettings);
    await store.load();
    expect(store.current).toEqual(defaultSettings());
    expect(store.current.approvals.timeoutSeconds).toBe(55);
    expect(store.error).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('fills in missing fields of a partial file', async () => {
    await writeFile(path, JSON.stringify({ port: 4000, codesys: { mode: 'headless' } }));
    const store = new SettingsStore(path, defaultSettings);
    await store.load();
    expect(store.current.port).toBe(4000);
    expect(store.current.codesys.mode).toBe('headless');
    expect(store.current.codesys.fallbackHeadless).toBe(false);
  });

  it.each([
    ['not JSON', '{ "port": 4000, ', /not valid JSON/],
    ['invalid values', JSON.stringify({ port: 'eighty', approvals: { timeoutSeconds: -1 } }), /port: .*approvals\.timeoutSeconds/],
  ])('reports a file with %s clearly, leaves it untouched and runs on defaults', async (_, content, message) => {
    await writeFile(path, content);
    const store = new SettingsStore(path, defaultSettings);
    await store.load();
    expect(store.error).toMatch(message);
    expect(store.error).toContain(path);
    expect(store.current).toEqual(defaultSettings());
    await expect(store.save(defaultSettings())).rejects.toThrow(/not saved because .* is invalid/);
    expect(await readFile(path, 'utf8')).toBe(content);
  });

  it('reset keeps the invalid file beside the new one, so nothing the person wrote is lost', async () => {
    await writeFile(path, '{ broken');
    const store = new SettingsStore(path, defaultSettings);
    await store.load();
    const movedTo = await store.reset();
    expect(movedTo).toMatch(/settings\.json\.invalid-/);
    expect(await readFile(movedTo!, 'utf8')).toBe('{ broken');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(defaultSettings());
    expect(store.error).toBeNull();
  });

  it('rejects invalid settings on save and keeps the file as it was', async () => {
    const store = new SettingsStore(path, defaultSettings);
    await store.load();
    await store.save({ ...defaultSettings(), port: 4100 });
    await expect(store.save({ ...defaultSettings(), port: 80 })).rejects.toThrow();
    expect(JSON.parse(await readFile(path, 'utf8')).port).toBe(4100);
  });
});
