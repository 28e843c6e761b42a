// Finding and ending CODESYS processes. The decisions (which command, how to read its output, which process is the
// same install) are pure functions with unit tests; `runningInstances` and `terminate` apply them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface CommandPlan {
  command: string;
  args: string[];
}

export interface RunningProcess {
  pid: number;
  /** Windows: the image path. Elsewhere: the whole command line (a script's path follows its interpreter). */
  commandLine: string;
}

export type TerminationPlan = { kind: 'signal'; signal: NodeJS.Signals } | { kind: 'command'; plan: CommandPlan };

/** Lists every process with enough to recognise an install: PowerShell on Windows (tasklist has no paths), ps elsewhere. */
export function processListPlan(platform: NodeJS.Platform): CommandPlan {
  if (platform === 'win32') {
    return {
      command: 'powershell.exe',
      args: ['-NoProfile', '-NonInteractive', '-Command', 'Get-Process | Where-Object { $_.Path } | Select-Object Id,Path | ConvertTo-Json -Compress'],
    };
  }
  return { command: 'ps', args: ['-eo', 'pid=,args='] };
}

export function parseProcessList(platform: NodeJS.Platform, output: string): RunningProcess[] {
  if (platform === 'win32') {
    const text = output.trim();
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    // ConvertTo-Json gives an object, not an array, when there is a single process.
    const rows = Array.isArray(parsed) ? parsed : [parsed];
    return rows.flatMap((row) => {
      const { Id, Path } = (row ?? {}) as { Id?: unknown; Path?: unknown };
      return typeof Id === 'number' && typeof Path === 'string' ? [{ pid: Id, commandLine: Path }] : [];
    });
  }
  return output.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line);
    return match ? [{ pid: Number(match[1]), commandLine: match[2]!.trimEnd() }] : [];
  });
}

/** Windows paths compare case-insensitively with either slash; POSIX paths exactly. */
export function samePath(platform: NodeJS.Platform, a: string, b: string): boolean {
  if (platform !== 'win32') return a === b;
  const normal = (p: string) => p.replace(/\//g, '\\').replace(/\\+$/, '').toLowerCase();
  return normal(a) === normal(b);
}

/** Processes started from `executablePath` (the same install), other than `exceptPids`. */
export function sameInstall(platform: NodeJS.Platform, processes: RunningProcess[], executablePath: string, exceptPids: number[] = []): RunningProcess[] {
  return processes.filter((p) => {
    if (exceptPids.includes(p.pid)) return false;
    if (platform === 'win32') return samePath(platform, p.commandLine, executablePath);
    const line = ` ${p.commandLine} `;
    return line.includes(` ${executablePath} `);
  });
}

/**
 * Ending a process: Windows `taskkill` without /F asks the window to close (CODESYS then prompts about unsaved work
 * itself), /F kills; /T takes the process tree along. Elsewhere SIGTERM, then SIGKILL.
 */
export function terminationPlan(platform: NodeJS.Platform, pid: number, force: boolean): TerminationPlan {
  if (platform === 'win32') {
    return { kind: 'command', plan: { command: 'taskkill', args: ['/PID', String(pid), '/T', ...(force ? ['/F'] : [])] } };
  }
  return { kind: 'signal', signal: force ? 'SIGKILL' : 'SIGTERM' };
}

export async function runningInstances(executablePath: string, exceptPids: number[] = []): Promise<RunningProcess[]> {
  // Cannot tell: do not block the launch on a missing `ps`; CODESYS itself still guards its project files.
  return sameInstall(process.platform, (await listProcesses()) ?? [], executablePath, exceptPids);
}

async function listProcesses(): Promise<RunningProcess[] | undefined> {
  const plan = processListPlan(process.platform);
  try {
    const { stdout } = await execFileAsync(plan.command, plan.args, { timeout: 15_000, maxBuffer: 16 * 1024 * 1024, windowsHide: true });
    return parseProcessList(process.platform, stdout);
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is still a process of this install, before it is signalled: a PID is reused once its process has
 * ended (within minutes on a busy machine: Linux counts to 32768 by default), and a recorded PID may by then name
 * another program, or another CODESYS's script run. Undefined when the process list cannot be read.
 */
export async function isInstanceOf(pid: number, executablePath: string): Promise<boolean | undefined> {
  const processes = await listProcesses();
  return processes === undefined ? undefined : sameInstall(process.platform, processes, executablePath).some((p) => p.pid === pid);
}

export async function terminate(pid: number, force: boolean): Promise<void> {
  const plan = terminationPlan(process.platform, pid, force);
  if (plan.kind === 'signal') {
    try {
      process.kill(pid, plan.signal);
    } catch {
      // already gone
    }
    return;
  }
  await execFileAsync(plan.plan.command, plan.plan.args, { timeout: 15_000, windowsHide: true }).catch(() => undefined);
}
