import { lstat } from 'node:fs/promises';

/** Whether something (file, folder or link, without following it) is at `path`. */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
