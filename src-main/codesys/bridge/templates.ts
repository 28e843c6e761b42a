// The contract of every command template (<toolset>/templates/*.py): the parameters it reads from its params file and
// the result it prints between the markers. The CodesysConnection checks both, so a tool never works with an unchecked
// result: a template (or a CODESYS) that answers something else is refused with the field that is wrong.
import { z } from 'zod';
import { DEVICE_NETWORK_TEMPLATES } from '../network/network-templates.ts';
import { DEVICE_TEMPLATES } from '../devices/device-templates.ts';
import { LIBRARY_TEMPLATES } from '../libraries/library-templates.ts';
import { LIBRARY_REFERENCE_TEMPLATES } from '../libraries/library-reference-templates.ts';
import { TASK_TEMPLATES } from '../tasks/task-templates.ts';
import { PLCOPEN_TEMPLATES } from '../exchange/plcopen-templates.ts';
import { NATIVE_EXCHANGE_TEMPLATES } from '../exchange/native-templates.ts';
import { SYMBOL_TEMPLATES } from '../symbols/symbol-templates.ts';
import { TEXT_LIST_TEMPLATES } from '../objects/text-list-templates.ts';
import { MISC_OBJECT_TEMPLATES } from '../objects/external-file-templates.ts';
import { USER_TEMPLATES } from '../users/user-templates.ts';
import { OBJECT_ACCESS_TEMPLATES } from '../users/object-access-templates.ts';
import { PLC_FILE_TEMPLATES } from '../plc-files/plc-file-templates.ts';
import { SELF_TEST_TEMPLATES } from '../doctor/self-test-templates.ts';

export const objectDescription = z.object({
  name: z.string(),
  path: z.string().describe('Object path from the project root'),
  kind: z.string().describe('program, function_block, function, method, property, accessor, action, dut, gvl, interface, folder, application, device, ...'),
  has_declaration: z.boolean(),
  has_implementation: z.boolean(),
});

