// The one HTTP server of a control center, on 127.0.0.1 only:
//   /health          unauthenticated liveness, no secrets
//   /login?code=...  one-time login link → session cookie
//   /api/invoke/:ch  the UI contract (POST, cookie)          /api/events  state events (SSE, cookie)
//   /mcp             Streamable HTTP MCP (bearer token)
//   everything else  the built renderer (cookie)
// Every request first passes the Host/Origin check.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContractHandlers } from '../api/index.ts';
import { dispatchInvoke } from '../api/index.ts';
import type { Core } from '../core/index.ts';
import type { McpHttpEndpoint } from '../mcp/http-endpoint.ts';
import type { LocalToken } from '../instance/local-token.ts';
import { checkHostAndOrigin } from './request-guard.ts';
import { SECURITY_HEADERS, StaticFiles } from './static-files.ts';
import { readCookie, SESSION_COOKIE, type UiAccess } from './ui-access.ts';

const MAX_API_BODY_BYTES = 2 * 1024 * 1024;
const SSE_HEARTBEAT_MS = 15_000;

export interface HttpHostOptions {
  core: Core;
  token: LocalToken;
  access: UiAccess;
  handlers: ContractHandlers;
  mcp: McpHttpEndpoint;
  rendererDir: string;
  version: string;
}

export class HttpHost {
  readonly #options: HttpHostOptions;
  readonly #server: Server;
  readonly #static: StaticFiles;
  readonly #streams = new Set<ServerResponse>();
  #port = 0;

  constructor(options: HttpHostOptions) {
    this.#options = options;
    this.#static = new StaticFiles(options.rendererDir);
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((err: unknown) => {
        console.error('[host] request failed:', err instanceof Error ? err.message : err);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
        else res.end();
      });
    });
    this.#server.headersTimeout = 20_000;
    this.#server.requestTimeout = 0; // MCP calls may wait minutes for the person
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

  async close(): Promise<void> {
    for (const stream of this.#streams) stream.end();
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

    const authorized = this.#options.access.verifySessionCookie(readCookie(req.headers.cookie, SESSION_COOKIE));
    if (path.startsWith('/api/')) {
      if (!authorized) return sendJson(res, 401, { error: 'Not logged in: open the login link printed by `npm start` / `interlock serve`, or run `interlock open`.' });
      if (path === '/api/events' && req.method === 'GET') return this.#events(req, res);
      const match = /^\/api\/invoke\/([a-z:-]+)$/.exec(path);
      if (match && req.method === 'POST') return this.#invoke(req, res, match[1]!);
      return sendJson(res, 404, { error: 'No such API endpoint' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed' });
    if (!authorized) return sendLoginRequired(res);
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
    const cap = this.#options.core.settings.current.mcp.maxRequestBodyBytes;
    if (declared > cap) {
      return sendJson(res, 413, { jsonrpc: '2.0', error: { code: -32600, message: `Request body over ${cap} bytes` }, id: null });
    }
    await this.#options.mcp.handle(req, res);
  }

  #login(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const code = url.searchParams.get('code') ?? '';
    if (req.method !== 'GET' || !this.#options.access.redeemLoginCode(code)) {
      res.writeHead(401, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page('This login link is invalid, used or expired', 'Run <code>interlock open</code> (or restart <code>npm start</code>) for a fresh one-time link.'));
      return;
    }
    res.writeHead(303, {
      ...SECURITY_HEADERS,
      'set-cookie': this.#options.access.setCookieHeader(this.#options.access.mintSessionCookie()),
      location: '/',
      'cache-control': 'no-store',
    });
    res.end();
  }

  async #invoke(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
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
    sendJson(res, 200, await dispatchInvoke(this.#options.handlers, channel, body));
  }

  #events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    const { core } = this.#options;
    const detach = core.gate.attachUi();
    const unsubscribe = core.store.subscribe((event) => res.write(`event: state\ndata: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    heartbeat.unref();
    this.#streams.add(res);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      detach();
      this.#streams.delete(res);
    };
    req.on('close', cleanup);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(text);
}

function sendLoginRequired(res: ServerResponse): void {
  res.writeHead(401, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    page(
      'Interlock needs you to log in',
      'Open the one-time login link printed in the terminal by <code>npm start</code> / <code>interlock serve</code>, or run <code>interlock open</code> for a fresh one.',
    ),
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5"><h1>${title}</h1><p>${body}</p></body></html>`;
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
