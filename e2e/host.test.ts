// The headless host as a person, an agent and other local programs meet it: login, the line between the agent's
// bearer token and the person's UI, request time limits, files it leaves in the data directory, and one control
// center per data directory.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../src-shared/audit-entry.ts';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { currentWindowsUser, readAcl } from '../src-main/instance/owner-only.ts';
import { loginLink, readLoginKey, signLoginCode } from '../src-main/host/browser-access.ts';
import { counterDomain, type Counter } from '../src-main/mcp/test-support/counter-domain.ts';
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

const json = { 'content-type': 'application/json' };

/** What `interlock open` does: a link signed with the UI key the running control center keeps. */
async function personLink(cc: ControlCenter, dataDir: string, now = Date.now()): Promise<string> {
  return loginLink(cc.url, signLoginCode((await readLoginKey(dataDir))!, now));
}

async function auditEntries(cc: ControlCenter): Promise<AuditEntry[]> {
  return (await cc.core.audit.read()).entries;
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
    expect((await raw(cc.url, '/api/invoke/state:snapshot', { method: 'POST', headers: json, body: '{}' })).status).toBe(401);
    expect((await raw(cc.url, '/api/events')).status).toBe(401);
    const page = await raw(cc.url, '/');
    expect(page.status).toBe(401);
    expect(page.body).toMatch(/interlock open/);
    // A forged cookie does not help.
    expect((await raw(cc.url, '/api/events', { headers: { cookie: 'interlock_session=9999999999999.abc.def' } })).status).toBe(401);
  });

  it('answers 403 to a foreign Origin or Host on every route', async () => {
    for (const path of ['/', '/api/events', '/health', '/login?code=x', '/login/wait', '/mcp']) {
      expect((await raw(cc.url, path, { headers: { origin: 'http://evil.example.com' } })).status, path).toBe(403);
      expect((await raw(cc.url, path, { headers: { host: 'evil.example.com' } })).status, path).toBe(403);
    }
  });

  it('lets a browser in through a one-time login link with an HttpOnly SameSite=Strict cookie', async () => {
    const link = await personLink(cc, dataDir);
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toContain(cc.token.reveal());
    const second = await fetch(link, { redirect: 'manual' });
    expect(second.status).toBe(401); // one-time

    const session = await UiSession.login(await personLink(cc, dataDir));
    const snapshot = await session.invoke('state:snapshot', {});
    expect(snapshot.state.host.httpUrl).toBe(cc.url);
    const bad = await fetch(`${cc.url}/api/invoke/approval:decide`, {
      method: 'POST',
      headers: { cookie: session.cookie, ...json },
      body: JSON.stringify({ approvalId: 'nope', decision: 'maybe' }),
    });
    expect(await bad.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Invalid request for approval:decide/) });
    // Every browser login is in the audit, with the session it started.
    const sessionId = session.cookie.split('=')[1]!.split('.')[0]!;
    expect((await auditEntries(cc)).find((e) => e.tool === 'browser-login' && JSON.stringify(e.args).includes(sessionId))).toMatchObject({
      decision: { outcome: 'approved', by: 'person', ui: { kind: 'browser', sessionId } },
    });
  });

  it('refuses an expired login link and a tampered one', async () => {
    const expired = await personLink(cc, dataDir, Date.now() - 11 * 60_000);
    expect((await fetch(expired, { redirect: 'manual' })).status).toBe(401);
    const valid = new URL(await personLink(cc, dataDir));
    const [expires, nonce, signature] = valid.searchParams.get('code')!.split('.');
    valid.searchParams.set('code', `${Number(expires) + 86_400_000}.${nonce}.${signature}`);
    expect((await fetch(valid, { redirect: 'manual' })).status).toBe(401);
  });

  it('counts an open event stream as an attached UI', async () => {
    const session = await UiSession.login(await personLink(cc, dataDir));
    expect(cc.core.gate.uiAttached).toBe(false);
    await session.attach();
    await expect.poll(() => cc.core.gate.uiAttached).toBe(true);
    session.close();
    await expect.poll(() => cc.core.gate.uiAttached).toBe(false);
  });

  it('keeps the token, the UI key, the browser sessions and the server record readable by the owner only', async () => {
    // Mode bits mean nothing to Windows: there, one ACL entry, full control for this account, nothing inherited.
    const name = process.platform === 'win32' ? (await currentWindowsUser()).name : '';
    for (const file of ['token', 'server.json', 'ui-login.key', 'ui-sessions.json']) {
      if (process.platform === 'win32') expect(await readAcl(join(dataDir, file)), file).toEqual([{ principal: name, rights: '(F)' }]);
      else expect((await stat(join(dataDir, file))).mode & 0o777, file).toBe(0o600);
    }
    const record = JSON.parse(await readFile(join(dataDir, 'server.json'), 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ pid: process.pid, url: cc.url, tokenPath: join(dataDir, 'token') });
    expect(JSON.stringify(record)).not.toContain(cc.token.reveal());
    // Sessions are stored as hashes: the file alone lets nobody in.
    const sessions = await readFile(join(dataDir, 'ui-sessions.json'), 'utf8');
    const session = await UiSession.login(await personLink(cc, dataDir));
    expect(sessions + (await readFile(join(dataDir, 'ui-sessions.json'), 'utf8'))).not.toContain(session.cookie.split('.')[1]);
  });

  it('answers 413 to an oversized API body', async () => {
    const session = await UiSession.login(await personLink(cc, dataDir));
    const huge = JSON.stringify({ settings: 'x'.repeat(3 * 1024 * 1024) });
    expect((await raw(cc.url, '/api/invoke/settings:update', { method: 'POST', headers: { cookie: session.cookie, ...json }, body: huge })).status).toBe(413);
  });
});

