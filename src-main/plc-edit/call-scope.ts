// Where a call on the files of a project folder works, for matching "always approve" rules: each file as it really
// is on disk (symlinks resolved), relative to the project. A file that leads out of the project leaves the call on
// no one project, so only a rule for every project covers it.
import { relative, sep } from 'node:path';
import type { CallScope } from '../../src-shared/app-state.ts';
import { realPathForCreate } from '../files/index.ts';

/** `projectRoot` is the project folder as the project roots resolved it (a real path). */
export async function filesScope(projectRoot: string, files: readonly string[]): Promise<CallScope | undefined> {
  const paths: string[] = [];
  for (const file of files) {
    const real = await realPathForCreate(projectRoot, file);
    if (real === null) return undefined;
    paths.push(relative(projectRoot, real).split(sep).join('/'));
  }
  return { project: projectRoot, paths };
}
