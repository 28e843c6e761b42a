// The stand-in against the real `openplc-cli` contract: one JSON envelope on stdout, exit codes, `error: ` lines on
// stderr among the Electron noise, and diagnostics that point at real lines of the project's files.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const CLI = resolve(import.meta.dirname, 'openplc-cli');
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/openplc');
/**
 * The interpreter `python3` resolves to. Most runs start it directly: version-manager shims (pyenv) cost a second per
 * start. One test runs the executable itself, through its shebang, as Interlock does.
 */
const PYTHON = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();

let workspace: string;
beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'openplc-cli-'));
});
afterEach(async () => rm(workspace, { recursive: true, force: true }));

async function fixture(name: string): Promise<string> {
  const path = join(workspace, name);
  await cp(join(FIXTURES, name), path, { recursive: true });
  return path;
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  await writeFile(file, text.replace(from, to));
}

function run(...args: string[]) {
  return parse(spawnSync(PYTHON, [CLI, ...args], { encoding: 'utf8' }));
}

/** The CLI's stdout envelope: `ok` plus the command's payload, or `error`. */
interface Envelope {
  ok: boolean;
  error?: { code: string; message: string };
  warnings?: string[];
  [field: string]: unknown;
}

function parse(result: SpawnSyncReturns<string>) {
  const stdout = result.stdout.trim();
  expect(stdout.split('\n'), 'stdout holds exactly one JSON document').toHaveLength(1);
  return { status: result.status, json: JSON.parse(stdout) as Envelope, stderr: result.stderr.split('\n').filter(Boolean) };
}

/** The `error:` / `warning:` header lines, without the Electron noise and progress. */
const diagnostics = (stderr: string[]) => stderr.filter((l) => /^(error|warning): /.test(l));

/** Line number of `needle` in `file` (1-based). */
async function lineOf(file: string, needle: string): Promise<number> {
  return (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes(needle)) + 1;
}

