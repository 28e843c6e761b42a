// The contracts of the library templates beyond list/add/remove (library-reference-templates.ts): reference options,
// installing into the IDE's repositories, missing libraries and library content. The toolset's index.ts registers them.
import { z } from 'zod';
import { installedLibrary, libraryReference } from './library-reference-templates.ts';

const openedProject = { project_path: z.string().min(1) };

/** The options of a reference that a change may set. */
export const settableReferenceOptions = z.object({ qualified_only: z.boolean().optional(), optional: z.boolean().optional(), hidden: z.boolean().optional() });

/** What one library holds, as library_content reads it. */
export const libraryContent = z.object({
  library: z.string(),
  readable: z.boolean(),
  reason: z.string().nullable().describe('Why its content could not be read (e.g. a compiled library)'),
  items: z.array(
    z.object({
      name: z.string(),
      kind: z.string().describe('function_block, function, program, dut, gvl, interface'),
      summary: z.string().nullable().describe('The comment the library gives it'),
      declaration: z.string(),
    }),
  ),
  total: z.number().int().describe('How many matched, before max_items'),
});

export const LIBRARY_TEMPLATES = {
  set_library_reference: {
    params: z.object({
      ...openedProject,
      /** The reference's name exactly as listed. */
      name: z.string().min(1),
      /** The reference as the change was planned against it: the template changes nothing if CODESYS holds another. */
      expected: libraryReference,
      options: settableReferenceOptions,
      /** A placeholder's pin (redirection), e.g. "Util, 3.5.17.0 (System)"; "" removes it. */
      pin: z.string().optional(),
      dry_run: z.boolean().optional(),
    }),
    result: z.object({ reference: libraryReference, references: z.array(libraryReference) }),
  },
  install_library: {
    params: z.object({
      /** Interlock's own copy of the file (the bytes it read from the project root), not the agent's path. */
      file_path: z.string().min(1),
      /** An empty folder of Interlock's for the dry run's temporary repository. */
      probe_folder: z.string().min(1),
      repository: z.string().min(1).optional(),
      overwrite: z.boolean(),
      dry_run: z.boolean().optional(),
    }),
    result: z.object({ library: installedLibrary, repository: z.string(), replaces: z.boolean(), other_versions: z.array(z.string()) }),
  },
  uninstall_library: {
    params: z.object({ name: z.string().min(1), version: z.string().min(1), company: z.string().min(1).optional(), dry_run: z.boolean().optional() }),
    result: z.object({
      library: installedLibrary,
      repository: z.string(),
      used_by: z.array(z.object({ reference: z.string(), project: z.string(), resolves_after: z.string().nullable() })),
    }),
  },
  download_missing_libraries: {
    params: z.object({ ...openedProject, dry_run: z.boolean().optional() }),
    result: z.object({ missing: z.array(libraryReference), installed: z.array(libraryReference), still_missing: z.array(libraryReference) }),
  },
  library_content: {
    params: z.object({
      /** One library (newest version unless given); else the libraries the project's references resolve to; else all installed (newest each). */
      library: z.string().min(1).optional(),
      version: z.string().min(1).optional(),
      project_path: z.string().min(1).optional(),
      search: z.string().optional(),
      max_items: z.number().int().min(1),
      max_chars: z.number().int().min(1),
      max_libraries: z.number().int().min(1),
    }),
    result: z.object({ libraries: z.array(libraryContent) }),
  },
} as const;
