// Serves the built renderer (dist/renderer) with a strict CSP. Only files inside that folder are served.
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { isWithin } from '../files/index.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The same policy the Electron window enforces: our own scripts and styles, our own API, nothing else. */
export const UI_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export class StaticFiles {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  /** Writes the file for `urlPath` (index.html for `/`) and returns true, or returns false when there is none. */
  async serve(urlPath: string, res: ServerResponse): Promise<boolean> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return false;
    }
    const relative = decoded === '/' ? 'index.html' : normalize(decoded).replace(/^[/\\]+/, '');
    const path = join(this.#root, relative);
    if (!isWithin(this.#root, path)) return false;
    let body: Buffer;
    try {
      body = await readFile(path);
    } catch {
      return false;
    }
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': type,
      'content-security-policy': UI_CSP,
      // Hashed asset names can be cached; index.html must always be fresh.
      'cache-control': relative.startsWith('assets/') ? 'private, max-age=31536000, immutable' : 'no-store',
    });
    res.end(body);
    return true;
  }
}
