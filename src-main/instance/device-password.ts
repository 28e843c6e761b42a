// The PLC device password the online login sets in CODESYS. A secret, so not a setting (core's SettingsStore holds it
// through its `DevicePasswordStore` interface): `<data-dir>/device-password.json`,
// readable by the owner only (mode 0600; on Windows an owner-only ACL), written atomically, deleted when cleared.
// Nothing returns it to the UI (which sees only whether one is set), to agents, the audit or the logs.
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { restrictToOwner, writeOwnerOnlyFile } from './owner-only.ts';

const MAX_LENGTH = 200;

export class DevicePasswordFile {
  static readonly FILE_NAME = 'device-password.json';
  readonly path: string;
  #value = '';

  constructor(dataDir: string) {
    this.path = join(dataDir, DevicePasswordFile.FILE_NAME);
  }

  get value(): string {
    return this.#value;
  }

  /** Reads the file (none: no password); repairs its protection if someone loosened it. */
  async load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.#value = '';
      return;
    }
    let password: unknown;
    try {
      password = (JSON.parse(text) as { password?: unknown }).password;
    } catch {
      password = undefined;
    }
    // A damaged file counts as no password (the UI shows "not set" and the person sets it again); never start-up failure.
    this.#value = typeof password === 'string' && password.length <= MAX_LENGTH ? password : '';
    if (process.platform === 'win32' || ((await stat(this.path)).mode & 0o077) !== 0) await restrictToOwner(this.path, 'file');
  }

  async set(password: string): Promise<void> {
    if (password.length > MAX_LENGTH) throw new Error(`The PLC device password is longer than ${MAX_LENGTH} characters.`);
    if (password === '') await rm(this.path, { force: true });
    else await writeOwnerOnlyFile(this.path, `${JSON.stringify({ password })}\n`);
    this.#value = password;
  }
}
