// The contracts of the doctor's probe templates (self_test, self_test_online), checked by the CodesysConnection like
// every template's (the toolset's index.ts registers them).
import { z } from 'zod';
import { PROBE_OWNERS } from './capabilities.ts';

const probe = z.object({ id: z.string().min(1), owner: z.enum(PROBE_OWNERS), member: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/) });
export const probeOutcome = z.object({
  id: z.string(),
  status: z.enum(['present', 'missing', 'not_probed']),
  detail: z.string().nullable(),
});
const params = z.object({ project_path: z.string().min(1).optional(), probes: z.array(probe).max(500) });

export const SELF_TEST_TEMPLATES = {
  self_test: {
    params,
    result: z.object({
      probes: z.array(probeOutcome),
      /** Whether scripts can have SymbolAccess members (from scriptengine, or recovered where it is a hollow import); null: no project. */
      symbol_access: z.object({ status: z.enum(['works', 'fails', 'not_probed']), detail: z.string() }).nullable(),
      /** Who is logged on to the open project's user management; null: nobody (or no project). */
      logged_on_user: z.string().nullable(),
      project: z.string().nullable(),
      executable: z.string().nullable(),
      ui_present: z.boolean(),
    }),
  },
  self_test_online: {
    params,
    result: z.object({
      /** How the command got a running script: loop, execute_script, online_executor, tick (none) or headless. */
      route: z.string(),
      /** The watcher's account of the routes it could not take (a timer command that got no running script). */
      route_note: z.string().nullable(),
      /** True: the online factory worked; false: it raised "Stack empty"; null: not tried or another error. */
      context: z.boolean().nullable(),
      context_error: z.string().nullable(),
      logged_in: z.boolean().nullable(),
      /** Logged in: null when reading the run state and forced expressions worked, else the error. Absent: not tried. */
      reads: z.string().nullable().optional(),
      probes: z.array(probeOutcome),
    }),
  },
} as const;
