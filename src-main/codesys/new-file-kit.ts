// What the CODESYS tools that add a file inside the project roots share (exports, a copy from the PLC, a source
// upload): they change the person's folders, so each asks on a card that names the new file, its size when known
// and where its bytes come from. A file a project would pick up as source (any file type an OpenPLC project reads in
// its place: POUs, data types, device files, project.json; a CODESYS project file) is named as such on its card, and
// only the person's answer on that card lets it through. Copies from a PLC land only in the downloads folder the
// person chose in Settings, when they chose one.
import { basename, extname, isAbsolute, join, sep } from 'node:path';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import { ToolError } from '../core/index.ts';
import { isWithin } from '../files/index.ts';
import type { DomainServices } from '../mcp/domain-module.ts';
import { resolveInProjectRoots } from '../plc-edit/index.ts';
import { newFileInRoots } from './toolset-kit.ts';

/** CODESYS opens these as a project or a library; an agent must not slip one into a folder unnoticed. */
const CODESYS_PROJECT_EXTENSIONS = ['.project', '.library', '.compiled-library', '.compiled-library-v3'];
/**
 * A project archive: CODESYS opens it as a project by extracting it (ScriptProjects.open_archive). The IDE saves
 * .projectarchive; a source upload is "usually .prj" (ScriptOnlineDevice.upload_source).
 */
const CODESYS_ARCHIVE_EXTENSIONS = ['.projectarchive', '.prj'];

/**
 * A path's parts as Windows reads them, on every OS: case-insensitive, with the trailing dots and spaces it strips
 * (`main.st.` and `main.st ` are `main.st`) and an NTFS stream suffix (`main.st::$DATA`) gone.
 */
export function windowsPathParts(path: string): string[] {
  return path.split(/[\\/]/).map((part) => part.replace(/:.*$/, '').replace(/[. ]+$/, '').toLowerCase());
}

/** The files the OpenPLC Editor reads as POUs (`VALID_POU_EXTENSIONS`, searched recursively under pous/). */
const OPENPLC_POU_EXTENSIONS = ['.st', '.il', '.ld', '.fbd', '.py', '.cpp', '.json'];

/**
 * Why a file at `parts` (a path from `windowsPathParts`) is one an OpenPLC project reads (see
 * /work/shared/docs/openplc-format.md, section 2), or null. Matched wherever the parts appear in the path: whether
 * a project.json lies above it is not asked, since a copy may be the very file that makes a folder a project.
 */
function openPlcSourceReason(parts: readonly string[], shown: string): string | null {
  const name = parts.at(-1) ?? '';
  const folders = parts.slice(0, -1);
  const parent = folders.at(-1);
  const extension = extname(name);
  if (OPENPLC_POU_EXTENSIONS.includes(extension) && folders.includes('pous')) {
    return `${shown} is a ${extension} file under pous/: an OpenPLC project compiles every such file as a POU, so it changes what the project builds.`;
  }
  if (name === 'project.json') return `${shown} is the file an OpenPLC Editor project is read from: a new one makes its folder a project, or replaces what the editor shows.`;
  if (name === 'library.json') return `${shown} is the manifest an OpenPLC library project is read from.`;
  if (extension === '.dt' && parent === 'datatypes') return `${shown} is a data type file under datatypes/: an OpenPLC project reads it as one of its types.`;
  const devices = parent === 'devices' ? 1 : folders.at(-2) === 'devices' && (parent === 'servers' || parent === 'remote') ? 2 : 0;
  if (extension === '.json' && devices > 0 && (devices === 2 || name === 'configuration.json' || name === 'pin-mapping.json')) {
    return `${shown} is a device file under devices/: an OpenPLC project reads it as its board, pin mapping, protocol server or remote I/O.`;
  }
  return null;
}

/**
 * Why a new file at `path` would become part of a project's source (a sentence for the card), or null: every file
 * type an OpenPLC project reads in its place, and CODESYS projects, libraries and archives. Matched as Windows
 * matches names, on every OS (see `windowsPathParts`).
 */
export function projectSourceReason(path: string): string | null {
  const parts = windowsPathParts(path);
  const shown = basename(path);
  const openPlc = openPlcSourceReason(parts, shown);
  if (openPlc) return openPlc;
  const extension = extname(parts.at(-1) ?? '');
  if (CODESYS_PROJECT_EXTENSIONS.includes(extension)) return `${shown} is a CODESYS ${extension === '.project' ? 'project' : 'library'} file: CODESYS opens it as one.`;
  if (CODESYS_ARCHIVE_EXTENSIONS.includes(extension)) return `${shown} is a CODESYS project archive: CODESYS opens it as a project (extracting it).`;
  return null;
}

/** The plan fields of a call that adds a file: where, and whether only the person's own answer may let it through. */
export interface NewFilePlan {
  readonly outputPath: string;
  readonly onceOnly?: string;
}

/** Resolves a new file inside the roots (see `newFileInRoots`) and marks a project-source file once-only. */
export async function newFilePlan(services: DomainServices, requested: string, tool: string): Promise<NewFilePlan> {
  const outputPath = await newFileInRoots(services, requested, tool);
  const reason = projectSourceReason(outputPath);
  return reason ? { outputPath, onceOnly: `it adds a file the project would pick up as source (${reason})` } : { outputPath };
}

/**
 * A new file for bytes from a PLC: inside the downloads folder of Settings when one is set (a relative path is then
 * taken relative to it), anywhere inside the roots otherwise.
 */
export async function plcDownloadPlan(services: DomainServices, requested: string, tool: string): Promise<NewFilePlan> {
  const folder = services.settings.current.codesys.plcDownloadsFolder;
  if (folder === '') return newFilePlan(services, requested, tool);
  const where = 'the downloads folder for copies from a PLC (Settings → CODESYS)';
  const real = await resolveInProjectRoots(services.roots, folder).catch((err: unknown) => {
    throw new ToolError(`${where} is ${folder}, which is not a folder inside the project roots (${(err as Error).message}). Nothing was copied; ask the person to fix the setting.`);
  });
  const plan = await newFilePlan(services, isAbsolute(requested) ? requested : join(real, requested), tool);
  if (!isWithin(real, plan.outputPath) || plan.outputPath === real) {
    throw new ToolError(`${tool} copies only into ${where}, ${real}${sep}; ${plan.outputPath} is outside it. Nothing was copied: give a path inside that folder (or a relative one).`);
  }
  return plan;
}

const sizeText = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

/** The card of a call that adds a file: which file, its size when known, where it comes from, and what that means. */
export function newFileCard(
  plan: NewFilePlan,
  what: { title: string; source: string; bytes: number | null; note?: string },
): ApprovalPreview {
  const lines = [
    `Adds a new file to the project folders: ${plan.outputPath}`,
    `Size: ${what.bytes === null ? 'known once CODESYS has written it' : sizeText(what.bytes)}.`,
    `From: ${what.source}.`,
    'Nothing existing is overwritten; the call fails if a file of that name appears meanwhile.',
  ];
  const reason = projectSourceReason(plan.outputPath);
  if (reason) lines.push('', `Warning: ${reason} Approve only if you want it in the project.`);
  if (what.note) lines.push('', what.note);
  return { kind: 'text', title: what.title, text: lines.join('\n') };
}
