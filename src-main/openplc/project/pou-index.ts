// Which POU files a project has. The folder gives the type, the extension the language, the file stem the name
// (the editor keeps it equal to the declared name). Folders are searched recursively, as the editor does.
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { realPathInside, statInside } from '../../files/index.ts';
import { ATOMIC_TEMP_SUFFIX, LANGUAGE_BY_EXTENSION, POU_FOLDERS, type PouLanguage, type PouType } from './project-layout.ts';

export interface PouFile {
  name: string;
  type: PouType;
  language: PouLanguage;
  /** Project-relative POSIX path, e.g. `pous/programs/main.st`. */
  path: string;
  absolutePath: string;
}

export class PouIndex {
  /** Every recognised POU file, in folder order (functions, function blocks, programs), sorted by path within each. */
  readonly files: readonly PouFile[];
  /** Legacy `pous/**\/*.json` POUs (mid-2025 format): not read, only reported. */
  readonly legacyJsonFiles: readonly string[];
  readonly #byName = new Map<string, PouFile[]>();

  constructor(files: PouFile[], legacyJsonFiles: string[]) {
    this.files = files;
    this.legacyJsonFiles = legacyJsonFiles;
    for (const file of files) {
      const same = this.#byName.get(file.name);
      if (same) same.push(file);
      else this.#byName.set(file.name, [file]);
    }
  }

  /** The POUs as the editor shows them: one per name (the first file wins), sorted by type, name, path. */
  listed(): PouFile[] {
    const listed = [...this.#byName.values()].map((files) => files[0]!);
    return listed.sort((a, b) => compare(a.type, b.type) || compare(a.name, b.name) || compare(a.path, b.path));
  }

  /** Every file whose stem is `name`, in folder order; more than one means the name is ambiguous. */
  filesNamed(name: string): readonly PouFile[] {
    return this.#byName.get(name) ?? [];
  }

  /** Files whose stem equals `name` ignoring case: a new POU must not collide with any of them. */
  filesNamedIgnoringCase(name: string): PouFile[] {
    const lower = name.toLowerCase();
    return this.files.filter((f) => f.name.toLowerCase() === lower);
  }
}

export async function scanPous(root: string): Promise<PouIndex> {
  const files: PouFile[] = [];
  const legacyJsonFiles: string[] = [];
  for (const folder of POU_FOLDERS) {
    const found: PouFile[] = [];
    for (const file of await listFilesRecursively(root, folder.dir)) {
      const dot = file.name.lastIndexOf('.');
      const extension = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
      const language = LANGUAGE_BY_EXTENSION[extension];
      if (language) {
        found.push({ name: file.name.slice(0, dot), type: folder.type, language, path: file.path, absolutePath: file.absolutePath });
      } else if (extension === '.json') {
        legacyJsonFiles.push(file.path);
      }
    }
    files.push(...found.sort((a, b) => compare(a.path, b.path)));
  }
  return new PouIndex(files, legacyJsonFiles.sort(compare));
}

export interface ListedFile {
  name: string;
  /** Project-relative POSIX path. */
  path: string;
  absolutePath: string;
}

/**
 * The files under `root/dir` (a POSIX relative path), skipping hidden names (editor swap files and Interlock's own
 * atomic-write temp files) and hidden folders. `root` is a real path. A link (to a file or a folder, or `dir` itself
 * being one) counts only when its real target lies inside `root`, exactly as reading decides, so a listing never
 * shows what a read would refuse. A linked file keeps its own path (reads follow it, edits refuse it); a linked
 * folder is walked at its real path, so what lies in it has real paths.
 * Paths are built while walking: this runs over every file of large projects.
 */
export async function listFilesRecursively(root: string, dir: string): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  const start = await realPathInside(root, join(root, ...dir.split('/')));
  if (start === null) return files;
  const visited = new Set<string>([start]);
  const pending: Array<{ path: string; absolutePath: string }> = [{ path: dir, absolutePath: start }];
  for (let folder = pending.pop(); folder; folder = pending.pop()) {
    let entries;
    try {
      entries = await readdir(folder.absolutePath, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      throw err;
    }
    for (const entry of entries) {
      const name = entry.name;
      if (name.startsWith('.') || name.endsWith(ATOMIC_TEMP_SUFFIX)) continue;
      const path = `${folder.path}/${name}`;
      let absolutePath = `${folder.absolutePath}${sep}${name}`;
      let isDirectory = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = await statInside(root, absolutePath);
        if (target === null) continue; // leads out of the project (or nowhere): not part of it
        isDirectory = target.stats.isDirectory();
        if (isDirectory) absolutePath = target.real;
        if (!isDirectory && !target.stats.isFile()) continue;
      } else if (!isDirectory && !entry.isFile()) {
        continue; // sockets, pipes, devices: nothing a project holds
      }
      if (isDirectory) {
        if (visited.has(absolutePath)) continue; // a link loop, or a folder reached twice
        visited.add(absolutePath);
        pending.push({ path, absolutePath });
      } else {
        files.push({ name, path, absolutePath });
      }
    }
  }
  return files;
}

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** Code-point order, so listings are the same on every machine and locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
