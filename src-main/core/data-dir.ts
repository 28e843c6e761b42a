// Where Interlock keeps its settings, token, audit log and demo workspace, by OS convention.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function defaultDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'Interlock');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Interlock');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'interlock');
}

/** `--data-dir` wins; then INTERLOCK_DATA_DIR (used by agents' stdio configs and tests); then the OS default. */
export function resolveDataDir(override: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (override) return resolve(override);
  if (env.INTERLOCK_DATA_DIR) return resolve(env.INTERLOCK_DATA_DIR);
  return defaultDataDir(process.platform, env);
}
