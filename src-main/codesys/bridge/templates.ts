// The contract of every command template (<folder>/templates/*.py): the parameters it reads from its params file and
// the result it prints between the markers. The CodesysConnection checks both, so a tool never works with an unchecked
// result: a template (or a CODESYS) that answers something else is refused with the field that is wrong.
//
// Each toolset owns its templates' contracts and hands them to the domain in its module (<toolset>/index.ts); the
// domain root builds the table the connection checks against (`templateTable`). The bridge imports no toolset: the
// types come from `TemplatesByOwner`, which each toolset's index.ts extends (declaration merging), so a tool still
// runs a template by name with its parameters and result typed.
import { z } from 'zod';

export const objectDescription = z.object({
  name: z.string(),
  path: z.string().describe('Object path from the project root'),
  kind: z.string().describe('program, function_block, function, method, property, accessor, action, dut, gvl, interface, folder, application, device, ...'),
  has_declaration: z.boolean(),
  has_implementation: z.boolean(),
});

/** An object with its texts, as read_object, write_object and the create templates return it. */
export const objectWithTexts = z.object({
  object: objectDescription,
  declaration: z.string().nullable(),
  implementation: z.string().nullable(),
});

export const compileMessage = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  text: z.string(),
  object_path: z.string().nullable(),
  line: z.number().int().nullable().describe('1-based line within the part'),
  part: z.enum(['declaration', 'implementation']).nullable(),
  code: z.string().nullable().describe('CODESYS message code, e.g. C0046'),
});

/** What every result also carries: the IDE's primary project after the command. */
export const sessionState = z.object({
  primary_project: z.string().nullable(),
  dirty: z.boolean(),
});

/**
 * What the impact analysis needs from outside the edited text, or what a running-PLC card needs to tell which values
 * are safety-relevant: an application's declarations, read in the same command (by read_object and online_state).
 */
export const applicationDeclarations = z.object({
  /** The GVLs of the application (the edited object's other ones), with their declarations. */
  global_lists: z.array(z.object({ name: z.string(), path: z.string(), declaration: z.string() })),
  /** The declarations of its programs, function blocks and functions, for their located variables. */
  other_units: z.array(z.object({ name: z.string(), path: z.string(), declaration: z.string() })).optional(),
  /** GVLs left out: their text would have passed `max_chars`. */
  skipped: z.array(z.string()),
  /** POUs left out for the same reason. */
  skipped_units: z.array(z.string()).optional(),
  /** `SCOPE.NAME` (upper case) → the address of the device channel the IO mapping ties it to. */
  io_mapping: z.record(z.string(), z.string()),
});

/** The parameter naming the project a template opens (every project template has it). */
export const openedProject = { project_path: z.string().min(1) };
/** What a template does with unsaved changes of a project it closes. */
export const unsavedChoice = z.enum(['refuse', 'save', 'discard']);

/** The bridge's own templates: what the connection itself runs (closing every project before CODESYS shuts down). */
export const BRIDGE_TEMPLATES = {
  close_all_projects: {
    params: z.object({ unsaved: unsavedChoice }),
    result: z.object({ closed: z.array(z.string()), saved: z.array(z.string()), discarded: z.array(z.string()) }),
  },
} as const satisfies TemplateContracts;

/** A template's contract: the parameters it reads and the result it prints. */
export interface TemplateContract {
  params: z.ZodType<Record<string, unknown>>;
  result: z.ZodType;
}
export type TemplateContracts = Record<string, TemplateContract>;

/**
 * The template contracts by the folder that owns them. Each toolset adds its own from its index.ts:
 * `declare module '../bridge/templates.ts' { interface TemplatesByOwner { code: typeof templates } }`.
 */
export interface TemplatesByOwner {
  bridge: typeof BRIDGE_TEMPLATES;
}

type Merged<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;
/** Every template's contract by name, whichever folder owns it. */
export type TemplateTable = Merged<TemplatesByOwner[keyof TemplatesByOwner]>;
export type TemplateName = keyof TemplateTable & string;
/** What a tool passes: the connection adds save_after_change itself. */
export type TemplateParams<N extends TemplateName> = z.input<TemplateTable[N]['params']>;
export type TemplateResult<N extends TemplateName> = z.output<TemplateTable[N]['result']>;

/** The contracts typed per name, so that a contract looked up by a generic name keeps its types. */
export type TypedTemplateTable = {
  [N in TemplateName]: { params: z.ZodType<z.output<TemplateTable[N]['params']>, TemplateParams<N>>; result: z.ZodType<TemplateResult<N>> };
};

/**
 * The table the connection checks against: the bridge's templates and each owner's, a name used twice refused.
 * The domain root passes every toolset's; the script library's test proves the table and the .py files agree.
 */
export function templateTable(owners: readonly TemplateContracts[]): TypedTemplateTable {
  const table: TemplateContracts = { ...BRIDGE_TEMPLATES };
  for (const contracts of owners) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (Object.hasOwn(table, name)) throw new Error(`Two CODESYS template contracts named ${name}`);
      table[name] = contract;
    }
  }
  return table as TypedTemplateTable;
}