describe.each(['legacy', 'modern'] as const)('an agent holding only the bearer token (%s era)', (era) => {
  const counter: Counter = { value: 0 };
  let cc: ControlCenter;
  let dataDir: string;
  let person: UiSession;
  let agent: Client;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-attack-'));
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [join(dataDir, 'projects')] }));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [counterDomain(counter)] });
    person = await UiSession.login(await personLink(cc, dataDir));
    await person.attach();
    agent = new Client({ name: 'attacker', version: '6.6.6' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
    await agent.connect(
      new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }),
    );
  });
  afterAll(async () => {
    person.close();
    await agent.close().catch(() => undefined);
    await cc.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('cannot approve its own card, open the UI or widen the settings; the person still decides', async () => {
    const token = cc.token.reveal();
    const bearer = { authorization: `Bearer ${token}` };
    const settingsBefore = await readFile(join(dataDir, 'settings.json'), 'utf8');
    const call = agent.callTool({ name: 'bump', arguments: { by: 5 } });
    const card = await person.nextApproval();
    const uiBefore = cc.core.store.state.uiClients;

    // A login code signed with the token, the way one was once derived from it, is no login code.
    const payload = `${Date.now() + 60_000}.${randomBytes(9).toString('base64url')}`;
    for (const label of ['login:', 'interlock-login:']) {
      const forged = `${payload}.${createHmac('sha256', token).update(`${label}${payload}`).digest('base64url')}`;
      expect((await raw(cc.url, `/login?code=${encodeURIComponent(forged)}`)).status).toBe(401);
    }
    expect((await raw(cc.url, '/login', { headers: bearer })).status).toBe(401);
    expect((await raw(cc.url, '/login/wait', { headers: bearer })).status).toBe(403);

    // The token opens no UI route, whichever way it is sent.
    const asToken = [bearer, { cookie: `interlock_session=${token}` }, { cookie: `interlock_session=x.${token}` }];
    for (const headers of asToken) {
      expect((await raw(cc.url, '/api/events', { headers })).status).toBe(401);
      expect((await raw(cc.url, '/', { headers })).status).toBe(401);
      const decide = await raw(cc.url, '/api/invoke/approval:decide', { method: 'POST', headers: { ...headers, ...json }, body: JSON.stringify({ approvalId: card.id, decision: 'approve-always' }) });
      expect(decide.status).toBe(401);
      const widen = await raw(cc.url, '/api/invoke/settings:update', {
        method: 'POST',
        headers: { ...headers, ...json },
        body: JSON.stringify({ settings: { projectRoots: ['/'], approvals: { alwaysApproveTools: ['bump'] } } }),
      });
      expect(widen.status).toBe(401);
    }
    // Nothing reachable over MCP hands out anything of the person's.
    const key = (await readLoginKey(dataDir))!.toString('hex');
    for (const name of ['get_interlock_status', 'describe_tools']) {
      const result = JSON.stringify(await agent.callTool({ name, arguments: {} }));
      expect(result).not.toContain(key);
      expect(result).not.toContain(person.cookie.split('=')[1]);
    }

    // Nothing changed: the card still waits, no UI was added, the settings file is as it was, the counter too.
    expect(cc.core.gate.pending().map((a) => a.id)).toEqual([card.id]);
    expect(cc.core.store.state.uiClients).toBe(uiBefore);
    expect(await readFile(join(dataDir, 'settings.json'), 'utf8')).toBe(settingsBefore);
    expect(cc.core.settings.current.approvals.alwaysApproveTools).toEqual([]);
    expect(counter.value).toBe(0);

    // The person's own answer still works, and the record names the browser session that gave it.
    await person.invoke('approval:decide', { approvalId: card.id, decision: 'approve-once' });
    expect((await call).isError).toBeFalsy();
    expect(counter.value).toBe(5);
    const sessionId = person.cookie.split('=')[1]!.split('.')[0]!;
    const record = (await auditEntries(cc)).find((e) => e.tool === 'bump');
    expect(record).toMatchObject({ decision: { outcome: 'approved', by: 'person', ui: { kind: 'browser', sessionId } }, outcome: 'succeeded' });
    counter.value = 0;
  });
});

