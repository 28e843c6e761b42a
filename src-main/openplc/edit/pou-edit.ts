// Edits of Structured Text POU files: a whole-file replacement (update_pou), exact find/replace edits (patch_pou)
// and a new POU (create_pou). Each is prepared first — every check and the new bytes, the size an edit would produce
// bounded before it is built — and written only by `commitEdit`, atomically and only if the file still holds what
// the edit was based on. The diff the person approves is computed off the event loop from `editDiffRequest`.
import { lstat, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { applyTextEdit, assertUnchangedSinceRead, type TextEdit } from '../../plc-edit/index.ts';
import type { DiffRequest } from '../../text-diff/index.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import {
  contentHash,
  fileEditRecord,
  isRealPath,
  realPathForCreate,
  SandboxWriteError,
  writeFileAtomic,
  WriteConflictError,
  type AtomicWriteOptions,
  type ProjectRoots,
} from '../../files/index.ts';
import { identityProblem, parsePouSource } from '../st/pou-source.ts';
import { DECLARATION_KEYWORD, END_KEYWORD, POU_FOLDERS, type PouType } from '../project/project-layout.ts';
import type { PouFile } from '../project/pou-index.ts';
import { requirePouName, type ProjectReader } from '../project/project-reader.ts';

export interface PreparedEdit {
  pou: PouFile;
  /** The bytes the edit is based on; null when it creates the file. */
  before: Buffer | null;
  beforeHash: string | null;
  after: string;
  afterHash: string;
  /**
   * The write's audit record, made once with the plan (previous content encoded once, both hashes as computed
   * here): the plan before the write and the call's outcome after it record this same object.
   */
  record: EditRecord;
}

export async function prepareUpdate(
  reader: ProjectReader,
  args: { pou_name: string; content: string; expected_content_hash: string },
): Promise<PreparedEdit> {
  requirePouName(args.pou_name);
  if (args.content.trim() === '') throw new ToolError('content must not be empty: update_pou replaces the whole POU file, declaration and END keyword included');
  const base = await readEditBase(reader, args.pou_name, args.expected_content_hash);
  const problem = identityProblem(parsePouSource(args.content, 'st'), base.pou);
  if (problem) throw new ToolError(`${problem}. Nothing was changed.`);
  return prepared(base, args.content);
}

/**
 * A find/replace edit. With `onCurrentContent` it is made on the POU as it is now, whatever the agent read: a card
 * whose file changed while it waited, reviewed by the person on the new content (each `old` must still be there
 * as often as the edit says, or it fails as any patch does).
 */
export async function preparePatch(
  reader: ProjectReader,
  args: { pou_name: string; edits: TextEdit[]; expected_content_hash: string },
  onCurrentContent = false,
): Promise<PreparedEdit> {
  requirePouName(args.pou_name);
  const base = await readEditBase(reader, args.pou_name, onCurrentContent ? null : args.expected_content_hash);
  const text = args.edits.reduce((current, edit, i) => applyTextEdit(current, edit, i, base.pou.path), base.content);
  const problem = identityProblem(parsePouSource(text, 'st'), base.pou);
  if (problem) throw new ToolError(`After the edits: ${problem}. Nothing was changed.`);
  return prepared(base, text);
}

export async function prepareCreate(
  reader: ProjectReader,
  args: { name: string; type: PouType; language: string; return_type?: string | undefined; content?: string | undefined },
): Promise<PreparedEdit> {
  // Names, language and return type are checked by the tool's input schema.
  const { name, type } = args;
  const returnType = args.return_type?.trim() || null;
  await reader.document();
  const index = await reader.pouIndex(true);
  const clash = [...index.filesNamedIgnoringCase(name).map((f) => f.path), ...index.legacyJsonFiles.filter((p) => stemOf(p).toLowerCase() === name.toLowerCase())];
  if (clash.length > 0) throw new ToolError(`A POU named "${name}" already exists (${clash.join(', ')}); POU names must be unique across all folders`);

  const content = args.content ?? newPouText(type, name, returnType);
  if (content.trim() === '') throw new ToolError('content must not be empty; omit it to start from the editor\'s empty layout');
  const problem = identityProblem(parsePouSource(content, 'st'), { type, name });
  if (problem) throw new ToolError(`${problem}. Nothing was created.`);

  const folder = POU_FOLDERS.find((f) => f.type === type)!;
  const path = `${folder.dir}/${name}.st`;
  // Where the file really goes: the folder (or the first missing one above it) must be a real one in the project.
  const absolutePath = await realPathForCreate(reader.root, join(reader.root, ...path.split('/')));
  if (absolutePath === null) throw new ToolError(`${folder.dir} is not a folder inside the project (it is a link that leads out of it); nothing was created`);
  const pou: PouFile = { name, type, language: 'st', path, absolutePath };
  const afterHash = contentHash(content);
  return { pou, before: null, beforeHash: null, after: content, afterHash, record: fileEditRecord(absolutePath, null, afterHash) };
}

