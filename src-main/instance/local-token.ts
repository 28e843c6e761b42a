// The agents' secret: it opens /mcp (and the local socket `interlock mcp` relays to) and nothing else. 128 random
// bits, kept in `<data-dir>/token` readable by the owner only (mode 0600; on Windows an owner-only ACL), compared in
// constant time, never logged. No UI credential is derived from it: the person's browser sessions live in
// host/browser-access.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { restrictToOwner, writeOwnerOnlyFile } from './owner-only.ts';

const TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;

export class LocalToken {
  readonly path: string;
  #value = '';
  /** Identity of the file the value came from: `interlock token --rotate` in another process changes it. */
  #stamp = '';

  constructor(dataDir: string) {
    this.path = join(dataDir, 'token');
  }

  /** Reads the token, creating one on first run; repairs its protection if someone loosened it. */
  async load(): Promise<void> {
    try {
      const text = (await readFile(this.path, 'utf8')).trim();
      if (TOKEN_PATTERN.test(text)) {
        this.#value = text;
        this.#stamp = fileStamp(this.path);
        // Windows: whether an ACL was widened cannot be seen from mode bits, so the owner-only ACL is set again.
        if (process.platform === 'win32' || ((await stat(this.path)).mode & 0o077) !== 0) await restrictToOwner(this.path, 'file');
        return;
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    await this.rotate();
  }

  /** Replaces the token: every agent config using the old one stops working. */
  async rotate(): Promise<void> {
    const next = randomBytes(16).toString('hex');
    await writeOwnerOnlyFile(this.path, `${next}\n`);
    this.#value = next;
    this.#stamp = fileStamp(this.path);
  }

  /** The secret itself, only for building client config snippets the person asked for. */
  reveal(): string {
    this.#reloadIfRotatedElsewhere();
    return this.#value;
  }

  verify(candidate: string): boolean {
    this.#reloadIfRotatedElsewhere();
    const a = Buffer.from(candidate, 'utf8');
    const b = Buffer.from(this.#value, 'utf8');
    return a.length === b.length && this.#value !== '' && timingSafeEqual(a, b);
  }

  /** A non-secret fingerprint, e.g. to key stateless agents on "the token plus the client identity". */
  fingerprint(): string {
    return createHash('sha256').update(`interlock-fingerprint:${this.#value}`).digest('hex').slice(0, 12);
  }

  #reloadIfRotatedElsewhere(): void {
    const stamp = fileStamp(this.path);
    if (stamp === this.#stamp || stamp === '') return;
    const text = readFileSync(this.path, 'utf8').trim();
    if (TOKEN_PATTERN.test(text)) {
      this.#value = text;
      this.#stamp = stamp;
    }
  }
}

function fileStamp(path: string): string {
  try {
    const st = statSync(path);
    return `${st.ino}:${st.mtimeMs}:${st.size}`;
  } catch {
    return '';
  }
}

export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
