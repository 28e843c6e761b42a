// The path sandbox: every project path an agent passes must resolve, after following symlinks, to a place inside
// one of the roots the person configured. `..`, symlinks and case tricks cannot leave it.
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

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

export class ProjectRoots {
  readonly #roots: () => readonly string[];

  constructor(roots: () => readonly string[]) {
    this.#roots = roots;
  }

  list(): readonly string[] {
    return this.#roots();
  }

  /**
   * Resolves `requested` (absolute, or relative to the first root) to its real path and proves it lies inside a
   * root. The path must exist; use `resolveForCreate` for something about to be created.
   */
  async resolveExisting(requested: string): Promise<string> {
    const candidate = this.#absolute(requested);
    let real: string;
    try {
      real = await realpath(candidate);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${requested} does not exist`);
      throw err;
    }
    await this.#assertInside(requested, real);
    return real;
  }

  /** For a path that may not exist yet: its nearest existing ancestor must be inside a root. */
  async resolveForCreate(requested: string): Promise<string> {
    const candidate = this.#absolute(requested);
    let probe = candidate;
    const tail: string[] = [];
    for (;;) {
      try {
        const real = await realpath(probe);
        const full = resolve(real, ...tail.reverse());
        await this.#assertInside(requested, full);
        return full;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        const parent = resolve(probe, '..');
        if (parent === probe) throw new PathOutsideRootsError(requested, this.#roots());
        tail.push(relative(parent, probe));
        probe = parent;
      }
    }
  }

  #absolute(requested: string): string {
    if (requested.trim() === '') throw new Error('A project path is required');
    if (requested.includes('\0')) throw new Error('The project path contains a NUL character');
    if (isAbsolute(requested)) return resolve(requested);
    const first = this.#roots()[0];
    if (!first) throw new PathOutsideRootsError(requested, []);
    return resolve(first, requested);
  }

  async #assertInside(requested: string, real: string): Promise<void> {
    for (const root of this.#roots()) {
      let realRoot: string;
      try {
        realRoot = await realpath(root);
      } catch {
        continue; // a root that does not exist (yet) contains nothing
      }
      if (isWithin(realRoot, real)) return;
    }
    throw new PathOutsideRootsError(requested, this.#roots());
  }
}

export function isWithin(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}
