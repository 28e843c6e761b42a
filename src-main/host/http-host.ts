// The one HTTP server of a control center, on 127.0.0.1 only:
//   /health          unauthenticated liveness, no secrets
//   /login?code=...  one-time login link → browser session cookie (or, while the tray app runs, a request the
//   /login/wait      person must allow in the app; the waiting browser polls here)
//   /api/invoke/:ch  the UI contract (POST, session cookie)   /api/events  state events (SSE, session cookie)
//   /mcp             Streamable HTTP MCP (bearer token; the token opens nothing else)
//   everything else  the built renderer (session cookie)
// Every request first passes the Host/Origin check; headers and bodies must arrive within a time limit.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UiActor } from '../../src-shared/app-state.ts';
import type { UiSessionView } from '../../src-shared/contract.ts';
import type { ContractHandlers } from '../api/index.ts';
import { dispatchInvoke, recordPersonAction } from '../api/index.ts';
import type { Core } from '../core/index.ts';
import type { McpHttpEndpoint } from '../mcp/http-endpoint.ts';
import type { LocalToken } from '../instance/local-token.ts';
import { readCookie, SESSION_COOKIE, type BrowserAccess } from './browser-access.ts';
import { LOGIN_CLAIM_COOKIE, LOGIN_REQUEST_TTL_MS, type LoginConsent } from './login-consent.ts';
import { checkHostAndOrigin } from './request-guard.ts';
import { SECURITY_HEADERS, StaticFiles } from './static-files.ts';
import { describeUiSession } from './ui-session-label.ts';

const MAX_API_BODY_BYTES = 2 * 1024 * 1024;
const SSE_HEARTBEAT_MS = 15_000;
const LOGIN_POLL_SECONDS = 2;

/**
 * How long a client may take to send a request: its headers, and the whole request including the body (a slow
 * body is cut off with 408). Answers may take as long as they need (an MCP call waits for the person).
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

export interface HttpHostOptions {
  core: Core;
  token: LocalToken;
  access: BrowserAccess;
  /** Set while the tray app runs: a browser then also needs the person's consent in the app. */
  consent: LoginConsent | null;
  handlers: ContractHandlers;
  mcp: McpHttpEndpoint;
  rendererDir: string;
  version: string;
  timeouts?: RequestTimeouts;
}

export class HttpHost {
  readonly #options: HttpHostOptions;
  readonly #server: Server;
  readonly #static: StaticFiles;
  /** Open event streams, each with the session it belongs to and how to end it. */
  readonly #streams = new Map<ServerResponse, { sessionId: string; end: () => void }>();
  #port = 0;

