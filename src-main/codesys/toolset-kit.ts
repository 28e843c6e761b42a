// What the CODESYS tools share: the queue target, the project path sandbox, input fields and output shapes.
import type { DomainServices } from '../mcp/domain-module.ts';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../mcp/input-limits.ts';
import type { ApprovalPreview, CallScope } from '../../src-shared/app-state.ts';
import type { EditRecord } from '../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter, type ToolTarget } from '../core/index.ts';
import { contentHash, readFileInside, samePath } from '../files/index.ts';
import { contentHashField, IDENTIFIER, resolveInProjectRoots } from '../plc-edit/index.ts';
import { sharedStep, type ArgsPlan } from '../mcp/tool-definition.ts';
import type { CodesysConnection, CommandExecution } from './bridge/codesys-connection.ts';
import { objectDescription, type TemplateContracts } from './bridge/templates.ts';
import type { CodesysOnline } from './online-session/codesys-online.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import type { ToolsetId } from '../../src-shared/toolsets.ts';

/**
 * The largest exchange file (PLCopenXML, native export, external file) an import reads and an export writes; real
 * exports of whole applications stay far below.
 */
export const MAX_PLCOPEN_BYTES = 16 * 1024 * 1024;

/** There is one CODESYS: every CODESYS call waits for the one before it. */
export const CODESYS_QUEUE: ToolTarget = { key: 'codesys' };

export interface ToolContext {
  services: DomainServices;
  codesys: CodesysConnection;
}

/** What a toolset's rows get: the services, the connection, and the online session (login, watch, PLC ledger). */
export interface ToolsetContext extends ToolContext {
  online: CodesysOnline;
}

/**
 * What each CODESYS toolset folder exports from its index.ts: everything the domain needs of it. The domain root
 * lists the modules; nothing below it imports a toolset.
 */
export interface CodesysToolset {
  /** The toolset its rows belong to (a row of another toolset names it itself, e.g. `toolset: 'codesys-monitor'`). */
  id: ToolsetId;
  /** Its folder under src-main/codesys (its rows, templates/ and tool-snapshots/ are there). */
  folder: string;
  /** Toolsets some of its rows name themselves (the online folder's monitor rows are codesys-monitor's). */
  otherToolsets?: readonly ToolsetId[];
  /** The contracts of its templates (`templates/<name>.py` in its folder). */
  templates: TemplateContracts;
  tools(context: ToolsetContext): AnyToolDefinition[];
  /** The reverters of the edit kinds its rows record. */
  reverters?(context: ToolContext): Record<string, EditKindReverter>;
}

export const projectPathField = boundedString(INPUT_LIMITS.pathChars, 'project_path')
  .min(1)
  .describe('The .project file');
export const objectPathField = boundedString(INPUT_LIMITS.pathChars, 'object_path')
  .min(1)
  .describe('Object path, "/"-separated, e.g. "Application/PLC_PRG"');
export const parentPathField = boundedString(INPUT_LIMITS.pathChars, 'parent_path')
  .min(1)
  .optional()
  .describe('The application or folder to create it in; default: the application');
export const identifierField = (what: string) =>
  boundedString(INPUT_LIMITS.nameChars, what).regex(IDENTIFIER, `${what} must be an IEC identifier: a letter or _, then letters, digits or _`).describe(`${what} (an IEC identifier)`);
export const typeNameField = (what: string) =>
  boundedString(INPUT_LIMITS.nameChars, what)
    .min(1)
    .regex(/^[^\n;]+$/, `${what} must be a type name on one line, without ";"`)
    .describe(what);
export const expectedHashField = contentHashField('codesys_read_pou');

export const objectSchema = objectDescription;
export type ObjectDescription = z.infer<typeof objectSchema>;

/**
 * The project an audited change was made in, resolved, when History may ask CODESYS about it now: CODESYS runs (never
 * launched for a listing) and that project is the one open in it (or commands run headless). Null otherwise, because
 * reading another project would switch the person's open project just to list what can be undone.
 */
export async function auditedProjectOpenNow(services: DomainServices, codesys: CodesysConnection, projectPath: string): Promise<string | null> {
  if (!codesys.readyWithoutLaunch) return null;
  const path = await resolveProjectPath(services, projectPath);
  const open = codesys.session?.primaryProject;
  return codesys.commandsRunHeadless || (open && samePath(open, path)) ? path : null;
}

