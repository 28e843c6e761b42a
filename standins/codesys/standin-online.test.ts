// The stand-in's simulated PLC (lib/standin_online.py) through the online API the templates use: the variables a
// download defines, typed values, resets, what outlives the IDE, and the faults the online tools must survive.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runProgram, STANDIN } from './standin-script.ts';


let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-standin-plc-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const DECLARATIONS = {
  dut: `TYPE ST_Axis :
STRUCT
    pos : LREAL := 1.25;
    enabled : BOOL;
    name : STRING(10) := 'x';
END_STRUCT
END_TYPE
`,
  mode: `TYPE E_Mode :
(
    Idle := 0,
    Auto,
    Manual
);
END_TYPE
`,
  fb: `FUNCTION_BLOCK FB_Base
VAR
    count : UINT := 3;
END_VAR
`,
  fbDerived: `FUNCTION_BLOCK FB_Motor EXTENDS FB_Base
VAR_INPUT
    speed : REAL := 2.5;
END_VAR
VAR
    timer : TON;
END_VAR
`,
  gvl: `VAR_GLOBAL
    gAxes : ARRAY[1..3] OF ST_Axis;
    gMode : E_Mode := E_Mode.Auto;
END_VAR
VAR_GLOBAL RETAIN
    gRetained : DINT := 10;
END_VAR
VAR_GLOBAL PERSISTENT
    gKept : DINT := 20;
END_VAR
`,
  prg: `PROGRAM PLC_PRG
VAR
    motor : FB_Motor;
    flags : ARRAY[0..4] OF BOOL := [2(TRUE), 3(FALSE)];
    hex : WORD := 16#FF;
    wait : TIME := T#1s500ms;
    lib : BOOL;
END_VAR
`,
};

