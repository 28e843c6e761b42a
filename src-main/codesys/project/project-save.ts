// Saved or visibly not saved: after an approved change to the project CODESYS holds open, Interlock saves the
// project file (the same `save_project` template codesys_save_project runs: `ScriptProject.save()`), unless the
// person chose to leave changes unsaved. The card says which will happen; the audit entry and the agent's result say
// what did; a change that is not on disk joins the list of unsaved changes (History, Overview) until a save.
import { readFile } from 'node:fs/promises';
import type { ProjectFilePlan } from '../../../src-shared/project-changes.ts';
import { ARGS_NOT_KEPT } from '../../../src-shared/project-changes.ts';
import { argsKeptInFull, errorMessage, type EditKindReverter, type ToolExecution, type ToolPlan } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import type { AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysConnection } from '../bridge/codesys-connection.ts';
import type { UnsavedChanges } from './unsaved-changes.ts';

/**
 * The tools whose approved call changes the project open in CODESYS (its code, objects, devices, libraries, tasks,
 * users, symbols, device settings). Not here: changes to the PLC, to machine-wide repositories, new files beside the
 * project, and the project tools that save or close themselves.
 */
export const PROJECT_CHANGING_TOOLS: ReadonlySet<string> = new Set([
  // code and objects
  'codesys_set_pou_code',
  'codesys_patch_pou',
  'codesys_create_pou',
  'codesys_create_dut',
  'codesys_create_gvl',
  'codesys_create_method',
  'codesys_create_property',
  'codesys_create_folder',
  'codesys_delete_object',
  'codesys_rename_object',
  'codesys_create_text_list',
  'codesys_import_text_list_file',
  'codesys_create_image_pool',
  'codesys_add_external_file',
  // devices and the device's settings in the project
  'codesys_add_device',
  'codesys_plug_device',
  'codesys_unplug_device',
  'codesys_update_device',
  'codesys_set_device_parameter',
  'codesys_map_io_channel',
  'codesys_import_io_mappings',
  'codesys_set_device_address',
  'codesys_set_device_state',
  // libraries, tasks, exchange
  'codesys_add_library',
  'codesys_remove_library',
  'codesys_set_library_reference',
  'codesys_set_task',
  'codesys_delete_task',
  'codesys_import_native',
  'codesys_import_plcopenxml',
  // users, access, symbols
  'codesys_add_project_user',
  'codesys_remove_project_user',
  'codesys_grant_object_access',
  'codesys_create_symbol_config',
  'codesys_set_symbol_access',
  'codesys_set_symbol_config_settings',
]);

export interface ProjectSaveContext {
  codesys: CodesysConnection;
  unsaved: UnsavedChanges;
}

/** The project a plan works on (every project-changing row's plan comes from `projectPlan`). */
function planProject(plan: ToolPlan): string | undefined {
  const path = (plan as { projectPath?: unknown }).projectPath;
  return typeof path === 'string' ? path : undefined;
}

/** The row with the card's line about the project file and the save (or the record of not saving) after its handler. */
export function withProjectSave(tool: AnyToolDefinition, { codesys, unsaved }: ProjectSaveContext): AnyToolDefinition {
  if (!tool.mutates || !PROJECT_CHANGING_TOOLS.has(tool.name)) return tool;
  // What the card said for this call's plan: the handler does that, whatever the setting is by the time it runs.
  const promised = new WeakMap<ToolPlan, ProjectFilePlan['then']>();
  const nowChosen = (): ProjectFilePlan['then'] => (codesys.commandsRunHeadless ? 'saved-by-command' : codesys.settings.afterChange);
  return {
    ...tool,
    preview: async (plan, execution) => {
      const inner = tool.preview ? await tool.preview(plan, execution) : undefined;
      const then = nowChosen();
      promised.set(plan, then);
      const project = planProject(plan) ?? codesys.session?.primaryProject ?? 'the project open in CODESYS';
      return { ...(inner ?? { kind: 'text' as const, title: tool.title, text: tool.description }), projectFile: { project, then } };
    },
    handler: async (plan, execution) => {
      const result = await tool.handler(plan, execution);
      const project = planProject(plan) ?? codesys.session?.primaryProject;
      // A headless command saved the project itself before its CODESYS exited (`save_after_change`).
      if (!project || !codesys.launcher.running) {
        if (project) execution.recordProjectFile({ project, saved: true, ...(await savedHash(project)) });
        return result;
      }
      const then = promised.get(plan) ?? nowChosen();
      if (then === 'leave-unsaved') {
        execution.recordProjectFile({ project, saved: false, why: 'left-unsaved' });
        await keepUnsaved(unsaved, codesys, tool.name, project, plan, execution, 'left-unsaved');
      } else {
        try {
          await codesys.run('save_project', { project_path: project }, { label: `saving after ${tool.name}`, execution, projectPath: project });
          execution.recordProjectFile({ project, saved: true, ...(await savedHash(project)) });
          await unsaved.saved(project);
        } catch (err) {
          const error = errorMessage(err);
          execution.recordProjectFile({ project, saved: false, why: 'save-failed', error });
          execution.output([`saving ${project} failed: ${error}`]);
          await keepUnsaved(unsaved, codesys, tool.name, project, plan, execution, 'save-failed', error);
        }
      }
      if (execution.reapplies) await unsaved.reapplied(execution.reapplies);
      return result;
    },
  };
}

/** The saved file's hash, so a commit of it can tell Interlock's save from a later one of the person's. */
async function savedHash(project: string): Promise<{ savedHash?: string }> {
  try {
    return { savedHash: contentHash(await readFile(project)) };
  } catch {
    return {};
  }
}

