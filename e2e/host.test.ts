// The headless host as a person and other local programs meet it: login, API access rules, files it leaves in
// the data directory, and one control center per data directory.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { currentWindowsUser, readAcl } from '../src-main/instance/owner-only.ts';
import { startInterlock } from './support/processes.ts';
import { UiSession } from './support/ui-session.ts';

function raw(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('host access rules', () => {
  let cc: ControlCenter;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-host-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
  });
  afterAll(async () => {
    await cc.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 401 to unauthenticated UI and API requests', async () => {
    expect((await raw(cc.url, '/api/invoke/state:snapshot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    expect((await raw(cc.url, '/api/events')).status).toBe(401);
    const page = await raw(cc.url, '/');
    expect(page.status).toBe(401);
    expect(page.body).toMatch(/interlock open/);
    // A forged cookie does not help.
    expect((await raw(cc.url, '/api/events', { headers: { cookie: 'interlock_session=9999999999999.abc.def' } })).status).toBe(401);
  });

  it('answers 403 to a foreign Origin or Host on every route', async () => {
    for (const path of ['/', '/api/events', '/health', '/login?code=x', '/mcp']) {
      expect((await raw(cc.url, path, { headers: { origin: 'http://evil.example.com' } })).status, path).toBe(403);
      expect((await raw(cc.url, path, { headers: { host: 'evil.example.com' } })).status, path).toBe(403);
    }
  });

  it('lets a browser in through the one-time login link with an HttpOnly SameSite=Strict cookie', async () => {
    const link = cc.loginUrl();
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toContain(cc.token.reveal());
    const second = await fetch(link, { redirect: 'manual' });
    expect(second.status).toBe(401); // one-time

    const session = await UiSession.login(cc.loginUrl());
    const snapshot = await session.invoke('state:snapshot', {});
    expect(snapshot.state.host.httpUrl).toBe(cc.url);
    const bad = await fetch(`${cc.url}/api/invoke/approval:decide`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ approvalId: 'nope', decision: 'maybe' }),
    });
    expect(await bad.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Invalid request for approval:decide/) });
  });

  it('counts an open event stream as an attached UI', async () => {
    const session = await UiSession.login(cc.loginUrl());
    expect(cc.core.gate.uiAttached).toBe(false);
    await session.attach();
    await expect.poll(() => cc.core.gate.uiAttached).toBe(true);
    session.close();
    await expect.poll(() => cc.core.gate.uiAttached).toBe(false);
  });

  it('keeps the token and the server record readable by the owner only', async () => {
    if (process.platform === 'win32') {
      // Mode bits mean nothing to Windows: one ACL entry, full control for this account, nothing inherited.
      const { name } = await currentWindowsUser();
      for (const file of ['token', 'server.json']) expect(await readAcl(join(dataDir, file)), file).toEqual([{ principal: name, rights: '(F)' }]);
    } else {
      expect((await stat(join(dataDir, 'token'))).mode & 0o777).toBe(0o600);
      expect((await stat(join(dataDir, 'server.json'))).mode & 0o777).toBe(0o600);
    }
    const record = JSON.parse(await readFile(join(dataDir, 'server.json'), 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ pid: process.pid, url: cc.url, tokenPath: join(dataDir, 'token') });
    expect(JSON.stringify(record)).not.toContain(cc.token.reveal());
  });
});

describe('one control center per data directory', () => {
  it('a second serve refuses while the first is alive and takes over after it died', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-lock-'));
    const first = startInterlock(['serve', '--data-dir', dataDir, '--port', '0']);
    try {
      await first.waitFor(/Control center: (http:\S+)/);
      const second = startInterlock(['serve', '--data-dir', dataDir, '--port', '0']);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(new RegExp(`already running for this data directory \\(pid ${first.child.pid}`));

      first.child.kill('SIGKILL'); // dies without cleaning up: server.json stays behind
      await first.exited;
      const stale = JSON.parse(await readFile(join(dataDir, 'server.json'), 'utf8')) as { pid: number };
      expect(stale.pid).toBe(first.child.pid);

      const third = startInterlock(['serve', '--data-dir', dataDir, '--port', '0']);
      try {
        const [, url] = await third.waitFor(/Control center: (http:\S+)/);
        const record = JSON.parse(await readFile(join(dataDir, 'server.json'), 'utf8')) as { pid: number; url: string };
        expect(record).toMatchObject({ pid: third.child.pid, url });
        expect((await fetch(`${url}/health`)).status).toBe(200);
      } finally {
        expect(await third.stop()).toBe(0);
      }
      await expect(stat(join(dataDir, 'server.json'))).rejects.toThrow(); // a clean stop removes the record
    } finally {
      await first.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a token rotated with `interlock token --rotate` takes effect in the running control center at once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-rotate-'));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    try {
      const old = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
      const rotate = startInterlock(['token', '--rotate', '--data-dir', dataDir]);
      expect(await rotate.exited).toBe(0);
      const fresh = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
      expect(fresh).not.toBe(old);
      const post = (token: string) =>
        fetch(cc.mcpUrl, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
      expect((await post(old)).status).toBe(401);
      expect((await post(fresh)).status).not.toBe(401);
    } finally {
      await cc.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a port that is taken, saying which', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-port-'));
    const other = await mkdtemp(join(tmpdir(), 'interlock-port2-'));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    try {
      await writeFile(join(other, 'settings.json'), JSON.stringify({ port: Number(new URL(cc.url).port) }));
      const clash = startInterlock(['serve', '--data-dir', other]);
      expect(await clash.exited).toBe(1);
      expect(clash.output()).toMatch(/Port \d+ on 127\.0\.0\.1 is already in use/);
      await expect(stat(join(other, 'server.json'))).rejects.toThrow();
    } finally {
      await cc.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(other, { recursive: true, force: true });
    }
  });
});
