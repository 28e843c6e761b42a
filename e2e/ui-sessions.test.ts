// Signed-in UI sessions as the person manages them in Settings: listed with what signed in and when, and revoked at
// once (event stream closed, cookie dead, on disk too), with an audit record. Only a UI may do this; the agents'
// bearer token reaches neither the list nor the revoke.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../src-main/control-center/index.ts';
import { APP_USER_AGENT, loginLink, readLoginKey, signLoginCode, uiSessionsPath } from '../src-main/host/browser-access.ts';
import { launchChromium, requireBuiltRenderer } from './support/chromium.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const json = { 'content-type': 'application/json' };

let cc: ControlCenter;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-ui-sessions-'));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
});
afterAll(async () => {
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Signs in as a person would (a link from `interlock open`), sending `userAgent`; returns the cookie and session id. */
async function signIn(userAgent: string): Promise<{ cookie: string; id: string }> {
  const link = loginLink(cc.url, signLoginCode((await readLoginKey(dataDir))!, Date.now()));
  const response = await fetch(link, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(303);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('interlock_session='))!.split(';')[0]!;
  return { cookie, id: cookie.split('=')[1]!.split('.')[0]! };
}

function invoke(cookie: string, channel: string, request: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  return fetch(`${cc.url}/api/invoke/${channel}`, { method: 'POST', headers: { cookie, ...json, ...extraHeaders }, body: JSON.stringify(request) });
}

/** An open /api/events stream; `ended` settles when the server closes it. */
async function openEvents(cookie: string): Promise<{ ended: Promise<void>; abort: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${cc.url}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read(); // ": connected"
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return;
  })().catch(() => undefined);
  return { ended, abort: () => controller.abort() };
}

