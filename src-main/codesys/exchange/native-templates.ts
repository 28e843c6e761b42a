// The contracts of the native export and import templates: parameters and results, checked by the CodesysConnection
// like every template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const NATIVE_EXCHANGE_TEMPLATES = {
  export_native: {
    /** destination: a file in a folder of Interlock's, not in the project root. */
    params: z.object({ ...openedProject, object_paths: z.array(z.string().min(1)).min(1), recursive: z.boolean(), destination: z.string().min(1) }),
    result: z.object({ objects: z.array(z.object({ path: z.string(), kind: z.string() })) }),
  },
  import_native: {
    /** file_path: Interlock's copy of the file, in a folder of its own. */
    params: z.object({ ...openedProject, file_path: z.string().min(1) }),
    result: z.object({ added: z.array(z.object({ path: z.string(), kind: z.string() })) }),
  },
} as const;
