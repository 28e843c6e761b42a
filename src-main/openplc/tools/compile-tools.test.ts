import { chmod, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, STANDIN_CLI, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
afterEach(async () => h?.close());

interface Diagnostics {
  lines: string[];
  diagnostics: Array<{ severity: string; message: string; pou: string | null; file: string | null; line: number | null; column: number | null }>;
}

/** 1-based line and column of `needle` in the file. */
async function positionOf(file: string, needle: string): Promise<{ line: number; column: number }> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  expect(line, needle).toBeGreaterThanOrEqual(0);
  return { line: line + 1, column: lines[line]!.indexOf(needle) + 1 };
}

/** A CLI wrapper that runs the stand-in slowly through a shell, so the CLI is a process tree; records both pids. */
async function slowCli(dir: string): Promise<{ path: string; pids: () => number[] }> {
  const path = join(dir, 'slow-openplc-cli');
  await writeFile(
    path,
    `#!/bin/sh\necho $$ > "${dir}/wrapper.pid"\nOPENPLC_STANDIN_STAGE_DELAY_MS=3000 "${STANDIN_CLI}" "$@" &\necho $! > "${dir}/cli.pid"\nwait $!\n`,
  );
  await chmod(path, 0o755);
  return {
    path,
    pids: () => ['wrapper.pid', 'cli.pid'].filter((f) => existsSync(join(dir, f))).map((f) => Number(readFileSync(join(dir, f), 'utf8'))),
  };
}

function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'; // an unreaped zombie has already exited
  } catch {
    return false;
  }
}

