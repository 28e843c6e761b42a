// How a browser becomes a UI, kept apart from the agents' bearer token: nothing here is derived from the token, and
// nothing reachable over MCP reads these files. A person's step mints a login link (`interlock open` reads the UI
// key to sign one; the tray's "Open in browser" asks the running app), the link works once, across restarts, for
// ten minutes, and opening it starts a browser session known to this store.
//   <data-dir>/ui-login.key    the key login links are signed with (0600). Read by `interlock open`.
//   <data-dir>/ui-sessions.json  used login links (until they expire) and browser sessions (0600). Written only by
//                                the running control center.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeOwnerOnlyFile } from '../instance/owner-only.ts';
import { constantTimeEqual } from '../instance/local-token.ts';

export const SESSION_COOKIE = 'interlock_session';
export const LOGIN_TTL_MS = 10 * 60 * 1000;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Browser sessions kept at once; the oldest go first. */
const MAX_SESSIONS = 50;
const KEY_PATTERN = /^[0-9a-f]{64}$/;

export function uiLoginKeyPath(dataDir: string): string {
  return join(dataDir, 'ui-login.key');
}

export function uiSessionsPath(dataDir: string): string {
  return join(dataDir, 'ui-sessions.json');
}

interface StoredSession {
  id: string;
  /** sha256 of the cookie's secret half: the file alone does not let anyone in. */
  secretHash: string;
  createdAt: number;
  expiresAt: number;
  userAgent: string;
  /** The last request it made, as of the last write of this file (the running host keeps it current in memory). */
  lastSeenAt?: number;
}

/** A browser session as Settings lists it. */
export interface BrowserSessionInfo {
  id: string;
  userAgent: string;
  createdAt: number;
  lastSeenAt: number;
}

/** What the tray app sends when it signs in to a control center it attaches to, so the session list can name it. */
export const APP_USER_AGENT = 'Interlock-App';

interface StoredState {
  v: 1;
  /** Nonces of login links already used, with the time they would have expired anyway. */
  usedLogins: Record<string, number>;
  sessions: StoredSession[];
}

export interface RedeemedLogin {
  /** Minted by the running app itself ("Open in browser"): the person already acted in the app. */
  preapproved: boolean;
}

export interface StartedSession {
  id: string;
  cookie: string;
}

export class BrowserAccess {
  readonly #dataDir: string;
  readonly #key: Buffer;
  readonly #now: () => number;
  #state: StoredState;
  /** Nonces this process minted for the app's own "Open in browser". */
  readonly #appMinted = new Set<string>();
  #writes: Promise<void> = Promise.resolve();
  readonly #revokeListeners = new Set<(sessionId: string) => void>();

  private constructor(dataDir: string, key: Buffer, state: StoredState, now: () => number) {
    this.#dataDir = dataDir;
    this.#key = key;
    this.#state = state;
    this.#now = now;
  }

  /** Loads the key (creating it on first run) and the session store. */
  static async open(dataDir: string, now: () => number = Date.now): Promise<BrowserAccess> {
    let key = await readLoginKey(dataDir);
    let state = await readState(dataDir);
    if (!key || !state) {
      // Without a readable record of used links, a new key is what keeps old links from working again.
      key = randomBytes(32);
      state ??= { v: 1, usedLogins: {}, sessions: [] };
      await writeOwnerOnlyFile(uiLoginKeyPath(dataDir), `${key.toString('hex')}\n`);
    }
    return new BrowserAccess(dataDir, key, state, now);
  }

