// The contracts of the library templates beyond list/add/remove (model-templates.ts): reference options,
// installing into the IDE's repositories, missing libraries and library content. templates.ts spreads them into
// TEMPLATES.
import { z } from 'zod';
import { libraryReference } from './model-templates.ts';

const openedProject = { project_path: z.string().min(1) };

/** The options of a reference that a change may set. */
export const settableReferenceOptions = z.object({ qualified_only: z.boolean().optional(), optional: z.boolean().optional(), hidden: z.boolean().optional() });

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
} as const;
