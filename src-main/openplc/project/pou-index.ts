// Which POU files a project has. The folder gives the type, the extension the language, the file stem the name
// (the editor keeps it equal to the declared name). Folders are searched recursively, as the editor does.
import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
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
    for (const path of await listFilesRecursively(join(root, folder.dir))) {
      const extension = extname(path).toLowerCase();
      const language = LANGUAGE_BY_EXTENSION[extension];
      const relativePath = toPosix(relative(root, path));
      if (language) {
        const base = path.slice(path.lastIndexOf(sep) + 1);
        found.push({ name: base.slice(0, base.length - extension.length), type: folder.type, language, path: relativePath, absolutePath: path });
      } else if (extension === '.json') {
        legacyJsonFiles.push(relativePath);
      }
    }
    files.push(...found.sort((a, b) => compare(a.path, b.path)));
  }
  return new PouIndex(files, legacyJsonFiles.sort(compare));
}

/**
 * Absolute paths of the non-directory entries under `dir`, skipping hidden names (editor swap files and Interlock's
 * own atomic-write temp files). Symlinked folders are not followed; symlinked files are listed and checked on read.
 */
export async function listFilesRecursively(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw err;
  }
  const paths: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() || entry.name.startsWith('.') || entry.name.endsWith(ATOMIC_TEMP_SUFFIX)) continue;
    const parent = entry.parentPath;
    if (relative(dir, parent).split(sep).some((part) => part.startsWith('.'))) continue;
    paths.push(join(parent, entry.name));
  }
  return paths;
}

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** Code-point order, so listings are the same on every machine and locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
