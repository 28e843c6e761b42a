// The contracts of the PLC file-system and source-archive templates (plc_file_list, plc_file_transfer, plc_source):
// parameters and results, checked by the CodesysConnection like every template's (the toolset's index.ts registers
// them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };
const credentials = z.object({ user: z.string().min(1), password: z.string() }).optional();
const device = z.object({ name: z.string().nullable(), gateway: z.string().nullable(), address: z.string().nullable() });

/** One entry of a directory on the PLC; `size` is null for a directory. */
export const plcFileEntry = z.object({
  path: z.string().describe('Path on the PLC, "/"-separated, relative to the runtime\'s file directory'),
  name: z.string(),
  is_directory: z.boolean(),
  size: z.number().int().min(0).nullable(),
  modified: z.string().nullable().describe('Last modification, ISO 8601 UTC, as the PLC reports it'),
});

/** What a remote path names now: nothing, a file (with its size) or a directory (with how many entries it holds). */
export const plcFileStat = z.object({
  path: z.string(),
  kind: z.enum(['none', 'file', 'directory']),
  size: z.number().int().min(0).nullable(),
  modified: z.string().nullable(),
  entries: z.number().int().min(0).nullable().describe('Files and directories inside a directory, all levels (counted up to a limit)'),
  parent_exists: z.boolean().describe('Whether the directory that would hold it exists'),
});

export const PLC_FILE_TEMPLATES = {
  plc_file_list: {
    params: z.object({ ...openedProject, directory: z.string(), max_depth: z.number().int().min(1), max_entries: z.number().int().min(1), credentials }),
    result: z.object({
      application: z.string(),
      device,
      directory: z.string(),
      entries: z.array(plcFileEntry.extend({ depth: z.number().int().min(1) })),
      truncated: z.boolean(),
    }),
  },
  plc_file_transfer: {
    params: z.object({
      ...openedProject,
      action: z.enum(['stat', 'to_plc', 'from_plc', 'delete']),
      remote_path: z.string(),
      /** to_plc: the file CODESYS sends; from_plc: the new file CODESYS writes (Interlock moves it into a root). */
      local_path: z.string().min(1).optional(),
      force_overwrite: z.boolean().optional(),
      recursive: z.boolean().optional(),
      /** What the card showed: the template changes nothing when the PLC holds something else now. */
      expected: plcFileStat.nullable().optional(),
      max_entries: z.number().int().min(1).optional(),
      credentials,
    }),
    result: z.object({ application: z.string(), device, before: plcFileStat, after: plcFileStat }),
  },
  plc_source: {
    params: z.object({
      ...openedProject,
      action: z.enum(['download', 'upload']),
      compact: z.boolean().optional(),
      /** upload: the new file CODESYS writes the archive to (Interlock moves it into a root). */
      archive_path: z.string().min(1).optional(),
      credentials,
    }),
    result: z.object({ application: z.string(), device, project: z.string().nullable() }),
  },
} as const;
export type PlcFileTemplate = keyof typeof PLC_FILE_TEMPLATES;
export const isPlcFileTemplate = (name: string): name is PlcFileTemplate => Object.hasOwn(PLC_FILE_TEMPLATES, name);