/** A project path an agent gave, resolved through the project roots; `create` for a file about to be made. */
export async function resolveProjectPath(services: DomainServices, requested: string, mode: 'existing' | 'create' = 'existing'): Promise<string> {
  const resolved = await resolveInProjectRoots(services.roots, requested, mode);
  if (!/^\.(project|library)$/i.test(extname(resolved))) {
    throw new ToolError(`${requested} is not a CODESYS project file: the name must end in .project${mode === 'create' ? '' : ' or .library'}`);
  }
  if (mode === 'create') {
    if (extname(resolved).toLowerCase() !== '.project') throw new ToolError(`A new project's file name must end in .project: ${requested}`);
    if (await stat(resolved).catch(() => null)) throw new ToolError(`${resolved} already exists; codesys_create_project never overwrites a file. Open it with codesys_open_project.`);
    const folder = await stat(dirname(resolved)).catch(() => null);
    if (!folder?.isDirectory()) throw new ToolError(`The folder ${dirname(resolved)} does not exist; create it first.`);
  } else if (!(await stat(resolved)).isFile()) {
    throw new ToolError(`${resolved} is not a file`);
  }
  return resolved;
}

/** A new file a tool writes inside the project roots (resolved symlink-proof); refused when it exists: never overwritten. */
export async function newFileInRoots(services: DomainServices, requested: string, tool: string): Promise<string> {
  const outputPath = await resolveInProjectRoots(services.roots, requested, 'create');
  if (await stat(outputPath).catch(() => null)) throw new ToolError(`${outputPath} already exists; ${tool} never overwrites a file. Choose a new name.`);
  // Interlock creates no folders on the person's disk; refused here, before any work in CODESYS is wasted.
  if (!(await stat(dirname(outputPath)).catch(() => null))?.isDirectory()) throw new ToolError(`The folder ${dirname(outputPath)} does not exist; create it first.`);
  return outputPath;
}

/** The plan of a call on one project: its arguments and the project file, resolved once through the project roots. */
export interface ProjectPlan<A> extends ArgsPlan<A> {
  readonly projectPath: string;
}

/** Resolves the project path (a path outside the roots fails before the call queues); every CODESYS call shares one target. */
export async function projectPlan<A extends { project_path: string }>(services: DomainServices, args: A, mode: 'existing' | 'create' = 'existing'): Promise<ProjectPlan<A>> {
  const projectPath = await resolveProjectPath(services, args.project_path, mode);
  return { target: { ...CODESYS_QUEUE, name: codesysTargetName(projectPath, args), where: codesysCallScope(projectPath, args) }, args, projectPath };
}

/** Arguments that name objects in the project tree (what a rule for a part of a CODESYS project is matched against). */
const OBJECT_PATH_ARGS = new Set(['object_path', 'object_paths', 'parent_path', 'root_path', 'device_path', 'application_path', 'slot_path']);

/**
 * Where a CODESYS call works: the project file, and the objects its arguments name. A call that also names a path
 * outside the project file (a file on disk, a file on the PLC) works on no one project: only a rule for every
 * project covers it. A renamed object's new path counts too, so a rename cannot move it out of a covered part.
 */
export function codesysCallScope(projectPath: string, args: object): CallScope | undefined {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    if (key === 'project_path' || !/_paths?$/.test(key) || value === undefined) continue;
    if (!OBJECT_PATH_ARGS.has(key)) return undefined;
    for (const path of Array.isArray(value) ? value : [value]) if (typeof path === 'string' && path !== '') paths.push(path);
  }
  const { object_path: renamed, new_name: newName } = args as { object_path?: unknown; new_name?: unknown };
  if (typeof renamed === 'string' && typeof newName === 'string' && newName.trim() !== '') {
    paths.push(`${renamed.split('/').slice(0, -1).join('/')}/${newName.trim()}`);
  }
  return { project: projectPath, ...(paths.length > 0 ? { paths } : {}) };
}

/**
 * What a CODESYS call works on, for the person: every call shares one queue key, so cards, Queue and History name
 * the project file and the object (`Packaging.project › Application/PLC_PRG`) instead.
 */
