// The contracts of the code templates (code/templates/*.py): reading and writing an object's texts, creating,
// renaming and deleting objects, and the whole project's code.
import { z } from 'zod';
import { applicationDeclarations, objectDescription, objectWithTexts, openedProject, type TemplateContracts } from '../bridge/templates.ts';

const objectPath = z.string().min(1);
const inContainer = { ...openedProject, name: z.string().min(1), parent_path: objectPath.optional() };

export const CODE_TEMPLATES = {
  read_object: {
    params: z.object({
      ...openedProject,
      object_path: objectPath,
      /** Also read what an edit's impact analysis needs from outside the object, up to `max_chars` of GVL text. */
      impact_context: z.object({ max_chars: z.number().int().min(0) }).optional(),
      /** Also read what the simulation of an edit needs: the application's code objects (up to `max_chars`) and its tasks. */
      simulation_context: z.object({ max_chars: z.number().int().min(0) }).optional(),
    }),
    result: objectWithTexts.extend({
      impact_context: applicationDeclarations.optional(),
      simulation_context: z
        .object({
          /** Every object of the application with code, with both texts and the path of its parent (a method's FB). */
          objects: z.array(z.object({ name: z.string(), path: z.string(), kind: z.string(), parent: z.string(), declaration: z.string().nullable(), implementation: z.string().nullable() })),
          /** Objects left out: their text would have passed `max_chars`. */
          skipped: z.array(z.string()),
          tasks: z.array(z.object({ name: z.string(), kind: z.string().nullable(), interval: z.string(), interval_unit: z.string(), pou_calls: z.array(z.string()) })),
        })
        .optional(),
    }),
  },
  write_object: {
    params: z.object({
      ...openedProject,
      object_path: objectPath,
      /** The texts the edit was based on: the template writes nothing if CODESYS holds others now. */
      expected: z.object({ declaration: z.string().nullable(), implementation: z.string().nullable() }),
      declaration: z.string().nullable().optional(),
      implementation: z.string().nullable().optional(),
    }),
    result: objectWithTexts,
  },
  create_pou: {
    params: z.object({
      ...inContainer,
      pou_type: z.enum(['program', 'function_block', 'function']),
      return_type: z.string().min(1).optional(),
      extends: z.string().min(1).optional(),
      /** The API's form: one comma-separated string ("I_A, I_B"), never a list. */
      implements: z.string().min(1).optional(),
    }),
    result: objectWithTexts,
  },
  create_dut: {
    params: z.object({ ...inContainer, dut_type: z.enum(['structure', 'enumeration', 'alias', 'union']), base_type: z.string().min(1).optional() }),
    result: objectWithTexts,
  },
  create_gvl: {
    params: z.object({ ...inContainer, declaration: z.string().optional() }),
    result: objectWithTexts,
  },
  create_method: {
    params: z.object({ ...openedProject, name: z.string().min(1), parent_path: objectPath, return_type: z.string().min(1).optional() }),
    result: objectWithTexts,
  },
  create_property: {
    params: z.object({ ...openedProject, name: z.string().min(1), parent_path: objectPath, property_type: z.string().min(1) }),
    result: objectWithTexts.extend({ accessors: z.array(objectDescription) }),
  },
  create_folder: {
    params: z.object(inContainer),
    result: z.object({ object: objectDescription }),
  },
  rename_object: {
    params: z.object({ ...openedProject, object_path: objectPath, new_name: z.string().min(1) }),
    result: z.object({ old_path: z.string(), object: objectDescription }),
  },
  delete_object: {
    params: z.object({ ...openedProject, object_path: objectPath }),
    result: z.object({ deleted: objectDescription, deleted_descendants: z.array(z.string()) }),
  },
  dump_code: {
    params: z.object(openedProject),
    result: z.object({ objects: z.array(objectWithTexts) }),
  },
} as const satisfies TemplateContracts;

/** The templates that create an object and return it with its texts. */
export type CreateTemplate = 'create_pou' | 'create_dut' | 'create_gvl' | 'create_method' | 'create_property';
