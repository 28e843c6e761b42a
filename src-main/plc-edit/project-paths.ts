// From the path an agent gave to the real path a tool works on: always through the project-root sandbox.
import { errorMessage, ToolError } from '../core/index.ts';
import type { ProjectRoots } from '../files/index.ts';

/**
 * The real path (after `..` and symlinks) of `requested`, which must lie inside the configured project roots;
 * `create` for something about to be made (its folder must exist). Every refusal is a ToolError the agent reads.
 */
export async function resolveInProjectRoots(
  roots: Pick<ProjectRoots, 'resolveExisting' | 'resolveForCreate'>,
  requested: string,
  mode: 'existing' | 'create' = 'existing',
): Promise<string> {
  if (requested.trim() === '') throw new ToolError('project_path must not be empty');
  try {
    return mode === 'create' ? await roots.resolveForCreate(requested) : await roots.resolveExisting(requested);
  } catch (err) {
    throw new ToolError(errorMessage(err));
  }
}