/** An object with its texts, as read_object, write_object and the create templates return it. */
const objectWithTexts = z.object({
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

const projectPath = z.string().min(1);
const objectPath = z.string().min(1);
const unsavedChoice = z.enum(['refuse', 'save', 'discard']);
const compiled = z.object({ messages: z.array(compileMessage) });
const openedProject = { project_path: projectPath };
const inContainer = { ...openedProject, name: z.string().min(1), parent_path: objectPath.optional() };

/** The most expressions one online command reads or changes. */
export const MAX_ONLINE_EXPRESSIONS = 500;
/** The most samples one online_state command takes (a monitor of 60 s at its 200 ms minimum interval). */
export const MAX_ONLINE_SAMPLES = 300;
const deviceCredentials = z.object({ user: z.string().min(1), password: z.string() });
/** A value as CODESYS prints it (`TRUE`, `42`, `'text'`, `T#1s`), or why it could not be read. */
export const onlineValue = z.object({ expression: z.string(), value: z.string().nullable(), error: z.string().nullable() });
/** A value read with the expression's declared IEC type (`INT`, `STRING(20)`, `E_Mode`), null when not found. */
export const typedOnlineValue = onlineValue.extend({ type: z.string().nullable() });
/**
 * Expression → the I/O address (`%QX0.0`: its AT, else its IO mapping's channel) and the declaration comment of each
 * expression that names a program's or GVL's variable whole and has either.
 */
export const expressionDeclarations = z.record(z.string(), z.object({ address: z.string().nullable(), comment: z.string().nullable() }));
/**
 * What the impact analysis needs from outside the edited text, or what a running-PLC card needs to tell which values
 * are safety-relevant: an application's declarations, read in the same command.
 */
const applicationDeclarations = z.object({
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
/** The device an online command reached, as the online templates report it and the online tools return it. */
export const onlineDevice = z.object({
  name: z.string().nullable(),
  gateway: z.string().nullable(),
  address: z.string().nullable(),
  simulation: z.boolean().optional().describe('True: logins go to the PLC simulated inside CODESYS, not through the gateway and address'),
});
/** The online side of an application, as the online templates report it. */
export const onlineState = z.object({
  application: z.string(),
  device: onlineDevice,
  logged_in: z.boolean(),
  /** ApplicationState as CODESYS names it (`run`, `stop`, `halt_on_bp`, `none`...); null when logged out. */
  application_state: z.string().nullable(),
  /** OperatingState flags (`program_loaded`, `force_active`, `exception`...). */
  operating_flags: z.array(z.string()),
  online_change_possible: z.boolean().nullable(),
  /** False where this CODESYS does not expose OnlineChangeOption to scripts: no online change, only full downloads. */
  online_change_option: z.boolean(),
  forced: z.array(z.object({ expression: z.string(), value: z.string().nullable() })),
  values: z.array(onlineValue),
});

export const TEMPLATES = {
  session_status: {
    params: z.object({}),
    result: z.object({ projects: z.array(z.object({ path: z.string(), dirty: z.boolean(), primary: z.boolean() })) }),
  },
  open_project: {
    params: z.object(openedProject),
    result: z.object({ project_path: z.string(), application: z.string().nullable() }),
  },
  create_project: {
    params: z.object({ ...openedProject, template_path: z.string().min(1).optional() }),
    result: z.object({ project_path: z.string(), template: z.string().nullable() }),
  },
  save_project: {
    params: z.object(openedProject),
    result: z.object({ project_path: z.string(), had_unsaved_changes: z.boolean() }),
  },
  close_project: {
    params: z.object({ ...openedProject, unsaved: unsavedChoice }),
    result: z.object({ was_open: z.boolean(), had_unsaved_changes: z.boolean(), saved: z.boolean() }),
  },
  close_all_projects: {
    params: z.object({ unsaved: unsavedChoice }),
    result: z.object({ closed: z.array(z.string()), saved: z.array(z.string()), discarded: z.array(z.string()) }),
  },
  project_structure: {
    params: z.object({ ...openedProject, root_path: objectPath.optional(), max_depth: z.number().int().min(1).optional() }),
    result: z.object({ project_path: z.string(), root: z.string(), objects: z.array(objectDescription.extend({ depth: z.number().int().min(1) })) }),
  },
  read_object: {
    params: z.object({
      ...openedProject,
      object_path: objectPath,
      /** Also read what an edit's impact analysis needs from outside the object, up to `max_chars` of GVL text. */
      impact_context: z.object({ max_chars: z.number().int().min(0) }).optional(),
    }),
    result: objectWithTexts.extend({ impact_context: applicationDeclarations.optional() }),
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
  compile_project: {
    params: z.object(openedProject),
    result: compiled.extend({ application: z.string().nullable() }),
  },
  read_compile_messages: {
    params: z.object(openedProject),
    result: compiled,
  },
  online_state: {
    params: z.object({
      ...openedProject,
      expressions: z.array(z.string().min(1)).max(MAX_ONLINE_EXPRESSIONS),
      probe: z.boolean(),
      /** Headless: refuse the probe's login when the PLC holds no application or other code than the project's. */
      current_code_only: z.boolean().optional(),
      /** Read the expressions this many times within one login (monitoring where no session outlives a command). */
      sample_count: z.number().int().min(1).max(MAX_ONLINE_SAMPLES).optional(),
      sample_interval_ms: z.number().int().min(0).max(60_000).optional(),
      /** Also each expression's I/O address and declaration comment (`declared`; empty without it). */
      declarations: z.boolean().optional(),
      /** Also the application's declarations and IO mapping (`project_declarations`), up to `max_chars` of text. */
      project_declarations: z.object({ max_chars: z.number().int().min(0) }).optional(),
      credentials: deviceCredentials.optional(),
    }),
    result: onlineState.extend({
      probed: z.boolean(),
      /** Why the probe did not log in (a login would have downloaded), or null. */
      not_read: z.string().nullable(),
      values: z.array(typedOnlineValue),
      declared: expressionDeclarations,
      project_declarations: applicationDeclarations.optional(),
      samples: z.array(z.object({ at_ms: z.number(), values: z.array(typedOnlineValue) })).max(MAX_ONLINE_SAMPLES).optional(),
    }),
  },
  online_login: {
    params: z.object({
      ...openedProject,
      mode: z.enum(['auto', 'keep', 'download', 'online_change']),
      /** Whether the project's code differs from what was last downloaded (auto mode changes nothing on the PLC otherwise). */
      code_changed: z.boolean(),
      /** auto: whether the approved card announced a full download as the fallback (else a needed download fails). */
      download_allowed: z.boolean(),
      delete_foreign_apps: z.boolean(),
      credentials: deviceCredentials.optional(),
    }),
    result: onlineState.extend({ happened: z.enum(['none', 'download', 'online-change']) }),
  },
  online_logout: {
    params: z.object(openedProject),
    result: z.object({ application: z.string(), was_logged_in: z.boolean() }),
  },
  online_control: {
    params: z.object({ ...openedProject, action: z.enum(['start', 'stop', 'reset_warm', 'reset_cold', 'reset_origin', 'create_boot_application']) }),
    /** With the state just before the action, for the audit. */
    result: onlineState.extend({ before: onlineState.pick({ application_state: true, operating_flags: true }) }),
  },
  online_values: {
    params: z.object({
      ...openedProject,
      action: z.enum(['write', 'force', 'unforce']),
      /** For unforce only the expressions count (none: every forced one). */
      values: z.array(z.object({ expression: z.string().min(1), value: z.string() })).max(MAX_ONLINE_EXPRESSIONS),
      restore: z.boolean().optional(),
    }),
    result: z.object({ application: z.string(), before: z.array(onlineValue), after: z.array(onlineValue), forced: z.array(z.string()), declared: expressionDeclarations }),
  },
  ...LIBRARY_REFERENCE_TEMPLATES,
  ...TASK_TEMPLATES,
  ...PLCOPEN_TEMPLATES,
  ...NATIVE_EXCHANGE_TEMPLATES,
  ...DEVICE_TEMPLATES,
  ...LIBRARY_TEMPLATES,
  ...SYMBOL_TEMPLATES,
  ...USER_TEMPLATES,
  ...TEXT_LIST_TEMPLATES,
  ...MISC_OBJECT_TEMPLATES,
  ...OBJECT_ACCESS_TEMPLATES,
  ...PLC_FILE_TEMPLATES,
  ...DEVICE_NETWORK_TEMPLATES,
  ...SELF_TEST_TEMPLATES,
} as const satisfies Record<string, { params: z.ZodType<Record<string, unknown>>; result: z.ZodType }>;

export type TemplateName = keyof typeof TEMPLATES;
/** The templates that create an object and return it with its texts. */
export type CreateTemplate = 'create_pou' | 'create_dut' | 'create_gvl' | 'create_method' | 'create_property';
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];
/** What a tool passes: the connection adds save_after_change itself. */
export type TemplateParams<N extends TemplateName> = z.input<(typeof TEMPLATES)[N]['params']>;
export type TemplateResult<N extends TemplateName> = z.output<(typeof TEMPLATES)[N]['result']>;

/** The same contracts, typed per name, so that a contract looked up by a generic name keeps its types. */
export const TEMPLATE_CONTRACTS: {
  [N in TemplateName]: { params: z.ZodType<z.output<(typeof TEMPLATES)[N]['params']>, TemplateParams<N>>; result: z.ZodType<TemplateResult<N>> };
} = TEMPLATES;
