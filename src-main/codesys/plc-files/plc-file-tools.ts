// The PLC's file system and its project-source archive (ScriptOnlineDevice): list, copy a file to or from the PLC,
// delete, store the project source on the PLC and fetch it back. What changes the PLC (a file written or deleted, the
// source stored) asks the person every time, on a card that names the device and says exactly what changes there;
// what Interlock writes on the person's disk is a new file inside a project root (the downloads folder, when the
// person chose one), written through the sandbox after a card that names it.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { z } from 'zod';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import { ToolError, type ToolExecution } from '../../core/index.ts';
import { fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CommandExecution } from '../bridge/codesys-connection.ts';
import type { CodesysOnline } from '../online-session/codesys-online.ts';
import { deviceLabel } from '../online-session/codesys-online.ts';
import { plcFileEntry, plcFileStat } from './plc-file-templates.ts';
import { onlineDevice } from '../online-session/online-templates.ts';
import { newFileCard, plcDownloadPlan } from '../new-file-kit.ts';
import { projectPathField, projectPlan, readFileInRoots, type ToolContext } from '../toolset-kit.ts';

/** The largest file Interlock copies to or from a PLC (recipes, logs, certificates, small archives). */
export const MAX_PLC_FILE_BYTES = 64 * 1024 * 1024;
/** A source archive holds the whole project with its libraries: larger than any single file. */
export const MAX_SOURCE_ARCHIVE_BYTES = 256 * 1024 * 1024;
export const MAX_LIST_ENTRIES = 2000;
export const MAX_LIST_DEPTH = 8;
/** How many entries a directory's count on a delete card goes up to ("more than N"). */
const COUNT_LIMIT = 10_000;

type Stat = z.infer<typeof plcFileStat>;

