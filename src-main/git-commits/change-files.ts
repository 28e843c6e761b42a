// The files an approved change wrote, read back and checked against what Interlock wrote: a file whose bytes no
// longer match the edit's hash was changed by someone else since, so the change is not committed (a commit must
// never carry the person's other edits). A CODESYS change adds the saved project file and a text export of each
// changed object beside it (`<project>.interlock-export/<object path>.st`), so the diff reads in any git tool.
import { mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import { contentHash, FILE_EDIT_KIND, writeFileAtomic } from '../files/index.ts';

/** The kind of CODESYS's POU edits (src-main/codesys/code/code-tools.ts): its revert data holds the texts. */
export const CODESYS_POU_KIND = 'codesys-pou';
export const EXPORT_FOLDER_SUFFIX = '.interlock-export';

/** One file the commit holds: where it is on disk, its bytes (null: the change removed it), and what it is. */
export interface WrittenFile {
  path: string;
  content: Uint8Array | null;
  /** `written`: a file the change wrote; `project`: the saved CODESYS project; `export`: a text export beside it. */
  role: 'written' | 'project' | 'export';
}

/** The files on disk do not hold the change as Interlock made it (changed since, or not saved yet): no commit. */
export class ChangedSinceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangedSinceError';
  }
}

/** The texts of a CODESYS object after the change; for a revert, the original edit's texts before it. */
function objectTexts(edit: EditRecord, original: EditRecord | undefined): { project: string; object: string; text: string } | null {
  const source = original ? { decl: original.revert.declaration, impl: original.revert.implementation } : { decl: edit.revert.after_declaration, impl: edit.revert.after_implementation };
  const data = original?.revert ?? edit.revert;
  const project = data.project_path;
  const object = data.object_path;
  if (typeof project !== 'string' || typeof object !== 'string') return null;
  if (typeof source.decl !== 'string' && typeof source.impl !== 'string') return null;
  const parts = [source.decl, source.impl].filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.replace(/\s+$/, ''));
  return { project, object, text: `${parts.join('\n\n')}\n` };
}

/** `Application/PLC_PRG` → `<project>.interlock-export/Application/PLC_PRG.st`, each name made safe for Windows. */
export function exportPath(project: string, objectPath: string): string {
  const safe = objectPath
    .split('/')
    .filter((s) => s !== '')
    .map((segment) => segment.replace(/[<>:"\\|?*\u0000-\u001f]/g, '_').replace(/^\.+$/, '_').replace(/[. ]+$/, '_'));
  return join(dirname(project), `${basename(project)}${EXPORT_FOLDER_SUFFIX}`, ...safe.slice(0, -1), `${safe.at(-1) ?? 'object'}.st`);
}

async function fileNow(path: string): Promise<Uint8Array | null> {
  try {
    return await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * What `entry` wrote, checked. `original` is, for a revert, the entry it reverts (with its revert data), whose
 * CODESYS texts the export then goes back to. Throws ChangedSinceError when a file no longer holds what was written.
 */
export async function writtenFiles(entry: AuditEntry, original: AuditEntry | undefined): Promise<WrittenFile[]> {
  const files: WrittenFile[] = [];
  const exports = new Map<string, string>();
  for (const edit of entry.edits ?? []) {
    if (edit.kind === FILE_EDIT_KIND) {
      const path = typeof edit.revert.path === 'string' ? edit.revert.path : edit.location;
      const bytes = await fileNow(path);
      // A revert of a created file removes it: its record's afterHash is empty.
      const removed = edit.afterHash === '';
      if (removed ? bytes !== null : bytes === null || contentHash(bytes) !== edit.afterHash) {
        throw new ChangedSinceError(`${path} changed after Interlock wrote it, so committing it would take in someone else's edit`);
      }
      files.push({ path, content: bytes, role: 'written' });
    } else if (edit.kind === CODESYS_POU_KIND) {
      const originalEdit = original?.edits?.find((e) => e.location === edit.location);
      const texts = objectTexts(edit, originalEdit);
      if (texts) exports.set(exportPath(texts.project, texts.object), texts.text);
    }
  }
  const project = entry.projectFile;
  // The export only mirrors the project file: without the saved file a commit would claim what the file does not hold.
  if (exports.size > 0 && !project?.saved) {
    throw new ChangedSinceError(
      `the change is in CODESYS but not saved in the project file${project ? ` ${project.project}` : ''}, so there is nothing to commit yet; commit the project yourself once it is saved`,
    );
  }
  if (project?.saved) {
    const bytes = await fileNow(project.project);
    if (bytes === null || (project.savedHash !== undefined && contentHash(bytes) !== project.savedHash)) {
      throw new ChangedSinceError(`${project.project} changed after Interlock saved it, so committing it would take in someone else's changes`);
    }
    files.push({ path: project.project, content: bytes, role: 'project' });
  }
  for (const [path, text] of exports) {
    await mkdir(dirname(path), { recursive: true });
    await writeFileAtomic(path, text);
    files.push({ path, content: Buffer.from(text, 'utf8'), role: 'export' });
  }
  return files;
}
