// What Interlock remembers of each CODESYS project between runs: the person's watch list and the code of the last
// download or online change it made (for "what changed since the last download" on the next download card). One
// small JSON file per project in the data directory, written atomically; a file that cannot be read back is
// reported, moved aside and started afresh, never fatal.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_EXPRESSION_CHARS, MAX_PERSON_WATCH, ONLINE_EXPRESSION } from '../../../src-shared/online-state.ts';
import { errorMessage } from '../../core/index.ts';
import { writeFileAtomic } from '../../files/index.ts';

/** The code of a download is kept up to this size; a larger one keeps only its hash (the card then says so). */
export const MAX_KEPT_CODE_CHARS = 4 * 1024 * 1024;
/** A file larger than this is not Interlock's: it is set aside unread. */
const MAX_FILE_BYTES = MAX_KEPT_CODE_CHARS * 2 + 256 * 1024;
export const ONLINE_MEMORY_FOLDER = 'codesys-online';

const downloadRecord = z
  .object({
    at: z.number().int().nonnegative(),
    kind: z.enum(['download', 'online-change']),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The code as one text; null when it was too large to keep. */
    text: z.string().max(MAX_KEPT_CODE_CHARS).nullable(),
  })
  .strict();
const memoryFile = z
  .object({
    version: z.literal(1),
    project: z.string().min(1).max(4096),
    watch: z.array(z.string().max(MAX_EXPRESSION_CHARS).regex(ONLINE_EXPRESSION)).max(MAX_PERSON_WATCH),
    lastDownload: downloadRecord.nullable(),
  })
  .strict();

export type DownloadMemory = z.infer<typeof downloadRecord>;
export interface ProjectMemory {
  watch: string[];
  lastDownload: DownloadMemory | null;
}

export interface OnlineMemoryOptions {
  dataDir: string;
  /** Tells the person about a file that was set aside or could not be written. */
  warn: (message: string) => void;
  /** The key of a project path (case-insensitive on Windows). */
  key: (projectPath: string) => string;
}

export class OnlineMemory {
  readonly #options: OnlineMemoryOptions;
  readonly #loaded = new Map<string, Promise<ProjectMemory>>();
  /** The last write of each project; writes of one project run one after another, the latest last. */
  readonly #writes = new Map<string, Promise<void>>();

  constructor(options: OnlineMemoryOptions) {
    this.#options = options;
  }

  get folder(): string {
    return join(this.#options.dataDir, ONLINE_MEMORY_FOLDER);
  }

  fileOf(projectPath: string): string {
    const name = createHash('sha256').update(this.#options.key(projectPath)).digest('hex').slice(0, 32);
    return join(this.folder, `${name}.json`);
  }

  /** What is remembered of this project (read from disk once per run). */
  load(projectPath: string): Promise<ProjectMemory> {
    const k = this.#options.key(projectPath);
    let loaded = this.#loaded.get(k);
    if (!loaded) {
      loaded = this.#read(projectPath);
      this.#loaded.set(k, loaded);
    }
    return loaded;
  }

  /** Changes what is remembered of this project and writes it; resolves when it is on disk (or the write failed and was reported). */
  async update(projectPath: string, change: (memory: ProjectMemory) => ProjectMemory): Promise<void> {
    const k = this.#options.key(projectPath);
    const next = this.load(projectPath).then(change);
    this.#loaded.set(k, next);
    const previous = this.#writes.get(k) ?? Promise.resolve();
    const write = previous.then(async () => {
      const memory = await next;
      try {
        await mkdir(this.folder, { recursive: true, mode: 0o700 });
        const content: z.infer<typeof memoryFile> = { version: 1, project: projectPath, watch: memory.watch, lastDownload: memory.lastDownload };
        await writeFileAtomic(this.fileOf(projectPath), `${JSON.stringify(content)}\n`, { mode: 0o600 });
      } catch (err) {
        this.#options.warn(`Interlock could not keep the watch list and last download of ${projectPath} for its next start: ${errorMessage(err)}`);
      }
    });
    this.#writes.set(k, write);
    return write;
  }

  /** Resolves when every write started so far has ended. */
  async flush(): Promise<void> {
    await Promise.all(this.#writes.values());
  }

  async #read(projectPath: string): Promise<ProjectMemory> {
    const path = this.fileOf(projectPath);
    const empty: ProjectMemory = { watch: [], lastDownload: null };
    let text: string;
    try {
      if ((await stat(path)).size > MAX_FILE_BYTES) return await this.#setAside(projectPath, path, `it is larger than ${MAX_FILE_BYTES} bytes`, empty);
      text = await readFile(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return empty;
      this.#options.warn(`Interlock could not read what it kept of ${projectPath} (${errorMessage(err)}); it starts with an empty watch list and no last download.`);
      return empty;
    }
    let parsed: z.infer<typeof memoryFile>;
    try {
      const checked = memoryFile.safeParse(JSON.parse(text));
      if (!checked.success) return await this.#setAside(projectPath, path, z.prettifyError(checked.error).split('\n')[0] ?? 'not its format', empty);
      parsed = checked.data;
    } catch (err) {
      return await this.#setAside(projectPath, path, `it is not JSON (${errorMessage(err)})`, empty);
    }
    // Two paths with one hash: not this project's file.
    if (this.#options.key(parsed.project) !== this.#options.key(projectPath)) return empty;
    return { watch: parsed.watch, lastDownload: parsed.lastDownload };
  }

  async #setAside(projectPath: string, path: string, why: string, empty: ProjectMemory): Promise<ProjectMemory> {
    const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    try {
      await rename(path, aside);
      this.#options.warn(`What Interlock kept of ${projectPath} (watch list, last download) could not be read: ${why}. It was moved to ${aside}; Interlock starts afresh for this project.`);
    } catch (err) {
      this.#options.warn(`What Interlock kept of ${projectPath} could not be read (${why}) nor moved aside (${errorMessage(err)}); it starts afresh for this project.`);
    }
    return empty;
  }
}
