// The control center's log file: JSON lines in <data-dir>/logs, rotated by size, a few files kept. It is what a
// person (or a support request) reads after the fact, so it records what happened — agents, calls, decisions,
// errors — and never secrets: tokens, login codes and tool arguments are not logged, and known secret fields are
// redacted should one ever be passed by mistake.
import { readdir, readFile, stat } from 'node:fs/promises';
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

export interface LogFile {
  logger: Logger;
  dir: string;
  /** Writes out what is buffered and closes the file. */
  close(): Promise<void>;
}

/** Field paths removed from every record, wherever a caller puts them. */
const REDACTED_PATHS = ['token', 'authorization', 'code', 'cookie', '*.token', '*.authorization', '*.code', '*.cookie', 'headers.authorization', 'headers.cookie', 'args', '*.args'];

export async function openLogFile(options: LogFileOptions): Promise<LogFile> {
  const stream = await buildRollingFile({
    file: join(options.dir, LOG_STEM),
    extension: '.log',
    size: options.maxSize ?? '5m',
    limit: { count: options.keep ?? 5, removeOtherLogFiles: true },
    mkdir: true,
  });
  const logger = pino(
    {
      level: options.level ?? logLevelFromEnv(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, remove: true },
    },
    stream,
  );
  return {
    logger,
    dir: options.dir,
    close: () =>
      new Promise<void>((resolve) => {
        logger.flush(() => {
          stream.end();
          stream.once('close', () => resolve());
          stream.once('error', () => resolve());
        });
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

/** The file being written now: the highest rotation number, or null when nothing was logged yet. */
export async function newestLogFile(dir: string): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return null;
  }
  const numbered = names.flatMap((name) => {
    const match = LOG_FILE_PATTERN.exec(name);
    return match ? [{ name, n: Number(match[1]) }] : [];
  });
  if (numbered.length === 0) return null;
  numbered.sort((a, b) => b.n - a.n);
  return join(dir, numbered[0]!.name);
}

/** The last `count` lines of a log file, read from its end so a large file is not loaded whole. */
export async function tailLogFile(file: string, count: number): Promise<string[]> {
  const size = (await stat(file)).size;
  const window = Math.min(size, Math.max(64 * 1024, count * 512));
  const text = (await readFile(file)).subarray(size - window).toString('utf8');
  const lines = text.split('\n').filter((line) => line.length > 0);
  if (window < size) lines.shift(); // the first line may be cut
  return lines.slice(-count);
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