describe('shutting down with a UI and an agent attached', () => {
  it('detaches the event streams first, so the agents leaving write nothing to an ended stream', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-shutdown-'));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    // Writing to an ended response throws outside any test (on the response, a tick later).
    const thrown: unknown[] = [];
    const record = (err: unknown) => thrown.push(err);
    process.on('uncaughtException', record);
    try {
      const person = await UiSession.login(await personLink(cc, dataDir));
      await person.attach();
      const agent = new Client({ name: 'leaving', version: '1.0.0' });
      await agent.connect(
        new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }),
      );
      await expect.poll(() => Object.keys(cc.core.store.state.agents).length).toBe(1);
      expect(cc.core.gate.uiAttached).toBe(true);
      // The tab closing as the host stops (its request's close event still on the way).
      person.close();
      await cc.close();
      expect(cc.core.gate.uiAttached).toBe(false);
      await new Promise((resolve) => setImmediate(resolve));
      expect(thrown).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('changes that widen trust', () => {
  let cc: ControlCenter;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-widen-'));
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [join(dataDir, 'projects')] }));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
  });
  afterAll(async () => {
    await cc.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are saved only after the person confirmed exactly them, and are audited with the UI that made them', async () => {
    const person = await UiSession.login(await personLink(cc, dataDir));
    const sessionId = person.cookie.split('=')[1]!.split('.')[0]!;
    const before = await readFile(join(dataDir, 'settings.json'), 'utf8');
    const { settings } = await person.invoke('settings:get', {});
    const wider = { ...settings, projectRoots: [...settings.projectRoots, tmpdir()], approvals: { ...settings.approvals, alwaysApproveTools: ['update_pou'] } };

    const asked = await person.invoke('settings:update', { settings: wider });
    expect(asked).toMatchObject({ saved: false, widening: [{ kind: 'always-approve' }, { kind: 'project-root' }] });
    expect(await readFile(join(dataDir, 'settings.json'), 'utf8')).toBe(before);
    const confirm = asked.saved ? '' : asked.confirm;

    // A confirmation is for one exact change: it does not carry over to a wider one.
    const wider2 = { ...wider, projectRoots: [...wider.projectRoots, '/'] };
    expect(await person.invoke('settings:update', { settings: wider2, confirm })).toMatchObject({ saved: false });
    expect(await readFile(join(dataDir, 'settings.json'), 'utf8')).toBe(before);

    expect(await person.invoke('settings:update', { settings: wider, confirm })).toMatchObject({ saved: true, settings: { projectRoots: wider.projectRoots } });
    const record = (await auditEntries(cc)).find((e) => e.tool === 'settings:update');
    expect(record).toMatchObject({ decision: { by: 'person', ui: { kind: 'browser', sessionId } } });
    expect(JSON.stringify(record!.args)).toContain('update_pou');

    // Narrowing needs no confirmation.
    expect(await person.invoke('settings:update', { settings: { ...wider, projectRoots: settings.projectRoots } })).toMatchObject({ saved: true });

    // A reset is no way round the confirmation: back to the default program it would widen, so it is refused.
    const ownCli = { ...(await person.invoke('settings:get', {})).settings, openplc: { ...settings.openplc, cliPath: '/opt/openplc/openplc-cli' } };
    const askedCli = await person.invoke('settings:update', { settings: ownCli });
    expect(askedCli).toMatchObject({ saved: false, widening: [{ kind: 'program' }] });
    await person.invoke('settings:update', { settings: ownCli, confirm: askedCli.saved ? '' : askedCli.confirm });
    const beforeReset = await readFile(join(dataDir, 'settings.json'), 'utf8');
    await expect(person.invoke('settings:reset', {})).rejects.toThrow(/A reset would give agents more than they have now \(Interlock will run openplc-cli/);
    expect(await readFile(join(dataDir, 'settings.json'), 'utf8')).toBe(beforeReset);
  });
});