export function codesysTargetName(projectPath: string, args: object): string {
  const named = args as { object_path?: unknown; parent_path?: unknown; root_path?: unknown; name?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const parent = text(named.parent_path);
  const object = text(named.object_path) ?? (parent && text(named.name) ? `${parent}/${text(named.name)}` : (parent ?? text(named.root_path)));
  return object ? `${basename(projectPath)} › ${object}` : basename(projectPath);
}

/**
 * A call's plan plus the read it is planned against, made once in the call's turn and shared by the card and the
 * handler (so both see the same state, and a change made meanwhile fails the call instead of being overwritten).
 */
export async function plannedRead<A extends { project_path: string }, T, E>(
  services: DomainServices,
  args: A,
  read: (projectPath: string, execution: E) => Promise<T>,
): Promise<ProjectPlan<A> & { read: (execution: E) => Promise<T> }> {
  const plan = await projectPlan(services, args);
  return { ...plan, read: sharedStep((execution: E) => read(plan.projectPath, execution)) };
}

/** How a tool runs a template on one project: labelled with the tool, inside the call's execution when it has one. */
export function commandOptions(label: string, projectPath: string, execution?: CommandExecution) {
  return { label, projectPath, ...(execution ? { execution } : {}) };
}

/** A file an agent names for Interlock to read (an import): inside the project roots, at most maxBytes, read once. */
export async function readFileInRoots(services: DomainServices, requested: string, maxBytes: number): Promise<{ path: string; bytes: Buffer; hash: string }> {
  const path = await resolveInProjectRoots(services.roots, requested);
  const size = (await stat(path)).size;
  if (size > maxBytes) throw new ToolError(`${requested} is ${size} bytes; Interlock reads such files up to ${maxBytes} bytes.`);
  // Read through its real folder, so a link swapped in since the path was resolved cannot lead out of the roots.
  const bytes = await readFileInside(dirname(path), path);
  if (!bytes) throw new ToolError(`${requested} could not be read as a file inside the project roots`);
  return { path, bytes, hash: contentHash(bytes) };
}

/**
 * How the person deletes, from History, an object an agent created: only while it is as the creation left it.
 * `hashOf` reads the object's hash (the hash of null once it is gone).
 */
export function createdObjectReverter(
  services: DomainServices,
  codesys: CodesysConnection,
  hashOf: (projectPath: string, objectPath: string) => Promise<string>,
  what: string,
): EditKindReverter {
  return objectReverter(services, codesys, hashOf, `${what} changed after it was created; deleting it would undo later work`, async (projectPath, objectPath) => {
    await codesys.run('delete_object', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath });
    return contentHash('null');
  });
}

/**
 * How the person undoes, from History, a change to one object: `undo` runs only while the object's hash (read by
 * `hashOf`) is still the one the change left; it returns the hash after undoing.
 */
export function objectReverter(
  services: DomainServices,
  codesys: CodesysConnection,
  hashOf: (projectPath: string, objectPath: string) => Promise<string>,
  changedSince: string,
  undo: (projectPath: string, objectPath: string, edit: Parameters<EditKindReverter['revert']>[0]) => Promise<string>,
): EditKindReverter {
  return {
    async currentHash(edit) {
      const path = await auditedProjectOpenNow(services, codesys, String(edit.revert.project_path));
      return path ? hashOf(path, String(edit.revert.path)) : null;
    },
    async revert(edit) {
      if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
      const projectPath = await resolveProjectPath(services, String(edit.revert.project_path));
      if ((await hashOf(projectPath, String(edit.revert.path))) !== edit.afterHash) throw new Error(changedSince);
      return undo(projectPath, String(edit.revert.path), edit);
    },
  };
}

/** A card that is text only. */
export const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });

/** How a reverter reaches the project an audited CODESYS change was made in. */
export function auditedProjectAccess(services: DomainServices, codesys: CodesysConnection) {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  return {
    project: (edit: EditRecord) => resolveProjectPath(services, projectPathOf(edit)),
    // Listing revertable changes must not switch the project open in the IDE: only the open project is asked.
    openNow: (edit: EditRecord) => auditedProjectOpenNow(services, codesys, projectPathOf(edit)),
    requireRunning: () => {
      if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    },
  };
}

/**
 * Runs `use` with a copy of the bytes Interlock read in a folder of its own, removed afterwards: CODESYS installs or
 * imports exactly what the person saw on the card, whatever happens to the file in the project root meanwhile.
 */
export async function withStagedCopy<R>(bytes: Buffer, name: string, use: (path: string, folder: string) => Promise<R>): Promise<R> {
  const folder = await mkdtemp(join(tmpdir(), 'interlock-staged-'));
  try {
    const path = join(folder, name);
    await writeFile(path, bytes, { mode: 0o600 });
    return await use(path, join(folder, 'probe'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
