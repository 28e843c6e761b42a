// The person chooses in Settings which toolsets agents see, in Debian's Chromium against a real control center
// (the demo workspace, the CODESYS stand-in configured): ticking a toolset is confirmed before it is saved, the
// read-only switch is saved at once, and a connected MCP agent hears each change and lists what the person chose.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { packageRoot } from '../src-main/files/index.ts';
import { DEFAULT_TOOLSETS } from '../src-shared/toolsets.ts';
import { launchChromium, requireBuiltRenderer, SCREENSHOTS, signedInPage } from './support/chromium.ts';

describe('Settings → toolsets in a browser, with a connected agent', () => {
  let cc: ControlCenter;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let agent: Client;
  const heard: string[][] = [];

  beforeAll(async () => {
    requireBuiltRenderer();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-browser-toolsets-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: true });
    // The demo shows the everyday set of toolsets, with CODESYS configured.
    await cc.core.settings.update((s) => ({
      ...s,
      codesys: { ...s.codesys, executablePath: join(packageRoot(), 'standins', 'codesys', 'CODESYS') },
      mcp: { ...s.mcp, toolsets: [...DEFAULT_TOOLSETS] },
    }));
    agent = new Client(
      { name: 'toolset-follower', version: '1.0.0' },
      { listChanged: { tools: { debounceMs: 0, onChanged: (_error, tools) => void heard.push((tools ?? []).map((t) => t.name)) } } },
    );
    await agent.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    ({ page, errors: pageErrors } = await signedInPage(context, cc.loginUrl()));
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await agent?.close().catch(() => undefined);
    await browser?.close();
    await cc?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const listed = async () => (await agent.listTools()).tools.map((t) => t.name);
  const save = () => page.getByRole('button', { name: 'Save settings' }).click();

  it('adds a toolset only after the person confirms it; the agent hears it and lists its tools', { timeout: 60_000 }, async () => {
    expect(await listed()).not.toContain('codesys_add_device');
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Settings/ }).click();
    const group = page.getByRole('group', { name: 'Toolsets agents see' });
    await group.waitFor();
    await expect.poll(() => group.getByRole('checkbox', { name: /^codesys-build / }).isChecked()).toBe(true);
    const devices = group.getByRole('checkbox', { name: /^codesys-devices / });
    expect(await devices.isChecked()).toBe(false);
    await devices.check();
    await group.screenshot({ path: join(SCREENSHOTS, 'settings-toolsets.png') });
    await save();

    const dialog = page.getByRole('alertdialog', { name: 'This change gives agents more room' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Agents will see the codesys-devices toolset');
    await dialog.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-toolsets-confirm.png') });
    // Not saved, and nothing told to agents, until the person says yes.
    expect(cc.core.settings.current.mcp.toolsets).not.toContain('codesys-devices');
    expect(heard).toEqual([]);

    await dialog.getByRole('button', { name: 'Yes, save these settings' }).click();
    await page.getByText('Saved.').waitFor();
    expect(cc.core.settings.current.mcp.toolsets).toContain('codesys-devices');
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(1);
    expect(heard[0]).toContain('codesys_add_device');
  });

  it('turns read-only mode on at once; the agent then lists only tools that change nothing', { timeout: 60_000 }, async () => {
    const readOnly = page.getByRole('checkbox', { name: 'Read-only mode' });
    await readOnly.check();
    await save();
    await page.getByText('Saved.').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(cc.core.settings.current.mcp.readOnly).toBe(true);
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(2);
    expect(heard[1]).toEqual(expect.arrayContaining(['read_pou', 'codesys_read_device']));
    expect(heard[1]).not.toContain('update_pou');
    expect(heard[1]).not.toContain('codesys_add_device');
    expect(pageErrors).toEqual([]);
  });
});
