// `project.json`: the file whose presence makes a folder an OpenPLC project. Read as the editor reads it: unknown
// keys are tolerated, the legacy spellings real v4.1 files contain are accepted and reported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { jsonErrorWithoutContent, statInside } from '../../files/index.ts';
import { PROJECT_FILE } from './project-layout.ts';

export type ProjectType = 'plc-project' | 'plc-library';

export interface ProjectDocument {
  name: string;
  type: ProjectType;
  /** `data`, or an empty object when the file has none. */
  data: Record<string, unknown>;
  /** Legacy shapes that were read (e.g. meta.type "PLC"); validate_project reports them. */
  legacyNotes: string[];
}

export async function readProjectDocument(root: string): Promise<ProjectDocument> {
  // Only a project.json inside the project counts; a link to one elsewhere is no project.json.
  const found = await statInside(root, join(root, PROJECT_FILE));
  if (found === null) {
    throw new ToolError(`${root} is not an OpenPLC project: it has no project.json (point project_path at the folder that holds project.json)`);
  }
  if (!found.stats.isFile()) throw new ToolError(`${root} is not an OpenPLC project: its project.json is not a regular file`);
  let text: string;
  try {
    text = await readFile(found.real, 'utf8');
  } catch (err) {
    throw new ToolError(`Could not read ${join(root, PROJECT_FILE)}: ${(err as NodeJS.ErrnoException).code ?? 'read error'}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ToolError(`project.json is not valid JSON (${jsonErrorWithoutContent(err)}); fix the file or re-save the project in OpenPLC Editor`);
  }
  if (!isObject(json)) throw new ToolError('project.json must contain a JSON object with "meta" and "data"');
  const meta = json.meta;
  if (!isObject(meta)) throw new ToolError('project.json has no "meta" object, so it is not an OpenPLC Editor project file');
  if (typeof meta.name !== 'string') throw new ToolError('project.json meta.name must be a string');

  const legacyNotes: string[] = [];
  let type: ProjectType;
  if (meta.type === 'plc-project' || meta.type === 'plc-library') {
    type = meta.type;
  } else if (meta.type === 'PLC') {
    type = 'plc-project';
    legacyNotes.push('project.json meta.type is the legacy "PLC"; it was read as "plc-project"');
  } else {
    throw new ToolError(`project.json meta.type ${JSON.stringify(meta.type)} is not supported (expected "plc-project" or "plc-library")`);
  }

  let data: Record<string, unknown> = {};
  if (json.data !== undefined) {
    if (!isObject(json.data)) throw new ToolError('project.json "data" must be an object');
    data = json.data;
  }
  if (Array.isArray(data.pous) && data.pous.length > 0) {
    legacyNotes.push(
      `project.json holds ${data.pous.length} POU(s) inline in data.pous (the v4.0 beta format); Interlock reads POUs only from pous/ — open and save the project in OpenPLC Editor v4.1 or newer to move them into files`,
    );
  }
  return { name: meta.name, type, data, legacyNotes };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