describe('login links', () => {
  it('work once, even across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-replay-'));
    try {
      let cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
      const port = Number(new URL(cc.url).port);
      const used = await personLink(cc, dataDir);
      const unused = await personLink(cc, dataDir);
      expect((await fetch(used, { redirect: 'manual' })).status).toBe(303);
      const session = await UiSession.login(await personLink(cc, dataDir));
      await cc.close();

      cc = await startControlCenter({ dataDir, port, demo: false, domains: [] });
      try {
        expect((await fetch(used, { redirect: 'manual' })).status).toBe(401);
        expect((await fetch(unused, { redirect: 'manual' })).status).toBe(303);
        // A browser session survives the restart.
        expect((await session.invoke('state:snapshot', {})).state.host.httpUrl).toBe(cc.url);
      } finally {
        await cc.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('come from `interlock open`, signed without the agents token', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-open-'));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
    try {
      const open = startInterlock(['open', '--data-dir', dataDir]);
      expect(await open.exited).toBe(0);
      const link = /http:\S+\/login\?code=\S+/.exec(open.output())![0];
      const session = await UiSession.login(link);
      expect((await session.invoke('state:snapshot', {})).state.host.pid).toBe(process.pid);
    } finally {
      await cc.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('while the tray app runs, a browser login also needs the person in the app', () => {
  let cc: ControlCenter;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-consent-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [], browserLoginNeedsConsent: true });
  });
  afterAll(async () => {
    await cc.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Opens a link the way a browser does; returns the claim cookie the browser then waits with. */
  const openLink = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 TestBrowser/1.0' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login/wait');
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  };
  const wait = (claim: string) => fetch(`${cc.url}/login/wait`, { redirect: 'manual', headers: { cookie: claim } });

  it('waits until the window allows it, then starts a session the audit credits to the window', async () => {
    const claim = await openLink(await personLink(cc, dataDir));
    const waiting = await wait(claim);
    expect(waiting.status).toBe(202);
    const page = await waiting.text();
    expect(page).toContain('Allow this browser in the Interlock window');
    expect(page).toContain('http-equiv="refresh"'); // it re-asks by itself, no script needed
    const [request] = cc.core.store.state.loginRequests;
    expect(request).toMatchObject({ userAgent: 'Mozilla/5.0 TestBrowser/1.0' });

    // Holding the agents' token does not answer it.
    const byToken = await raw(cc.url, '/api/invoke/login:decide', {
      method: 'POST',
      headers: { authorization: `Bearer ${cc.token.reveal()}`, ...json },
      body: JSON.stringify({ requestId: request!.id, allow: true }),
    });
    expect(byToken.status).toBe(401);
    expect((await wait(claim)).status).toBe(202);

    expect(await cc.handlers['login:decide']({ requestId: request!.id, allow: true }, { kind: 'window' })).toEqual({ decided: true });
    expect(cc.core.store.state.loginRequests).toEqual([]);
    const allowed = await wait(claim);
    expect(allowed.status).toBe(303);
    const cookie = allowed.headers.getSetCookie().find((c) => c.startsWith('interlock_session='))!.split(';')[0]!;
    expect((await raw(cc.url, '/api/invoke/state:snapshot', { method: 'POST', headers: { cookie, ...json }, body: '{}' })).status).toBe(200);
    expect((await wait(claim)).status).toBe(403); // the claim is spent
    const sessionId = cookie.split('=')[1]!.split('.')[0]!;
    expect((await auditEntries(cc)).find((e) => e.tool === 'browser-login' && JSON.stringify(e.args).includes(sessionId))).toMatchObject({
      decision: { by: 'person', ui: { kind: 'window' } },
    });
  });

  it('refuses the browser when the person refuses, and lets the app\'s own "Open in browser" straight in', async () => {
    const claim = await openLink(await personLink(cc, dataDir));
    const [request] = cc.core.store.state.loginRequests;
    expect(await cc.handlers['login:decide']({ requestId: request!.id, allow: false }, { kind: 'window' })).toEqual({ decided: true });
    const refused = await wait(claim);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const fromTray = await fetch(cc.loginUrl(), { redirect: 'manual' });
    expect(fromTray.status).toBe(303);
    expect(fromTray.headers.get('location')).toBe('/');
  });
});

describe('request time limits', () => {
  let cc: ControlCenter;
  let dataDir: string;
  const counter: Counter = { value: 0 };
  const sockets: Array<ReturnType<typeof netConnect>> = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-slow-'));
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [counterDomain(counter)], requestTimeouts: { headersMs: 500, requestMs: 1000 } });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await cc.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends `head` and keeps the connection open without finishing the request; resolves with what came back. */
  const dribble = (head: string) =>
    new Promise<string>((resolve) => {
      const socket = netConnect(Number(new URL(cc.url).port), '127.0.0.1');
      sockets.push(socket);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
      socket.write(head);
    });

  it('cuts off slow headers and slow bodies, on the API and on /mcp, while /health answers', async () => {
    const host = `Host: ${new URL(cc.url).host}\r\n`;
    const person = await UiSession.login(await personLink(cc, dataDir));
    const slow = [
      dribble(`GET /health HTTP/1.1\r\n${host}X-Slow: `),
      dribble(`POST /api/invoke/state:snapshot HTTP/1.1\r\n${host}Cookie: ${person.cookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`),
      dribble(`POST /mcp HTTP/1.1\r\n${host}Authorization: Bearer ${cc.token.reveal()}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{`),
    ];
    for (let i = 0; i < 3; i++) expect((await fetch(`${cc.url}/health`)).status).toBe(200);
    for (const answer of await Promise.all(slow)) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still lets an answer take as long as the person needs', async () => {
    const person = await UiSession.login(await personLink(cc, dataDir));
    await person.attach();
    const agent = new Client({ name: 'patient', version: '1' });
    await agent.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
    try {
      const call = agent.callTool({ name: 'bump', arguments: { by: 1 } });
      const card = await person.nextApproval();
      await new Promise((r) => setTimeout(r, 1500)); // longer than the request limit
      await person.invoke('approval:decide', { approvalId: card.id, decision: 'approve-once' });
      expect((await call).isError).toBeFalsy();
    } finally {
      person.close();
      await agent.close();
    }
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
