// The packaged shape of Interlock: the Electron tray app, driven through Playwright's Electron support. It needs
// Electron's binary, which downloads on first launch with internet access; without it this file is skipped and
// says why.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronBinaryPath, locateElectronPackage, MISSING_BINARY_MESSAGE } from '../src-main/electron/launch.ts';
import { packageRoot } from '../src-main/files/index.ts';

const binary = electronBinaryPath(locateElectronPackage());
if (!binary) {
  console.warn(`Skipping the Electron e2e tests: ${MISSING_BINARY_MESSAGE}`);
}

describe.skipIf(!binary)('the Electron app', () => {
  let app: ElectronApplication;
  let window: Page;
  let dataDir: string;

  beforeAll(async () => {
    const root = packageRoot();
    for (const built of ['dist/src-main/electron/main.js', 'dist/renderer/index.html', 'dist/preload/preload.cjs']) {
      if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
    }
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-electron-'));
    const env = Object.fromEntries(Object.entries(process.env).filter((pair): pair is [string, string] => pair[1] !== undefined && pair[0] !== 'ELECTRON_RUN_AS_NODE'));
    app = await _electron.launch({ executablePath: binary!, args: [root, '--data-dir', dataDir, '--port', '0'], env });
    window = await app.firstWindow();
    await window.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  });

  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('opens one window showing the live control center through the preload bridge', async () => {
    await window.getByRole('status').getByText('Live').waitFor();
    expect(app.windows()).toHaveLength(1);
    const settingsPath = await window.evaluate("window.interlock.invoke('settings:get', {}).then((view) => view.path)");
    expect(settingsPath).toBe(join(dataDir, 'settings.json'));
  });

  it('keeps Node and Electron out of the page', async () => {
    expect(await window.evaluate('typeof require')).toBe('undefined');
    expect(await window.evaluate('typeof process')).toBe('undefined');
    expect(await window.evaluate('Object.keys(window.interlock).sort().join()')).toBe('invoke,subscribe');
  });

  it('opens no other windows and does not navigate away', async () => {
    expect(await window.evaluate("window.open('https://example.com/') === null")).toBe(true);
    await window.evaluate("location.href = 'https://example.com/'");
    await window.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(app.windows()).toHaveLength(1);
    expect(window.url()).toMatch(/^file:.*\/dist\/renderer\/index\.html/);
  });

  it('hides to the tray when the window is closed, and keeps counting it as an attached UI', async () => {
    const visible = await app.evaluate(({ BrowserWindow }) => {
      const win = BrowserWindow.getAllWindows()[0]!;
      win.close();
      return win.isVisible();
    });
    expect(visible).toBe(false);
    expect(app.windows()).toHaveLength(1);
    expect(await window.evaluate("window.interlock.invoke('state:snapshot', {}).then((s) => s.state.uiClients)")).toBe(1);
  });
});