/**
 * Writes a prepared edit: refuses a target that became a symlink or non-regular file, then writes atomically with the
 * base hash as the condition (null: the file must still not exist). The folder must still be the real one inside
 * the project roots it was prepared in (checked again inside the atomic write). Returns the new content hash.
 */
export async function commitEdit(edit: PreparedEdit, sandbox: Pick<ProjectRoots, 'contains'>, onBoundary?: AtomicWriteOptions['onBoundary']): Promise<string> {
  try {
    if (edit.before === null) {
      const dir = dirname(edit.pou.absolutePath);
      if (!(await isRealPath(dir)) || !(await sandbox.contains(dir))) throw new SandboxWriteError(edit.pou.path);
      await mkdir(dir, { recursive: true });
    } else {
      await assertRegularTarget(edit.pou);
    }
    return await writeFileAtomic(edit.pou.absolutePath, edit.after, { expectedHash: edit.beforeHash, contentHash: edit.afterHash, sandbox, ...(onBoundary ? { onBoundary } : {}) });
  } catch (err) {
    if (err instanceof ToolError) throw err;
    if (err instanceof SandboxWriteError) throw new ToolError(`${edit.pou.path} was not written: a folder on its way was replaced by a link or moved since the edit was prepared. Nothing was changed.`);
    if (err instanceof WriteConflictError) {
      throw new ToolError(
        edit.before === null
          ? `${edit.pou.path} appeared while the new POU waited for approval; nothing was written. List the POUs again and pick another name.`
          : `POU "${edit.pou.name}" changed on disk after this edit was prepared (someone saved it, e.g. in OpenPLC Editor); nothing was written. Call read_pou again and redo the edit.`,
      );
    }
    throw new ToolError(`Could not write ${edit.pou.path}: ${(err as Error).message}. The file was left as it was.`);
  }
}

/** The edit's diff as git shows it (a/path → b/path, /dev/null for a new file), as a job for the bounded differ. */
export function editDiffRequest(edit: PreparedEdit): DiffRequest {
  return {
    oldName: edit.before === null ? '/dev/null' : `a/${edit.pou.path}`,
    newName: `b/${edit.pou.path}`,
    before: edit.before === null ? '' : edit.before.toString('utf8'),
    after: edit.after,
  };
}

interface EditBase {
  pou: PouFile;
  bytes: Buffer;
  content: string;
  hash: string;
}

/** The checks every edit of an existing POU shares, in the contract's order. */
async function readEditBase(reader: ProjectReader, name: string, expectedHash: string | null): Promise<EditBase> {
  await reader.document();
  const pou = await reader.findPouForUpdate(name);
  if (pou.language !== 'st') {
    throw new ToolError(`POU "${name}" (${pou.path}) is written in ${pou.language.toUpperCase()}; only Structured Text POUs can be edited here. Change it in OpenPLC Editor.`);
  }
  await assertRegularTarget(pou);
  const read = await reader.readPouFile(pou);
  if (expectedHash !== null) assertUnchangedSinceRead(`POU "${name}" (${pou.path})`, read.hash, expectedHash, 'read_pou');
  return read;
}

function prepared(base: EditBase, after: string): PreparedEdit {
  const afterHash = contentHash(after);
  return { pou: base.pou, before: base.bytes, beforeHash: base.hash, after, afterHash, record: fileEditRecord(base.pou.absolutePath, base, afterHash) };
}

async function assertRegularTarget(pou: PouFile): Promise<void> {
  let info;
  try {
    info = await lstat(pou.absolutePath);
  } catch (err) {
    throw new ToolError(`Could not open ${pou.path}: ${(err as Error).message}`);
  }
  if (info.isSymbolicLink()) throw new ToolError(`${pou.path} is a symbolic link; Interlock edits only regular files, so replace the link with the file itself first`);
  if (!info.isFile()) throw new ToolError(`${pou.path} is not a regular file, so it cannot be edited`);
}

/**
 * The editor's text layout for a POU without variables or code: declaration, an empty indented VAR/END_VAR pair,
 * an empty body and its blank line, END keyword, no trailing newline.
 */
export function newPouText(type: PouType, name: string, returnType: string | null): string {
  const declaration = `${DECLARATION_KEYWORD[type]} ${name}${returnType ? ` : ${returnType}` : ''}`;
  return `${declaration}\n  VAR\n  END_VAR\n\n\n${END_KEYWORD[type]}`;
}

function stemOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base.slice(0, base.lastIndexOf('.'));
}
