// The CODESYS stand-in itself: its command line, its simulated scriptengine and its compiler. The bridge's tests
// trust it to behave like CODESYS where the templates depend on it, so that is checked here.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const STANDIN = join(import.meta.dirname, 'CODESYS');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-standin-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** Runs a script in the headless stand-in; the script prints one JSON value last. */
async function run(script: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number; value: unknown; stdout: string; stderr: string }> {
  const path = join(dir, `script-${Math.random().toString(36).slice(2)}.py`);
  await writeFile(path, script);
  try {
    const { stdout, stderr } = await execFileAsync(STANDIN, ['--profile="CODESYS V3.5 SP21"', '--noUI', `--runscript=${path}`, ...args], { env: { ...process.env, ...env } });
    return { code: 0, value: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'), stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, value: null, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Builds one POU with the given texts in a fresh project and returns its build findings as [part, line, code, text]. */
async function build(declaration: string, implementation: string, extra = ''): Promise<Array<[string, number, string, string]>> {
  const project = join(dir, `b-${Math.random().toString(36).slice(2)}.project`);
  const params = join(dir, `p-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(params, JSON.stringify({ project, declaration, implementation }));
  const result = await run(`
import json, shutil, os
p = json.load(open(${JSON.stringify(params)}))
shutil.copyfile(os.path.join(os.path.dirname(system.executable_filename), 'Templates', 'Standard.project'), p['project'])
proj = projects.open(p['project'])
app = proj.active_application
${extra}
pou = app.create_pou('FB_Test', PouType.FunctionBlock)
pou.textual_declaration.replace(p['declaration'])
pou.textual_implementation.replace(p['implementation'])
app.build()
out = []
for m in system.get_message_objects(Guid('97F48D64-A2A3-4856-B640-75C046E37EA9')):
    if m.severity in (Severity.Error, Severity.Warning):
        part = 'impl' if '(Impl)' in m.position_text else 'decl'
        out.append([part, int(m.position_text.split()[1].rstrip(',')), '%s%04d' % (m.prefix, m.number), m.text])
print(json.dumps(out))
`);
  if (result.code !== 0) throw new Error(result.stderr);
  return result.value as Array<[string, number, string, string]>;
}

describe('CODESYS stand-in: command line and scripts', () => {
  it('runs --runscript headless with quoted option values and --scriptargs in sys.argv', async () => {
    const result = await run('import sys, json\nprint(json.dumps([sys.argv[1:], system.ui_present]))', ["--scriptargs:'alpha beta'"]);
    expect(result).toMatchObject({ code: 0, value: [['alpha', 'beta'], false] });
  });

  it('rejects non-ASCII script source without a coding line, like IronPython 2.7, and accepts it with one', async () => {
    const bad = await run("print('Gr\u00f6\u00dfe')\n");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Non-ASCII character '\\xc3' in file .* on line 1, but no encoding declared/);
    const good = await run("# -*- coding: utf-8 -*-\nimport json\nprint(json.dumps('Gr\u00f6\u00dfe'))\n");
    expect(good).toMatchObject({ code: 0, value: 'Größe' });
  });

  it('maps sys.exit to the exit code of a headless run', async () => {
    expect((await run('import sys\nsys.exit(4)')).code).toBe(4);
  });
});

describe('CODESYS stand-in: the UI thread', () => {
  it('ticks a WinForms timer after the start-up script returns, as long as something still references it', async () => {
    const ticks = join(dir, `ticks-${Math.random().toString(36).slice(2)}.txt`);
    const script = join(dir, `timers-${Math.random().toString(36).slice(2)}.py`);
    await writeFile(
      script,
      `import clr
clr.AddReference('System.Windows.Forms')
import System
from System.Windows.Forms import Timer

def make(name):
    def tick(sender, args):
        open(${JSON.stringify(ticks)}, 'a').write(name + '\\n')
    timer = Timer()
    timer.Interval = 20
    timer.Tick += tick
    timer.Start()
    return timer

System.AppDomain.CurrentDomain.SetData('kept', make('kept'))
make('dropped')
`,
    );
    const ide = spawn(STANDIN, ['--profile="CODESYS V3.5 SP21"', `--runscript=${script}`], { stdio: 'ignore' });
    try {
      const deadline = Date.now() + 10_000;
      while ((existsSync(ticks) ? (await readFile(ticks, 'utf8')).split('\n').length : 0) < 6) {
        if (Date.now() > deadline) throw new Error('the timer never ticked');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      ide.kill('SIGKILL');
    }
    const names = new Set((await readFile(ticks, 'utf8')).trim().split('\n'));
    expect([...names]).toEqual(['kept']);
  });
});

describe('CODESYS stand-in: scriptengine', () => {
  it('opens, locks, edits, saves and closes projects the way the API documents', async () => {
    const project = join(dir, 'Api Test.project');
    const result = await run(`
import json, os, shutil
out = {}
out['primary_before'] = projects.primary is None
shutil.copyfile(os.path.join(os.path.dirname(system.executable_filename), 'Templates', 'Standard.project'), ${JSON.stringify(project)})
proj = projects.open(${JSON.stringify(project)}, update_flags=VersionUpdateFlags.NoUpdates)
out['primary'] = projects.primary is proj
out['lock'] = open(${JSON.stringify(join(dir, 'Api Test.~u'))}, newline='').read().split('\\r\\n')[2] == str(os.getpid())
out['dirty_after_open'] = proj.dirty
app = proj.find('Application', True)[0]
out['children'] = [c.get_name() for c in app.get_children(False)]
out['missing'] = proj.find('Nope', recursive=True)
prg = app.find('PLC_PRG')[0]
doc = prg.textual_implementation
doc.replace('a := 1;\\r\\nb := 2;\\r\\n')
doc.insert(1, 0, 'x := 0;\\n')
doc.remove(length=2, offset=0)
doc.replace(0, 1, newtext='A')
out['text'] = doc.text
out['linecount'] = doc.linecount
out['dirty'] = proj.dirty
try:
    app.create_pou('F_NoReturn', PouType.Function)
except ValueError as e:
    out['function_error'] = 'return_type' in str(e)
try:
    app.create_pou(name='P_Lang', type=PouType.Program, language='ST')
except TypeError as e:
    out['language_error'] = str(e)
try:
    app.create_pou('PLC_PRG', PouType.Program)
except ValueError as e:
    out['duplicate_error'] = str(e)
try:
    app.create_pou('FB_List', PouType.FunctionBlock, interfaces=['I_A', 'I_B'])
except TypeError as e:
    out['interfaces_list_error'] = str(e)
out['interfaces'] = app.create_pou('FB_Two', PouType.FunctionBlock, interfaces='I_A,I_B').textual_declaration.text.split('\\n')[0]
dut = app.create_dut('MyAlias', DutType.Alias, 'INT (0..100)')
out['alias'] = dut.textual_declaration.text
out['dut_has_impl'] = hasattr(dut, 'textual_implementation')
out['app_builds'] = hasattr(app, 'build') and not hasattr(prg, 'build')
out['guid'] = [str(Guid('{97F48D64-A2A3-4856-B640-75C046E37EA9}')), Guid('97f48d64-a2a3-4856-b640-75c046e37ea9') == Guid('{97F48D64-A2A3-4856-B640-75C046E37EA9}')]
out['enums'] = [str(Severity.Error), int(Severity.FatalError | Severity.Error), str(PouType.Program)]
out['folder'] = app.create_folder('Motion')
proj.save()
out['dirty_after_save'] = proj.dirty
proj.close()
out['lock_after_close'] = os.path.exists(${JSON.stringify(join(dir, 'Api Test.~u'))})
reopened = projects.open(${JSON.stringify(project)})
out['persisted'] = reopened.find('PLC_PRG', True)[0].textual_implementation.text
print(json.dumps(out))
`);
    expect(result.code, result.stderr).toBe(0);
    expect(result.value).toEqual({
      primary_before: true,
      primary: true,
      lock: true,
      dirty_after_open: false,
      children: ['Library Manager', 'PLC_PRG', 'Task Configuration'],
      missing: [],
      // (lineno 1, column 0) insert, then remove 'a ' by keyword, then replace 1 character at offset 0.
      text: 'A= 1;\nx := 0;\nb := 2;\n',
      linecount: 4,
      dirty: true,
      function_error: true,
      language_error: 'expected Nullable[Guid], got str',
      duplicate_error: "An object with the name 'PLC_PRG' already exists",
      interfaces_list_error: 'expected str, got list',
      interfaces: 'FUNCTION_BLOCK FB_Two IMPLEMENTS I_A, I_B',
      alias: 'TYPE MyAlias : INT (0..100); END_TYPE\n',
      dut_has_impl: false,
      app_builds: true,
      guid: ['97f48d64-a2a3-4856-b640-75c046e37ea9', true],
      enums: ['Error', 3, 'Program'],
      folder: null,
      dirty_after_save: false,
      lock_after_close: false,
      persisted: 'A= 1;\nx := 0;\nb := 2;\n',
    });
    expect(existsSync(join(dir, 'Api Test.~u'))).toBe(false);
    expect(JSON.parse(await readFile(project, 'utf8'))).toMatchObject({ format: 'interlock-codesys-standin-project' });
  });

  it('brackets build messages with Text lines in the Build category, which becomes active, and clears it on request', async () => {
    const project = join(dir, 'Msgs.project');
    const result = await run(`
import json, os, shutil
shutil.copyfile(os.path.join(os.path.dirname(system.executable_filename), 'Templates', 'Standard.project'), ${JSON.stringify(project)})
proj = projects.open(${JSON.stringify(project)})
build = Guid('97F48D64-A2A3-4856-B640-75C046E37EA9')
out = {'active_before': [str(c) for c in system.get_message_categories()]}
proj.active_application.generate_code()
msgs = system.get_message_objects(build)
out['lines'] = [(str(m.severity), m.text) for m in msgs]
out['active_after'] = [str(c) for c in system.get_message_categories()]
out['description'] = system.get_message_category_description(build)
system.clear_messages(build)
out['after_clear'] = len(system.get_message_objects(build))
print(json.dumps(out))
`);
    expect(result.code, result.stderr).toBe(0);
    const value = result.value as { lines: Array<[string, string]> } & Record<string, unknown>;
    expect(value).toMatchObject({ active_before: [], active_after: ['97f48d64-a2a3-4856-b640-75c046e37ea9'], description: 'Build', after_clear: 0 });
    expect(value.lines.map(([severity]) => severity)).toEqual(['Text', 'Text', 'Text', 'Information', 'Information']);
    expect(value.lines[0]![1]).toBe('------ Build started: Application: Device.Application -------');
    expect(value.lines[2]![1]).toBe('Compile complete -- 0 errors, 0 warnings');
  });
});

describe('CODESYS stand-in: compiler', () => {
  const DECL = 'FUNCTION_BLOCK FB_Test\nVAR_INPUT\n    bIn : BOOL;\nEND_VAR\nVAR\n    n : INT;\nEND_VAR\n';

  it('accepts correct Structured Text of many shapes without a message', async () => {
    const declaration = `FUNCTION_BLOCK FB_Test
VAR_INPUT
    bIn : BOOL;
    tDelay : TIME := T#1S500MS;
END_VAR
VAR_OUTPUT
    aValues : ARRAY[0..9] OF REAL;
END_VAR
VAR
    n, i : INT := 16#FF;
    fbTimer : TON;
    fbEdge : R_TRIG;
    pValue : POINTER TO REAL;
    sName : STRING(40) := 'x$'y';
    eState : E_State;
    stPoint : ST_Point;
    xInput AT %IX0.0 : BOOL;
END_VAR
`;
    const implementation = `(* multi
   line comment *)
fbTimer(IN := bIn AND NOT fbEdge.Q, PT := tDelay);
fbEdge(CLK := fbTimer.Q);
CASE eState OF
    E_State.Idle:
        IF fbEdge.Q THEN eState := E_State.Run; END_IF
    E_State.Run, E_State.Done:
        n := n + 1;
ELSE
    n := 0;
END_CASE
CASE n OF
    0: i := 1;
    1..5, 7: i := -2;
END_CASE
FOR i := 0 TO 9 BY 1 DO
    aValues[i] := INT_TO_REAL(i) * 1.5E-1; // comment
    IF i > 5 THEN EXIT; END_IF
END_FOR
WHILE n > 0 DO n := n - 1; END_WHILE
REPEAT
    n := n + 1;
UNTIL n >= 3 OR_ELSE bIn
END_REPEAT
pValue := ADR(aValues[0]);
pValue^ := MAX(1.0, MIN(2.0, pValue^));
stPoint.x := GVL_Cell.gSpeed + gLimit;
sName := CONCAT(sName, 'a');
THIS^.n := SIZEOF(stPoint);
`;
    const extra = `
app.create_dut('E_State', DutType.Enumeration).textual_declaration.replace("{attribute 'qualified_only'}\\nTYPE E_State :\\n(\\n    Idle := 0,\\n    Run,\\n    Done\\n);\\nEND_TYPE\\n")
app.create_dut('ST_Point', DutType.Structure).textual_declaration.replace('TYPE ST_Point :\\nSTRUCT\\n    x : REAL;\\n    y : REAL;\\nEND_STRUCT\\nEND_TYPE\\n')
app.create_gvl('GVL_Cell').textual_declaration.replace("{attribute 'qualified_only'}\\nVAR_GLOBAL\\n    gSpeed : REAL;\\nEND_VAR\\n")
app.create_gvl('GVL_Open').textual_declaration.replace('VAR_GLOBAL CONSTANT\\n    gLimit : REAL := 10.0;\\nEND_VAR\\n')
`;
    expect(await build(declaration, implementation, extra)).toEqual([]);
  });

  it('reports undeclared identifiers, unknown types and missing semicolons at their lines', async () => {
    const declaration = 'FUNCTION_BLOCK FB_Test\nVAR\n    n : INT\n    m : T_Missing;\nEND_VAR\n';
    const implementation = 'n := 1;\nm := nUnknown;\nn := n + 1\nn := 2;\nFB_Nope(x := 1);\nGVL_Cell.gSpeed := 1;\n';
    expect(await build(declaration, implementation)).toEqual([
      ['decl', 3, 'C0004', "';' expected instead of 'm'"],
      ['decl', 4, 'C0077', "Unknown type: 'T_Missing'"],
      ['impl', 2, 'C0046', "Identifier 'nUnknown' not defined"],
      ['impl', 3, 'C0004', "';' expected instead of 'n'"],
      ['impl', 5, 'C0046', "Identifier 'FB_Nope' not defined"],
      ['impl', 6, 'C0046', "Identifier 'GVL_Cell' not defined"],
    ]);
  });

  it('reports blocks that are not closed at the line that opened them, and closers without an opener', async () => {
    const implementation = 'IF bIn THEN\n    n := 1;\nFOR n := 0 TO 3 DO\n    n := n;\nEND_FOR\nEND_WHILE\n';
    expect(await build(DECL, implementation)).toEqual([
      ['impl', 1, 'C0009', "'END_IF' expected to close the IF opened in line 1"],
      ['impl', 6, 'C0006', "Unexpected token 'END_WHILE'"],
    ]);
    expect(await build('FUNCTION_BLOCK FB_Test\nVAR\n    n : INT;\n', 'n := 1;')).toEqual([['decl', 2, 'C0009', "'END_VAR' expected to close the VAR opened in line 2"]]);
  });

  // Type checks: CODESYS's own codes and texts (see the CODE_* notes in lib/standin_st_syntax.py for where each comes from).
  const TYPED = 'FUNCTION_BLOCK FB_Test\nVAR\n    n : INT;\n    s : STRING(20);\n    t : TIME;\n    b : BOOL;\n    r : REAL;\nEND_VAR\n';

  it('reports a type mismatch as C0032 "Cannot convert type", in assignments and conditions', async () => {
    const implementation = 'n := s;\nn := t;\nt := n;\ns := r;\nr := n;\nn := 5;\nIF s THEN n := 1; END_IF\nWHILE t DO n := 2; END_WHILE\nt := T#2S;\n';
    expect(await build(TYPED, implementation)).toEqual([
      ['impl', 1, 'C0032', "Cannot convert type 'STRING(20)' to type 'INT'"],
      ['impl', 2, 'C0032', "Cannot convert type 'TIME' to type 'INT'"],
      ['impl', 3, 'C0032', "Cannot convert type 'INT' to type 'TIME'"],
      ['impl', 4, 'C0032', "Cannot convert type 'REAL' to type 'STRING(20)'"],
      ['impl', 7, 'C0032', "Cannot convert type 'STRING(20)' to type 'BOOL'"],
      ['impl', 8, 'C0032', "Cannot convert type 'TIME' to type 'BOOL'"],
    ]);
  });

  it('reports a call with the wrong number of inputs, and an input of the wrong type', async () => {
    const extra = "app.create_pou('F_Scale', PouType.Function, return_type='REAL').textual_declaration.replace('FUNCTION F_Scale : REAL\\nVAR_INPUT\\n    x : REAL;\\n    k : REAL;\\nEND_VAR\\n')";
    const implementation = 'r := F_Scale(r);\nr := F_Scale(r, 2.0, 3.0);\nn := LIMIT(0, n);\nr := INT_TO_REAL(n, 1);\nr := F_Scale(s, 2.0);\nr := F_Scale(r, 2.0);\nr := F_Scale(k := 2.0, x := r);\nn := LIMIT(0, n, 10);\n';
    expect(await build(TYPED, implementation, extra)).toEqual([
      ['impl', 1, 'C0137', "Function 'F_Scale' requires exactly '2' inputs"],
      ['impl', 2, 'C0137', "Function 'F_Scale' requires exactly '2' inputs"],
      ['impl', 3, 'C0137', "Function 'LIMIT' requires exactly '3' inputs"],
      ['impl', 4, 'C0137', "Function 'INT_TO_REAL' requires exactly '1' inputs"],
      ['impl', 5, 'C0032', "Cannot convert type 'STRING(20)' to type 'REAL'"],
    ]);
  });

  it('refuses a write to a constant: local, global and qualified global', async () => {
    const extra = [
      "app.create_gvl('GVL_Open').textual_declaration.replace('VAR_GLOBAL CONSTANT\\n    gLimit : REAL := 10.0;\\nEND_VAR\\n')",
      "app.create_gvl('GVL_Cell').textual_declaration.replace(\"{attribute 'qualified_only'}\\nVAR_GLOBAL CONSTANT\\n    cFactor : REAL := 2.0;\\nEND_VAR\\nVAR_GLOBAL\\n    gSpeed : REAL;\\nEND_VAR\\n\")",
    ].join('\n');
    const declaration = 'FUNCTION_BLOCK FB_Test\nVAR CONSTANT\n    cMax : INT := 5;\nEND_VAR\nVAR\n    n : INT;\nEND_VAR\n';
    const implementation = 'cMax := 1;\ngLimit := 2.0;\nGVL_Cell.cFactor := 1.0;\nGVL_Cell.gSpeed := GVL_Cell.cFactor * gLimit;\nn := cMax;\n';
    expect(await build(declaration, implementation, extra)).toEqual([
      ['impl', 1, 'C0007', "'cMax' is no valid assignment target"],
      ['impl', 2, 'C0007', "'gLimit' is no valid assignment target"],
      ['impl', 3, 'C0007', "'GVL_Cell.cFactor' is no valid assignment target"],
    ]);
  });

  it('warns about an implicit INT to BOOL conversion, and not about literals or widening', async () => {
    const implementation = 'b := n;\nIF n THEN b := TRUE; END_IF\nb := 1;\nr := n;\nn := n * 2 + 1;\nb := n > 0;\n';
    expect(await build(TYPED, implementation)).toEqual([
      ['impl', 1, 'C0197', "Implicit conversion from 'INT' to 'BOOL' : possible loss of information"],
      ['impl', 2, 'C0197', "Implicit conversion from 'INT' to 'BOOL' : possible loss of information"],
    ]);
  });

  it('reports an undeclared identifier (C0046) and an unknown type (C0077) next to a type error', async () => {
    const declaration = 'FUNCTION_BLOCK FB_Test\nVAR\n    n : INT;\n    v : T_Valve;\nEND_VAR\n';
    expect(await build(declaration, 'n := nMissing;\nn := T#1S;\n')).toEqual([
      ['decl', 4, 'C0077', "Unknown type: 'T_Valve'"],
      ['impl', 1, 'C0046', "Identifier 'nMissing' not defined"],
      ['impl', 2, 'C0032', "Cannot convert type 'TIME' to type 'INT'"],
    ]);
  });

  it('reports in the IDE language it runs in', async () => {
    const project = join(dir, 'Lang.project');
    const result = await run(
      `
import json, os, shutil
shutil.copyfile(os.path.join(os.path.dirname(system.executable_filename), 'Templates', 'Standard.project'), ${JSON.stringify(project)})
app = projects.open(${JSON.stringify(project)}).active_application
app.find('PLC_PRG')[0].textual_implementation.replace('x := 1;')
app.build()
print(json.dumps([[m.text, m.position_text] for m in system.get_message_objects(Guid('97F48D64-A2A3-4856-B640-75C046E37EA9'))]))
`,
      [],
      { CODESYS_STANDIN_LANGUAGE: 'de' },
    );
    expect(result.value).toEqual([
      ['------ Übersetzungslauf gestartet: Applikation: Device.Application -------', null],
      ['Code typisieren...', null],
      ["Bezeichner 'x' ist nicht definiert", 'Zeile 1, Spalte 1 (Impl)'],
      ['Kompilierung abgeschlossen -- 1 Fehler, 0 Warnungen', null],
    ]);
  });
});
