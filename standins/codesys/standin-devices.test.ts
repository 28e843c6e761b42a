// The stand-in's devices (lib/standin_devices.py): the device repository, parameters with types, ranges and access,
// IO channels with addresses and mappings, the IO mapping CSV, and add/insert/plug/unplug/update with their failures.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'codesys');
const FIXTURE = join(FIXTURES, 'Packaging.project');
const DEVDESC = join(FIXTURES, 'WeighScale.devdesc.xml');
// What every script here also sees: dev(name), the device of that name, and error(call), what a call raises (or None).
const HELPERS = `def dev(name):
    return proj.find(name, True)[0]
def error(call):
    try:
        call()
        return None
    except Exception as e:
        return str(e)
`;
const runScript = standinScriptRunner('interlock-standin-devices-');
const run = (body: string) => runScript(HELPERS + body);

/** Where the tests keep the files they hand to the stand-in (a CSV, a device description). */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-standin-device-files-'));
  // The device repository outlives the IDE: each test file keeps its own.
  process.env.CODESYS_STANDIN_DEVICE_DIR = join(dir, 'device-repository');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('CODESYS stand-in: devices', () => {
  it('lists the device repository and finds descriptions by identification', async () => {
    const result = await run(`
all = device_repository.get_all_devices(name='', source=None)
el = device_repository.get_all_devices(name='EL1008', source=None)
found = device_repository.get_device(device_repository.create_device_identification(64, '0000 0001', '4.7.0.0'))
none = device_repository.get_device(device_repository.create_device_identification(64, '0000 0001', '9.9.9.9'))
system, installation = device_repository.sources
# The reference's ScriptDeviceDescription: categories (numbers), no category and no source; remove_device names its source.
wrong = []
for attempt in (lambda: found.category, lambda: found.source, lambda: device_repository.remove_device(found.device_id),
                lambda: device_repository.remove_device(found.device_id, 'Installation'),
                lambda: device_repository.remove_device(found.device_id, installation)):
    try:
        attempt()
        wrong.append(None)
    except Exception as e:
        wrong.append(type(e).__name__)
print(json.dumps({'count': len(all), 'el': [d.device_id.version for d in el], 'found': found.name, 'none': none is None,
                  'sources': [[s.name, s.is_internal] for s in device_repository.sources], 'categories': list(found.categories),
                  'in_installation': len(device_repository.get_all_devices(name='SoftMotion', source=installation)),
                  'in_system': len(device_repository.get_all_devices(name='SoftMotion', source=system)), 'wrong': wrong}))
`);
    expect(result).toEqual({
      count: 12,
      el: ['Revision=16#00100000', 'Revision=16#00110000'],
      found: 'EtherCAT Master SoftMotion',
      none: true,
      sources: [['System', false], ['Installation', true]],
      categories: [8192],
      in_installation: 2,
      in_system: 0,
      wrong: ['AttributeError', 'AttributeError', 'TypeError', 'TypeError', 'ValueError'],
    });
  });

  it('reads parameters with type, range and access, refuses a read-only write and an out-of-range value, and keeps a valid one', async () => {
    const result = await run(`
m = dev('EtherCAT_Master')
p = dict((x.name, x) for x in m.device_parameters)
cycle = p['CycleTime']
info = [cycle.id, cycle.type_string, cycle.min_value, cycle.max_value, cycle.unit, str(cycle.offline_access_rights)]
too_big = error(lambda: setattr(cycle, 'value', '2000000'))
cycle.value = '2000'
ek = dev('EK1100').add('EL3064_1', 65, 'ECAT_2_BF83052', 'Revision=16#00140000')
vendor = [x for x in ek.device_parameters if x.name == 'VendorId'][0]
read_only = error(lambda: setattr(vendor, 'value', '16#1'))
plc = dict((x.name, x) for x in dev('Device').device_parameters)
bad_enum = error(lambda: setattr(plc['BehaviourOutputsInStop'], 'value', 'Explode'))
plc['UpdateIoInStop'].value = 'false'
limits = [x for x in ek.device_parameters if x.name == 'Limits'][0]
limits[1].value = '20000'
compound = [limits.has_sub_elements, len(limits), [e.visible_name for e in limits], [e.value for e in limits], error(lambda: setattr(limits[0], 'value', '40000')), error(lambda: limits[3])]
# A data element is of one kind only: the members of the other kinds raise as the reference documents.
kinds = [error(lambda: limits.value), error(lambda: plc['UpdateIoInStop'].min_value), error(lambda: cycle.allowed_values),
         [cycle.is_range_type, plc['BehaviourOutputsInStop'].is_enumeration, plc['BehaviourOutputsInStop'].value_index], error(lambda: limits[0].name)]
proj.save()
proj2 = projects.open(proj.path)
print(json.dumps({'info': info, 'too_big': too_big, 'read_only': read_only, 'bad_enum': bad_enum, 'cycle': [x.value for x in dev('EtherCAT_Master').device_parameters if x.id == 1],
                  'plc': [x.value for x in dev('Device').device_parameters if x.name == 'UpdateIoInStop'], 'enum': [v.visible_name for v in plc['BehaviourOutputsInStop'].allowed_values], 'compound': compound, 'kinds': kinds}))
`);
    expect(result).toEqual({
      info: [1, 'std:UDINT', '50', '1000000', 'us', 'ReadWrite'],
      too_big: "The value 2000000 is out of range for 'Cycle time' (50..1000000)",
      read_only: "Attempt to write an object with read-only access. (Object: '')",
      bad_enum: "'Explode' is not a value of 'Behaviour for outputs in Stop' (Keep current values, Set all outputs to default, Execute program)",
      cycle: ['2000'],
      plc: ['FALSE'],
      enum: ['Keep current values', 'Set all outputs to default', 'Execute program'],
      compound: [true, 3, ['Limit 1', 'Limit 2', 'Limits enabled'], ['0', '20000', 'FALSE'], "The value 40000 is out of range for 'Limit 1' (-32768..32767)", 'Limits has no sub-element 3'],
      kinds: [
        'value is not available on this ScriptDeviceParameter: raised when the element is a compound (has_sub_elements): set the values of its sub elements instead',
        'min_value is not available on this ScriptDeviceParameter: raised when the element has no range (is_range_type is False)',
        'allowed_values is not available on this ScriptDeviceParameter',
        [true, true, 0],
        "'ScriptDataElement' object has no attribute 'name'",
      ],
    });
  });

  it('adds a PLC at the top of the project (ScriptProject.add) and refuses a device that connects to something', async () => {
    const result = await run(`
slave = error(lambda: proj.add('EL1008_9', 65, 'ECAT_2_3F03052', 'Revision=16#00100000'))
taken = error(lambda: proj.add('Device', 4096, '0000 0004', '3.5.21.50'))
proj.add('Line2', 4096, '0000 0004', '3.5.21.50')
print(json.dumps({'slave': slave, 'taken': taken, 'top': [c.get_name() for c in proj.get_children(False) if c.is_device],
                  'ident': dev('Line2').get_device_identification().id}))
`);
    expect(result).toEqual({
      slave: "The device 'EL1008' cannot be added at the top of the project: it connects to ECATSlave",
      taken: "An object with the name 'Device' already exists",
      top: ['Device', 'Line2'],
      ident: '0000 0004',
    });
  });

  it('adds and inserts devices where they fit, refuses an unknown version and a slot that does not accept the type, updates, plugs and unplugs', async () => {
    const result = await run(`
master = dev('EtherCAT_Master')
unknown = error(lambda: master.add('EL9999', 65, 'ECAT_2_3F03052', 'Revision=16#99'))
wrong_place = error(lambda: dev('Device').add('EL1008_2', 65, 'ECAT_2_3F03052', 'Revision=16#00100000'))
taken = error(lambda: master.add('EL1008', 65, 'ECAT_2_3F03052', 'Revision=16#00100000'))
added = master.insert('EL3064_1', 0, 65, 'ECAT_2_BF83052', 'Revision=16#00140000')
order = [c.get_name() for c in master.get_children(False)]
el = dev('EL1008')
el.update(65, 'ECAT_2_3F03052', 'Revision=16#00110000')
ident = el.get_device_identification()
print(json.dumps({'unknown': unknown, 'wrong_place': wrong_place, 'taken': taken, 'order': order, 'ident': ident.version}))
`);
    expect(result).toEqual({
      unknown: 'No device description with type 65, id ECAT_2_3F03052, version Revision=16#99 is installed (installed versions: Revision=16#00100000, Revision=16#00110000)',
      wrong_place: "The device 'EL1008' cannot be plugged into 'Device': it connects to ECATSlave, and 'Device' accepts Common.PCI",
      taken: "An object with the name 'EL1008' already exists",
      order: ['EL3064_1', 'EK1100'],
      ident: 'Revision=16#00110000',
    });
    const slots = await run(`
plc = dev('Device')
plc.update(4096, '0000 0011', '4.11.0.0')
slot = dev('GPIOs_A_B')
not_slot = error(lambda: dev('EtherCAT_Master').plug('Gpio', 8000, '0000 0801', '4.11.0.0'))
wrong = error(lambda: slot.plug('Coupler', 65, 'ECAT_2_0_44C2C52', 'Revision=16#00120000'))
gpio = slot.plug('Gpio', 8000, '0000 0801', '4.11.0.0')
plugged = [c.get_name() for c in plc.get_children(False)]
channels = [[p.name, p.io_mapping.manual_iec_address] for p in gpio.connectors[0].host_parameters if p.is_mappable_io]
not_plugged = error(lambda: dev('EtherCAT_Master').unplug())
gpio.unplug()
print(json.dumps({'plugged': plugged, 'channels': channels, 'not_slot': not_slot, 'wrong': wrong, 'not_plugged': not_plugged,
                  'after': [[c.get_name(), c.get_device_identification().id if c.get_name() != 'GPIOs_A_B' else None] for c in plc.get_children(False) if c.is_device]}))
`);
    expect(slots).toEqual({
      plugged: ['Plc Logic', 'EtherCAT_Master', 'Gpio'],
      channels: [['GPIO 4', '%IX1.0'], ['GPIO 17', '%IX1.1'], ['GPIO 27', '%IX1.2'], ['GPIO 22', '%QX1.0'], ['GPIO 23', '%QX1.1']],
      not_slot: "'EtherCAT_Master' is not an empty slot: only an empty slot takes a plugged device",
      wrong: "The device 'EK1100' cannot be plugged into 'GPIOs_A_B': it connects to ECATSlave, and 'GPIOs_A_B' accepts Raspberry.GPIO",
      not_plugged: "'EtherCAT_Master' is not plugged into a slot: remove it instead",
      after: [['EtherCAT_Master', '0000 0001'], ['GPIOs_A_B', null]],
    });
  });

  it('maps channels, gives automatic IEC addresses in tree order, and round-trips the IO mapping CSV as CODESYS does', async () => {
    const csv = join(dir, 'io.csv');
    const result = await run(`
master = dev('EtherCAT_Master')
ins = [x for x in dev('EL1008').connectors.by_id(1).host_parameters if x.is_mappable_io]
outs = [x for x in dev('EL2008').connectors[0].host_parameters if x.is_mappable_io]
ins[0].io_mapping.variable = 'Application.GVL_IO.bStartButton'
outs[1].io_mapping.variable = 'xLampGreen'
ai = dev('EK1100').add('EL3064_1', 65, 'ECAT_2_BF83052', 'Revision=16#00140000')
ai_ch = [x for x in ai.connectors[0].host_parameters if x.is_mappable_io]
master.export_io_mappings_as_csv(${JSON.stringify(csv)})
print(json.dumps({'in': [ins[0].io_mapping.manual_iec_address, ins[7].io_mapping.manual_iec_address, str(ins[0].channel_type), ins[0].bit_size, ins[0].io_mapping.mapping_creates_variable],
                  'out': [outs[1].io_mapping.manual_iec_address, outs[1].io_mapping.mapping_creates_variable], 'ai': [ai_ch[0].io_mapping.manual_iec_address, ai_ch[3].io_mapping.manual_iec_address, ai_ch[0].type_string],
                  'bad': error(lambda: setattr(ins[1].io_mapping, 'variable', '1abc'))}))
`);
    expect(result).toEqual({
      in: ['%IX0.0', '%IX0.7', 'Input', 1, false],
      out: ['%QX0.1', true],
      ai: ['%IW1', '%IW4', 'std:INT'],
      bad: "'1abc' is not a variable name or the path of an existing variable",
    });
    const text = await readFile(csv, 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^\/\/Only the columns Variable, Device and Channel are read on import/);
    expect(lines[1]).toBe('Variable;Mapping;Device;Channel;Address;Type;Unit;Description');
    expect(lines).toContain('Application.GVL_IO.bStartButton;Map to existing variable;EL1008;Input 1;%IX0.0;BIT;;Digital input');
    expect(lines).toContain(';;EL1008;Input 2;%IX0.1;BIT;;Digital input');

    // Edit: map Input 2, unmap Input 1 with a space, and a row for a device the project lacks (skipped silently).
    const edited = text
      .replace(';;EL1008;Input 2;', 'GVL_IO.bCartonSensor;;EL1008;Input 2;')
      .replace('Application.GVL_IO.bStartButton;Map to existing variable;EL1008;Input 1;', ' ;Map to existing variable;EL1008;Input 1;')
      .concat('xGhost;;EL9999;Input 1;;BIT;;\r\n');
    await writeFile(csv, edited);
    const imported = await run(`
dev('EtherCAT_Master').import_io_mappings_from_csv(${JSON.stringify(csv)})
ins = [x for x in dev('EL1008').connectors[0].host_parameters if x.is_mappable_io]
print(json.dumps([ins[0].io_mapping.variable, ins[1].io_mapping.variable]))
`);
    expect(imported).toEqual(['', 'GVL_IO.bCartonSensor']);
  });

  it('installs a device description from a .devdesc.xml file and refuses one that is not a device description', async () => {
    const file = join(dir, 'Sensor.devdesc.xml');
    await copyFile(DEVDESC, file);
    const result = await run(`
imported = device_repository.import_device(path=${JSON.stringify(file)}, source=None, converter_factory_guid=None, save_device_cache=True)
info = device_repository.get_device(imported)
missing = error(lambda: device_repository.import_device(${JSON.stringify(file)}))
again = error(lambda: device_repository.import_device(path=${JSON.stringify(file)}, source=None, converter_factory_guid=None))
added = dev('EtherCAT_Master').add('Scale', 65, 'ECAT_99_1234', 'Revision=16#00010000')
params = [[p.name, p.value, str(p.offline_access_rights)] for p in added.device_parameters]
channels = [[p.name, p.io_mapping.manual_iec_address] for p in added.connectors[0].host_parameters if p.is_mappable_io]
print(json.dumps({'name': info.name, 'returns': type(imported).__name__, 'missing': missing, 'again': again, 'params': params, 'channels': channels,
                  'bad': error(lambda: device_repository.import_device(path=${JSON.stringify(FIXTURE)}, source=None, converter_factory_guid=None))}))
`);
    expect(result).toMatchObject({
      name: 'Weigh Scale ES-1',
      returns: 'DeviceID',
      missing: 'import_device() takes at least 3 arguments (1 given): source, converter_factory_guid missing',
      again: 'The device description Weigh Scale ES-1 (type 65, id ECAT_99_1234, version Revision=16#00010000) is already installed',
      params: [['Filter', '4', 'ReadWrite'], ['SerialNumber', '0', 'Read']],
      channels: [['Weight', '%ID1']],
    });
    expect((result as { bad: string }).bad).toMatch(/not well-formed|not a CODESYS device description/);

    // Machine-wide: the next CODESYS started sees it, until it is removed; the built-in catalogue cannot be removed.
    const later = await run(`
ident = device_repository.create_device_identification(65, 'ECAT_99_1234', 'Revision=16#00010000')
seen = device_repository.get_device(ident).name
device_repository.remove_device(ident, None)
el3064 = device_repository.create_device_identification(65, 'ECAT_2_BF83052', 'Revision=16#00140000')
builtin = [error(lambda: device_repository.remove_device(el3064, device_repository.sources[1])), error(lambda: device_repository.remove_device(el3064, None))]
print(json.dumps({'seen': seen, 'gone': device_repository.get_device(ident) is None, 'builtin': builtin}))
`);
    expect(later).toEqual({
      seen: 'Weigh Scale ES-1',
      gone: true,
      builtin: ['EL3064 Revision=16#00140000 is part of the installation and cannot be removed', 'No device description with type 65, id ECAT_2_BF83052, version Revision=16#00140000 is installed'],
    });
    expect(await run(`print(json.dumps(len(device_repository.get_all_devices(name='', source=None))))`)).toBe(12);
  });
});
