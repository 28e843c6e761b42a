// The contracts of the library reference templates: parameters and results, checked by the CodesysConnection like every
// template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const libraryReference = z.object({
  name: z.string().describe('As the Library Manager shows it: "#Standard" for a placeholder, "Util, 3.5.19.0 (System)" for a managed reference'),
  kind: z.enum(['placeholder', 'managed']),
  placeholder: z.string().nullable().describe('The placeholder name (placeholders only)'),
  default_resolution: z.string().nullable().describe('What the placeholder resolves to by default, e.g. "Standard, * (System)"'),
  resolved_to: z.string().nullable().describe('The installed library the reference resolves to now; null if it does not resolve'),
  resolved: z.boolean(),
  options: z
    .object({
      qualified_only: z.boolean().nullable().describe('Its names are used only with the namespace, e.g. MEM.MemCopy'),
      optional: z.boolean().nullable().describe('The project still builds when the library is not installed'),
      hidden: z.boolean().nullable().describe('Hidden when the project is itself used as a library ("hide_when_referenced_as_dependency")'),
      system_library: z.boolean().nullable(),
      publish_symbols: z.boolean().nullable().describe('Its symbols are published in the container'),
      namespace: z.string().nullable(),
      pinned_to: z.string().nullable().describe('Placeholders: the version the project pins it to (the Placeholders dialog\'s redirection); null: it resolves by its default resolution'),
    })
    .optional()
    .describe('The reference\'s properties; null where this CODESYS does not report one'),
});

export const installedLibrary = z.object({
  name: z.string(),
  version: z.string(),
  company: z.string(),
  display_name: z.string(),
  placeholder: z.string().describe('The name a placeholder reference to it gets: its title (CODESYS does not tell scripts the placeholder a library declares)'),
});

const referencesExpected = z.array(z.string()).optional();

export const LIBRARY_REFERENCE_TEMPLATES = {
  list_libraries: {
    params: z.object(openedProject),
    result: z.object({ library_manager: z.string(), references: z.array(libraryReference) }),
  },
  library_repository: {
    params: z.object({ search: z.string().optional(), limit: z.number().int().min(1) }),
    result: z.object({ libraries: z.array(installedLibrary), total: z.number().int() }),
  },
  add_library: {
    params: z.object({
      ...openedProject,
      name: z.string().min(1),
      version: z.string().min(1).optional(),
      company: z.string().min(1).optional(),
      mode: z.enum(['placeholder', 'managed']),
      /** The reference names the change was planned against: the template changes nothing if CODESYS holds others. */
      expected_references: referencesExpected,
      /** Check everything and report the reference that would be added, changing nothing. */
      dry_run: z.boolean().optional(),
    }),
    result: z.object({ added: libraryReference, library: installedLibrary, references: z.array(libraryReference) }),
  },
  remove_library: {
    params: z.object({ ...openedProject, name: z.string().min(1), expected_references: referencesExpected, dry_run: z.boolean().optional() }),
    result: z.object({ removed: libraryReference, references: z.array(libraryReference) }),
  },
} as const;
