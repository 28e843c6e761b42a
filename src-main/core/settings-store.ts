// `<data-dir>/settings.json`, validated with the shared schema. A file that is not valid JSON or not valid
// settings is reported and left exactly as it is; defaults apply until the person fixes it or resets.
// The PLC device password is not a setting: it lives in its own owner-only file (instance/device-password.ts,
// handed in as a `DevicePasswordStore`), so the settings file, the settings view and everything that copies settings
// never hold it.
import { readFile, rename } from 'node:fs/promises';
import { SettingsSchema, type Settings } from '../../src-shared/settings-schema.ts';
import { writeFileAtomic } from '../files/index.ts';

/** Where the PLC device password is kept. */
export interface DevicePasswordStore {
  readonly value: string;
  load(): Promise<void>;
  /** Replaces it; an empty password removes it. */
  set(password: string): Promise<void>;
}

/** For a store with no secret file (unit tests of the settings alone): the password lives as long as the object. */
export function devicePasswordInMemory(): DevicePasswordStore {
  let value = '';
  return {
    get value() {
      return value;
    },
    load: async () => {},
    set: async (password) => {
      value = password;
    },
  };
}

export type SettingsListener = (settings: Settings) => void;

export class SettingsStore {
  readonly path: string;
  readonly #baseline: () => Settings;
  #current: Settings;
  #error: string | null = null;
  readonly #listeners = new Set<SettingsListener>();
  readonly #devicePassword: DevicePasswordStore;

  /** `baseline` gives the settings used when there is no (valid) file, e.g. defaults plus the demo workspace. */
  constructor(path: string, baseline: () => Settings, devicePassword: DevicePasswordStore = devicePasswordInMemory()) {
    this.path = path;
    this.#baseline = baseline;
    this.#current = baseline();
    this.#devicePassword = devicePassword;
  }

  /** The PLC device password for online logins (empty when none is set). Main only: never part of a view. */
  get devicePassword(): string {
    return this.#devicePassword.value;
  }

  get devicePasswordSet(): boolean {
    return this.#devicePassword.value !== '';
  }

  /** Replaces the device password; an empty one removes it. */
  async setDevicePassword(password: string): Promise<void> {
    await this.#devicePassword.set(password);
  }

  get current(): Settings {
    return this.#current;
  }

  /** What a reset writes (and what applies while the file is missing or invalid). */
  baseline(): Settings {
    return this.#baseline();
  }

  /** Why the file was not used, or null when it was (or does not exist yet). */
  get error(): string | null {
    return this.#error;
  }

  async load(): Promise<void> {
    await this.#devicePassword.load();
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.#set(this.#baseline(), null);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      this.#set(this.#baseline(), `${this.path} is not valid JSON (${(err as Error).message}); using defaults until it is fixed or reset`);
      return;
    }
    json = await this.#movePlainPasswordOut(json);
    const parsed = SettingsSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      this.#set(this.#baseline(), `${this.path} has invalid settings (${problems}); using defaults until it is fixed or reset`);
      return;
    }
    this.#set(parsed.data, null);
  }

  /** Saves validated settings. Refused while the file on disk is invalid, so the person's file is never overwritten. */
  async save(next: Settings): Promise<void> {
    if (this.#error !== null) {
      throw new Error(`Settings were not saved because ${this.path} is invalid. Fix the file by hand or use Reset (the invalid file is kept beside it).`);
    }
    const settings = SettingsSchema.parse(next);
    await writeFileAtomic(this.path, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
    this.#set(settings, null);
  }

  async update(change: (current: Settings) => Settings): Promise<void> {
    await this.save(change(structuredClone(this.#current)));
  }

  /** Moves an invalid file aside (nothing the person wrote is lost) and writes the baseline settings. */
  async reset(): Promise<string | null> {
    let movedTo: string | null = null;
    if (this.#error !== null) {
      movedTo = `${this.path}.invalid-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(this.path, movedTo);
    }
    this.#error = null;
    await this.save(this.#baseline());
    return movedTo;
  }

  /**
   * Earlier versions kept `codesys.devicePassword` in settings.json. It moves to the owner-only file, then the
   * settings file is rewritten without it and otherwise exactly as the person wrote it.
   */
  async #movePlainPasswordOut(json: unknown): Promise<unknown> {
    const codesys = (json as { codesys?: unknown } | null)?.codesys;
    if (!codesys || typeof codesys !== 'object' || !('devicePassword' in codesys)) return json;
    const { devicePassword, ...rest } = codesys as Record<string, unknown>;
    if (typeof devicePassword === 'string' && devicePassword !== '') await this.#devicePassword.set(devicePassword);
    const without = { ...(json as Record<string, unknown>), codesys: rest };
    await writeFileAtomic(this.path, `${JSON.stringify(without, null, 2)}\n`, { mode: 0o600 });
    return without;
  }

  onChange(listener: SettingsListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(settings: Settings, error: string | null): void {
    this.#current = settings;
    this.#error = error;
    for (const listener of this.#listeners) listener(settings);
  }
}
