// The dynamic reference check: the CODESYS stand-in's ScriptEngine objects offer exactly what the ScriptEngine API
// reference lists for their class and profile (surface_check.py crawls them), offer every member the templates use,
// and refuse the wrong forms as a real CODESYS does (AttributeError, TypeError, version notes).
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProgram, STANDIN } from './standin-script.ts';

const SURFACE_CHECK = join(import.meta.dirname, 'surface_check.py');
const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'codesys', 'Packaging.project');
const TEMPLATE_CHECK = join(import.meta.dirname, '..', '..', 'src-main', 'codesys', 'scriptengine-api', 'check_templates.py');
const CODESYS_FOLDER = join(import.meta.dirname, '..', '..', 'src-main', 'codesys');

interface SurfaceReport {
  profile: string;
  classes: Record<string, { offered: string[]; extra: string[] }>;
  unmapped: Record<string, number>;
  standin_classes: Record<string, number>;
  known_extras: Record<string, string[]>;
  /** class.member -> why the stand-in's implementation cannot take a documented signature (only misfits are listed). */
  signatures: Record<string, string[]>;
  signatures_checked: number;
  coverage: { members: number; implemented: number; share: number; missing_by_class: Record<string, number> };
  /** class.member -> the type a property read gave where the reference documents another. */
  returns: Record<string, string>;
}

/**
 * Members the stand-in offers that the reference does not list, each with its issue: `<class>.<member>`. Only
 * shrinks; a stale entry fails the test. standin_api.KNOWN_EXTRAS holds the ones strict classes still serve.
 */
const KNOWN_EXTRAS: Record<string, string> = {};

/**
 * Methods whose stand-in implementation cannot take one of the reference's signatures, with why: `<class>.<member>`.
 * Only shrinks; a stale entry fails the test.
 */
const KNOWN_SIGNATURE_MISFITS: Record<string, string> = {
  'ScriptObject.create_pou': 'the check-POU form create_pou(type: SpecialPouType) is not modelled: the stand-in refuses it (ValueError), no template uses it',
  'ScriptProject.create_pou': 'the same create_pou, on the project root',
};

/** Properties whose value is not of the documented type, with why: `<class>.<member>`. Only shrinks. */
const KNOWN_RETURN_MISFITS: Record<string, string> = {
  'ScriptDeviceRepository.sources': 'a plain list, not the ScriptRepositorySourceList class (its add(name, location_url) and move are not modelled)',
  'ScriptObject.references': 'a plain list, not the ScriptLibraryReferences class (a list with no members of its own)',
};

/** Members the templates use that the stand-in lacks for that class: `<class>.<member>`. Only shrinks. */
const KNOWN_MISSING: Record<string, string> = {};

