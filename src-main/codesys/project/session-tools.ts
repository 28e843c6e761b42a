// launch_codesys, shutdown_codesys, get_codesys_status: the one persistent CODESYS itself.
import { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import { defineTool, DESTRUCTIVE, argsPlan, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { LauncherStatus } from '../bridge/launcher.ts';
import { CODESYS_QUEUE, type ToolContext } from '../toolset-kit.ts';

const UNSAVED_CHOICES = ['refuse', 'save', 'discard'] as const;

const launchOutput = z.object({
  state: z.string(),
  pid: z.number().int().nullable(),
  session_id: z.string().nullable(),
  watcher_version: z.string().nullable(),
  started_at: z.string().nullable(),
});

function launchResult(status: LauncherStatus): z.infer<typeof launchOutput> {
  return {
    state: status.state,
    pid: status.pid,
    session_id: status.sessionId,
    watcher_version: status.watcherVersion,
    started_at: status.startedAt === null ? null : new Date(status.startedAt).toISOString(),
  };
}

function launchCodesysRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'launch_codesys',
    title: 'Launch CODESYS',
    description: 'Starts the configured CODESYS IDE (visible) and connects; the person sees every change there. Other CODESYS tools launch it on first use anyway. Takes 15-60 s.',
    input: z.object({}),
    output: launchOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: false,
    prepare: (args) => argsPlan(CODESYS_QUEUE, args),
    handler: async (_args, execution) => launchResult(await codesys.launch(execution)),
    summarize: (r) => `CODESYS ${r.state} (PID ${r.pid})`,
  });
}

function shutdownCodesysRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'shutdown_codesys',
    title: 'Shut down CODESYS',
    description: 'Closes the CODESYS Interlock launched. With unsaved changes it refuses unless unsaved_changes is "save" or "discard" (a hung CODESYS: "discard").',
    input: z.object({
      unsaved_changes: z.enum(UNSAVED_CHOICES).default('refuse').describe('What to do with unsaved changes in open projects'),
    }),
    output: z.object({
      was_running: z.boolean(),
      closed_projects: z.array(z.string()),
      saved: z.array(z.string()),
      discarded: z.array(z.string()),
    }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: (args) => argsPlan(CODESYS_QUEUE, args),
    preview: async ({ args }) => {
      const status = codesys.launcher.status;
      if (!codesys.launcher.running && !codesys.launcher.hung) return { kind: 'text', title: 'Shut down CODESYS', text: 'CODESYS is not running; nothing to close.' };
      const lines = [`Close CODESYS (PID ${status.pid}).`];
      if (codesys.launcher.hung) {
        lines.push(`It does not respond (${status.reason}); it will be killed and unsaved changes in it are lost.`);
      } else {
        const { projects } = await codesys.run('session_status', {}, { label: 'shutdown_codesys', launchedOnly: true });
        for (const project of projects) lines.push(`Open project: ${project.path}${project.dirty ? ' (UNSAVED CHANGES)' : ''}`);
        lines.push(`Unsaved changes: ${args.unsaved_changes === 'refuse' ? 'refuse to shut down if there are any' : args.unsaved_changes}.`);
      }
      return { kind: 'text', title: 'Shut down CODESYS', text: lines.join('\n') };
    },
    handler: async ({ args }) => {
      const empty = { closed_projects: [], saved: [], discarded: [] };
      if (codesys.launcher.hung) {
        if (args.unsaved_changes !== 'discard') {
          throw new ToolError(
            `${codesys.launcher.hungMessage()} Interlock cannot check a CODESYS that does not respond for unsaved changes; to end it anyway, call shutdown_codesys with unsaved_changes "discard".`,
          );
        }
        await codesys.launcher.stop();
        return { was_running: true, ...empty };
      }
      if (!codesys.launcher.running) {
        await codesys.launcher.stop();
        return { was_running: false, ...empty };
      }
      const closed = await codesys.run(
        'close_all_projects',
        { unsaved: args.unsaved_changes },
        { label: 'shutdown_codesys', launchedOnly: true },
      );
      await codesys.launcher.stop();
      return { was_running: true, closed_projects: closed.closed, saved: closed.saved, discarded: closed.discarded };
    },
    summarize: (r) => (r.was_running ? `closed CODESYS (${r.closed_projects.length} projects)` : 'CODESYS was not running'),
  });
}

function getCodesysStatusRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'get_codesys_status',
    title: 'CODESYS status',
    description: 'Reports the CODESYS connection without waiting for other calls: state, error reason, PID, visible IDE or headless, the install, and the open project.',
    input: z.object({}),
    output: z.object({
      state: z.string(),
      detail: z.string().nullable(),
      mode: z.enum(['persistent', 'headless']),
      commands_run: z.enum(['in the CODESYS IDE', 'headless (a CODESYS without UI per command)', 'in the CODESYS IDE, launched on first use']),
      pid: z.number().int().nullable(),
      session_id: z.string().nullable(),
      watcher_version: z.string().nullable(),
      started_at: z.string().nullable(),
      executable_path: z.string(),
      profile: z.string(),
      open_project: z.object({ path: z.string(), unsaved_changes: z.boolean() }).nullable(),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => argsPlan({ ...CODESYS_QUEUE, concurrent: true }, args),
    handler: async () => {
      const settings = codesys.settings;
      const status = codesys.launcher.status;
      const session = codesys.session;
      const commandsRun = codesys.commandsRunHeadless
        ? 'headless (a CODESYS without UI per command)'
        : codesys.launcher.running
            ? 'in the CODESYS IDE'
            : 'in the CODESYS IDE, launched on first use';
      return {
        ...launchResult(status),
        detail: status.reason,
        mode: settings.mode,
        commands_run: commandsRun,
        executable_path: settings.executablePath,
        profile: settings.profile,
        open_project: session?.primaryProject ? { path: session.primaryProject, unsaved_changes: session.dirty } : null,
      } as const;
    },
    summarize: (r) => `CODESYS ${r.state}`,
  });
}

export function sessionTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [launchCodesysRow(toolContext), shutdownCodesysRow(toolContext), getCodesysStatusRow(toolContext)];
}
