// CODESYS marks an open project with `<name>.~u` beside it (the .project extension dropped): four lines with the
// user, the machine, the PID of the CODESYS that has it open and a timestamp. Reading it before a project is opened
// turns the modal "project is in use" prompt (which would hang a scripted CODESYS) into a clear refusal.
import { readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { extname } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { isProcessAlive } from '../../os-process/index.ts';

export interface ProjectLock {
  path: string;
  user: string;
  machine: string;
  pid: number;
}

export type LockVerdict =
  | { kind: 'free' }
  | { kind: 'ours' }
  | { kind: 'stale'; lock: ProjectLock }
  | { kind: 'held'; lock: ProjectLock; message: string };

export function lockPathCandidates(projectPath: string): string[] {
  const ext = extname(projectPath);
  const stem = /^\.(project|library)$/i.test(ext) ? projectPath.slice(0, -ext.length) : projectPath;
  return [...new Set([`${stem}.~u`, `${projectPath}.~u`])];
}

export function parseProjectLock(path: string, bytes: Uint8Array): ProjectLock {
  const buffer = Buffer.from(bytes);
  let text: string;
  if (buffer[0] === 0xff && buffer[1] === 0xfe) text = buffer.subarray(2).toString('utf16le');
  else text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const [user = '', machine = '', pid = ''] = text.split(/\r?\n/).map((line) => line.trim());
  return { path, user, machine, pid: Number.parseInt(pid, 10) || 0 };
}

export function judgeLock(
  projectPath: string,
  lock: ProjectLock | null,
  context: { ownPid: number | null; host: string; isAlive: (pid: number) => boolean },
): LockVerdict {
  if (!lock) return { kind: 'free' };
  if (context.ownPid !== null && lock.pid === context.ownPid) return { kind: 'ours' };
  const who = [lock.user && `user ${lock.user}`, lock.machine && `computer ${lock.machine}`, lock.pid && `PID ${lock.pid}`].filter(Boolean).join(', ');
  const sameHost = lock.machine === '' || lock.machine.toLowerCase() === context.host.toLowerCase();
  if (!sameHost) {
    return {
      kind: 'held',
      lock,
      message: `${projectPath} is open in CODESYS on another computer (${who}). Close it there first; if that CODESYS is closed, delete ${lock.path}.`,
    };
  }
  if (lock.pid > 0 && !context.isAlive(lock.pid)) return { kind: 'stale', lock };
  return {
    kind: 'held',
    lock,
    message: `${projectPath} is open in another CODESYS (${who}). Close the project there, or close that CODESYS, then try again.`,
  };
}

async function readLock(projectPath: string): Promise<ProjectLock | null> {
  for (const path of lockPathCandidates(projectPath)) {
    try {
      return parseProjectLock(path, await readFile(path));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return null;
}

/**
 * Refuses a project another CODESYS holds; removes the lock a crashed CODESYS left behind (and says so through
 * `onStaleLock`), since CODESYS would otherwise stop at a dialog about it.
 */
export async function checkProjectLock(projectPath: string, ownPid: number | null, onStaleLock: (lock: ProjectLock) => void): Promise<void> {
  const verdict = judgeLock(projectPath, await readLock(projectPath), { ownPid, host: hostname(), isAlive: isProcessAlive });
  if (verdict.kind === 'held') throw new ToolError(verdict.message);
  if (verdict.kind === 'stale') {
    await unlink(verdict.lock.path).catch(() => undefined);
    onStaleLock(verdict.lock);
  }
}
