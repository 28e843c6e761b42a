// The path sandbox: every project path an agent passes must resolve to a place inside one of the roots the person
// configured, and so must every component on the way (a folder inside a root that is a link to elsewhere is
// outside). `..`, symlinks, junctions, other drives, UNC paths and case tricks cannot leave it. Errors never tell
// whether something outside the roots exists: outside is one answer, whatever is there.
import { lstat, realpath } from 'node:fs/promises';
import nodePath from 'node:path';

export class PathOutsideRootsError extends Error {
  constructor(requested: string, roots: readonly string[]) {
    super(
      roots.length === 0
        ? `No project roots are configured, so ${requested} cannot be used. Add its folder under Settings → Project roots in Interlock.`
        : `${requested} is outside the configured project roots (${roots.join(', ')}). Add its folder under Settings → Project roots in Interlock.`,
    );
    this.name = 'PathOutsideRootsError';
  }
}

/**
 * The longest name of one file or folder and the longest whole path the OS takes: 255 UTF-16 code units a name and
 * 32,767 a path on Windows (Node uses long-path syntax itself); 255 bytes a name and 4,095 a path (UTF-8) elsewhere.
 */
export const NAME_LIMITS = {
  win32: { name: 255, path: 32_767, unit: 'characters', length: (s: string) => s.length },
  posix: { name: 255, path: 4_095, unit: 'bytes', length: (s: string) => Buffer.byteLength(s, 'utf8') },
} as const;

/** A path the OS would refuse for its length: said as such, never as "outside the roots". */
export class PathNameTooLongError extends Error {
  constructor(requested: string, detail: string) {
    const shown = requested.length > 120 ? `${requested.slice(0, 60)}…${requested.slice(-40)}` : requested;
    super(`${shown}: name too long (${detail}). Nothing was changed; use a shorter name or path.`);
    this.name = 'PathNameTooLongError';
  }
}

/** The file-system calls the sandbox makes; tests of Windows semantics pass a model of a Windows disk. */
export interface SandboxFs {
  lstat(path: string): Promise<{ isSymbolicLink(): boolean; isDirectory(): boolean }>;
  realpath(path: string): Promise<string>;
}

export interface ProjectRootsOptions {
  /** `node:path`'s win32 or posix flavour; the platform's by default. */
  path?: nodePath.PlatformPath;
  fs?: SandboxFs;
  /**
   * Interlock's own state, never inside even under a root (a person who makes a root of a folder that holds the
   * data directory): the data directory itself, every file directly in it (token, UI login key, sessions, server
   * record, settings, audit log) and its state folders. Other folders in it (the demo workspace) stay reachable.
   */
  protectedState?: () => { dataDir: string; stateFolders: readonly string[] } | null;
}

export class ProjectRoots {
  readonly #roots: () => readonly string[];
  readonly #path: nodePath.PlatformPath;
  readonly #fs: SandboxFs;
  readonly #protectedState: NonNullable<ProjectRootsOptions['protectedState']>;

  constructor(roots: () => readonly string[], options: ProjectRootsOptions = {}) {
    this.#roots = roots;
    this.#path = options.path ?? nodePath;
    this.#fs = options.fs ?? { lstat, realpath };
    this.#protectedState = options.protectedState ?? (() => null);
  }

  list(): readonly string[] {
    return this.#roots();
  }

  /**
   * Resolves `requested` (absolute, or relative to the first root) to its real path and proves that it and every
   * component on the way lie inside a root. The path must exist; use `resolveForCreate` for something new.
   */
  async resolveExisting(requested: string): Promise<string> {
    const { real, missing } = await this.#walk(requested);
    if (missing.length > 0) throw new Error(`${requested} does not exist`);
    return real;
  }

  /** For a path that may not exist yet: the existing part must be inside a root; the rest is appended to it. */
  async resolveForCreate(requested: string): Promise<string> {
    const { real, missing } = await this.#walk(requested);
    return missing.length === 0 ? real : this.#path.join(real, ...missing);
  }