describe('the CODESYS stand-in against the ScriptEngine API reference (dynamic)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-standin-reference-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function surface(profile: string): Promise<SurfaceReport> {
    const project = join(dir, `${profile.replace(/\W+/g, '-')}.project`);
    await copyFile(FIXTURE, project);
    const { stdout } = await runProgram('python3', [SURFACE_CHECK, project, profile]);
    return JSON.parse(stdout) as SurfaceReport;
  }

  for (const profile of ['CODESYS V3.5 SP19', 'CODESYS V3.5 SP21 Patch 5', 'CODESYS V3.5 SP22 Patch 1']) {
    it(`offers only members the reference lists, on ${profile}`, { timeout: 120_000 }, async () => {
      const report = await surface(profile);
      const extras = Object.entries(report.classes).flatMap(([name, entry]) => entry.extra.map((member) => `${name}.${member}`));
      const runtimeExtras = Object.entries(report.known_extras).flatMap(([name, members]) => members.map((member) => `${name}.${member}`));
      console.log(
        `stand-in surface on ${profile}: ${Object.keys(report.classes).length} reference classes reached; classes the ` +
          `reference does not name: ${JSON.stringify(report.unmapped)}; stand-in classes: ${JSON.stringify(report.standin_classes)}`,
      );
      expect(Object.keys(report.classes).length).toBeGreaterThan(30);
      expect(report.unmapped, 'objects whose class has no reference name (name it, or list it in standin_classes)').toEqual({});
      expect(extras.filter((extra) => !(extra in KNOWN_EXTRAS)), 'members the reference does not list').toEqual([]);
      expect(Object.keys(KNOWN_EXTRAS).filter((extra) => !extras.includes(extra)), 'fixed: remove from KNOWN_EXTRAS').toEqual([]);
      expect(runtimeExtras.filter((extra) => !report.classes[extra.split('.')[0]!]?.offered.includes(extra.split('.')[1]!)),
        'fixed: remove from standin_api.KNOWN_EXTRAS').toEqual([]);
      // Signatures, not only names: every documented signature (and overload) of every method it offers fits its implementation.
      const { members, implemented, share } = report.coverage;
      console.log(
        `stand-in signatures on ${profile}: ${report.signatures_checked} methods checked, ${Object.keys(report.signatures).length} misfits; ` +
          `the stand-in implements ${implemented} of the reference's ${members} members (${(share * 100).toFixed(1)} %)`,
      );
      expect(report.signatures_checked).toBeGreaterThan(100);
      expect(Object.fromEntries(Object.entries(report.signatures).filter(([key]) => !(key in KNOWN_SIGNATURE_MISFITS))), 'signatures the stand-in cannot take').toEqual({});
      expect(Object.keys(KNOWN_SIGNATURE_MISFITS).filter((key) => !(key in report.signatures)), 'fixed: remove from KNOWN_SIGNATURE_MISFITS').toEqual([]);
      expect(Object.fromEntries(Object.entries(report.returns).filter(([key]) => !(key in KNOWN_RETURN_MISFITS))), 'properties of another type than documented').toEqual({});
      expect(Object.keys(KNOWN_RETURN_MISFITS).filter((key) => !(key in report.returns)), 'fixed: remove from KNOWN_RETURN_MISFITS').toEqual([]);
      expect(implemented).toBeLessThanOrEqual(members);
      expect(share).toBeGreaterThan(0.4);
    });
  }

  it('offers every member the templates use on the classes it implements', { timeout: 180_000 }, async () => {
    const report = await surface('CODESYS V3.5 SP21');
    const { stdout } = await runProgram('python3', [TEMPLATE_CHECK, CODESYS_FOLDER]);
    const used = (JSON.parse(stdout) as { used: Record<string, string[]> }).used;
    const missing = Object.entries(used)
      .filter(([name]) => report.classes[name])
      .flatMap(([name, members]) => members.filter((member) => !report.classes[name]!.offered.includes(member)).map((member) => `${name}.${member}`));
    expect(missing.filter((entry) => !(entry in KNOWN_MISSING)), 'members templates use that the stand-in lacks').toEqual([]);
    expect(Object.keys(KNOWN_MISSING).filter((entry) => !missing.includes(entry)), 'fixed: remove from KNOWN_MISSING').toEqual([]);
  });

  async function runScript(profile: string, body: string): Promise<Record<string, string>> {
    const name = Math.random().toString(36).slice(2);
    const project = join(dir, `${name}.project`);
    await copyFile(FIXTURE, project);
    const script = join(dir, `${name}.py`);
    await writeFile(
      script,
      `import json
out = {}
proj = projects.open(${JSON.stringify(project)})
app = proj.active_application
def attempt(key, fn):
    try:
        fn()
        out[key] = 'ok'
    except Exception as error:
        out[key] = '%s: %s' % (type(error).__name__, error)
${body}
print(json.dumps(out))
`,
    );
    const { stdout } = await runProgram(STANDIN, [`--profile=${profile}`, '--noUI', `--runscript=${script}`]);
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
  }

  it('refuses the wrong forms as IronPython on a real CODESYS does', { timeout: 60_000 }, async () => {
    const out = await runScript(
      'CODESYS V3.5 SP21',
      `attempt('missing member', lambda: projects.foo)
attempt('ManagedLib.name', lambda: librarymanager.get_all_libraries()[0].name)
attempt('ManagedLib.displayname', lambda: librarymanager.get_all_libraries()[0].displayname)
attempt('str for an object', lambda: app.get_children()[0].move('Application'))
attempt('unknown on an application', lambda: app.create_symbol_configuration)
dev = [o for o in proj.get_children(True) if o.is_device][0]
attempt('gateway by name', lambda: dev.set_gateway_and_address('Gateway-1', '0000.0001'))
attempt('gateway object', lambda: dev.set_gateway_and_address(online.gateways[0], '0000.0001'))
attempt('gateways by name', lambda: online.gateways['Gateway-1'])
attempt('ScriptGateway.address', lambda: online.gateways[0].address)
attempt('str for a ManagedLib', lambda: librarymanager.get_file_path('Util, 3.5.19.0 (System)'))
attempt('str for a DeviceId', lambda: device_repository.get_device('0000 0004'))
import scriptengine
permission = proj.user_management.get_object_permission(app, scriptengine.ObjectPermissionKind.View)
attempt('str for a ScriptGroup', lambda: permission.get_permission_state('Everyone'))
attempt('ScriptObjectPermission.group', lambda: permission.group)
parameter = [o for o in proj.get_children(True) if o.is_device][0].device_parameters[0]
attempt('value on a BOOL parameter', lambda: parameter.value)
attempt('min_value without a range', lambda: parameter.min_value)
attempt('allowed_values on no enumeration', lambda: parameter.allowed_values)
attempt('invented iec_address', lambda: parameter.iec_address)`,
    );
    expect(out).toEqual({
      'missing member': "AttributeError: 'ScriptProjects' object has no attribute 'foo'",
      'ManagedLib.name': "AttributeError: 'ManagedLib' object has no attribute 'name'",
      'ManagedLib.displayname': 'ok',
      'str for an object': 'TypeError: expected ScriptProject, got str',
      'unknown on an application': "AttributeError: 'ScriptObject' object has no attribute 'create_symbol_configuration'",
      'gateway by name': 'TypeError: expected ScriptGateway, got str',
      'gateway object': 'ok',
      'gateways by name': expect.stringMatching(/^TypeError: list indices must be integers/),
      'ScriptGateway.address': "AttributeError: 'ScriptGateway' object has no attribute 'address'",
      'str for a ManagedLib': 'TypeError: expected ManagedLib, got str',
      'str for a DeviceId': 'TypeError: expected DeviceId, got str',
      'str for a ScriptGroup': 'TypeError: expected ScriptGroup, got str',
      'ScriptObjectPermission.group': "AttributeError: 'ScriptObjectPermission' object has no attribute 'group'",
      'value on a BOOL parameter': 'ok',
      'min_value without a range': 'InvalidOperationException: min_value is not available on this ScriptDeviceParameter: raised when the element has no range (is_range_type is False)',
      'allowed_values on no enumeration': 'InvalidOperationException: allowed_values is not available on this ScriptDeviceParameter',
      'invented iec_address': "AttributeError: 'ScriptDeviceParameter' object has no attribute 'iec_address'",
    });
  });

  it('holds every call to the reference signatures: missing arguments, unknown keywords, a str for an enum, read-only writes, the overloads', { timeout: 60_000 }, async () => {
    const out = await runScript(
      'CODESYS V3.5 SP21',
      `import scriptengine
doc = [o for o in app.get_children(True) if o.get_name() == 'PLC_PRG'][0].textual_implementation
attempt('str for an enum', lambda: app.create_dut('D_X', 'Structure'))
attempt('enum for an enum', lambda: app.create_dut('D_X', scriptengine.DutType.Structure))
attempt('int for an enum', lambda: online.create_online_application(app).login(1, True))
attempt('import_device(path)', lambda: device_repository.import_device('/nowhere.devdesc.xml'))
attempt('get_all_devices()', lambda: device_repository.get_all_devices())
attempt('login()', lambda: online.create_online_application(app).login())
attempt('unknown keyword', lambda: app.create_dut(name='D_Y', kind=scriptengine.DutType.Structure))
attempt('too many', lambda: app.create_gvl('GVL_X', 1))
attempt('str for an int', lambda: doc.get_line('1'))
attempt('read-only write', lambda: setattr(app, 'is_uptodate', 'banana'))
attempt('read-only write on a library', lambda: setattr(librarymanager.get_all_libraries()[0], 'dependencies', ()))
attempt('settable write', lambda: setattr(proj, 'active_application', app))
attempt('get_text offset form', lambda: doc.get_text(offset=0, length=2))
attempt('get_text line form', lambda: doc.get_text(lineno=0, lineoffset=0, length=2))
attempt('get_text mixed forms', lambda: doc.get_text(offset=0, lineno=0, length=2))
attempt('create_pou by keyword', lambda: app.create_pou(name='P_X', type=scriptengine.PouType.Program, language=None))
attempt('create_pou with a str type', lambda: app.create_pou(name='P_Y', type='Program'))`,
    );
    expect(out).toEqual({
      'str for an enum': 'TypeError: expected DutType, got str',
      'enum for an enum': 'ok',
      'int for an enum': 'TypeError: expected OnlineChangeOption, got int',
      'import_device(path)': 'TypeError: import_device() takes at least 3 arguments (1 given): source, converter_factory_guid missing',
      'get_all_devices()': 'TypeError: get_all_devices() takes exactly 2 arguments (0 given): name, source missing',
      'login()': 'TypeError: login() takes exactly 2 arguments (0 given): change_option, delete_foreign_apps missing',
      'unknown keyword': "TypeError: create_dut() got an unexpected keyword argument 'kind'",
      'too many': 'TypeError: create_gvl() takes exactly 1 argument (2 given)',
      'str for an int': 'TypeError: expected int, got str',
      'read-only write': "AttributeError: attribute 'is_uptodate' of 'ScriptObject' object is read-only",
      'read-only write on a library': "AttributeError: attribute 'dependencies' of 'ManagedLib' object is read-only",
      'settable write': 'ok',
      'get_text offset form': 'ok',
      'get_text line form': 'ok',
      'get_text mixed forms': expect.stringMatching(/^TypeError: get_text\(\) with length, lineno, offset matches none of its 2 overloads/),
      'create_pou by keyword': 'ok',
      'create_pou with a str type': 'TypeError: expected PouType, got str',
    });
  });

  it('fails a stand-in method whose result is not of the documented return type: a stand-in bug, named', { timeout: 30_000 }, async () => {
    // A repository whose create_device_identification returns a str, as the dump's own "Return type: str" would have it
    // (the reference follows its Returns sentence and the peers: a DeviceId).
    const program = `import sys; sys.path.insert(0, sys.argv[1]); import standin_api
class Repository(standin_api.ApiObject):
    _api_class = 'ScriptDeviceRepository'
    def create_device_identification(self, type, id, version):
        return '%d %s %s' % (type, id, version)
try:
    Repository().create_device_identification(4096, '0000 0004', '3.5.19.0')
except standin_api.StandinContractError as error:
    print(error)`;
    const { stdout } = await runProgram('python3', ['-c', program, join(import.meta.dirname, 'lib')]);
    expect(stdout.trim()).toBe('stand-in: ScriptDeviceRepository.create_device_identification returned str where the reference documents DeviceId');
  });

  it('follows the version profile: members by version, keyword-only import_xml from SP21 Patch 5', { timeout: 90_000 }, async () => {
    const body = `attempt('script_prompt_handling', lambda: system.script_prompt_handling)
attempt('execute_on_primary_thread', lambda: system.execute_on_primary_thread)
attempt('import_xml positional', lambda: app.import_xml('<x/>'))
attempt('import_xml by keyword', lambda: app.import_xml(dataOrPath='<x/>'))`;
    const sp21 = await runScript('CODESYS V3.5 SP21', body);
    const sp21p5 = await runScript('CODESYS V3.5 SP21 Patch 5', body);
    const sp22 = await runScript('CODESYS V3.5 SP22 Patch 1', body);
    expect(sp21['script_prompt_handling']).toBe("AttributeError: 'System' object has no attribute 'script_prompt_handling'");
    expect(sp22['script_prompt_handling']).toBe('ok');
    expect(sp21p5['execute_on_primary_thread']).toBe("AttributeError: 'System' object has no attribute 'execute_on_primary_thread'");
    expect(sp21p5['import_xml positional']).toMatch(/^TypeError: /);
    expect(sp22['import_xml positional']).toMatch(/^TypeError: /);
    expect(sp21p5['import_xml by keyword']).toMatch(/^ValueError: The document is not PLCopenXML/);
  });
});
