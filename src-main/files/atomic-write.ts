// The one way Interlock writes a file the person owns: a temp file in the same directory, fsync, a re-check that
// the target still holds what the caller based its edit on, an atomic rename, and a re-read that proves the new
// bytes landed. The original is never truncated and no backup files are left behind.
import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { lstat, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isRealPath } from './confined.ts';
import { contentHash } from './content-hash.ts';

const TEMP_SUFFIX = '.interlock-tmp';
/** The longest file name common file systems take (ext4, NTFS, APFS: 255 bytes or UTF-16 units; UTF-8 bytes bound both). */
const MAX_NAME_BYTES = 255;
/** `.` + stem + `.` + 12 hex digits + the suffix. */
const TEMP_OVERHEAD_BYTES = 2 + 12 + TEMP_SUFFIX.length;

/**
 * The stem of a temp file's name for the file `name`: the name itself, or, when the temp name would pass 255 bytes
 * (a long but legal name), its start cut at a character boundary plus `~` and 8 hex digits of the whole name's hash,
 * so two long names that start alike still have temp files of their own.
 */
export function tempStem(name: string): string {
  if (Buffer.byteLength(name, 'utf8') + TEMP_OVERHEAD_BYTES <= MAX_NAME_BYTES) return name;
  const tag = `~${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
  const room = MAX_NAME_BYTES - TEMP_OVERHEAD_BYTES - tag.length;
  let stem = '';
  let bytes = 0;
  for (const char of name) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > room) break;
    stem += char;
    bytes += size;
  }
  return `${stem}${tag}`;
}
/** A temp file this old is left by a write that was killed half-way (a live write takes milliseconds). */
export const STALE_TEMP_MS = 10 * 60 * 1000;

export class WriteConflictError extends Error {
  readonly path: string;
  readonly expectedHash: string | null;
  readonly actualHash: string | null;

  constructor(path: string, expectedHash: string | null, actualHash: string | null) {
    super(
      actualHash === null
        ? `${path} no longer exists; it was removed after the edit was prepared`
        : `${path} changed on disk since it was read (expected ${expectedHash}, found ${actualHash}); read it again and redo the edit`,
    );
    this.name = 'WriteConflictError';
    this.path = path;
    this.expectedHash = expectedHash;
    this.actualHash = actualHash;
  }
}

export interface AtomicWriteOptions {
  /**
   * The hash the target must still have right before the rename: a string for an existing file, null for a file
   * that must not exist yet. Undefined skips the check (files Interlock alone owns, such as settings).
   */
  expectedHash?: string | null;
  /**
   * The content's hash when the caller has it already (an edit's plan): not computed again. A wrong one fails the
   * read-back after the rename, so the write never reports bytes it did not land.
   */
  contentHash?: string;
  /** File mode for a new file (e.g. 0o600 for the token). An existing file keeps its mode. */
  mode?: number;
  /** Called at each write boundary; tests use it to kill the process there. */
  onBoundary?: (boundary: 'temp-written' | 'temp-synced' | 'renamed') => void;
  /**
   * For Interlock's own transient files (the CODESYS command files in a session directory): temp file and atomic
   * rename only, no fsync, no directory fsync, no read-back. Their reader is a live process on this machine, which
   * sees the page cache, and a crash of the machine ends the command anyway; an fsync (a journal commit, milliseconds
   * on a busy disk) per command file was most of a bridge round trip. Never for a file the person owns.
   */
  transient?: boolean;
  /**
   * For files inside the project roots: the folder must be exactly where the edit was prepared, every component
   * real (no link or junction swapped in since) and inside the roots; checked before the temp file is made and
   * again right before the rename. A failed check writes nothing.
   */
  sandbox?: { contains(real: string): Promise<boolean> };
}

/** A write refused because its folder is no longer the real folder inside the roots it was prepared in. */
export class SandboxWriteError extends Error {
  constructor(path: string) {
    super(`${path} was not written: a folder on its way was replaced by a link or moved since the edit was prepared, so the write could land outside the project roots. Nothing was changed.`);
    this.name = 'SandboxWriteError';
  }
}

/** Retry delays for a rename another program blocks for a moment (Windows: an editor, a virus scanner, an indexer). */
export const RENAME_RETRY_DELAYS_MS = [10, 25, 50, 100, 200, 400] as const;

/** Writes `content` to `path` atomically and returns the new content hash. */
export async function writeFileAtomic(path: string, content: Uint8Array | string, options: AtomicWriteOptions = {}): Promise<string> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const newHash = options.contentHash ?? contentHash(bytes);
  const dir = dirname(path);
  const existingMode = await currentMode(path);
  const tempPath = join(dir, `.${tempStem(basename(path))}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
  const mode = existingMode ?? options.mode ?? 0o644;
  let tempExists = false;
  const assertConfined = async () => {
    if (options.sandbox && !((await isRealPath(dir)) && (await options.sandbox.contains(dir)))) throw new SandboxWriteError(path);
  };
  try {
    await assertConfined();
    const handle = await open(tempPath, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, mode);
    tempExists = true;
    try {
      await handle.writeFile(bytes);
      options.onBoundary?.('temp-written');
      if (!options.transient) {
        await handle.sync();
        options.onBoundary?.('temp-synced');
      }
    } finally {
      await handle.close();
    }
    await renameWithRetry(tempPath, path, {
      beforeEachAttempt: async () => {
        await assertConfined();
        if (options.expectedHash !== undefined) {
          const actual = await hashIfExists(path);
          if (actual !== options.expectedHash) throw new WriteConflictError(path, options.expectedHash, actual);
        }
      },
    });
    tempExists = false;
    options.onBoundary?.('renamed');
    if (options.transient) return newHash;
    await syncDirectory(dir);
    const landed = contentHash(await readFile(path));
    if (landed !== newHash) {
      throw new Error(`${path} does not hold the bytes just written (another program wrote it at the same moment)`);
    }
    await removeStaleTempFiles(dir, basename(path));
    return newHash;
  } finally {
    if (tempExists) await unlink(tempPath).catch(() => undefined);
  }
}

