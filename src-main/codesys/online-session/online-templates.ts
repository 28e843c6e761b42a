// The contracts of the online templates (online/templates/*.py): the online state, login, logout, run control and
// values. They sit below the toolsets with the online session that runs them; the online toolset lists them.
import { z } from 'zod';
import { applicationDeclarations, openedProject, type TemplateContracts } from '../bridge/templates.ts';

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

export const ONLINE_TEMPLATES = {
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
      /** With `declarations`: what a change made on this read's word checks the declarations against (online_values). */
      declarations_basis: z.string().optional(),
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
      /** The card's resolution of the expressions (online_state's `declared`), used unless the declarations changed since. */
      declared: expressionDeclarations.optional(),
      declarations_basis: z.string().optional(),
    }),
    result: z.object({ application: z.string(), before: z.array(onlineValue), after: z.array(onlineValue), forced: z.array(z.string()), declared: expressionDeclarations }),
  },
} as const satisfies TemplateContracts;
