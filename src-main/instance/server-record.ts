// `<data-dir>/server.json` (owner only: mode 0600, an owner-only ACL on Windows): how other local processes (the
// stdio MCP bridge, `interlock open`, `interlock stop`) find the running control center. One control center per
// data directory: a live owner makes a second `serve` refuse; a record left by a dead process is detected and
// replaced.
import { constants as fsConstants } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { isProcessAlive } from '../os-process/index.ts';
import { restrictToOwner, writeOwnerOnlyFile } from './owner-only.ts';

export interface ServerRecord {
  pid: number;
  port: number | null;
  url: string | null;
  /** The local socket (named pipe on Windows) `interlock mcp` relays agents' stdio to. */
  socketPath: string | null;
  tokenPath: string;
  version: string;
  startedAt: string;
}

export class AlreadyRunningError extends Error {
  readonly record: ServerRecord;

  constructor(record: ServerRecord, path: string) {
    super(
      `Interlock is already running for this data directory (pid ${record.pid}${record.url ? `, ${record.url}` : ''}). ` +
        `Use that one, stop it first, or pass another --data-dir. (Owner record: ${path})`,
    );
    this.name = 'AlreadyRunningError';
    this.record = record;
  }
}

export function serverRecordPath(dataDir: string): string {
  return join(dataDir, 'server.json');
}

export async function readServerRecord(dataDir: string): Promise<ServerRecord | null> {
  try {
    const parsed = JSON.parse(await readFile(serverRecordPath(dataDir), 'utf8')) as Partial<ServerRecord>;
    if (typeof parsed.pid !== 'number' || typeof parsed.tokenPath !== 'string') return null;
    return {
      pid: parsed.pid,
      port: typeof parsed.port === 'number' ? parsed.port : null,
      url: typeof parsed.url === 'string' ? parsed.url : null,
      socketPath: typeof parsed.socketPath === 'string' ? parsed.socketPath : null,
      tokenPath: parsed.tokenPath,
      version: String(parsed.version ?? ''),
      startedAt: String(parsed.startedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Asks a recorded server's /health whether it is really the owner (a PID can be reused by another program). Plain
 * node:http, not fetch: `interlock mcp` asks this once per agent and then runs for as long as the agent does, and
 * fetch would load undici into every relay for that one request.
 */
export async function isRecordedServerHealthy(record: ServerRecord, timeoutMs = 1500): Promise<boolean> {
  if (!record.url) return false;
  const url = `${record.url}/health`;
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const request = httpGet(url, { timeout: timeoutMs, headers: { accept: 'application/json' } }, (response) => {
      answered = true;
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(false);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // /health answers a few hundred bytes; anything far larger is not Interlock.
        if (size > MAX_HEALTH_BYTES) request.destroy();
        else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          resolve((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pid?: unknown }).pid === record.pid);
        } catch {
          resolve(false);
        }
      });
      response.on('close', () => resolve(false)); // cut off before its end (a second resolve does nothing)
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.on('close', () => {
      if (!answered) resolve(false);
    });
  });
}
const MAX_HEALTH_BYTES = 64 * 1024;

/** Is the recorded owner still there? A starting owner (no URL yet) counts as alive while its process lives. */
async function ownerAlive(record: ServerRecord): Promise<boolean> {
  if (record.pid === process.pid || !isProcessAlive(record.pid)) return false;
  return record.url === null ? true : isRecordedServerHealthy(record);
}

/**
 * Claims the data directory for this process. Creation is exclusive, so two starting servers cannot both win;
 * a record whose owner is gone is removed and the claim retried.
 */
export async function claimServerRecord(dataDir: string, base: Omit<ServerRecord, 'pid' | 'port' | 'url' | 'socketPath'>): Promise<ServerRecord> {
  const path = serverRecordPath(dataDir);
  const record: ServerRecord = { ...base, pid: process.pid, port: null, url: null, socketPath: null };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await open(path, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (process.platform === 'win32') await restrictToOwner(path, 'file');
      return record;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const existing = await readServerRecord(dataDir);
    if (existing && (await ownerAlive(existing))) throw new AlreadyRunningError(existing, path);
    await unlink(path).catch(() => undefined); // stale: its owner died
  }
  throw new Error(`Could not claim ${path}: another Interlock keeps starting for this data directory`);
}

export async function publishServerRecord(dataDir: string, record: ServerRecord): Promise<void> {
  await writeOwnerOnlyFile(serverRecordPath(dataDir), `${JSON.stringify(record, null, 2)}\n`);
}

/** Removes the record if this process still owns it. */
export async function releaseServerRecord(dataDir: string): Promise<void> {
  const existing = await readServerRecord(dataDir);
  if (existing?.pid === process.pid) await unlink(serverRecordPath(dataDir)).catch(() => undefined);
}