/**
 * After a crash: removes every temp file a write of `path` left behind, however fresh (no write of it can still be
 * running once the process that did it is gone). Only names of Interlock's own pattern are touched.
 */
export async function removeInterruptedTempFiles(path: string): Promise<void> {
  await removeStaleTempFiles(dirname(path), basename(path), 0);
}

/**
 * Renames `from` over `to`. On Windows a rename over a file another program holds open fails with EPERM, EBUSY or
 * EACCES for as long as it holds it; a short backoff rides out scanners and indexers, then a clear error names who
 * may hold it. `beforeEachAttempt` re-runs the caller's checks, so a retry never lands on changed ground.
 */
export async function renameWithRetry(
  from: string,
  to: string,
  options: {
    beforeEachAttempt?: () => Promise<void>;
    platform?: NodeJS.Platform;
    rename?: (from: string, to: string) => Promise<void>;
    delaysMs?: readonly number[];
  } = {},
): Promise<void> {
  const platform = options.platform ?? process.platform;
  const doRename = options.rename ?? rename;
  const delays = platform === 'win32' ? (options.delaysMs ?? RENAME_RETRY_DELAYS_MS) : [];
  for (let attempt = 0; ; attempt++) {
    try {
      // Inside the retry: a program that holds the file without sharing it blocks the re-check's read too.
      await options.beforeEachAttempt?.();
      await doRename(from, to);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const busy = platform === 'win32' && (code === 'EPERM' || code === 'EBUSY' || code === 'EACCES');
      if (!busy) throw err;
      const delay = delays[attempt];
      if (delay === undefined) {
        throw new Error(
          `Could not replace ${to}: another program has it open (${code}), for example an editor, a virus scanner or a backup or sync tool. Close it there and try again; the file was left as it was.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Removes temp files an interrupted earlier write of the same file left behind; they are ours by name. */
async function removeStaleTempFiles(dir: string, name: string, maxAgeMs = STALE_TEMP_MS): Promise<void> {
  const prefix = `.${tempStem(name)}.`;
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return;
  }
  const cutoff = Date.now() - maxAgeMs;
  for (const entry of entries) {
    if (!entry.startsWith(prefix) || !entry.endsWith(TEMP_SUFFIX) || !/^[0-9a-f]{12}$/.test(entry.slice(prefix.length, -TEMP_SUFFIX.length))) continue;
    const temp = join(dir, entry);
    try {
      const st = await lstat(temp);
      if (st.isFile() && st.mtimeMs <= cutoff) await unlink(temp);
    } catch {
      // gone already, or not ours to remove
    }
  }
}

async function currentMode(path: string): Promise<number | undefined> {
  try {
    const st = await lstat(path);
    return st.isFile() ? st.mode & 0o777 : undefined;
  } catch {
    return undefined;
  }
}

async function hashIfExists(path: string): Promise<string | null> {
  try {
    return contentHash(await readFile(path));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Makes the rename itself durable. Directories cannot be opened for sync on Windows; NTFS journals renames. */
export async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
