// Reading inside one folder (an OpenPLC project) so that links can never lead out of it: a path counts only if its
// real path, after every symlink or junction on the way, lies inside the folder. What lies outside is answered
// exactly like what does not exist, so nothing about the outside leaks through a listing, a read or an error.
import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isWithin } from './project-roots.ts';

/** The real path of `absolutePath` when it exists and lies inside `root` (itself a real path); otherwise null. */
export async function realPathInside(root: string, absolutePath: string): Promise<string | null> {
  try {
    const real = await realpath(absolutePath);
    return isWithin(root, real) ? real : null;
  } catch {
    return null;
  }
}

/** The status of the real file behind `absolutePath` when it lies inside `root`; otherwise null. */
export async function statInside(root: string, absolutePath: string): Promise<{ real: string; stats: Stats } | null> {
  const real = await realPathInside(root, absolutePath);
  if (real === null) return null;
  try {
    return { real, stats: await stat(real) };
  } catch {
    return null;
  }
}

/** The bytes of a regular file inside `root`; null when it is missing, not a regular file, or outside. */
export async function readFileInside(root: string, absolutePath: string): Promise<Buffer | null> {
  const found = await statInside(root, absolutePath);
  if (!found?.stats.isFile()) return null;
  try {
    return await readFile(found.real);
  } catch {
    return null;
  }
}

/**
 * Where something about to be created under `root` really goes: the real path of its nearest existing ancestor,
 * which must lie inside `root`, plus the rest. Null when the existing part leads out of `root`.
 */
export async function realPathForCreate(root: string, absolutePath: string): Promise<string | null> {
  const rest: string[] = [];
  let probe = path.resolve(absolutePath);
  for (;;) {
    try {
      const real = await realpath(probe);
      return isWithin(root, real) ? path.join(real, ...rest.reverse()) : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return null;
      const parent = path.dirname(probe);
      if (parent === probe) return null;
      rest.push(path.basename(probe));
      probe = parent;
    }
  }
}

/**
 * Whether every component of `target` is a real folder or file, no link anywhere: true when `realpath` of it (or,
 * for something about to be created, of its nearest existing ancestor) is the path itself. A write prepared against
 * a real path lands there only while this holds.
 */
export async function isRealPath(target: string, pathApi: path.PlatformPath = path): Promise<boolean> {
  let probe = pathApi.resolve(target);
  for (;;) {
    try {
      const real = await realpath(probe);
      return samePath(real, probe, pathApi);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return false;
      const parent = pathApi.dirname(probe);
      if (parent === probe) return false;
      probe = parent;
    }
  }
}

/** Equal paths, ignoring case where the file system does (Windows). */
export function samePath(a: string, b: string, pathApi: path.PlatformPath = path): boolean {
  return pathApi === path.win32 ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** A JSON syntax error without the bytes it quotes (V8 quotes the start of the text), keeping only where it is. */
export function jsonErrorWithoutContent(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const where = /(at position \d+(?: \(line \d+ column \d+\))?)/.exec(message)?.[1];
  const kind = /^(Unexpected end of JSON input|Unexpected token|Unexpected non-whitespace character|Bad control character|Expected [^,"]+?)(?=[ ,]|$)/.exec(message)?.[1];
  return [kind ?? 'invalid JSON', where].filter(Boolean).join(' ');
}
