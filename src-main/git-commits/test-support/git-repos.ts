// Real git repositories for the tests, made with the installed git in temporary folders, isolated from the machine's
// own git configuration (no global or system config, a fixed identity only where a test gives one).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Keeps the user's ~/.gitconfig and /etc/gitconfig out of every git the tests (and Interlock under test) run. */
export function isolateGitConfig(): void {
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  process.env.GIT_CONFIG_GLOBAL = process.platform === 'win32' ? 'NUL' : '/dev/null';
}

export interface TestRepo {
  dir: string;
  git(...args: string[]): string;
  write(path: string, text: string): Promise<string>;
  remove(): Promise<void>;
}

/** A repository with `files` committed on `main` by a configured user (unless `identity` is false). */
export async function makeRepo(files: Record<string, string>, options: { identity?: boolean } = {}): Promise<TestRepo> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'interlock-repo-')));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  const write = async (path: string, text: string) => {
    const full = join(dir, ...path.split('/'));
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, text);
    return full;
  };
  git('init', '-q', '-b', 'main');
  if (options.identity !== false) {
    git('config', 'user.name', 'Plant Engineer');
    git('config', 'user.email', 'engineer@plant.example');
  }
  for (const [path, text] of Object.entries(files)) await write(path, text);
  if (Object.keys(files).length > 0) {
    git('add', '-A');
    git('-c', 'user.name=Setup', '-c', 'user.email=setup@example', 'commit', '-q', '-m', 'initial');
  }
  return { dir, git, write, remove: () => rm(dir, { recursive: true, force: true }) };
}
