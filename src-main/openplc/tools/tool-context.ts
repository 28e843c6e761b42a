// What every OpenPLC tool shares: the open projects, the compile runner, the last diagnostics per project, and the
// input fields and result shapes several tools have in common.
import type { DomainServices } from '../../mcp/domain-module.ts';
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { ArgsPlan } from '../../mcp/tool-definition.ts';
import { contentHashField as sharedContentHashField } from '../../plc-edit/index.ts';
import type { CompileRunner } from '../compile/compile-runner.ts';
import type { DiagnosticsStore } from '../compile/diagnostics-store.ts';
import type { OpenProject, OpenProjects } from '../open-projects.ts';
import { POU_LANGUAGES, POU_TYPES } from '../project/project-layout.ts';
import { VARIABLE_CLASSES } from '../st/pou-source.ts';

export interface OpenPlcToolContext {
  services: DomainServices;
  projects: OpenProjects;
  compiles: CompileRunner;
  diagnostics: DiagnosticsStore;
}

export const projectPath = boundedString(INPUT_LIMITS.pathChars, 'project_path').describe('The project folder (holding project.json)');
export const pouName = boundedString(INPUT_LIMITS.nameChars, 'pou_name').describe('The POU name as list_pous shows it (case-sensitive)');
export const contentHashField = sharedContentHashField('read_pou');

export const PouInfo = z.object({
  name: z.string(),
  type: z.enum(POU_TYPES),
  language: z.enum(POU_LANGUAGES),
  path: z.string().describe('Project-relative path, e.g. pous/programs/main.st'),
});

export const Variable = z.object({
  name: z.string(),
  class: z.enum(VARIABLE_CLASSES),
  type: z.string(),
  location: z.string().nullable(),
  initial_value: z.string().nullable(),
  documentation: z.string().nullable(),
});

/** The plan of a call on one project: its arguments and the project, opened once. */
export interface ProjectPlan<A> extends ArgsPlan<A> {
  readonly project: OpenProject;
}

/**
 * Opens the project the call names; calls on one project run one at a time, in arrival order. The call works on the
 * project as a whole until its plan names the files it touches (`filesScope`).
 */
export async function projectPlan<A extends { project_path: string }>(context: OpenPlcToolContext, args: A): Promise<ProjectPlan<A>> {
  const project = await context.projects.open(args.project_path);
  const pou = pouNamed(args);
  return { target: { key: project.key, ...(pou ? { name: `${project.label} › ${pou}` } : {}), where: { project: project.root } }, args, project };
}

/** The POU a call works on, by whichever argument names it. */
function pouNamed(args: object): string | undefined {
  const named = args as { pou_name?: unknown; pou?: unknown; name?: unknown };
  const value = named.pou_name ?? named.pou ?? named.name;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
