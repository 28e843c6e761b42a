// How a browser gets into the UI without the token ever appearing in a URL: the console prints a one-time login
// link (a short-lived code signed with the token); opening it sets an HttpOnly, SameSite=Strict session cookie.
import { randomBytes } from 'node:crypto';
import { constantTimeEqual, type LocalToken } from '../instance/local-token.ts';

export const SESSION_COOKIE = 'interlock_session';
const LOGIN_TTL_MS = 10 * 60 * 1000;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export class UiAccess {
  readonly #token: LocalToken;
  readonly #usedCodes = new Map<string, number>();
  readonly #now: () => number;

  constructor(token: LocalToken, now: () => number = Date.now) {
    this.#token = token;
    this.#now = now;
  }

  /** `?code=` for /login: expiry + nonce + signature. Anyone who can read the token file can mint one. */
  mintLoginCode(): string {
    const payload = `${this.#now() + LOGIN_TTL_MS}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.#token.sign(`login:${payload}`)}`;
  }

  /** Accepts a login code once, before it expires. */
  redeemLoginCode(code: string): boolean {
    const parts = code.split('.');
    if (parts.length !== 3) return false;
    const [expires, nonce, signature] = parts as [string, string, string];
    const payload = `${expires}.${nonce}`;
    if (!constantTimeEqual(signature, this.#token.sign(`login:${payload}`))) return false;
    const now = this.#now();
    if (!(Number(expires) > now)) return false;
    for (const [used, until] of this.#usedCodes) if (until < now) this.#usedCodes.delete(used);
    if (this.#usedCodes.has(payload)) return false;
    this.#usedCodes.set(payload, Number(expires));
    return true;
  }

  mintSessionCookie(): string {
    const payload = `${this.#now() + SESSION_TTL_MS}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.#token.sign(`session:${payload}`)}`;
  }

  verifySessionCookie(value: string | undefined): boolean {
    if (!value) return false;
    const parts = value.split('.');
    if (parts.length !== 3) return false;
    const [expires, nonce, signature] = parts as [string, string, string];
    if (!constantTimeEqual(signature, this.#token.sign(`session:${expires}.${nonce}`))) return false;
    return Number(expires) > this.#now();
  }

  setCookieHeader(value: string): string {
    return `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_TTL_MS / 1000}`;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