describe('compile_project', () => {
  it('compiles a project, streams the compiler output, and keeps noise-free diagnostics', async () => {
    h = await startOpenPlcHarness();
    const project = await h.project('bottling-line');
    const progress: string[] = [];
    const logged: unknown[] = [];
    h.harness.client.setNotificationHandler('notifications/message', (n) => void logged.push(n.params.level === 'info' ? n.params.data : null));
    const result = ok<{ success: boolean; exit_code: number; output: Record<string, unknown> }>(
      await h.call('compile_project', { project_path: project }, { onprogress: (p) => progress.push(p.message ?? '') }),
    );
    expect(result).toEqual({
      success: true,
      exit_code: 0,
      output: {
        ok: true,
        project: 'bottling-line',
        projectPath: project,
        target: 'OpenPLC Runtime v4',
        uploaded: false,
        buildDirectory: join(project, 'build', 'OpenPLC Runtime v4'),
        warnings: [],
      },
    });
    expect(progress).toContainEqual(expect.stringMatching(/^\[strucpp\] Compiling 8 POUs/));
    // The agent's log gets the same compiler output, at info level.
    expect(logged).toContainEqual(expect.stringMatching(/^\[strucpp\] Compiling 8 POUs/));
    const entry = h.harness.core.store.state.queue.find((e) => e.tool === 'compile_project')!;
    expect(entry.output).toContainEqual(expect.stringMatching(/^\[done\] Build finished/));

    const diagnostics = ok<Diagnostics>(await h.call('get_diagnostics', { project_path: project }));
    expect(diagnostics.diagnostics).toEqual([]);
    expect(diagnostics.lines[0]).toMatch(/^\[preprocess\] Loading project "bottling-line"/);
    expect(diagnostics.lines.join('\n')).not.toMatch(/bus\.cc|object_proxy\.cc|File already exists at|Skipping creation\./);

    const key = `openplc:${project}`;
    expect(h.harness.core.store.state.diagnostics[key]).toMatchObject({ target: key, source: 'openplc-cli', summary: 'compiled (0 errors, 0 warnings)', items: [] });
    expect(h.harness.core.store.state.targets[key]).toMatchObject({ status: 'watching', detail: expect.stringMatching(/last compile: compiled/) });
  });

  it('reports a failed compile and maps each diagnostic of the real two-line layout to the line of the POU file on disk', async () => {
    h = await startOpenPlcHarness();
    const project = await h.project('bottling-line');
    const filler = join(project, 'pous/function-blocks/FillerControl.st');
    await writeFile(filler, (await readFile(filler, 'utf8')).replace('LevelPercent >= Profile[Stage]', 'LevelPercent >= Profil[Stage]'));
    const main = join(project, 'pous/programs/main.st');
    const text = (await readFile(main, 'utf8')).replace('StartupDelay : TON;', 'StartupDelay : TONN;\n    Spare : INT;\n    Blink : BOOL;');
    await writeFile(main, text.replace('StartEdge(CLK := StartButton);', 'StartEdge(CLK := StartButton);\nBlink := Spare;'));

    const result = ok<{ success: boolean; exit_code: number; output: { ok: boolean; error: { code: string } } }>(await h.call('compile_project', { project_path: project }));
    expect(result).toMatchObject({ success: false, exit_code: 4, output: { ok: false, error: { code: 'compile_failed' } } });

    const { lines, diagnostics } = ok<Diagnostics>(await h.call('get_diagnostics', { project_path: project }));
    const at = lines.indexOf('error: [FillerControl / body line 20]');
    expect(lines.slice(at, at + 2)).toEqual(['error: [FillerControl / body line 20]', "FillerControl.st:20:36: error: Undeclared variable 'PROFIL'"]);
    const typo = await positionOf(filler, 'Profil[');
    const unknownType = await positionOf(main, 'TONN');
    const narrowing = await positionOf(main, 'Spare;');
    expect(diagnostics).toEqual([
      { severity: 'warning', message: 'Implicit narrowing conversion from INT to BOOL', pou: 'main', file: 'pous/programs/main.st', ...narrowing },
      { severity: 'error', message: "Undefined type 'TONN' in PROGRAM 'MAIN'", pou: 'main', file: 'pous/programs/main.st', ...unknownType },
      { severity: 'error', message: "Undeclared variable 'PROFIL'", pou: 'FillerControl', file: 'pous/function-blocks/FillerControl.st', ...typo },
    ]);
    expect(typo.line).toBe(45); // body line 20 of a file whose body starts on line 26
    expect(h.harness.core.store.state.diagnostics[`openplc:${project}`]).toMatchObject({
      summary: 'failed with exit code 4 (2 errors, 1 warning)',
      items: [
        expect.objectContaining({ severity: 'warning' }),
        expect.objectContaining({ pou: 'main' }),
        { severity: 'error', file: 'pous/function-blocks/FillerControl.st', pou: 'FillerControl', line: 45, column: 36, message: "Undeclared variable 'PROFIL'" },
      ],
    });
  });

  it('attaches STruC++\'s note to its error and points a syntax error at the file line', async () => {
    h = await startOpenPlcHarness();
    const project = await h.project('bottling-line');
    const stats = join(project, 'pous/programs/ProductionStats.st');
    await writeFile(stats, (await readFile(stats, 'utf8')).replace('END_IF;\nTotal', 'Total'));
    ok(await h.call('compile_project', { project_path: project }));
    const { diagnostics } = ok<Diagnostics>(await h.call('get_diagnostics', { project_path: project }));
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        message: 'Expected `END_IF`, found `END_PROGRAM`. (note: IF blocks need `IF <cond> THEN <stmt>; <stmt>; END_IF;`.  ELSIF / ELSE branches are optional.)',
        pou: 'ProductionStats',
        file: 'pous/programs/ProductionStats.st',
        ...(await positionOf(stats, 'END_PROGRAM')),
      },
    ]);
  });

  it('compiles a v4.1 project (LD and C++ POUs) for another target and replaces the previous diagnostics', async () => {
    h = await startOpenPlcHarness();
    const project = await h.project('relay-panel-v41');
    const latch = join(project, 'pous/function-blocks/RELAY_LATCH.st');
    const original = await readFile(latch, 'utf8');
    await writeFile(latch, original.replace('STATE := Tripped;', 'STATE := Trippd;'));
    ok(await h.call('compile_project', { project_path: project }));
    const failed = ok<Diagnostics>(await h.call('get_diagnostics', { project_path: project }));
    expect(failed.diagnostics).toEqual([
      { severity: 'error', message: "Undeclared variable 'TRIPPD'", pou: 'RELAY_LATCH', file: 'pous/function-blocks/RELAY_LATCH.st', ...(await positionOf(latch, 'Trippd')) },
    ]);

    await writeFile(latch, original);
    const result = ok<{ success: boolean; output: { target: string } }>(await h.call('compile_project', { project_path: project, target: 'OpenPLC Runtime v4' }));
    expect(result).toMatchObject({ success: true, output: { target: 'OpenPLC Runtime v4' } });
    expect(ok<Diagnostics>(await h.call('get_diagnostics', { project_path: project })).diagnostics).toEqual([]);
  });

  it('returns the CLI\'s error envelope and exit code for an unknown target', async () => {
    h = await startOpenPlcHarness();
    const result = ok(await h.call('compile_project', { project_path: await h.project('bottling-line'), target: 'PDP-11' }));
    expect(result).toMatchObject({ success: false, exit_code: 3, output: { ok: false, error: { code: 'target_unknown' } } });
  });

  it('says what is wrong with the configured CLI and names the setting to fix', async () => {
    h = await startOpenPlcHarness({ settings: (s) => ({ ...s, openplc: { ...s.openplc, cliPath: 'openplc-cli-that-is-not-installed' } }) });
    const project = await h.project('bottling-line');
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(
      /^Cannot start openplc-cli: "openplc-cli-that-is-not-installed" was not found on PATH \(\d+ folders\)\. Install the OpenPLC Editor CLI .*Settings → OpenPLC → CLI path \(openplc\.cliPath\)/,
    );
    const notExecutable = join(h.workspace, 'openplc-cli');
    await writeFile(notExecutable, '#!/bin/sh\n');
    const use = (cliPath: string) => h.harness.core.settings.update((s) => ({ ...s, openplc: { ...s.openplc, cliPath } }));
    await use(notExecutable);
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(/^Cannot start openplc-cli: .*\/openplc-cli is not executable .*Set the full path .*openplc\.cliPath/);
    await use(join(h.workspace, 'nowhere', 'openplc-cli'));
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(/^Cannot start openplc-cli: .*\/nowhere\/openplc-cli does not exist\. Install/);
    await use(h.workspace);
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(/is a folder, not the openplc-cli program\. Set the full path/);
    await use('bin/openplc-cli');
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(/"bin\/openplc-cli" is a relative path; give the full path/);
    expect(h.harness.core.store.state.queue.filter((e) => e.tool === 'compile_project').every((e) => e.status === 'failed')).toBe(true);
  });

  it('is an error when the CLI prints something other than JSON on stdout', async () => {
    h = await startOpenPlcHarness();
    const cli = join(h.workspace, 'chatty-cli');
    await writeFile(cli, '#!/bin/sh\necho "Compiled OK"\n');
    await chmod(cli, 0o755);
    await h.harness.core.settings.update((s) => ({ ...s, openplc: { ...s.openplc, cliPath: cli } }));
    expect(failure(await h.call('compile_project', { project_path: await h.project('bottling-line') }))).toMatch(/printed something other than JSON on stdout \(exit code 0\): Compiled OK/);
  });

  it('stops the whole CLI process tree when the person cancels', async () => {
    h = await startOpenPlcHarness();
    const cli = await slowCli(h.workspace);
    await h.harness.core.settings.update((s) => ({ ...s, openplc: { ...s.openplc, cliPath: cli.path } }));
    const pending = h.call('compile_project', { project_path: await h.project('bottling-line') });
    await expect.poll(() => cli.pids().length).toBe(2);
    expect(cli.pids().every(isRunning)).toBe(true);
    const entry = h.harness.core.store.state.queue.find((e) => e.tool === 'compile_project')!;
    h.harness.core.queue.cancel(entry.id);
    expect(failure(await pending)).toMatch(/compile was cancelled; openplc-cli and its child processes were stopped/);
    await expect.poll(() => cli.pids().filter(isRunning)).toEqual([]);
    expect(h.harness.core.store.state.queue.find((e) => e.id === entry.id)?.status).toBe('cancelled');
  });

  it('stops the CLI when the agent cancels the request', async () => {
    h = await startOpenPlcHarness();
    const cli = await slowCli(h.workspace);
    await h.harness.core.settings.update((s) => ({ ...s, openplc: { ...s.openplc, cliPath: cli.path } }));
    const abort = new AbortController();
    const pending = h.call('compile_project', { project_path: await h.project('bottling-line') }, { signal: abort.signal });
    await expect.poll(() => cli.pids().length).toBe(2);
    abort.abort('agent gave up');
    await expect(pending).rejects.toThrow();
    await expect.poll(() => cli.pids().filter(isRunning)).toEqual([]);
  });

  it('stops the CLI at the configured timeout and says which setting to raise', async () => {
    h = await startOpenPlcHarness({ settings: (s) => ({ ...s, openplc: { ...s.openplc, compileTimeoutSeconds: 5 } }) });
    const cli = await slowCli(h.workspace);
    await h.harness.core.settings.update((s) => ({ ...s, openplc: { ...s.openplc, cliPath: cli.path } }));
    const project = await h.project('bottling-line');
    expect(failure(await h.call('compile_project', { project_path: project }))).toMatch(/did not finish within 5 s and was stopped.*openplc\.compileTimeoutSeconds/);
    expect(h.harness.core.store.state.queue.find((e) => e.tool === 'compile_project')?.status).toBe('timed-out');
    await expect.poll(() => cli.pids().filter(isRunning)).toEqual([]);
    expect(failure(await h.call('get_diagnostics', { project_path: project }))).toMatch(/No compile/);
  }, 20_000);
});

describe('get_diagnostics', () => {
  it('is an error before the project has been compiled in this session', async () => {
    h = await startOpenPlcHarness();
    const project = await h.project('bottling-line');
    expect(failure(await h.call('get_diagnostics', { project_path: project }))).toMatch(/No compile of .*bottling-line has run in this Interlock session.*call compile_project first/);
  });
});
