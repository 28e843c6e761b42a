// `<data-dir>/settings.json`, validated with the shared schema. A file that is not valid JSON or not valid
// settings is reported and left exactly as it is; defaults apply until the person fixes it or resets.
import { readFile, rename } from 'node:fs/promises';
import { SettingsSchema, type Settings } from '../../src-shared/settings-schema.ts';
import { writeFileAtomic } from '../files/index.ts';

export type SettingsListener = (settings: Settings) => void;

export class SettingsStore {
  readonly path: string;
  readonly #baseline: () => Settings;
  #current: Settings;
  #error: string | null = null;
  readonly #listeners = new Set<SettingsListener>();

  /** `baseline` gives the settings used when there is no (valid) file, e.g. defaults plus the demo workspace. */
  constructor(path: string, baseline: () => Settings) {
    this.path = path;
    this.#baseline = baseline;
    this.#current = baseline();
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
