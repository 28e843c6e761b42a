// The person's side of the trust line, in Debian's Chromium: while the tray app runs, a second browser gets in only
// once the person allows it in a UI already trusted; a settings change that gives agents more shows what it widens
// and is saved only after the person confirms.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { loginLink, readLoginKey, signLoginCode } from '../src-main/host/browser-access.ts';
import { launchChromium, requireBuiltRenderer } from './support/chromium.ts';

describe('trust in the browser UI', () => {
  const pageErrors: string[] = [];
  let cc: ControlCenter;
  let dataDir: string;
  let browser: Browser;
  /** The person's browser, already in. */
  let page: Page;

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-browser-trust-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [], browserLoginNeedsConsent: true });
    browser = await launchChromium();
    page = await (await browser.newContext()).newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
    // The app's own "Open in browser" needs no second consent.
    await page.goto(cc.loginUrl());
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    expect(pageErrors).toEqual([]);
  });

  it('lets a second browser in only after the person allows it', async () => {
    const second = await (await browser.newContext()).newPage();
    // What `interlock open` prints.
    await second.goto(loginLink(cc.url, signLoginCode((await readLoginKey(dataDir))!, Date.now())));
    await second.getByRole('heading', { name: 'Allow this browser in the Interlock window' }).waitFor();

    const prompt = page.getByRole('alertdialog', { name: 'A browser wants to control Interlock' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Allow this browser' }).click();
    await prompt.waitFor({ state: 'detached' });

    // The waiting page goes on by itself into the UI.
    await second.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 15_000 });
    await second.close();
  });

  it('asks before saving a new project folder, and saves it once confirmed', async () => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Settings/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const before = await readFile(cc.core.settings.path, 'utf8').catch(() => '');
    const folder = join(dataDir, 'plc-projects');
    await page.getByLabel('Project folders').fill(folder);
    await page.getByRole('button', { name: 'Save settings' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'This change gives agents more room' });
    await confirm.getByText(`files under ${folder}`).waitFor();
    expect(await readFile(cc.core.settings.path, 'utf8').catch(() => '')).toBe(before);
    await confirm.getByRole('button', { name: 'Yes, save these settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect(cc.core.settings.current.projectRoots).toEqual([folder]);
    const { entries } = await cc.core.audit.read();
    expect(entries.find((e) => e.tool === 'settings:update')).toMatchObject({ decision: { by: 'person', ui: { kind: 'browser' } } });
  });
});
