// The stand-in's project model (lib/standin_model.py): what the library, device, task and PLCopenXML templates rely
// on, checked against the API as docs/codesys-scriptengine-api.md and the public templates describe it.
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-model-');

describe('CODESYS stand-in: project model', () => {
  it('offers a ManagedLib with the reference members (displayname, title, company, version, ...) and no name, as CODESYS does', async () => {
    const result = await run(`
lib = librarymanager.find_library('Util, 3.5.17.0 (System)')[0]
members = [lib.displayname, lib.title, lib.company, str(lib.version), lib.default_namespace, list(lib.dependencies)]
missing = []
for member in ('name', 'placeholder'):
    try:
        getattr(lib, member)
        missing.append(None)
    except AttributeError:
        missing.append(member)
print(json.dumps({'members': members, 'missing': missing}))
`);
    expect(result).toEqual({ members: ['Util, 3.5.17.0 (System)', 'Util', 'System', '3.5.17.0', 'Util', []], missing: ['name', 'placeholder'] });
  });

  it('adds a placeholder for any string, resolvable or not, as the real add_library(str) overload does, refuses a str default resolution, and a build reports the unresolved one', async () => {
    const result = await run(`
lm = app.get_library_manager()
lm.add_library('NoSuchLib')
refused = []
for wrong in (lambda: lm.add_placeholder('Util', 'Util, * (System)'), lambda: lm.add_library(42)):
    try:
        wrong()
    except TypeError as e:
        refused.append(str(e))
lm.add_placeholder('Util', librarymanager.find_library('Util, 3.5.19.0 (System)')[0])
lib = librarymanager.find_library('Util, 3.5.17.0 (System)')[0]
lm.add_library(lib)
refs = [[r.name, r.is_placeholder, r.effective_resolution if r.is_placeholder else r.managed_library.displayname] for r in lm.references]
managed = [r for r in lm.references if r.is_managed][0]
try:
    managed.effective_resolution
except AttributeError as e:
    refused.append(str(e))
app.build()
unresolved = [[str(m.severity), m.text] for m in system.get_message_objects(Guid('97F48D64-A2A3-4856-B640-75C046E37EA9')) if m.severity == Severity.Error]
lm.remove_library('#NoSuchLib')
try:
    lm.remove_library('Nope')
    missing = None
except ValueError as e:
    missing = str(e)
print(json.dumps({'refused': refused, 'unresolved': unresolved, 'refs': refs, 'after': lm.get_libraries(), 'missing': missing, 'has': app.has_library_manager,
                  'none': librarymanager.find_library('Util') is None}))
`);
    expect(result).toEqual({
      refused: [
        'expected ManagedLib, got str',
        'expected ManagedLib, got int',
        "'ScriptManagedLibraryReference' object has no attribute 'effective_resolution'",
      ],
      unresolved: [['Error', "The placeholder library 'NoSuchLib' could not be resolved."]],
      refs: [
        ['#Standard', true, 'Standard, 3.5.19.0 (System)'],
        ['#IoStandard', true, 'IoStandard, 3.5.17.0 (System)'],
        ['BreakpointLogging, 3.5.17.0 (System)', false, 'BreakpointLogging, 3.5.17.0 (System)'],
        ['#NoSuchLib', true, null],
        ['#Util', true, 'Util, 3.5.19.0 (System)'],
        ['Util, 3.5.17.0 (System)', false, 'Util, 3.5.17.0 (System)'],
      ],
      after: ['#Standard', '#IoStandard', 'BreakpointLogging, 3.5.17.0 (System)', '#Util', 'Util, 3.5.17.0 (System)'],
      missing: "The library manager holds no reference named 'Nope'",
      has: true,
      none: true,
    });
  });

  it('keeps task settings and calls, checks priority, interval and kind like the task editor, and saves them', async () => {
    const result = await run(`
tc = [c for c in app.get_children(True) if c.is_task_configuration][0]
main = tc.find('MainTask')[0]
errors = []
for attribute, value in (('priority', '32'), ('interval', '10 ms'), ('kind_of_task', 'Cyclic')):
    try:
        setattr(main, attribute, value)
    except (ValueError, TypeError) as e:
        errors.append(type(e).__name__)
main.priority = '2'
main.kind_of_task = KindOfTask.Freewheeling
main.pous.insert(0, 'PRG_Cartoner', None)
main.pous.remove('PLC_PRG')
alarm = tc.create_task('Alarm')
proj.save()
proj.close()
again = projects.open(proj.path)
tc = [c for c in again.get_children(True) if c.is_task_configuration][0]
tasks = [[t.name, str(t.kind_of_task), t.priority, t.interval, [str(p) for p in t.pous]] for t in tc.get_children(False)]
print(json.dumps({'errors': errors, 'tasks': tasks, 'is_task': alarm.is_task}))
`);
    expect(result).toEqual({
      errors: ['ValueError', 'ValueError', 'TypeError'],
      tasks: [
        ['MainTask', 'Freewheeling', '2', 't#10ms', ['PRG_Cartoner']],
        ['EtherCAT_Task', 'Cyclic', '0', 't#4ms', []],
        ['Alarm', 'Cyclic', '1', 't#20ms', []],
      ],
      is_task: true,
    });
  });

  it('reports device identification and parameters, with defaults for the Standard PLC', async () => {
    const result = await run(`
devices = [d for d in proj.get_children(True) if d.is_device]
out = []
for d in devices:
    i = d.get_device_identification()
    out.append([d.get_name(), i.type, i.id, len(d.device_parameters), d.is_enabled()])
print(json.dumps(out))
`);
    expect(result).toEqual([
      ['Device', 4096, '0000 0004', 4, true],
      ['EtherCAT_Master', 64, '0000 0001', 4, true],
      ['EK1100', 65, 'ECAT_2_0_44C2C52', 1, true],
      ['EL1008', 65, 'ECAT_2_3F03052', 2, true],
      ['EL2008', 65, 'ECAT_2_7D83052', 2, true],
    ]);
  });

  it('exports PLCopenXML as text and imports it: copies by default, replace and skip on request, refusing what is not PLCopenXML', async () => {
    const result = await run(`
fb = app.find('FB_Conveyor')[0]
xml = proj.export_xml(objects=[fb, app.find('GVL_IO')[0]], recursive=True)
names = lambda: sorted(c.get_name() for c in app.get_children(False))
fb.textual_implementation.replace('bRunning := FALSE;')
app.import_xml(dataOrPath=xml, conflictResolve=ConflictResolve.Skip)
skipped = [names(), app.find('FB_Conveyor')[0].textual_implementation.text]
app.import_xml(dataOrPath=xml, conflictResolve=ConflictResolve.Replace)
replaced = [names(), app.find('FB_Conveyor')[0].textual_implementation.text, [c.get_name() for c in app.find('FB_Conveyor')[0].get_children(False)]]
proj.import_xml(dataOrPath=xml)
copied = sorted(c.get_name() for c in proj.get_children(False))
try:
    app.import_xml(dataOrPath='<notes/>')
    refused = None
except ValueError as e:
    refused = str(e)
# SP21 Patch 5 and later (the reference's version note): the runtime overload takes the reporter first, so positional calls fail.
positional = []
for attempt in (lambda: app.import_xml(xml, conflictResolve=ConflictResolve.Skip), lambda: proj.import_xml(xml), lambda: proj.export_xml([fb])):
    try:
        attempt()
        positional.append(None)
    except TypeError as e:
        positional.append(str(e).split(' (')[0])
print(json.dumps({'starts': xml[:60], 'skipped': skipped, 'replaced': replaced, 'copied': copied, 'refused': refused, 'positional': positional,
                  'header': proj.find('FB_Conveyor_1')[0].textual_declaration.text.split('\\n')[0]}))
`, { profile: 'CODESYS V3.5 SP21 Patch 5' });
    expect(result).toEqual({
      starts: '<?xml version="1.0" encoding="utf-8"?>\n<project xmlns="http://www.plcopen.org/xml/tc6_0200">'.slice(0, 60),
      skipped: [['FB_Conveyor', 'GVL_IO', 'Library Manager', 'PLC_PRG', 'PRG_Cartoner', 'Task Configuration'], 'bRunning := FALSE;'],
      replaced: [['FB_Conveyor', 'GVL_IO', 'Library Manager', 'PLC_PRG', 'PRG_Cartoner', 'Task Configuration'], 'bRunning := bEnable;\n', ['Reset']],
      copied: ['Device', 'FB_Conveyor_1', 'GVL_IO_1'],
      refused: 'The document is not PLCopenXML (TC6 2.0): its root element is notes',
      positional: ['expected ImportReporter, got str', 'expected ImportReporter, got str', 'expected ExportReporter, got list'],
      header: 'FUNCTION_BLOCK FB_Conveyor_1',
    });
  });
});
