// Where Interlock keeps its settings, token, audit log and demo workspace, by OS convention.
import { homedir } from 'node:os';
import { posix, resolve, win32 } from 'node:path';

/** Joined with the separators of `platform`, whichever OS computes it. */
export function defaultDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (platform === 'win32') return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), 'Interlock');
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', 'Interlock');
  return posix.join(env.XDG_CONFIG_HOME || posix.join(home, '.config'), 'interlock');
}

/** `--data-dir` wins; then INTERLOCK_DATA_DIR (used by agents' stdio configs and tests); then the OS default. */
export function resolveDataDir(override: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (override) return resolve(override);
  if (env.INTERLOCK_DATA_DIR) return resolve(env.INTERLOCK_DATA_DIR);
  return defaultDataDir(process.platform, env);
}