describe('openplc-cli compile', () => {
  it('compiles the fixtures: a JSON envelope on stdout, progress and Electron noise on stderr, build output written', async () => {
    const project = await fixture('bottling-line');
    const { status, json, stderr } = parse(spawnSync(CLI, ['compile', project], { encoding: 'utf8' }));
    expect(status).toBe(0);
    expect(json).toEqual({
      ok: true,
      project: 'bottling-line',
      projectPath: project,
      target: 'OpenPLC Runtime v4',
      uploaded: false,
      buildDirectory: join(project, 'build', 'OpenPLC Runtime v4'),
      warnings: [],
    });
    expect(stderr[0]).toMatch(/^\[\d+:\d{4}\/\d{6}\.\d+:ERROR:bus\.cc\(\d+\)\] Failed to connect to the bus/);
    expect(stderr).toContain('Skipping creation.');
    expect(stderr).toContainEqual(expect.stringMatching(/^\[strucpp\] Compiling 8 POUs with STruC\+\+/));
    expect(await readFile(join(project, 'build', 'OpenPLC Runtime v4', 'src', 'program.st'), 'utf8')).toMatch(/FUNCTION_BLOCK FillerControl[\s\S]*CONFIGURATION Config0/);

    const legacy = run('compile', await fixture('relay-panel-v41'), '--json');
    expect(legacy).toMatchObject({ status: 0, json: { ok: true, target: 'Raspberry Pico W' } });
    expect(legacy.stderr).toContainEqual(expect.stringMatching(/^\[arduino-compile\]/));
  });

  it('reports errors as `error: [POU / body line N]` with N counted from the first body line, and exits 4', async () => {
    const project = await fixture('bottling-line');
    const filler = join(project, 'pous/function-blocks/FillerControl.st');
    await edit(filler, 'Stage := Stage + 1;', 'Stage := Stag + 1;');
    const { status, json, stderr } = run('compile', project, '--json');
    expect(status).toBe(4);
    expect(json).toEqual({ ok: false, error: { code: 'compile_failed', message: 'STruC++ reported 1 error(s); see stderr' } });
    const bodyStart = await lineOf(filler, 'Done := FALSE;');
    const bodyLine = (await lineOf(filler, 'Stag + 1')) - bodyStart + 1;
    const at = stderr.indexOf(`error: [FillerControl / body line ${bodyLine}] FillerControl.st:${bodyLine}:14: error: undeclared identifier 'Stag'`);
    expect(at).toBeGreaterThan(0);
    expect(stderr[at - 1]).toBe('error: STruC++ compilation failed:');
    expect(stderr[at + 1]).toBe(`${String(bodyLine).padStart(5)} |     Stage := Stag + 1;`);
    expect(stderr[at + 2]).toBe('      |              ^~~~');
  });

  it('reports each kind of error in the POU, section and line it belongs to', async () => {
    const project = await fixture('bottling-line');
    const at = (file: string) => join(project, file);
    await edit(at('pous/programs/ProductionStats.st'), 'END_IF;\nTotal', 'Total');
    await edit(at('pous/programs/main.st'), 'StartupDelay : TON;', 'StartupDelay : TIMER;');
    await edit(at('pous/programs/main.st'), 'State := LineMode#Running;', 'State := LineMode#Run;');
    await edit(at('pous/programs/main.st'), 'Counters.good := Counters.good + 1;', 'Counters.good := Counters.goods + 1;');
    await edit(at('pous/function-blocks/CapperControl.st'), 'Chuck := CapTime.Q;', 'Chuck := CapTime.DONE;');
    await edit(at('pous/function-blocks/RejectGate.st'), '  END_VAR\n  VAR\n', '  VAR\n');
    await edit(at('pous/function-blocks/ConveyorDrive.st'), 'END_FUNCTION_BLOCK', '');
    await edit(at('pous/functions/ScaleAnalog.st'), 'FUNCTION ScaleAnalog : REAL', 'FUNCTION Scale : REAL');
    await edit(at('pous/function-blocks/FillerControl.st'), 'MinFillPercent : REAL;', 'MinFill : REAL;');
    await edit(at('datatypes/StationStatus.dt'), 'END_STRUCT;', '');
    const { status, json, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(json.error).toEqual({ code: 'compile_failed', message: 'STruC++ reported 10 error(s); see stderr' });
    const minFill = await lineOf(at('pous/function-blocks/FillerControl.st'), 'MinFill : REAL;');
    const timer = await lineOf(at('pous/programs/main.st'), 'TIMER');
    const goods = await lineOf(at('pous/programs/main.st'), 'Counters.goods');
    const mainBody = await lineOf(at('pous/programs/main.st'), 'StartEdge(CLK := StartButton);');
    expect(diagnostics(stderr)).toEqual([
      'error: STruC++ compilation failed:',
      'error: datatypes/StationStatus.dt:8:1: error: STRUCT on line 2 has no END_STRUCT',
      'error: [ScaleAnalog / interface] ScaleAnalog.st:3:10: error: FUNCTION Scale is stored in pous/functions/ScaleAnalog.st; the declared name must equal the file name',
      "error: [CapperControl / body line 2] CapperControl.st:2:18: error: function block TP has no input or output 'DONE'",
      expect.stringMatching(/^error: \[ConveyorDrive \/ body line \d+\] ConveyorDrive.st:\d+:1: error: missing END_FUNCTION_BLOCK at the end of the POU$/),
      `error: [FillerControl / variable MinFill] FillerControl.st:${minFill}:5: error: VAR_EXTERNAL 'MinFill' has no matching global variable in the resource`,
      'error: [RejectGate / variables, line 4] RejectGate.st:4:3: error: VAR_INPUT block has no END_VAR',
      expect.stringMatching(/^error: \[ProductionStats \/ body line \d+\] ProductionStats.st:\d+:1: error: expected END_IF to close the IF on line 15, found 'END_PROGRAM'$/),
      `error: [main / variable StartupDelay] main.st:${timer}:20: error: unknown type 'TIMER'`,
      `error: [main / body line ${(await lineOf(at('pous/programs/main.st'), 'LineMode#Run;')) - mainBody + 1}] main.st:${(await lineOf(at('pous/programs/main.st'), 'LineMode#Run;')) - mainBody + 1}:16: error: 'Run' is not a value of LineMode (values: Stopped, Starting, Running, Stopping, Faulted)`,
      `error: [main / body line ${goods - mainBody + 1}] main.st:${goods - mainBody + 1}:31: error: structure BottleCounters has no field 'goods'`,
    ]);
  });

  it('stops at validation when a program instance runs a program that does not exist', async () => {
    const project = await fixture('bottling-line');
    await edit(join(project, 'project.json'), '"program": "ProductionStats"', '"program": "Stats"');
    const { status, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(diagnostics(stderr)).toEqual(['error: Validation failed: program instance "StatsInstance" runs program "Stats", which does not exist']);
    expect(stderr).not.toContainEqual(expect.stringMatching(/^\[strucpp\]/));
  });

  it('reports an LD body that is not valid JSON at its line, and warns about unused variables without failing', async () => {
    const project = await fixture('relay-panel-v41');
    const ld = join(project, 'pous/programs/main.ld');
    await edit(ld, '"comment": "Relay 2 follows its button",', '"comment": "Relay 2 follows its button"');
    const failed = run('compile', project);
    const broken = (await lineOf(ld, '"Relay 2 follows its button"')) + 1; // JSON reports the line after the missing comma
    const start = await lineOf(ld, '{'); // the diagram starts the body
    expect(diagnostics(failed.stderr)).toContain(`error: [main / body line ${broken - start + 1}] main.st:${broken - start + 1}:7: error: the LD diagram is not valid JSON: Expecting ',' delimiter`);

    const clean = await fixture('motion-library');
    await rm(join(clean, 'project.json'));
    await writeFile(join(clean, 'project.json'), JSON.stringify({ meta: { name: 'lib-as-project', type: 'plc-project' }, data: {} }));
    await edit(join(clean, 'pous/function-blocks/JogAxis.st'), '    Ramp : RampGenerator;', '    Ramp : RampGenerator;\n    Spare : BOOL;');
    const warned = run('compile', clean, '--target', 'OpenPLC Runtime v4');
    expect(warned.status).toBe(0);
    const spare = await lineOf(join(clean, 'pous/function-blocks/JogAxis.st'), 'Spare : BOOL;');
    expect(warned.json.warnings).toEqual([`[JogAxis / variable Spare] JogAxis.st:${spare}:5: warning: variable 'Spare' is declared but never used`]);
    expect(diagnostics(warned.stderr)).toEqual([`warning: ${warned.json.warnings![0]}`]);
  });

  it('--clean removes the previous build output of the target first', async () => {
    const project = await fixture('bottling-line');
    const stale = join(project, 'build', 'OpenPLC Runtime v4', 'stale.txt');
    await mkdir(join(project, 'build', 'OpenPLC Runtime v4'), { recursive: true });
    await writeFile(stale, 'old');
    expect(run('compile', project).status).toBe(0);
    expect(existsSync(stale)).toBe(true);
    expect(run('compile', project, '--clean').status).toBe(0);
    expect(existsSync(stale)).toBe(false);
  });
});

describe('openplc-cli usage errors', () => {
  it.each([
    [[], 2, 'missing_argument'],
    [['frobnicate'], 2, 'unknown_command'],
    [['compile'], 2, 'missing_argument'],
    [['compile', '/no/such/project', '--bogus'], 2, 'invalid_argument'],
    [['compile', '/no/such/project', '--target'], 2, 'missing_argument'],
    [['compile', '/no/such/project'], 3, 'project_not_found'],
    [['upload', '/no/such/project'], 2, 'not_supported'],
  ])('%j exits %i with %s', (args, status, code) => {
    const result = run(...args);
    expect(result.status).toBe(status);
    expect(result.json).toMatchObject({ ok: false, error: { code, message: expect.any(String) } });
  });

  it('exits 3 for an unreadable project.json, an unknown target, and 2 for compiling a library', async () => {
    const project = await fixture('bottling-line');
    expect(run('compile', project, '--target', 'PDP-11')).toMatchObject({ status: 3, json: { error: { code: 'target_unknown' } } });
    await writeFile(join(project, 'project.json'), '{ nope');
    expect(run('compile', project)).toMatchObject({ status: 3, json: { error: { code: 'project_invalid' } } });
    expect(run('compile', await fixture('motion-library'))).toMatchObject({ status: 2, json: { error: { code: 'invalid_argument', message: expect.stringMatching(/library build/) } } });
  });

  it('prints help to stderr and keeps stdout for the envelope', () => {
    const help = run('--help');
    expect(help).toMatchObject({ status: 0, json: { ok: true } });
    expect(help.stderr[0]).toBe('Usage: openplc-cli <command> [options]');
    expect(run('--version')).toMatchObject({ status: 0, json: { ok: true, version: expect.any(String) } });
  });
});
