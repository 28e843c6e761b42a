// CompileRunner against a real `openplc-cli.cmd` launcher, as `openplc-cli install-cli` leaves one on Windows: Node
// refuses to spawn a .cmd without a shell, and its own PATH search ignores .cmd. These tests need Windows (the CI's
// Windows lane runs them with Windows Node under Wine); the launcher starts a small fake CLI written for Node, so
// nothing but Node is needed. The quoting and refusal rules themselves are tested on every platform in
// cli-command.test.ts.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../core/index.ts';
import { nodeCliHost } from './cli-command.ts';
import { CompileRunner, type CompileRequest } from './compile-runner.ts';

const ON_WINDOWS = process.platform === 'win32';
if (!ON_WINDOWS) {
  console.log(`compile-runner.win32.test.ts: skipped on ${process.platform}: spawning openplc-cli.cmd through cmd.exe needs Windows (the CI's Windows lane runs it).`);
}

/** Writes its arguments back as the CLI's JSON envelope and one diagnostic in the real layout; exits with FAKE_EXIT. */
const FAKE_CLI = `
const args = process.argv.slice(2);
require('node:fs').writeFileSync(process.env.FAKE_MARKER, 'ran');
process.stderr.write('error: [main / body line 2]\\r\\nmain.st:2:5: error: Undeclared variable \\'FLG\\'\\r\\n');
process.stdout.write(JSON.stringify({ ok: true, args }) + '\\n');
process.exit(Number(process.env.FAKE_EXIT || 0));
`;

describe.skipIf(!ON_WINDOWS)('CompileRunner with an openplc-cli.cmd launcher (Windows)', () => {
  let root: string;
  let bin: string;
  let marker: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'interlock cmd shim '));
    bin = join(root, 'Programs', 'openplc-cli');
    await mkdir(bin, { recursive: true });
    await writeFile(join(bin, 'fake-cli.cjs'), FAKE_CLI);
    // The shape of the launcher install-cli writes: the real program, then every argument the launcher got.
    await writeFile(join(bin, 'openplc-cli.cmd'), `@echo off\r\n"${process.execPath}" "%~dp0fake-cli.cjs" %*\r\n`);
    marker = join(root, 'ran.txt');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  function compile(runner: CompileRunner, request: Partial<CompileRequest>) {
    const stderr: string[] = [];
    const result = runner.run({
      cliPath: join(bin, 'openplc-cli.cmd'),
      projectRoot: join(root, 'PLC projects', 'line 2'),
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      onStderr: (lines) => stderr.push(...lines),
      ...request,
    });
    return { result, stderr };
  }

  /** A runner that looks the CLI up with `env` in place of this process's variables of the same names (any case). */
  function runner(env: Record<string, string> = {}) {
    process.env.FAKE_MARKER = marker;
    const replaced = new Set(Object.keys(env).map((k) => k.toUpperCase()));
    const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !replaced.has(k.toUpperCase())));
    return new CompileRunner({ ...nodeCliHost(), env: { ...base, ...env } });
  }

  it('runs the launcher given by its full path and passes paths with spaces and a trailing backslash intact', async () => {
    const projectRoot = join(root, 'PLC projects', 'line 2') + '\\';
    const { result, stderr } = compile(runner(), { projectRoot, target: 'OpenPLC Runtime v4' });
    const done = await result;
    expect(done.exitCode).toBe(0);
    expect(JSON.parse(done.stdout)).toEqual({ ok: true, args: ['compile', projectRoot, '--json', '--target', 'OpenPLC Runtime v4'] });
    expect(stderr).toEqual(['error: [main / body line 2]', "main.st:2:5: error: Undeclared variable 'FLG'"]);
  });

  it('finds a bare "openplc-cli" through PATH and PATHEXT and reports the CLI\'s exit code', async () => {
    process.env.FAKE_EXIT = '4';
    try {
      const { result } = compile(runner({ PATH: `${join(root, 'elsewhere')};${bin}`, PATHEXT: '.COM;.EXE;.BAT;.CMD' }), { cliPath: 'openplc-cli' });
      expect((await result).exitCode).toBe(4);
    } finally {
      delete process.env.FAKE_EXIT;
    }
  });

  it('starts the program of a simple launcher directly for a project path cmd.exe would interpret', async () => {
    const projectRoot = join(root, 'R&D 100% (line 3)');
    const done = await compile(runner(), { projectRoot }).result;
    expect(JSON.parse(done.stdout)).toEqual({ ok: true, args: ['compile', projectRoot, '--json'] });
  });

  it('refuses such a path when the launcher does more than start one program, and does not start it', async () => {
    await writeFile(join(bin, 'openplc-cli-env.cmd'), `@echo off\r\nset OPENPLC_CLI=1\r\n"${process.execPath}" "%~dp0fake-cli.cjs" %*\r\n`);
    await rm(marker, { force: true });
    const { result } = compile(runner(), { cliPath: join(bin, 'openplc-cli-env.cmd'), projectRoot: join(root, 'R&D') });
    await expect(result).rejects.toThrow(ToolError);
    await expect(result).rejects.toThrow(/contains "&", which cmd\.exe would interpret/);
    expect(existsSync(marker)).toBe(false);
  });

  it('says what is wrong with a launcher path that is a folder', async () => {
    await expect(compile(runner(), { cliPath: bin }).result).rejects.toThrow(/is a folder, not the openplc-cli program/);
    expect(await readFile(join(bin, 'openplc-cli.cmd'), 'utf8')).toContain('%*');
  });
});
