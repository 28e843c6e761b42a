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

/** Each diagnostic's location line and the STruC++ header line under it. */
const headers = (stderr: string[]) => stderr.flatMap((l, i) => (/^(error|warning): \[.+\]$/.test(l) ? [[l, stderr[i + 1]]] : []));

/** Body line 1 of a POU file: the first non-blank line after the last END_VAR. */
async function bodyStartOf(file: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const lastEndVar = lines.findLastIndex((l) => /^\s*END_VAR\b/.test(l));
  return lines.findIndex((l, i) => i > lastEndVar && l.trim() !== '') + 1;
}

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

  it('reports an error the way the editor\'s CLI writes it: the location line, then STruC++\'s header, source and caret lines, exit 4', async () => {
    const project = await fixture('bottling-line');
    const filler = join(project, 'pous/function-blocks/FillerControl.st');
    await edit(filler, 'Stage := Stage + 1;', 'Stage := Stag + 1;');
    const { status, json, stderr } = run('compile', project, '--json');
    expect(status).toBe(4);
    expect(json).toEqual({ ok: false, error: { code: 'compile_failed', message: 'STruC++ reported 1 error(s); see stderr' } });
    const bodyStart = await bodyStartOf(filler);
    const bodyLine = (await lineOf(filler, 'Stag + 1')) - bodyStart + 1;
    const at = stderr.indexOf(`error: [FillerControl / body line ${bodyLine}]`);
    expect(stderr.slice(at - 1, at + 4)).toEqual([
      'error: STruC++ compilation failed:',
      `error: [FillerControl / body line ${bodyLine}]`,
      `FillerControl.st:${bodyLine}:14: error: Undeclared variable 'STAG'`,
      `${String(bodyLine).padStart(4)} |     Stage := Stag + 1;`,
      '     |              ^',
    ]);
    expect(stderr.slice(at + 4), 'no note for this error').not.toContainEqual(expect.stringMatching(/^ +\| note:/));
  });

  it('reports syntax errors with STruC++\'s wording and its note, and checks nothing else while the syntax is broken', async () => {
    const project = await fixture('bottling-line');
    const stats = join(project, 'pous/programs/ProductionStats.st');
    await edit(stats, 'END_IF;\nTotal', 'Total');
    await edit(join(project, 'pous/programs/main.st'), 'Counters.good := Counters.good + 1;', 'Counters.good := Countrs.good + 1;');
    const { status, json, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(json.error).toEqual({ code: 'compile_failed', message: 'STruC++ reported 1 error(s); see stderr' });
    const bodyLine = (await lineOf(stats, 'END_PROGRAM')) - (await bodyStartOf(stats)) + 1;
    expect(stderr.slice(stderr.indexOf('error: STruC++ compilation failed:'))).toEqual([
      'error: STruC++ compilation failed:',
      `error: [ProductionStats / body line ${bodyLine}]`,
      `ProductionStats.st:${bodyLine}:1: error: Expected \`END_IF\`, found \`END_PROGRAM\`.`,
      `${String(bodyLine).padStart(4)} | END_PROGRAM`,
      '     | ^',
      '     | note: IF blocks need `IF <cond> THEN <stmt>; <stmt>; END_IF;`.  ELSIF / ELSE branches are optional.',
    ]);
  });

  it('reports unknown types, undeclared names and CONSTANT writes in the POU, section and line they belong to', async () => {
    const project = await fixture('bottling-line');
    const at = (file: string) => join(project, file);
    await edit(at('pous/programs/main.st'), 'StartupDelay : TON;', 'StartupDelay : TIMER;');
    await edit(at('pous/programs/main.st'), 'Counters.good := Counters.good + 1;', 'Counters.good := Countrs.good + 1;');
    await edit(at('pous/function-blocks/FillerControl.st'), '  VAR\n', '  VAR CONSTANT\n    MaxStage : INT := 9;\n  END_VAR\n  VAR\n');
    await edit(at('pous/function-blocks/FillerControl.st'), 'Stage := Stage + 1;', 'MaxStage := Stage + 1;');
    const { status, json, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(json.error).toEqual({ code: 'compile_failed', message: 'STruC++ reported 3 error(s); see stderr' });
    const mainBody = await bodyStartOf(at('pous/programs/main.st'));
    const fillerBody = await bodyStartOf(at('pous/function-blocks/FillerControl.st'));
    expect(headers(stderr)).toEqual([
      ['error: [main / variable StartupDelay]', `main.st:${await lineOf(at('pous/programs/main.st'), 'TIMER')}:20: error: Undefined type 'TIMER' in PROGRAM 'MAIN'`],
      [`error: [main / body line ${(await lineOf(at('pous/programs/main.st'), 'Countrs')) - mainBody + 1}]`, expect.stringMatching(/^main\.st:\d+:22: error: Undeclared variable 'COUNTRS'$/)],
      [
        `error: [FillerControl / body line ${(await lineOf(at('pous/function-blocks/FillerControl.st'), 'MaxStage := Stage')) - fillerBody + 1}]`,
        expect.stringMatching(/^FillerControl\.st:\d+:5: error: Cannot assign to CONSTANT variable 'MAXSTAGE'$/),
      ],
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

  it('reports an LD body that is not valid JSON at its line', async () => {
    const project = await fixture('relay-panel-v41');
    const ld = join(project, 'pous/programs/main.ld');
    await edit(ld, '"comment": "Relay 2 follows its button",', '"comment": "Relay 2 follows its button"');
    const failed = run('compile', project);
    const broken = (await lineOf(ld, '"Relay 2 follows its button"')) + 1; // JSON reports the line after the missing comma
    const bodyLine = broken - (await lineOf(ld, '{')) + 1; // the diagram starts the body
    expect(headers(failed.stderr)).toEqual([[`error: [main / body line ${bodyLine}]`, `main.st:${bodyLine}:7: error: the LD diagram is not valid JSON: Expecting ',' delimiter`]]);
  });

  it('warns about an implicit narrowing conversion without failing, and lists the warning in the envelope', async () => {
    const clean = await fixture('motion-library');
    await rm(join(clean, 'project.json'));
    await writeFile(join(clean, 'project.json'), JSON.stringify({ meta: { name: 'lib-as-project', type: 'plc-project' }, data: {} }));
    const jog = join(clean, 'pous/function-blocks/JogAxis.st');
    await edit(jog, '    Ramp : RampGenerator;', '    Ramp : RampGenerator;\n    Steps : INT;');
    await edit(jog, 'SpeedCommand := Ramp.Output;', 'SpeedCommand := Ramp.Output;\nEnable := Steps;');
    const warned = run('compile', clean, '--target', 'OpenPLC Runtime v4');
    expect(warned.status).toBe(0);
    const bodyLine = (await lineOf(jog, 'Enable := Steps;')) - (await bodyStartOf(jog)) + 1;
    const warning = [`[JogAxis / body line ${bodyLine}]`, `JogAxis.st:${bodyLine}:11: warning: Implicit narrowing conversion from INT to BOOL`];
    expect(warned.json.warnings).toEqual([warning.join('\n')]);
    expect(headers(warned.stderr)).toEqual([[`warning: ${warning[0]}`, warning[1]]]);
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

  it('knows the boards of the real editor\'s board table (hals.json), not names of its own', async () => {
    const project = await fixture('bottling-line');
    const p1am = run('compile', project, '--target', 'P1AM-100');
    expect(p1am).toMatchObject({ status: 0, json: { ok: true, target: 'P1AM-100', buildDirectory: join(project, 'build', 'P1AM-100') } });
    expect(p1am.stderr).toContainEqual(expect.stringMatching(/^\[arduino-compile\] .*P1AM-100 \(arduino:samd\)/));
    expect(run('compile', project, '--target', 'Raspberry Pi').stderr).toContainEqual(expect.stringMatching(/^\[firmware-bundle\] .*Raspberry Pi runtime/));
    expect(run('compile', project, '--target', 'ESP32 Generic')).toMatchObject({ status: 0, json: { ok: true } });
    const shortName = run('compile', project, '--target', 'ESP32');
    expect(shortName).toMatchObject({ status: 3, json: { error: { code: 'target_unknown', message: expect.stringContaining('P1AM-100') } } });
    expect(shortName.json.error!.message).toContain('ESP32 Generic');
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

/** A one-program project whose `main` declares the variables the rows of the compiler-output table use. */
async function program(body: string): Promise<{ project: string; file: string }> {
  const project = join(workspace, 'table');
  await mkdir(join(project, 'pous', 'programs'), { recursive: true });
  await writeFile(
    join(project, 'project.json'),
    JSON.stringify({
      meta: { name: 'table', type: 'plc-project' },
      data: { dataTypes: [], pous: [], configuration: { resource: { tasks: [{ name: 'task0', triggering: 'Cyclic', interval: 'T#20ms', priority: 1 }], instances: [{ name: 'instance0', task: 'task0', program: 'main' }], globalVariables: [] } } },
    }),
  );
  const file = join(project, 'pous', 'programs', 'main.st');
  const declarations = ['PROGRAM main', '  VAR', '    counter : INT;', '    flag : BOOL;', '    a : INT;', '    d : TIME;', '    r : REAL;', '    timer : TON;', '  END_VAR', '  VAR CONSTANT', '    LIMIT : INT := 10;', '  END_VAR', ''];
  await writeFile(file, [...declarations, ...body.split('\n'), 'END_PROGRAM'].join('\n'));
  return { project, file };
}

// One row per line of the table in ../shared/docs/openplc-compiler-output.md ("STruC++ 0.6.1 messages"): the
// defect, the statement that has it, the message the real compiler prints and the column it points at.
describe('openplc-cli compile: the errors STruC++ 0.6.1 reports', () => {
  it.each([
    ['missing END_IF', 'IF flag THEN\n  counter := 1;', 'END_PROGRAM', 'error: Expected `END_IF`, found `END_PROGRAM`.', 1],
    ['an undeclared variable (names upper-cased)', '    flg := TRUE;', 'flg', "error: Undeclared variable 'FLG'", 5],
    ['a non-BOOL IF condition', '  IF counter THEN\n    flag := TRUE;\n  END_IF;', 'IF counter', 'error: Condition must be a boolean or bit type, got INT', 6],
    ['a non-BOOL WHILE condition', 'WHILE counter + 1 DO\n  counter := 0;\nEND_WHILE;', 'WHILE', 'error: Condition must be a boolean or bit type, got INT', 7],
    ['a wrong argument count', '    r := INT_TO_REAL(counter, flag);', 'INT_TO_REAL', "error: 'INT_TO_REAL' requires 1 argument, got 2", 10],
    ['STRING to INT', '    counter := \'abc\';', "'abc'", 'error: Cannot assign STRING to INT', 16],
    ['a write to a CONSTANT', '  LIMIT := a;', 'LIMIT :=', "error: Cannot assign to CONSTANT variable 'LIMIT'", 3],
    ['TIME to INT', '  a := d;', 'a := d', 'error: Cannot assign TIME to INT', 8],
  ])('%s', async (_defect, body, needle, message, column) => {
    const { project, file } = await program(body);
    const { status, json, stderr } = run('compile', project, '--target', 'OpenPLC Runtime v4');
    expect(status).toBe(4);
    expect(json.error?.code).toBe('compile_failed');
    const bodyLine = (await lineOf(file, needle)) - (await bodyStartOf(file)) + 1;
    expect(headers(stderr)).toEqual([[`error: [main / body line ${bodyLine}]`, `main.st:${bodyLine}:${column}: ${message}`]]);
    const header = stderr.indexOf(`main.st:${bodyLine}:${column}: ${message}`);
    expect(stderr[header + 2], 'the caret sits under the column').toBe(`     | ${' '.repeat(column - 1)}^`);
  });

  it('BOOL := INT: warns about the implicit narrowing conversion and still compiles', async () => {
    const { project, file } = await program('    flag := counter;');
    const { status, json, stderr } = run('compile', project, '--target', 'OpenPLC Runtime v4');
    expect(status).toBe(0);
    const bodyLine = (await lineOf(file, 'flag := counter')) - (await bodyStartOf(file)) + 1;
    const header = `main.st:${bodyLine}:13: warning: Implicit narrowing conversion from INT to BOOL`;
    expect(json.warnings).toEqual([`[main / body line ${bodyLine}]\n${header}`]);
    expect(headers(stderr)).toEqual([[`warning: [main / body line ${bodyLine}]`, header]]);
  });

  it('a member the function block does not have: nothing from STruC++; the C++ compile of a simulator build fails', async () => {
    const { project, file } = await program('timer(IN := flag, PT := T#1s);\nflag := timer.QQ;');
    const v4 = run('compile', project, '--target', 'OpenPLC Runtime v4'); // compiles its C++ on the device
    expect(v4.status).toBe(0);
    expect(headers(v4.stderr)).toEqual([]);
    const simulator = run('compile', project, '--target', 'OpenPLC Simulator');
    expect(simulator).toMatchObject({ status: 4, json: { ok: false, error: { code: 'compile_failed', message: 'arduino-cli compile failed with 1 error(s); see stderr' } } });
    expect(diagnostics(simulator.stderr)).toEqual([
      'error: arduino-cli compile failed:',
      `error: ${join(project, 'build', 'OpenPLC Simulator', 'src', 'MAIN.cpp')}: error: 'class TON' has no member named 'QQ' (generated from pous/programs/main.st, line ${await lineOf(file, 'timer.QQ')})`,
    ]);
  });

  it('an unknown structure field or enumeration value: passes STruC++, fails the C++ compile of a simulator build', async () => {
    const project = await fixture('bottling-line');
    const main = join(project, 'pous/programs/main.st');
    await edit(main, 'State := Running;', 'State := LineMode.Run;');
    await edit(main, 'Counters.good := Counters.good + 1;', 'Counters.good := Counters.goods + 1;');
    expect(run('compile', project, '--target', 'OpenPLC Runtime v4').status).toBe(0);
    const simulator = run('compile', project, '--target', 'OpenPLC Simulator');
    expect(simulator.status).toBe(4);
    const cpp = join(project, 'build', 'OpenPLC Simulator', 'src', 'MAIN.cpp');
    expect(diagnostics(simulator.stderr)).toEqual([
      'error: arduino-cli compile failed:',
      `error: ${cpp}: error: 'RUN' is not a member of 'LINEMODE' (generated from pous/programs/main.st, line ${await lineOf(main, 'LineMode.Run;')})`,
      `error: ${cpp}: error: 'struct BOTTLECOUNTERS' has no member named 'GOODS' (generated from pous/programs/main.st, line ${await lineOf(main, 'Counters.goods')})`,
    ]);
  });

  it('a qualified enumeration value with # does not lex: STruC++ names each # by its offset in the POU, with no line, and checks nothing else', async () => {
    const project = await fixture('bottling-line');
    const main = join(project, 'pous/programs/main.st');
    await edit(main, 'State := Running;', 'State := LineMode#Running;');
    await edit(main, 'StackLightRed := State = Faulted;', 'StackLightRed := State = LineMode#Faulted;');
    await edit(main, 'Counters.good := Counters.good + 1;', 'Counters.good := Countrs.good + 1;');
    const { status, json, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(json.error).toEqual({ code: 'compile_failed', message: 'STruC++ reported 2 error(s); see stderr' });
    const text = await readFile(main, 'utf8');
    const offsets = [...text.matchAll(/LineMode#/g)].map((m) => m.index + 'LineMode'.length);
    expect(stderr.slice(stderr.indexOf('error: STruC++ compilation failed:'))).toEqual([
      'error: STruC++ compilation failed:',
      'error: [main]',
      `main.st:0:0: error: unexpected character: ->#<- at offset: ${offsets[0]}, skipped 1 characters.`,
      'error: [main]',
      `main.st:0:0: error: unexpected character: ->#<- at offset: ${offsets[1]}, skipped 1 characters.`,
    ]);
  });

  it('lexes the literals STruC++ 0.6.1 knows and no others', async () => {
    const accepted = await program('  d := T#1h2m3s;\n  d := TIME#100ms;\n  flag := BOOL#1;\n  counter := INT#16#FF;\n  counter := 2#1010;');
    expect(run('compile', accepted.project, '--target', 'OpenPLC Runtime v4').status).toBe(0);
    for (const [literal, skipped] of [['T#-1s', '#'], ['LTIME#1s', '#'], ['INT#-5', '#'], ['a ## b', '##']] as const) {
      const refused = await program(`  counter := ${literal};`);
      const { status, stderr } = run('compile', refused.project, '--target', 'OpenPLC Runtime v4');
      expect(status, literal).toBe(4);
      const offset = (await readFile(refused.file, 'utf8')).indexOf('#');
      expect(stderr, literal).toContain(`main.st:0:0: error: unexpected character: ->#<- at offset: ${offset}, skipped ${skipped.length} characters.`);
    }
  });

  it('a located variable in a function block: refused as STruC++ 0.6.1 refuses it, at the variable', async () => {
    const project = await fixture('bottling-line');
    const capper = join(project, 'pous/function-blocks/CapperControl.st');
    await edit(capper, '    Chuck : BOOL; (* Capping chuck solenoid *)\n', '');
    await edit(capper, '    CapTime : TP;', '    Chuck : BOOL AT %QX0.2;\n    CapTime : TP;');
    const { status, stderr } = run('compile', project);
    expect(status).toBe(4);
    const line = await lineOf(capper, 'Chuck : BOOL AT');
    const at = stderr.indexOf('error: [CapperControl / variable Chuck]');
    expect(stderr.slice(at, at + 2)).toEqual([
      'error: [CapperControl / variable Chuck]',
      `CapperControl.st:${line}:5: error: Located variable 'CHUCK' at %QX0.2 not allowed in FUNCTION_BLOCK 'CAPPERCONTROL'. Located variables can only be declared in PROGRAM or VAR_GLOBAL scope.`,
    ]);
  });

  it('an initial value on an array or alias data type: Expected END_TYPE, as in STruC++', async () => {
    const project = await fixture('bottling-line');
    const curve = join(project, 'datatypes/FillCurve.dt');
    await edit(curve, 'OF REAL;', 'OF REAL := [20.0, 60.0, 90.0, 99.0];');
    const { status, stderr } = run('compile', project);
    expect(status).toBe(4);
    expect(stderr).toContain(`error: datatypes/FillCurve.dt:2:36: error: Expected \`END_TYPE\`, found \`:=\`.`);
  });

  it('reports the types first and the names only once the types are right, as STruC++ does', async () => {
    const both = await program('  a := d;\n  flg := TRUE;');
    expect(headers(run('compile', both.project, '--target', 'OpenPLC Runtime v4').stderr).map(([, header]) => header)).toEqual([expect.stringMatching(/Cannot assign TIME to INT$/)]);
  });
});