  /** Whether `real` (a real path) lies inside a root; a write re-checks this right before it lands. */
  async contains(real: string): Promise<boolean> {
    if (await this.#isExcluded(real)) return false;
    for (const root of await this.#realRoots()) if (isWithin(root.real, real, this.#path)) return true;
    return false;
  }

  /** Whether a real path is Interlock's own state (see `protectedState`). */
  async #isExcluded(real: string): Promise<boolean> {
    const state = this.#protectedState();
    if (!state) return false;
    const p = this.#path;
    const dir = await this.#realOrResolved(state.dataDir);
    if (!isWithin(dir, real, p)) return false;
    const [first = '', ...rest] = p.relative(dir, real).split(p.sep);
    if (first === '' || state.stateFolders.some((folder) => (p === nodePath.win32 ? folder.toLowerCase() === first.toLowerCase() : folder === first))) return true;
    if (rest.length > 0) return false;
    // Directly in the data directory: Interlock's files (and anything new) are protected, folders are not.
    try {
      return !(await this.#fs.lstat(real)).isDirectory();
    } catch {
      return true;
    }
  }

  async #realOrResolved(path: string): Promise<string> {
    const resolved = this.#path.resolve(path);
    try {
      return await this.#fs.realpath(resolved);
    } catch {
      return resolved;
    }
  }

  /**
   * Walks from the root that lexically holds the path, one component at a time. A link is followed only if its
   * real target is inside a root; the first missing component ends the walk (nothing beyond it is looked at).
   */
  async #walk(requested: string): Promise<{ real: string; missing: string[] }> {
    const p = this.#path;
    const absolute = this.#absolute(requested);
    const roots = await this.#realRoots();
    const start = roots
      .flatMap((root) => [root.configured, root.real].map((lexical) => ({ lexical, real: root.real })))
      .find((root) => isWithin(root.lexical, absolute, p));
    if (!start) throw new PathOutsideRootsError(requested, this.#roots());
    const components = p.relative(start.lexical, absolute).split(p.sep).filter((c) => c !== '');
    let current = start.real;
    // The disk's own spelling of what exists (Windows is case-insensitive: one project, one queue key) and a final
    // check of the whole real path.
    const canonical = async (missing: string[]) => {
      let real: string;
      try {
        real = await this.#fs.realpath(current);
      } catch {
        throw new PathOutsideRootsError(requested, this.#roots());
      }
      if (!roots.some((root) => isWithin(root.real, real, p))) throw new PathOutsideRootsError(requested, this.#roots());
      // What does not exist yet is checked too: a new file must not be created among Interlock's own.
      if (await this.#isExcluded(missing.length > 0 ? p.join(real, ...missing) : real)) throw new PathOutsideRootsError(requested, this.#roots());
      return { real, missing };
    };
    for (let i = 0; i < components.length; i++) {
      const next = p.join(current, components[i]!);
      let info;
      try {
        info = await this.#fs.lstat(next);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return canonical(components.slice(i));
        // Inside a root, a file system with a shorter limit than the OS's (an encrypted home) says so itself.
        if (code === 'ENAMETOOLONG') throw new PathNameTooLongError(requested, 'the file system refuses a name or path this long');
        throw new PathOutsideRootsError(requested, this.#roots());
      }
      if (info.isSymbolicLink()) {
        let target: string;
        try {
          target = await this.#fs.realpath(next);
        } catch {
          throw new PathOutsideRootsError(requested, this.#roots()); // a dangling link says nothing about where it points
        }
        if (!roots.some((root) => isWithin(root.real, target, p))) throw new PathOutsideRootsError(requested, this.#roots());
        current = target;
      } else {
        current = next;
      }
    }
    return canonical([]);
  }

  async #realRoots(): Promise<Array<{ configured: string; real: string }>> {
    const out: Array<{ configured: string; real: string }> = [];
    for (const root of this.#roots()) {
      if (!this.#path.isAbsolute(root)) continue;
      const configured = this.#path.resolve(root);
      try {
        out.push({ configured, real: await this.#fs.realpath(configured) });
      } catch {
        // a root that does not exist (yet) contains nothing
      }
    }
    return out;
  }

  #absolute(requested: string): string {
    const p = this.#path;
    if (requested.trim() === '') throw new Error('A project path is required');
    if (requested.includes('\0')) throw new Error('The project path contains a NUL character');
    if (p === nodePath.win32) {
      // Device namespaces (\\?\, \\.\) bypass Windows' own path checks, and a colon after the drive names an
      // alternate data stream of a file: neither is a project path.
      if (/^[\\/]{2}[?.][\\/]/.test(requested)) throw new PathOutsideRootsError(requested, this.#roots());
      if (requested.indexOf(':', /^[A-Za-z]:/.test(requested) ? 2 : 0) !== -1) throw new Error(`${requested} is not a valid Windows path (":" may only follow the drive letter)`);
    }
    let absolute: string;
    if (p.isAbsolute(requested)) absolute = p.resolve(requested);
    else {
      const first = this.#roots()[0];
      if (!first) throw new PathOutsideRootsError(requested, []);
      absolute = p.resolve(first, requested);
    }
    // Checked on the words alone, before the disk is asked: the answer tells nothing about what exists anywhere.
    const limits = p === nodePath.win32 ? NAME_LIMITS.win32 : NAME_LIMITS.posix;
    const long = absolute.split(p === nodePath.win32 ? /[\\/]/ : '/').find((part) => limits.length(part) > limits.name);
    if (long !== undefined) throw new PathNameTooLongError(requested, `the name ${long.slice(0, 24)}… has ${limits.length(long)} ${limits.unit}, at most ${limits.name} fit`);
    if (limits.length(absolute) > limits.path) throw new PathNameTooLongError(requested, `the whole path has ${limits.length(absolute)} ${limits.unit}, at most ${limits.path} fit`);
    return absolute;
  }
}

/** Whether `candidate` lies inside `root` (or is it); case-insensitive on Windows, where other drives never are. */
export function isWithin(root: string, candidate: string, p: nodePath.PlatformPath = nodePath): boolean {
  const win = p === nodePath.win32;
  const rel = p.relative(win ? root.toLowerCase() : root, win ? candidate.toLowerCase() : candidate);
  return rel === '' || (!p.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${p.sep}`));
}