/** Runs a headless script against a project with the declarations above; the script prints one JSON value last. */
async function online(body: string, env: Record<string, string> = {}, project = 'Plant'): Promise<unknown> {
  const script = join(dir, `s-${Math.random().toString(36).slice(2)}.py`);
  const decls = join(dir, 'decls.json');
  await writeFile(decls, JSON.stringify(DECLARATIONS));
  await writeFile(
    script,
    `
import json, os, shutil
D = json.load(open(${JSON.stringify(decls)}))
path = ${JSON.stringify(join(dir, `${project}.project`))}
if not os.path.exists(path):
    shutil.copyfile(os.path.join(os.path.dirname(system.executable_filename), 'Templates', 'Standard.project'), path)
    p = projects.open(path)
    app = p.active_application
    app.create_dut('ST_Axis').textual_declaration.replace(D['dut'])
    app.create_dut('E_Mode').textual_declaration.replace(D['mode'])
    app.create_pou('FB_Base', PouType.FunctionBlock).textual_declaration.replace(D['fb'])
    app.create_pou('FB_Motor', PouType.FunctionBlock).textual_declaration.replace(D['fbDerived'])
    app.create_gvl('GVL').textual_declaration.replace(D['gvl'])
    p.find('PLC_PRG', True)[0].textual_declaration.replace(D['prg'])
    p.save()
else:
    p = projects.open(path)
app = p.active_application
oa = online.create_online_application(app)
def state():
    return [str(oa.application_state), str(oa.operation_state)]
${body}
`,
  );
  const { stdout } = await runProgram(STANDIN, ['--noUI', `--runscript=${script}`], { env: { ...process.env, CODESYS_STANDIN_PLC_DIR: join(dir, 'plc'), ...env } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}

describe('CODESYS stand-in: the simulated PLC', () => {
  it('defines the variables of programs and GVLs from the download, expanded and typed, with their initial values', async () => {
    const values = await online(`
oa.login(OnlineChangeOption.Try, False)
print(json.dumps([state(), oa.read_values([
    'PLC_PRG.motor.speed', 'PLC_PRG.motor.count', 'PLC_PRG.motor.timer.PT', 'PLC_PRG.flags[1]', 'PLC_PRG.flags[2]',
    'PLC_PRG.hex', 'PLC_PRG.wait', 'GVL.gAxes[3].pos', 'GVL.gAxes[1].name', 'GVL.gMode', 'Application.GVL.gRetained',
])]))
`);
    expect(values).toEqual([
      ['stop', 'program_loaded'],
      ['2.5', '3', 'T#0ms', 'TRUE', 'FALSE', '255', 'T#1s500ms', '1.25', "'x'", 'Auto', '10'],
    ]);
  });

  it('checks each written value against its type and range, and keeps forces until they are released', async () => {
    const result = await online(`
oa.login(OnlineChangeOption.Try, False)
errors = []
for expression, value in [('PLC_PRG.hex', '70000'), ('GVL.gMode', 'Fast'), ('GVL.gAxes[1].name', "'eleven chars'"), ('PLC_PRG.lib', '2')]:
    try:
        oa.set_prepared_value(expression, value)
    except Exception as e:
        errors.append(str(e))
oa.set_prepared_value('GVL.gMode', 'E_Mode.Manual')
oa.set_prepared_value('PLC_PRG.wait', 'T#2m')
oa.write_prepared_values()
oa.set_prepared_value('PLC_PRG.flags[0]', 'FALSE')
oa.force_prepared_values()
oa.set_prepared_value('PLC_PRG.flags[0]', 'TRUE')
oa.write_prepared_values()
forced = [oa.get_forced_expressions(), oa.read_value('PLC_PRG.flags[0]'), state()[1]]
oa.set_unforce_value('PLC_PRG.flags[0]', False)
oa.force_prepared_values()
print(json.dumps([errors, oa.read_values(['GVL.gMode', 'PLC_PRG.wait']), forced, oa.get_forced_expressions(), oa.read_value('PLC_PRG.flags[0]')]))
`);
    expect(result).toEqual([
      [
        expect.stringMatching(/70000 is out of range for WORD/),
        expect.stringMatching(/'Fast' is not a value of E_Mode \(Idle, Auto, Manual\)/),
        expect.stringMatching(/STRING\(10\) holds at most 10 characters/),
        expect.stringMatching(/'2' is not a valid BOOL value/),
      ],
      ['Manual', 'T#2m'],
      [['PLC_PRG.flags[0]'], 'FALSE', 'program_loaded|force_active'],
      [],
      // UNFORCE (not restore) leaves the forced value in the variable.
      'FALSE',
    ]);
  });

  it('outlives the IDE: another CODESYS logs in to the running application and its values; warm and cold resets keep RETAIN and PERSISTENT as documented', async () => {
    await online(`
oa.login(OnlineChangeOption.Try, False)
for e, v in [('GVL.gRetained', '11'), ('GVL.gKept', '21'), ('PLC_PRG.hex', '1')]:
    oa.set_prepared_value(e, v)
oa.write_prepared_values()
oa.start()
print(json.dumps(state()))
`);
    const result = await online(`
oa.login(OnlineChangeOption.Keep, False)
before = [state(), oa.read_values(['GVL.gRetained', 'GVL.gKept', 'PLC_PRG.hex'])]
oa.reset(ResetOption.Warm)
warm = [state(), oa.read_values(['GVL.gRetained', 'GVL.gKept', 'PLC_PRG.hex'])]
oa.reset(ResetOption.Cold)
cold = oa.read_values(['GVL.gRetained', 'GVL.gKept'])
oa.reset(ResetOption.Original)
print(json.dumps([before, warm, cold, oa.is_logged_in]))
`);
    expect(result).toEqual([
      [['run', 'program_loaded'], ['11', '21', '1']],
      [['stop', 'program_loaded'], ['11', '21', '255']],
      ['10', '21'],
      false,
    ]);
  });

  it('applies a changed implementation as an online change, and needs a full download for a changed variable type', async () => {
    const result = await online(`
oa.login(OnlineChangeOption.Try, False)
oa.start()
oa.set_prepared_value('PLC_PRG.hex', '7')
oa.write_prepared_values()
prg = p.find('PLC_PRG', True)[0]
prg.textual_implementation.replace('hex := hex + 1;')
impl_change_possible = app.is_online_change_possible
oa.logout()
oa.login(OnlineChangeOption.Try, False)
after_change = [state(), oa.read_value('PLC_PRG.hex')]
prg.textual_declaration.replace(D['prg'].replace('hex : WORD', 'hex : DWORD'))
oa.logout()
forced_error = None
try:
    oa.login(OnlineChangeOption.Force, False)
except Exception as e:
    forced_error = str(e)
oa.login(OnlineChangeOption.Keep, False)
# A property of the offline application (scriptDoc.txt, ScriptApplication); the online one has no such member.
possible = [app.is_online_change_possible, hasattr(oa, 'is_online_change_possible')]
oa.logout()
oa.login(OnlineChangeOption.Try, False)
print(json.dumps([impl_change_possible, after_change, forced_error, possible, state(), oa.read_value('PLC_PRG.hex')]))
`);
    expect(result).toEqual([
      true,
      [['run', 'program_loaded'], '7'],
      expect.stringMatching(/An online change is not possible: .*PLC_PRG\.hex/),
      [false, false],
      ['stop', 'program_loaded'],
      '255',
    ]);
  });

  it('answers only at its address, asks for its device user, refuses a foreign application, and halts on the exception switch', async () => {
    const stale = await online(`
dev = p.find('Device', True)[0]
dev.set_gateway_and_address(online.gateways[0], '0000.0007')
try:
    oa.login(OnlineChangeOption.Try, False)
    print(json.dumps('logged in'))
except Exception as e:
    print(json.dumps([str(dev.get_gateway()), dev.get_address(), str(e)]))
`);
    expect(stale).toEqual(['5c1a2d3e-8f40-4b6a-9c7d-1e2f3a4b5c6d', '0000.0007', expect.stringMatching(/No device is responding at address 0000\.0007 \(gateway Gateway-1\)/)]);

    const user = { CODESYS_STANDIN_PLC_USER: 'op:pw' };
    expect(await online(`online.set_default_credentials('op', 'pw')\noa.login(OnlineChangeOption.Try, False)\nprint(json.dumps(oa.is_logged_in))`, user)).toBe(true);

    // Another project whose application has the same name but is another object (its own GUID).
    await online(`oa.login(OnlineChangeOption.Try, False)\nprint(json.dumps(state()))`);
    const other = JSON.parse(await readFile(join(import.meta.dirname, 'Templates', 'Standard.project'), 'utf8'));
    other.objects[0].children[0].children[0].guid = '0b0c0d0e-0000-4000-8000-000000000001';
    await writeFile(join(dir, 'Other.project'), JSON.stringify(other));
    const foreign = await online(
      `
first = None
try:
    oa.login(OnlineChangeOption.Try, False)
except Exception as e:
    first = str(e)
oa.login(OnlineChangeOption.Try, True)
oa.start()
print(json.dumps([first, state()]))
`,
      { CODESYS_STANDIN_PLC_EXCEPTION: '1' },
      'Other',
    );
    expect(foreign).toEqual([expect.stringMatching(/another application named Application/), ['stop', 'program_loaded|exception']]);
  });

  it('hides OnlineChangeOption on the fault switch: only plain logins, which download in full when the code differs; is_uptodate tells', async () => {
    const result = await online(
      `
import scriptengine
hidden = [hasattr(scriptengine, 'OnlineChangeOption'), 'OnlineChangeOption' in globals()]
before = app.is_uptodate
oa.login(False)
first = [state(), app.is_uptodate]
oa.set_prepared_value('PLC_PRG.hex', '7')
oa.write_prepared_values()
oa.logout()
oa.login(False)
same = oa.read_value('PLC_PRG.hex')
oa.logout()
p.find('PLC_PRG', True)[0].textual_implementation.replace('hex := hex + 1;')
changed = app.is_uptodate
oa.login(False)
print(json.dumps([hidden, before, first, same, changed, oa.read_value('PLC_PRG.hex'), app.is_uptodate]))
`,
      { CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION: '1' },
    );
    // A plain login with the same code keeps the values; with other code it downloads (values back to initial).
    expect(result).toEqual([[false, false], false, [['stop', 'program_loaded'], true], '7', false, '255', true]);
  });
});
