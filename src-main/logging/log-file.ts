// The control center's log file: JSON lines in <data-dir>/logs, rotated by size, a few files kept. It is what a
// person (or a support request) reads after the fact, so it records what happened — agents, calls, decisions,
// errors — and never secrets: tokens, login codes and tool arguments are not logged, and known secret fields are
// redacted should one ever be passed by mistake.
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import buildRollingFile from 'pino-roll';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Active file name stem; pino-roll appends the rotation number: interlock.1.log, interlock.2.log, … */
const LOG_STEM = 'interlock';
const LOG_FILE_PATTERN = /^interlock\.(\d+)\.log$/;

export interface LogFileOptions {
  dir: string;
  level?: LogLevel;
  /** Rotate when the active file reaches this size (pino-roll units: '5m', '64k'). */
  maxSize?: string;
  /** Rotated files kept besides the active one. */
  keep?: number;
}

/** Whether the log is being written: paused while its disk refuses writes (full, over quota, failing). */
export type LogHealth = { writing: true } | { writing: false; reason: string; code: string | null; since: number };

export interface LogFile {
  logger: Logger;
  dir: string;
  readonly health: LogHealth;
  /** Called when logging pauses and when it resumes; returns the unsubscribe. */
  onHealthChange(listener: (health: LogHealth) => void): () => void;
  /** Writes out what is buffered and closes the file. */
  close(): Promise<void>;
}

/** Error codes that mean the disk refuses writes for now, not that the log is misconfigured. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** Lines kept in memory while the disk refuses writes (written when it takes them again); more are dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function pauseReason(err: NodeJS.ErrnoException): string {
  if (err.code && DISK_FULL_CODES.has(err.code)) return `logging paused: disk full (${err.code})`;
  if (err.code === 'EIO') return 'logging paused: the disk reports an input/output error (EIO)';
  return `logging paused: ${err.message}`;
}

/** Fields removed from every record, at its top level and one level down (`headers.authorization`), wherever a caller puts them. */
const SECRET_KEYS = new Set(['token', 'authorization', 'code', 'cookie', 'args']);

/**
 * The record without its secret fields; the record itself when it has none (the usual case, at no cost). pino's own
 * `redact` would do the same but parses its path list again for every line, which made it the largest cost of a
 * read's log line.
 */
export function withoutSecrets(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (SECRET_KEYS.has(key)) {
      copy ??= { ...record };
      delete copy[key];
    } else if (isPlainRecord(value)) {
      const inner = withoutSecretKeys(value);
      if (inner !== value) (copy ??= { ...record })[key] = inner;
    }
  }
  return copy ?? record;
}

