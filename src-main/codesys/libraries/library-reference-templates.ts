// The contracts of the project-model templates (libraries, devices, tasks, PLCopenXML): parameters and results,
// checked by the CodesysConnection like every template's (templates.ts spreads them into TEMPLATES).
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

export const taskDescription = z.object({
  name: z.string(),
  path: z.string(),
  kind: z.string().nullable().describe('cyclic, freewheeling, event, externalevent, status, ...'),
  priority: z.string(),
  interval: z.string(),
  interval_unit: z.string(),
  event: z.string(),
  pou_calls: z.array(z.string()).describe('The programs the task calls, in order'),
});

export const taskSettings = z.object({
  kind: z.enum(['cyclic', 'freewheeling', 'event', 'status']).optional(),
  priority: z.string().optional(),
  interval: z.string().optional(),
  event: z.string().optional(),
  pou_calls: z.array(z.string()).optional(),
});

export const deviceDescription = z.object({
  name: z.string(),
  path: z.string(),
  depth: z.number().int().min(0),
  identification: z.object({ type: z.number().int(), id: z.string(), version: z.string() }).nullable(),
  enabled: z.boolean(),
  parameters: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string(), unit: z.string() })),
  parameters_total: z.number().int().min(0),
});

/** An object by its path and kind, as export and import report them. */
const importedObject = z.object({ path: z.string(), kind: z.string() });
const referencesExpected = z.array(z.string()).optional();

export const MODEL_TEMPLATES = {
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
  device_tree: {
    params: z.object({ ...openedProject, root_path: z.string().min(1).optional(), max_devices: z.number().int().min(1), max_parameters: z.number().int().min(0) }),
    result: z.object({ devices: z.array(deviceDescription), truncated: z.boolean() }),
  },
  list_tasks: {
    params: z.object(openedProject),
    result: z.object({ task_configuration: z.string(), tasks: z.array(taskDescription) }),
  },
  set_task: {
    params: z.object({
      ...openedProject,
      name: z.string().min(1),
      /** The task as the change was planned against it; null: it must not exist yet (the change creates it). */
      expected: taskDescription.nullable(),
      settings: taskSettings,
    }),
    result: z.object({ task: taskDescription, created: z.boolean() }),
  },
  delete_task: {
    /** The task as the deletion was planned against it: the template deletes nothing if CODESYS holds another. */
    params: z.object({ ...openedProject, name: z.string().min(1), expected: taskDescription }),
    result: z.object({ deleted: taskDescription, tasks: z.array(taskDescription) }),
  },
  export_xml: {
    params: z.object({ ...openedProject, object_paths: z.array(z.string().min(1)).min(1), recursive: z.boolean() }),
    result: z.object({ xml: z.string(), objects: z.array(importedObject) }),
  },
  import_xml: {
    params: z.object({
      ...openedProject,
      xml: z.string().min(1),
      parent_path: z.string().min(1).optional(),
      on_conflict: z.enum(['replace', 'copy', 'skip']),
      /** The names of the objects the document holds at its top level. */
      names: z.array(z.string()),
    }),
    result: z.object({ added: z.array(importedObject), replaced: z.array(importedObject), copies: z.array(importedObject.extend({ copy_of: z.string() })) }),
  },
} as const;