async function keepUnsaved(
  unsaved: UnsavedChanges,
  codesys: CodesysConnection,
  tool: string,
  project: string,
  plan: ToolPlan,
  execution: ToolExecution,
  why: 'left-unsaved' | 'save-failed',
  saveError?: string,
): Promise<void> {
  const args = (plan as { args?: unknown }).args;
  await unsaved.add({
    auditId: execution.entryId,
    tool,
    project,
    ...(plan.target.name ? { targetName: plan.target.name } : {}),
    agentName: execution.agent.clientName,
    at: Date.now(),
    why,
    ...(saveError ? { saveError } : {}),
    cannotReapply: args !== undefined && argsKeptInFull(args) ? null : ARGS_NOT_KEPT,
    pid: codesys.launcher.status.pid,
  });
}

/**
 * The project tools that save or discard on their own: what they did leaves the list (saved) or turns unsaved
 * changes into lost ones (discarded). Saves made any other way show in CODESYS's `dirty` flag (see `trackSaves`).
 */
export function withSaveTracking(tool: AnyToolDefinition, { unsaved }: Pick<ProjectSaveContext, 'unsaved'>): AnyToolDefinition {
  if (tool.name === 'codesys_close_project') {
    return {
      ...tool,
      handler: async (plan, execution) => {
        const result = (await tool.handler(plan, execution)) as { had_unsaved_changes: boolean; saved: boolean };
        const project = planProject(plan);
        if (project && result.saved) await unsaved.saved(project);
        else if (project && result.had_unsaved_changes) await unsaved.lost('closed in CODESYS with its unsaved changes discarded (codesys_close_project)', { projects: [project] });
        return result;
      },
    };
  }
  if (tool.name === 'shutdown_codesys') {
    return {
      ...tool,
      handler: async (plan, execution) => {
        const result = (await tool.handler(plan, execution)) as { saved: string[]; discarded: string[] };
        for (const project of result.saved) await unsaved.saved(project);
        if (result.discarded.length > 0) await unsaved.lost('discarded when CODESYS was shut down (shutdown_codesys)', { projects: result.discarded });
        return result;
      },
    };
  }
  return tool;
}

/**
 * Keeps the list true while CODESYS runs and when it ends: a command that finds the project without unsaved changes
 * means it was saved (by the person in the IDE too); the IDE gone with changes unsaved means they are lost.
 */
export function trackSaves({ codesys, unsaved }: ProjectSaveContext): () => void {
  const offSession = codesys.onSession((session) => {
    if (session.primaryProject && !session.dirty) void unsaved.saved(session.primaryProject);
  });
  let wasRunning = codesys.launcher.running;
  const offLauncher = codesys.launcher.onChange((status) => {
    if (status.state === 'ready' || status.state === 'busy') wasRunning = true;
    // Stopping, or hung (the process still runs): not ended yet.
    const ended = wasRunning && (status.state === 'stopped' || (status.state === 'error' && !status.processAlive));
    if (!ended) return;
    wasRunning = false;
    void unsaved.lost(status.reason ?? 'CODESYS ended', { onlyIfGone: true }).then((lost) => {
      if (lost.length === 0) return;
      const which = lost.map((c) => `${c.tool} on ${c.targetName ?? c.project} (${c.agentName})`).join('; ');
      codesys.notice(
        'error',
        `${lost.length === 1 ? 'An approved change was' : `${lost.length} approved changes were`} lost: CODESYS ended before the project was saved (${status.reason ?? 'it ended'}). ${which}. History and the Overview offer to apply ${lost.length === 1 ? 'it' : 'them'} again.`,
      );
    });
  });
  return () => {
    offSession();
    offLauncher();
  };
}

/**
 * A revert from History changes the open project like an approved call, and is saved (or not) the same way: with
 * `save` in Settings the project is saved after it; left unsaved, or when the save fails, the revert joins the list
 * of changes not in their project file (and is lost, with "Apply again", if CODESYS ends first).
 */
export function withSaveAfterRevert(reverter: EditKindReverter, { codesys, unsaved }: ProjectSaveContext): EditKindReverter {
  return {
    ...reverter,
    revert: async (edit, context) => {
      const hash = await reverter.revert(edit, context);
      const project = edit.revert.project_path;
      if (typeof project !== 'string') return hash;
      // Reverted by a headless command, which saved the project before its CODESYS exited.
      if (!codesys.launcher.running) {
        context?.recordProjectFile({ project, saved: true, ...(await savedHash(project)) });
        return hash;
      }
      const kept = (why: 'left-unsaved' | 'save-failed', saveError?: string) =>
        context
          ? unsaved.add({
              auditId: context.auditId,
              tool: context.tool,
              project,
              ...(context.targetName ? { targetName: context.targetName } : {}),
              agentName: 'You, from History',
              at: Date.now(),
              why,
              ...(saveError ? { saveError } : {}),
              cannotReapply: null,
              pid: codesys.launcher.status.pid,
            })
          : Promise.resolve();
      if (codesys.settings.afterChange !== 'save') {
        context?.recordProjectFile({ project, saved: false, why: 'left-unsaved' });
        await kept('left-unsaved');
        return hash;
      }
      try {
        await codesys.run('save_project', { project_path: project }, { label: 'saving after a revert', projectPath: project });
        // As after an approved change: the hash lets a commit of the revert tell Interlock's save from a later one.
        context?.recordProjectFile({ project, saved: true, ...(await savedHash(project)) });
        await unsaved.saved(project);
      } catch (err) {
        const error = errorMessage(err);
        context?.recordProjectFile({ project, saved: false, why: 'save-failed', error });
        await kept('save-failed', error);
        codesys.notice('error', `Reverted ${edit.location} in CODESYS, but the project file ${project} could not be saved: ${error}. Save it in CODESYS, or the revert is lost when CODESYS ends.`);
      }
      return hash;
    },
  };
}