/** One level down: the record without its own secret keys, or itself when it has none. */
function withoutSecretKeys(record: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(record).some((key) => SECRET_KEYS.has(key))) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_KEYS.has(key)));
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export async function openLogFile(options: LogFileOptions): Promise<LogFile> {
  const stream = await buildRollingFile({
    file: join(options.dir, LOG_STEM),
    extension: '.log',
    size: options.maxSize ?? '5m',
    limit: { count: options.keep ?? 5, removeOtherLogFiles: true },
    mkdir: true,
    // While the disk refuses writes the stream keeps what it could not write and retries with the next line; this
    // bounds what it keeps.
    maxLength: MAX_BUFFERED_BYTES,
  });
  // A write the disk refuses must never end the process (an 'error' without a listener would): logging pauses, the
  // person is told, and the next write that lands resumes it.
  let health: LogHealth = { writing: true };
  let dropped = 0;
  const listeners = new Set<(health: LogHealth) => void>();
  const setHealth = (next: LogHealth) => {
    health = next;
    for (const listener of listeners) listener(next);
  };
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (health.writing) setHealth({ writing: false, reason: pauseReason(err), code: err.code ?? null, since: Date.now() });
  });
  stream.on('drop', () => {
    dropped++;
    // A full buffer takes no line, so no line would retry the write: an empty one does.
    if (!health.writing) stream.write('');
  });
  // A resume is announced once what waited in memory is written: a line now would find the kept MiB still full and
  // be dropped.
  let resumedAfterMs: number | null = null;
  const announceResume = () => {
    if (resumedAfterMs === null) return;
    logger.warn({ pausedMs: resumedAfterMs, droppedLines: dropped }, 'logging resumed: the disk takes writes again');
    resumedAfterMs = null;
    dropped = 0;
  };
  stream.on('write', () => {
    if (health.writing) return;
    resumedAfterMs = Date.now() - health.since;
    setHealth({ writing: true });
  });
  stream.on('drain', announceResume);
  const logger = pino(
    {
      level: options.level ?? logLevelFromEnv(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: withoutSecrets },
    },
    stream,
  );
  return {
    logger,
    dir: options.dir,
    get health() {
      return health;
    },
    onHealthChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () =>
      new Promise<void>((resolve) => {
        const end = () =>
          logger.flush(() => {
            stream.end();
            stream.once('close', () => resolve());
            stream.once('error', () => resolve());
          });
        if (resumedAfterMs === null || !health.writing) return end();
        // The lines kept while the disk refused writes are still being written. An ending stream never drains, so
        // ending it now would lose the line that says logging resumed: end once it drained (and announced), or
        // when the disk refuses again.
        const drained = () => {
          stream.off('error', refused);
          end();
        };
        const refused = () => {
          stream.off('drain', drained);
          end();
        };
        stream.once('drain', drained);
        stream.once('error', refused);
      }),
  };
}

/** INTERLOCK_LOG_LEVEL (fatal … trace) for a session of troubleshooting; info otherwise. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const wanted = env.INTERLOCK_LOG_LEVEL?.toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(wanted ?? '') ? (wanted as LogLevel) : 'info';
}

export function logDirectory(dataDir: string): string {
  return join(dataDir, 'logs');
}

/** The log files, the one being written now (highest rotation number) first; empty when nothing was logged yet. */
export async function logFilesNewestFirst(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const numbered = names.flatMap((name) => {
    const match = LOG_FILE_PATTERN.exec(name);
    return match ? [{ name, n: Number(match[1]) }] : [];
  });
  numbered.sort((a, b) => b.n - a.n);
  return numbered.map(({ name }) => join(dir, name));
}

/** The file being written now, or null when nothing was logged yet. */
export async function newestLogFile(dir: string): Promise<string | null> {
  return (await logFilesNewestFirst(dir))[0] ?? null;
}

/** The last `count` lines of a log file, read from its end so a large file is not loaded whole. */
export async function tailLogFile(file: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const window = Math.min(size, Math.max(64 * 1024, count * 512));
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(window), position: size - window });
    const lines = buffer.subarray(0, bytesRead).toString('utf8').split('\n').filter((line) => line.length > 0);
    if (window < size) lines.shift(); // the first line may be cut
    return lines.slice(-count);
  } finally {
    await handle.close();
  }
}

/**
 * The last `count` lines of the log across its files, oldest first: right after a rotation the file being written
 * holds few lines or none, and the rest come from the files before it.
 */
export async function tailLogs(dir: string, count: number): Promise<string[]> {
  const lines: string[] = [];
  for (const file of await logFilesNewestFirst(dir)) {
    if (lines.length >= count) break;
    const tail = await tailLogFile(file, count - lines.length).catch(() => []); // rotated away meanwhile
    lines.unshift(...tail);
  }
  return lines;
}

/** One JSON log record as a person reads it: time, level, message, then the other fields. */
export function formatLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const { time, level, msg, pid: _pid, ...rest } = record;
  const levelName = typeof level === 'number' ? (pino.levels.labels[level] ?? String(level)) : String(level ?? '');
  const extra = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${String(time ?? '')} ${levelName.toUpperCase().padEnd(5)} ${String(msg ?? '')}${extra ? `  ${extra}` : ''}`;
}