/** A path on the PLC, relative to the runtime's file directory: never leaving it, never a drive or a device name. */
const remotePathField = (what: string, allowRoot: boolean) =>
  boundedString(INPUT_LIMITS.pathChars, what)
    .regex(/^[^\0-\x1f<>"|?*:]*$/, `${what} is a path on the PLC such as "PlcLogic/recipes/line1.csv": no drive letter, no control characters or <>"|?*:`)
    .refine((path) => !path.replace(/\\/g, '/').split('/').includes('..'), `${what} must not contain ".." (it stays inside the PLC's file directory)`)
    .refine((path) => allowRoot || normalizeRemote(path) !== '', `${what} must name a file or directory, not the PLC's file directory itself`)
    .describe('Relative to the runtime\'s file directory, e.g. "PlcLogic/recipes/line1.csv"');
const localPathField = (what: string, description: string) => boundedString(INPUT_LIMITS.pathChars, what).min(1).describe(description);
/** The extensions CODESYS gives a project archive (upload_source: "usually .prj"; the IDE saves .projectarchive). */
const SOURCE_ARCHIVE_EXTENSIONS = ['.prj', '.projectarchive'];

export function normalizeRemote(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sizeText = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

function describeStat(stat: Stat): string {
  if (stat.kind === 'none') return 'nothing';
  if (stat.kind === 'file') return `a file of ${sizeText(stat.size ?? 0)}${stat.modified ? `, modified ${stat.modified}` : ''}`;
  return `a directory with ${stat.entries !== null && stat.entries > COUNT_LIMIT ? `more than ${COUNT_LIMIT}` : stat.entries} entries`;
}

/**
 * Lets CODESYS write a file into a private temp folder, then moves its bytes into the new file inside a project root
 * through the sandbox (atomic, never over an existing file, links checked again at write time) and audits it.
 */
async function receiveIntoRoot(
  services: DomainServices,
  execution: ToolExecution,
  outputPath: string,
  maxBytes: number,
  produce: (tempPath: string) => Promise<void>,
): Promise<{ bytes: number; hash: string; sha256: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
  try {
    const tempPath = join(folder, basename(outputPath));
    await produce(tempPath);
    const size = (await stat(tempPath).catch(() => null))?.size;
    if (size === undefined) throw new ToolError('CODESYS reported success but wrote no file; nothing was written into the project roots.');
    if (size > maxBytes) throw new ToolError(`The PLC sent ${sizeText(size)}, more than the ${sizeText(maxBytes)} Interlock accepts; nothing was written.`);
    const bytes = await readFile(tempPath);
    const hash = await writeFileAtomic(outputPath, bytes, { expectedHash: null, sandbox: services.roots });
    execution.recordEdit(fileEditRecord(outputPath, null, hash));
    return { bytes: bytes.length, hash, sha256: sha256(bytes) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What the plcFileTools rows are made from. */
type PlcFileToolsContext = Pick<ToolContext, 'services'> & { online: CodesysOnline };

/** What a remote path names now, read once per call (the card and the handler share it). */
const statStep = ({ online }: PlcFileToolsContext, projectPath: string, remote: string, label: string) =>
  sharedStep((execution: CommandExecution) =>
    online.runOnDevice('plc_file_transfer', { project_path: projectPath, action: 'stat', remote_path: remote, max_entries: COUNT_LIMIT }, label, execution),
  );

/**
 * The card of a change to the PLC's files: the device, the application and its run state, and what changes. The
 * files do not depend on the application: when its state cannot be read (no application on the PLC and commands
 * run headless, a project that does not build), the card says so instead of failing.
 */
const card = async (
  { online }: PlcFileToolsContext,
  plan: { projectPath: string; remoteNow: (execution: CommandExecution) => Promise<{ application: string; device: z.infer<typeof onlineDevice> }> },
  label: string,
  what: { title: string; effect: string; note: string },
  execution: CommandExecution,
): Promise<PlcChangePreview> => {
  const { application, device } = await plan.remoteNow(execution);
  try {
    return await online.preview(plan.projectPath, label, what, execution);
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    const reason = err.message;
    return { kind: 'plc', ...what, project: plan.projectPath, device: deviceLabel(device), application, runState: 'unknown', note: `${what.note} The run state could not be read: ${reason}` };
  }
};

const recordPlcFile = (execution: ToolExecution, result: { device: z.infer<typeof onlineDevice>; before: Stat; after: Stat }, action: string, sha?: string) =>
  execution.recordEdit({
    kind: 'plc-file',
    location: `${deviceLabel(result.device)}: ${result.after.path || result.before.path}`,
    beforeHash: null,
    afterHash: sha ?? result.after.kind,
    revert: { action, before: result.before, after: result.after },
  });

function listPlcFilesRow({ services, online }: PlcFileToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_plc_files',
    title: 'List files on the PLC',
    description: 'Lists files and directories on the PLC below directory (path, size, modified), breadth first, bounded by max_depth and max_entries.',
    input: z.object({
      project_path: projectPathField,
      directory: remotePathField('directory', true).default('').describe('The directory on the PLC, e.g. "PlcLogic"; the file directory itself when left out'),
      max_depth: z.number().int().min(1).max(MAX_LIST_DEPTH).default(1).describe('1: only the directory\'s own entries'),
      max_entries: z.number().int().min(1).max(MAX_LIST_ENTRIES).default(200).describe('At most this many entries in the result'),
    }),
    output: z.object({
      application: z.string(),
      device: onlineDevice,
      directory: z.string(),
      entries: z.array(plcFileEntry.extend({ depth: z.number().int() })),
      truncated: z.boolean(),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: ({ projectPath, args }, execution) =>
      online.runOnDevice(
        'plc_file_list',
        { project_path: projectPath, directory: normalizeRemote(args.directory), max_depth: args.max_depth, max_entries: args.max_entries },
        'codesys_list_plc_files',
        execution,
      ),
    summarize: (r) => `${r.entries.length}${r.truncated ? '+' : ''} entries in ${r.directory || '/'}`,
  });
}

function copyFileToPlcRow(toolContext: PlcFileToolsContext): AnyToolDefinition {
  const { services, online } = toolContext;
  return defineTool({
    name: 'codesys_copy_file_to_plc',
    title: 'Copy a file to the PLC',
    description: 'Copies a file from a project root to plc_path on the PLC.',
    input: z.object({
      project_path: projectPathField,
      local_path: localPathField('local_path', 'The file to send'),
      plc_path: remotePathField('plc_path', false),
      force_overwrite: z.boolean().default(false).describe('Replace a file of that name on the PLC'),
    }),
    output: z.object({ application: z.string(), device: onlineDevice, plc_path: z.string(), bytes: z.number().int(), sha256: z.string(), replaced: plcFileStat.nullable() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const local = await readFileInRoots(services, args.local_path, MAX_PLC_FILE_BYTES);
      const remote = normalizeRemote(args.plc_path);
      return { ...plan, local, remote, sha256: sha256(local.bytes), remoteNow: statStep(toolContext, plan.projectPath, remote, 'codesys_copy_file_to_plc (remote file)') };
    },
    preview: async (plan, execution) => {
      const { before } = await plan.remoteNow(execution);
      refuseOverwrite(before, plan.args.force_overwrite);
      const replaces = before.kind === 'file' ? `, replacing the file there (${describeStat(before)})` : ' as a new file';
      return card(toolContext, 
        plan,
        'codesys_copy_file_to_plc (preview)',
        {
          title: 'Copy a file to the PLC',
          effect: `Writes ${plan.remote} on the PLC${replaces}: ${sizeText(plan.local.bytes.length)}, sha256 ${plan.sha256}.`,
          note: `From ${plan.local.path}. The running application keeps running; whatever reads ${plan.remote} on the PLC gets the new content.`,
        },
        execution,
      );
    },
    handler: async (plan, execution) => {
      const { before } = await plan.remoteNow(execution);
      refuseOverwrite(before, plan.args.force_overwrite);
      const folder = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
      try {
        // CODESYS reads a private copy of exactly the approved bytes, not the person's file (which may change meanwhile).
        const tempPath = join(folder, basename(plan.local.path));
        await writeFile(tempPath, plan.local.bytes);
        execution.progress({ message: `Copying ${sizeText(plan.local.bytes.length)} to ${plan.remote}` });
        const result = await online.runOnDevice(
          'plc_file_transfer',
          { project_path: plan.projectPath, action: 'to_plc', remote_path: plan.remote, local_path: tempPath, force_overwrite: before.kind === 'file', expected: before, max_entries: COUNT_LIMIT },
          'codesys_copy_file_to_plc',
          execution,
        );
        recordPlcFile(execution, result, 'to_plc', `sha256:${plan.sha256}`);
        execution.output([`${plan.remote}: ${describeStat(result.before)} → ${describeStat(result.after)}`]);
        return {
          application: result.application,
          device: result.device,
          plc_path: result.after.path,
          bytes: plan.local.bytes.length,
          sha256: plan.sha256,
          replaced: before.kind === 'file' ? before : null,
        };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    summarize: (r) => `${r.plc_path}: ${sizeText(r.bytes)}${r.replaced ? ' (replaced)' : ''}`,
  });
}

function copyFileFromPlcRow(toolContext: PlcFileToolsContext): AnyToolDefinition {
  const { services, online } = toolContext;
  return defineTool({
    name: 'codesys_copy_file_from_plc',
    title: 'Copy a file from the PLC',
    description: 'Copies plc_path from the PLC into a new file inside a project root.',
    input: z.object({
      project_path: projectPathField,
      plc_path: remotePathField('plc_path', false),
      local_path: localPathField('local_path', 'The new file (never overwrites one); relative to the downloads folder when one is set'),
    }),
    output: z.object({ application: z.string(), device: onlineDevice, plc_path: z.string(), local_path: z.string(), bytes: z.number().int(), sha256: z.string(), content_hash: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const remote = normalizeRemote(args.plc_path);
      return { ...plan, ...(await plcDownloadPlan(services, args.local_path, 'codesys_copy_file_from_plc')), remote, remoteNow: statStep(toolContext, plan.projectPath, remote, 'codesys_copy_file_from_plc (PLC file)') };
    },
    preview: async (plan, execution) => {
      const { before, device } = await plan.remoteNow(execution);
      refuseCopyFrom(before);
      return newFileCard(plan, { title: 'Copy a file from the PLC', source: `${before.path} on the PLC ${deviceLabel(device)}`, bytes: before.size ?? null });
    },
    handler: async (plan, execution) => {
      const { projectPath, remote, outputPath } = plan;
      const { before } = await plan.remoteNow(execution);
      refuseCopyFrom(before);
      let transfer: { application: string; device: z.infer<typeof onlineDevice> } | undefined;
      const received = await receiveIntoRoot(services, execution, outputPath, MAX_PLC_FILE_BYTES, async (tempPath) => {
        transfer = await online.runOnDevice(
          'plc_file_transfer',
          { project_path: projectPath, action: 'from_plc', remote_path: remote, local_path: tempPath, expected: before, max_entries: 1 },
          'codesys_copy_file_from_plc',
          execution,
        );
      });
      return { application: transfer!.application, device: transfer!.device, plc_path: remote, local_path: outputPath, bytes: received.bytes, sha256: received.sha256, content_hash: received.hash };
    },
    summarize: (r) => `${r.plc_path} → ${r.local_path} (${sizeText(r.bytes)})`,
  });
}

function deletePlcFileRow(toolContext: PlcFileToolsContext): AnyToolDefinition {
  const { services, online } = toolContext;
  return defineTool({
    name: 'codesys_delete_plc_file',
    title: 'Delete a file on the PLC',
    description: 'Deletes a file or directory on the PLC; a non-empty directory only with recursive. Not revertible: copy the file from the PLC first to keep it.',
    input: z.object({
      project_path: projectPathField,
      plc_path: remotePathField('plc_path', false),
      recursive: z.boolean().default(false).describe('Delete a directory with everything in it'),
    }),
    output: z.object({ application: z.string(), device: onlineDevice, deleted: plcFileStat }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const remote = normalizeRemote(args.plc_path);
      return { ...plan, remote, remoteNow: statStep(toolContext, plan.projectPath, remote, 'codesys_delete_plc_file (remote file)') };
    },
    preview: async (plan, execution) => {
      const { before } = await plan.remoteNow(execution);
      refuseDelete(before, plan.args.recursive);
      return card(toolContext, 
        plan,
        'codesys_delete_plc_file (preview)',
        {
          title: before.kind === 'directory' ? 'Delete a directory on the PLC' : 'Delete a file on the PLC',
          effect: `Deletes ${plan.remote} on the PLC: ${describeStat(before)}${before.kind === 'directory' && before.entries ? ', with everything in it' : ''}.`,
          note: 'This cannot be undone from Interlock: copy the file from the PLC first to keep it. The running application keeps running; whatever reads it on the PLC finds it gone.',
        },
        execution,
      );
    },
    handler: async (plan, execution) => {
      const { before } = await plan.remoteNow(execution);
      refuseDelete(before, plan.args.recursive);
      const result = await online.runOnDevice(
        'plc_file_transfer',
        { project_path: plan.projectPath, action: 'delete', remote_path: plan.remote, recursive: plan.args.recursive, expected: before, max_entries: COUNT_LIMIT },
        'codesys_delete_plc_file',
        execution,
      );
      recordPlcFile(execution, result, 'delete');
      execution.output([`deleted ${plan.remote}: ${describeStat(result.before)}`]);
      return { application: result.application, device: result.device, deleted: result.before };
    },
    summarize: (r) => `deleted ${r.deleted.path} (${r.deleted.kind})`,
  });
}

function sourceDownloadRow(toolContext: PlcFileToolsContext): AnyToolDefinition {
  const { services, online } = toolContext;
  return defineTool({
    name: 'codesys_source_download',
    title: 'Store the project source on the PLC',
    description: 'Stores the project, as it is in CODESYS now, as a source archive on the PLC (replacing one stored before); anyone with access to the PLC can then upload it.',
    input: z.object({
      project_path: projectPathField,
      compact: z.boolean().default(false).describe('Only this PLC and its applications, not every device (fails on CODESYS SP21)'),
    }),
    output: z.object({ application: z.string(), device: onlineDevice, project: z.string(), compact: z.boolean() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      return { ...plan, remoteNow: statStep(toolContext, plan.projectPath, '', 'codesys_source_download (device)') };
    },
    preview: (plan, execution) =>
      card(toolContext, 
        plan,
        'codesys_source_download (preview)',
        {
          title: 'Store the project source on the PLC',
          effect:
            `Stores the source of ${basename(plan.projectPath)} on the PLC as a project archive: ${plan.args.compact ? 'this PLC and its applications' : 'every device and application of the project'}, ` +
            'with all code and comments, as it is in CODESYS now (unsaved changes included). It replaces any source stored on the PLC before.',
          note: 'Anyone with access to the PLC can then upload the project source. The running application keeps running.',
        },
        execution,
      ),
    handler: async ({ projectPath, args }, execution) => {
      const result = await online.runOnDevice('plc_source', { project_path: projectPath, action: 'download', compact: args.compact }, 'codesys_source_download', execution);
      execution.recordEdit({
        kind: 'plc-source',
        location: `${deviceLabel(result.device)}: source of ${projectPath}`,
        beforeHash: null,
        afterHash: 'stored',
        revert: { action: 'source_download', project: projectPath, compact: args.compact },
      });
      return { application: result.application, device: result.device, project: projectPath, compact: args.compact };
    },
    summarize: (r) => `stored the source of ${basename(r.project)} on the PLC`,
  });
}

function sourceUploadRow({ services, online }: PlcFileToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_source_upload',
    title: 'Fetch the project source from the PLC',
    description: 'Saves the source archive stored on the PLC into a new .prj or .projectarchive file inside a project root. Fails when the PLC holds no source.',
    input: z.object({
      project_path: projectPathField,
      archive_path: localPathField('archive_path', 'The new archive, e.g. "restored/Plant.projectarchive"; relative to the downloads folder when one is set')
        .refine((path) => SOURCE_ARCHIVE_EXTENSIONS.includes(extname(path).toLowerCase()), `archive_path must end in ${SOURCE_ARCHIVE_EXTENSIONS.join(' or ')}`),
    }),
    output: z.object({ application: z.string(), device: onlineDevice, archive_path: z.string(), bytes: z.number().int(), sha256: z.string(), content_hash: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: true,
    prepare: async (args) => ({ ...(await projectPlan(services, args)), ...(await plcDownloadPlan(services, args.archive_path, 'codesys_source_upload')) }),
    preview: async (plan) =>
      newFileCard(plan, { title: 'Fetch the project source from the PLC', source: `the project source stored on the PLC of ${basename(plan.projectPath)} (source upload)`, bytes: null }),
    handler: async ({ projectPath, outputPath }, execution) => {
      let source: { application: string; device: z.infer<typeof onlineDevice> } | undefined;
      const received = await receiveIntoRoot(services, execution, outputPath, MAX_SOURCE_ARCHIVE_BYTES, async (tempPath) => {
        source = await online.runOnDevice('plc_source', { project_path: projectPath, action: 'upload', archive_path: tempPath }, 'codesys_source_upload', execution);
      });
      return { application: source!.application, device: source!.device, archive_path: outputPath, bytes: received.bytes, sha256: received.sha256, content_hash: received.hash };
    },
    summarize: (r) => `source → ${r.archive_path} (${sizeText(r.bytes)})`,
  });
}

export function plcFileTools(toolContext: PlcFileToolsContext): AnyToolDefinition[] {
  return [listPlcFilesRow(toolContext), copyFileToPlcRow(toolContext), copyFileFromPlcRow(toolContext), deletePlcFileRow(toolContext), sourceDownloadRow(toolContext), sourceUploadRow(toolContext)];
}

function refuseOverwrite(before: Stat, force: boolean): void {
  if (!before.parent_exists) {
    const parent = before.path.split('/').slice(0, -1).join('/');
    throw new ToolError(`There is no directory ${parent} on the PLC to hold ${before.path}; nothing was changed. Copy into an existing directory (see codesys_list_plc_files).`);
  }
  if (before.kind === 'directory') throw new ToolError(`${before.path} on the PLC is a directory; give the path of a file. Nothing was changed.`);
  if (before.kind === 'file' && !force) {
    throw new ToolError(`${before.path} already exists on the PLC (${describeStat(before)}); nothing was changed. Pass force_overwrite: true to replace it.`);
  }
}

function refuseCopyFrom(before: Stat): void {
  if (before.kind !== 'file') throw new ToolError(`There is no file ${before.path} on the PLC (${describeStat(before)}); nothing was copied.`);
  if ((before.size ?? 0) > MAX_PLC_FILE_BYTES) throw new ToolError(`${before.path} on the PLC is ${sizeText(before.size ?? 0)}; Interlock copies files of at most ${sizeText(MAX_PLC_FILE_BYTES)}. Nothing was copied.`);
}

function refuseDelete(before: Stat, recursive: boolean): void {
  if (before.kind === 'none') throw new ToolError(`There is no file or directory ${before.path} on the PLC; nothing was deleted.`);
  if (before.kind === 'directory' && before.entries && !recursive) {
    throw new ToolError(`${before.path} on the PLC is ${describeStat(before)}; nothing was deleted. Pass recursive: true to delete it with everything in it.`);
  }
}
