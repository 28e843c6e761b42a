import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../files/index.ts';
import { UI_CSP } from '../host/static-files.ts';
import { isPermissionGranted, isTrustedSender, mainWindowOptions } from './window-security.ts';

describe('the window lock-down', () => {
  it('keeps Node out of the page and the preload sandboxed', () => {
    const { webPreferences } = mainWindowOptions({ preload: '/app/dist/preload/preload.cjs', icon: '/app/assets/icon.png' });
    expect(webPreferences).toMatchObject({
      preload: '/app/dist/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
    });
  });

  it("enforces the host's content security policy in the page the window loads from disk", async () => {
    // A file:// page gets no response headers, so the policy has to travel in the page itself.
    const html = await readFile(`${packageRoot()}/src-renderer/index.html`, 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const withoutFrameAncestors = UI_CSP.split(/;\s*/)
      .filter((directive) => !directive.startsWith('frame-ancestors'))
      .join('; ');
    expect(meta).toBe(withoutFrameAncestors);
    expect(meta).toContain("script-src 'self'");
    expect(meta).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('answers IPC only from the top frame of its own window showing its own page', () => {
    const page = 'file:///opt/Interlock/resources/app.asar/dist/renderer/index.html';
    const window = { webContents: { id: 7 } };
    const frame = (url: string, parent: unknown = null) => ({ url, parent });
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: frame(`${page}#/approvals/abc`) }, window, page)).toBe(true);
    expect(isTrustedSender({ sender: { id: 8 }, senderFrame: frame(page) }, window, page)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: frame(page, {}) }, window, page)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: frame('file:///tmp/evil.html') }, window, page)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: null }, window, page)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: frame(page) }, null, page)).toBe(false);
  });

  it('grants the page the clipboard write its Copy buttons need and nothing else', () => {
    expect(isPermissionGranted('clipboard-sanitized-write')).toBe(true);
    for (const permission of ['clipboard-read', 'media', 'notifications', 'openExternal', 'geolocation']) expect(isPermissionGranted(permission)).toBe(false);
  });
});