describe('signed-in UI sessions', () => {
  it('are listed with what signed in, when, when last seen, open streams and which one asks', async () => {
    const before = Date.now();
    const browser = await signIn(FIREFOX);
    const app = await signIn(`${APP_USER_AGENT}/0.1.0`);
    const stream = await openEvents(app.cookie);
    try {
      const response = await invoke(browser.cookie, 'ui-sessions:list', {});
      const { value } = (await response.json()) as { value: { sessions: Array<Record<string, unknown>> } };
      expect(value.sessions.find((s) => s.id === browser.id)).toMatchObject({ kind: 'browser', label: 'Firefox on Windows', openStreams: 0, current: true });
      expect(value.sessions.find((s) => s.id === app.id)).toMatchObject({ kind: 'app', label: 'Interlock app window (attached)', openStreams: 1, current: false });
      for (const s of value.sessions) {
        expect(s.signedInAt as number).toBeGreaterThanOrEqual(before);
        expect(s.lastSeenAt as number).toBeGreaterThanOrEqual(s.signedInAt as number);
      }
      // The window (IPC) sees the same list, none of it its own.
      const fromWindow = await cc.handlers['ui-sessions:list']({}, { kind: 'window' });
      expect(fromWindow.sessions.map((s) => s.id)).toEqual(expect.arrayContaining([browser.id, app.id]));
      expect(fromWindow.sessions.every((s) => !s.current)).toBe(true);
    } finally {
      stream.abort();
    }
  });

  it('revoked: its event stream ends at once, its cookie opens nothing, the file forgets it, and the audit names who did it', async () => {
    const person = await signIn(FIREFOX);
    const other = await signIn('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36');
    const stream = await openEvents(other.cookie);
    const streamsOf = async (id: string) => (await cc.handlers['ui-sessions:list']({}, { kind: 'window' })).sessions.find((s) => s.id === id)?.openStreams;
    expect(await streamsOf(other.id)).toBe(1);

    const response = await invoke(person.cookie, 'ui-sessions:revoke', { sessionId: other.id });
    expect(await response.json()).toEqual({ ok: true, value: { revoked: true } });
    await stream.ended;

    expect((await invoke(other.cookie, 'state:snapshot', {})).status).toBe(401);
    expect((await fetch(`${cc.url}/api/events`, { headers: { cookie: other.cookie } })).status).toBe(401);
    expect(await readFile(uiSessionsPath(dataDir), 'utf8')).not.toContain(other.id);
    const listed = await cc.handlers['ui-sessions:list']({}, { kind: 'window' });
    expect(listed.sessions.map((s) => s.id)).not.toContain(other.id);
    const record = (await cc.core.audit.read()).entries.find((e) => e.tool === 'ui-session:revoke' && JSON.stringify(e.args).includes(other.id));
    expect(record).toMatchObject({ decision: { by: 'person', ui: { kind: 'browser', sessionId: person.id } }, outcome: 'succeeded' });
    expect(record?.args).toMatchObject({ sessionId: other.id, kind: 'browser', label: 'Chrome on Linux' });
    // The person's own session is untouched.
    expect((await invoke(person.cookie, 'state:snapshot', {})).status).toBe(200);
  });

  it('revoking a session that is not signed in changes nothing and records nothing', async () => {
    const auditBefore = (await cc.core.audit.read()).entries.length;
    expect(await cc.handlers['ui-sessions:revoke']({ sessionId: 'no-such-session' }, { kind: 'window' })).toEqual({ revoked: false });
    expect((await cc.core.audit.read()).entries.length).toBe(auditBefore);
  });

  it('cannot be listed or revoked with the agents bearer token, over the UI API or over MCP', async () => {
    const victim = await signIn(FIREFOX);
    const bearer = { authorization: `Bearer ${cc.token.reveal()}` };
    for (const channel of ['ui-sessions:list', 'ui-sessions:revoke']) {
      const response = await fetch(`${cc.url}/api/invoke/${channel}`, { method: 'POST', headers: { ...bearer, ...json }, body: JSON.stringify(channel.endsWith('revoke') ? { sessionId: victim.id } : {}) });
      expect(response.status, channel).toBe(401);
    }
    const agent = new Client({ name: 'session-thief', version: '1' });
    await agent.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: bearer } }));
    try {
      const { tools } = await agent.listTools();
      expect(tools.filter((t) => /session|login|ui/i.test(t.name)).map((t) => t.name)).toEqual([]);
      const attempt = await agent.callTool({ name: 'ui-sessions:revoke', arguments: { sessionId: victim.id } }).catch((err: unknown) => ({ isError: true, error: String(err) }));
      expect(attempt).toMatchObject({ isError: true });
    } finally {
      await agent.close();
    }
    expect((await invoke(victim.cookie, 'state:snapshot', {})).status).toBe(200);
    expect((await cc.core.audit.read()).entries.some((e) => e.tool === 'ui-session:revoke' && JSON.stringify(e.args).includes(victim.id))).toBe(false);
  });
});

describe('in the browser', () => {
  it('Sign out in Settings ends this browser at once, and a revoke from the window ends another', async () => {
    requireBuiltRenderer();
    const browser = await launchChromium();
    try {
      const mine = await browser.newPage();
      await mine.goto(cc.loginUrl());
      await mine.goto(`${cc.url}/#/settings`);
      const other = await browser.newContext().then((context) => context.newPage());
      await other.goto(cc.loginUrl());
      await other.getByRole('heading', { name: 'Overview' }).first().waitFor();

      const panel = mine.locator('section', { has: mine.getByRole('heading', { name: 'Signed-in sessions' }) });
      await panel.getByText('(this browser)').waitFor();
      const { sessions } = await cc.handlers['ui-sessions:list']({}, { kind: 'window' });
      expect(sessions.filter((s) => s.openStreams > 0)).toHaveLength(2);

      await panel.getByRole('button', { name: /^Sign out / }).click();
      await mine.getByRole('heading', { name: 'Open Interlock from its login link' }).waitFor({ timeout: 15_000 });

      const left = (await cc.handlers['ui-sessions:list']({}, { kind: 'window' })).sessions.filter((s) => s.openStreams > 0);
      expect(left).toHaveLength(1);
      await cc.handlers['ui-sessions:revoke']({ sessionId: left[0]!.id }, { kind: 'window' });
      await other.getByRole('heading', { name: 'Open Interlock from its login link' }).waitFor({ timeout: 15_000 });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