  constructor(options: HttpHostOptions) {
    this.#options = options;
    this.#static = new StaticFiles(options.rendererDir);
    // A revoked session's rights end at once, and so does its event stream.
    options.access.onRevoke((sessionId) => {
      for (const stream of [...this.#streams.values()]) if (stream.sessionId === sessionId) stream.end();
    });
    const timeouts = options.timeouts ?? DEFAULT_REQUEST_TIMEOUTS;
    const serverOptions = {
      headersTimeout: timeouts.headersMs,
      // Covers receiving the request only, never the wait for the answer.
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    };
    this.#server = createServer(serverOptions, (req, res) => {
      this.#handle(req, res).catch((err: unknown) => {
        console.error('[host] request failed:', err instanceof Error ? err.message : err);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
        else res.end();
      });
    });
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) => {
        reject(
          err.code === 'EADDRINUSE'
            ? new Error(`Port ${port} on 127.0.0.1 is already in use. Stop the program using it, or start Interlock with --port <another port>.`)
            : err,
        );
      };
      this.#server.once('error', onError);
      this.#server.listen(port, '127.0.0.1', () => {
        this.#server.off('error', onError);
        resolve();
      });
    });
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  /** The signed-in UI sessions, for the person's list; `ui` is who asks (its own session is marked). */
  uiSessions(ui: UiActor): UiSessionView[] {
    return this.#options.access.sessions().map((session) => ({
      id: session.id,
      ...describeUiSession(session.userAgent),
      signedInAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      openStreams: [...this.#streams.values()].filter((s) => s.sessionId === session.id).length,
      current: ui.kind === 'browser' && ui.sessionId === session.id,
    }));
  }

  async close(): Promise<void> {
    for (const stream of [...this.#streams.values()]) stream.end();
    await new Promise<void>((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const verdict = checkHostAndOrigin({ host: req.headers.host, origin: req.headers.origin }, this.#port);
    if (verdict) return sendJson(res, verdict.status, { error: verdict.reason });
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;

    if (path === '/health') return this.#health(req, res);
    if (path === '/mcp') return this.#mcp(req, res, url);
    if (path === '/login') return this.#login(req, res, url);
    if (path === '/login/wait') return this.#loginWait(req, res);

    // Only a browser session opens the UI and its API; the agents' bearer token is not one.
    const sessionId = this.#options.access.verifySession(readCookie(req.headers.cookie, SESSION_COOKIE));
    if (path.startsWith('/api/')) {
      if (sessionId === null) return sendJson(res, 401, { error: 'Not logged in: open the login link printed by `npm start` / `interlock serve`, or run `interlock open`.' });
      if (path === '/api/events' && req.method === 'GET') return this.#events(req, res, sessionId);
      const match = /^\/api\/invoke\/([a-z:-]+)$/.exec(path);
      if (match && req.method === 'POST') return this.#invoke(req, res, match[1]!, { kind: 'browser', sessionId });
      return sendJson(res, 404, { error: 'No such API endpoint' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed' });
    if (sessionId === null) return sendLoginRequired(res);
    if (await this.#static.serve(path, res)) return;
    if (!path.includes('.') && (await this.#static.serve('/', res))) return; // client-side routes
    sendJson(res, 404, { error: 'Not found' });
  }

  #health(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET') return sendJson(res, 405, { error: 'Method not allowed' });
    const { state } = this.#options.core.store;
    sendJson(res, 200, {
      status: 'ok',
      name: 'interlock',
      version: this.#options.version,
      pid: process.pid,
      uptime_seconds: Math.round((Date.now() - state.host.startedAt) / 1000),
      agents: Object.keys(state.agents).length,
    });
  }

  async #mcp(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const challenge = { 'www-authenticate': 'Bearer realm="interlock"' };
    // A token in a URL ends up in logs and browser history: refuse it even when it is right.
    for (const key of url.searchParams.keys()) {
      if (/token|auth|key|bearer/i.test(key)) {
        return sendJson(res, 401, { error: 'Send the token in the Authorization header, never in the URL.' }, challenge);
      }
    }
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !this.#options.token.verify(match[1]!)) {
      return sendJson(res, 401, { error: 'Missing or wrong bearer token. Run `interlock config <client>` for a working snippet.' }, challenge);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    const cap = this.#options.mcp.maxRequestBodyBytes;
    if (declared > cap) {
      return sendJson(res, 413, { jsonrpc: '2.0', error: { code: -32600, message: `Request body over ${cap} bytes` }, id: null });
    }
    await this.#options.mcp.handle(req, res);
  }

  async #login(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const code = url.searchParams.get('code') ?? '';
    const redeemed = req.method === 'GET' ? await this.#options.access.redeemLoginCode(code) : null;
    if (!redeemed) {
      return sendPage(res, 401, 'This login link is invalid, used or expired', 'Run <code>interlock open</code> (or restart <code>npm start</code>) for a fresh one-time link.');
    }
    const { consent } = this.#options;
    if (consent && !redeemed.preapproved) {
      const claim = consent.open(String(req.headers['user-agent'] ?? 'unknown browser'));
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'set-cookie': `${LOGIN_CLAIM_COOKIE}=${claim}; HttpOnly; SameSite=Strict; Path=/login; Max-Age=${LOGIN_REQUEST_TTL_MS / 1000}`,
        location: '/login/wait',
        'cache-control': 'no-store',
      });
      res.end();
      return;
    }
    await this.#startSession(req, res, null);
  }

  /** The browser waits here (re-asking every few seconds, no script needed) until the person answers in the app. */
  async #loginWait(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const state = this.#options.consent?.claim(readCookie(req.headers.cookie, LOGIN_CLAIM_COOKIE)) ?? { status: 'refused' as const };
    if (state.status === 'allowed') return this.#startSession(req, res, state.by);
    if (state.status === 'waiting') {
      return sendPage(
        res,
        202,
        'Allow this browser in the Interlock window',
        'Interlock asks in its window whether this browser may control it. Choose <b>Allow</b> there; this page goes on by itself.',
        `<meta http-equiv="refresh" content="${LOGIN_POLL_SECONDS}">`,
      );
    }
    sendPage(res, 403, 'This browser was not let in', 'The request was refused in the Interlock window, or nobody answered in time. Run <code>interlock open</code> to try again.');
  }

  /** A new browser session; `allowedBy` is the UI that allowed it (null: the login link alone sufficed). */
  async #startSession(req: IncomingMessage, res: ServerResponse, allowedBy: UiActor | null): Promise<void> {
    const { access, core } = this.#options;
    const session = await access.startSession(String(req.headers['user-agent'] ?? ''));
    await recordPersonAction(core, {
      action: 'browser-login',
      target: 'ui',
      details: { sessionId: session.id, allowedIn: allowedBy ?? 'login link' },
      summary: `browser session ${session.id} started`,
      ui: allowedBy ?? { kind: 'browser', sessionId: session.id },
    });
    res.writeHead(303, {
      ...SECURITY_HEADERS,
      'set-cookie': [access.setCookieHeader(session.cookie), `${LOGIN_CLAIM_COOKIE}=; HttpOnly; SameSite=Strict; Path=/login; Max-Age=0`],
      location: '/',
      'cache-control': 'no-store',
    });
    res.end();
  }

  async #invoke(req: IncomingMessage, res: ServerResponse, channel: string, ui: UiActor): Promise<void> {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, { ok: false, error: 'Send JSON (Content-Type: application/json)' });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, MAX_API_BODY_BYTES)) || '{}');
    } catch (err) {
      const tooLarge = (err as Error).name === 'BodyTooLargeError';
      return sendJson(res, tooLarge ? 413 : 400, { ok: false, error: tooLarge ? 'Request body too large' : 'The request body is not valid JSON' });
    }
    sendJson(res, 200, await dispatchInvoke(this.#options.handlers, channel, body, ui));
  }

  #events(req: IncomingMessage, res: ServerResponse, sessionId: string): void {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    const { core, access } = this.#options;
    // Nothing is written once the stream is ended (by a revoke or shutdown), even by an event already on its way.
    const send = (text: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(text);
    };
    // Subscribed first, so this tab also receives the ui.clients event its own attach emits ("Open UIs" counts it).
    const unsubscribe = core.store.subscribe((event) => send(`event: state\ndata: ${JSON.stringify(event)}\n\n`));
    const detach = core.gate.attachUi();
    const heartbeat = setInterval(() => {
      access.touch(sessionId);
      send(': heartbeat\n\n');
    }, SSE_HEARTBEAT_MS);
    heartbeat.unref();
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      clearInterval(heartbeat);
      unsubscribe();
      detach();
      this.#streams.delete(res);
    };
    this.#streams.set(res, {
      sessionId,
      end: () => {
        cleanup();
        res.end();
      },
    });
    req.on('close', cleanup);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(text);
}

function sendLoginRequired(res: ServerResponse): void {
  sendPage(
    res,
    401,
    'Interlock needs you to log in',
    'Open the one-time login link printed in the terminal by <code>npm start</code> / <code>interlock serve</code>, or run <code>interlock open</code> for a fresh one.',
  );
}

/** A small static page (fixed texts only, never request data). */
function sendPage(res: ServerResponse, status: number, title: string, body: string, head = ''): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}<title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5"><h1>${title}</h1><p>${body}</p></body></html>`,
  );
}

class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
