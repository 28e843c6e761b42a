// The contracts of the PLCopenXML export and import templates: parameters and results, checked by the CodesysConnection
// like every template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

/** An object by its path and kind, as export and import report them. */
const importedObject = z.object({ path: z.string(), kind: z.string() });

export const PLCOPEN_TEMPLATES = {
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