  /** A login code for the app's own "Open in browser": the person is already at the app. */
  mintAppLoginCode(): string {
    const code = signLoginCode(this.#key, this.#now());
    this.#appMinted.add(code.split('.')[1]!);
    return code;
  }

  /**
   * Accepts a login code once, before it expires. The use is on disk before this resolves, so the same link is
   * refused after a restart too.
   */
  async redeemLoginCode(code: string): Promise<RedeemedLogin | null> {
    const parsed = verifyLoginCode(this.#key, code);
    const now = this.#now();
    if (!parsed || !(parsed.expires > now)) return null;
    const used = this.#state.usedLogins;
    if (Object.hasOwn(used, parsed.nonce)) return null;
    for (const [nonce, until] of Object.entries(used)) if (until <= now) delete used[nonce];
    used[parsed.nonce] = parsed.expires;
    await this.#persist();
    const preapproved = this.#appMinted.delete(parsed.nonce);
    return { preapproved };
  }

  async startSession(userAgent: string): Promise<StartedSession> {
    const id = randomBytes(9).toString('base64url');
    const secret = randomBytes(24).toString('base64url');
    const now = this.#now();
    const sessions = this.#state.sessions.filter((s) => s.expiresAt > now);
    sessions.push({ id, secretHash: hashSecret(secret), createdAt: now, expiresAt: now + SESSION_TTL_MS, userAgent: userAgent.slice(0, 200) });
    this.#state.sessions = sessions.slice(-MAX_SESSIONS);
    await this.#persist();
    return { id, cookie: `${id}.${secret}` };
  }

  /** The session id a cookie proves, or null. */
  verifySession(cookie: string | undefined): string | null {
    if (!cookie) return null;
    const dot = cookie.indexOf('.');
    if (dot <= 0) return null;
    const id = cookie.slice(0, dot);
    const session = this.#state.sessions.find((s) => s.id === id);
    const now = this.#now();
    if (!session || session.expiresAt <= now) return null;
    if (!constantTimeEqual(hashSecret(cookie.slice(dot + 1)), session.secretHash)) return null;
    session.lastSeenAt = now;
    return id;
  }

  /** Notes that a session is still there without a request (its event stream is open). */
  touch(sessionId: string): void {
    const session = this.#state.sessions.find((s) => s.id === sessionId);
    if (session) session.lastSeenAt = this.#now();
  }

  /** The sessions that are signed in now, oldest first. */
  sessions(): BrowserSessionInfo[] {
    const now = this.#now();
    return this.#state.sessions
      .filter((s) => s.expiresAt > now)
      .map((s) => ({ id: s.id, userAgent: s.userAgent, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt ?? s.createdAt }));
  }

  /**
   * Ends a session: from the moment this resolves its cookie opens nothing, the file no longer knows it, and every
   * listener (the host, which closes its event streams) has been told. False when there was no such session.
   */
  async revokeSession(sessionId: string): Promise<boolean> {
    const before = this.#state.sessions.length;
    this.#state.sessions = this.#state.sessions.filter((s) => s.id !== sessionId);
    if (this.#state.sessions.length === before) return false;
    for (const listener of this.#revokeListeners) listener(sessionId);
    await this.#persist();
    return true;
  }

  onRevoke(listener: (sessionId: string) => void): () => void {
    this.#revokeListeners.add(listener);
    return () => this.#revokeListeners.delete(listener);
  }

  setCookieHeader(cookie: string): string {
    return `${SESSION_COOKIE}=${cookie}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_TTL_MS / 1000}`;
  }

  #persist(): Promise<void> {
    const text = `${JSON.stringify(this.#state, null, 2)}\n`;
    const write = this.#writes.then(() => writeOwnerOnlyFile(uiSessionsPath(this.#dataDir), text));
    this.#writes = write.catch(() => undefined);
    return write;
  }
}

/** The key login links are signed with, or null when no control center has created one yet. */
export async function readLoginKey(dataDir: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(uiLoginKeyPath(dataDir), 'utf8')).trim();
    return KEY_PATTERN.test(text) ? Buffer.from(text, 'hex') : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export function loginLink(baseUrl: string, code: string): string {
  return `${baseUrl}/login?code=${encodeURIComponent(code)}`;
}

/** `<expiry>.<nonce>.<signature>`: what `?code=` of a login link carries. */
export function signLoginCode(key: Buffer, now: number): string {
  const payload = `${now + LOGIN_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(key, payload)}`;
}

function verifyLoginCode(key: Buffer, code: string): { expires: number; nonce: string } | null {
  const parts = code.split('.');
  if (parts.length !== 3) return null;
  const [expires, nonce, given] = parts as [string, string, string];
  if (!constantTimeEqual(given, signature(key, `${expires}.${nonce}`))) return null;
  return { expires: Number(expires), nonce };
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`interlock-login:${payload}`).digest('base64url');
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The stored state; null when the file exists but cannot be read as one. */
async function readState(dataDir: string): Promise<StoredState | null> {
  let text: string;
  try {
    text = await readFile(uiSessionsPath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { v: 1, usedLogins: {}, sessions: [] };
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredState>;
    const usedLogins: Record<string, number> = {};
    for (const [nonce, until] of Object.entries(parsed.usedLogins ?? {})) if (typeof until === 'number') usedLogins[nonce] = until;
    const sessions = (Array.isArray(parsed.sessions) ? parsed.sessions : []).filter(
      (s): s is StoredSession => typeof s?.id === 'string' && typeof s.secretHash === 'string' && typeof s.expiresAt === 'number',
    );
    return { v: 1, usedLogins, sessions };
  } catch {
    console.error(`[host] ${uiSessionsPath(dataDir)} is not valid JSON; browsers must log in again`);
    return null;
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
