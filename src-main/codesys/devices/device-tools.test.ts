// The device tools through MCP on the stand-in: parameters, the device repository, adding, plugging and updating
// devices, IO mappings (one channel, CSV export and import) and device descriptions, as an agent uses them and as the
// person sees them on the cards.
import { existsSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../../files/index.ts';
import { errorText, packagingProjectPerTest, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const DEVDESC = join(packageRoot(), 'fixtures', 'codesys', 'WeighScale.devdesc.xml');

interface Parameter {
  id: number;
  name: string;
  visible_name: string;
  value: string;
  unit: string;
  min: number | null;
  max: number | null;
  writable: boolean;
}
interface Channel {
  name: string;
  address: string;
  variable: string;
  direction: string;
}
interface Device {
  path: string;
  identification: { type: number; id: string; version: string } | null;
  parameters: Parameter[];
  channels: Channel[];
  children: string[];
}
interface Read {
  device: Device;
  content_hash: string;
}

describe('CODESYS device tools', () => {
  const setup = packagingProjectPerTest();
  let world: StandinWorld;
  let h: CodesysHarness;
  let project: string;
  beforeEach(() => {
    ({ world, h, project } = setup);
    // The stand-in's device repository outlives the IDE, like a real one: one per test.
    process.env.CODESYS_STANDIN_DEVICE_DIR = join(world.root, 'device-repository');
  });

  const cardText = (preview: unknown) => (preview as { text: string }).text;
  const read = async (device_path: string) => structured<Read>(await h.harness.call('codesys_read_device', { project_path: project, device_path }));

  it('reads a device, refuses an out-of-range value and a read-only parameter before any card, changes nothing when denied, sets and reverts a parameter', async () => {
    const { approve, harness } = h;
    const master = await read('Device/EtherCAT_Master');
    const cycle = master.device.parameters.find((p) => p.name === 'CycleTime')!;
    expect(cycle).toMatchObject({ id: 1, visible_name: 'Cycle time', value: '4000', unit: 'us', min: 50, max: 1000000, writable: true });

    const outOfRange = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master', parameter: 'Cycle time', value: '5000000' });
    expect(errorText(outOfRange)).toMatch(/5000000 is out of range for Cycle time of Device\/EtherCAT_Master: 50\.\.1000000 us\. Nothing was changed/);
    const readOnly = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master', parameter: 'DCMode', value: 'DC in slave' });
    expect(errorText(readOnly)).toMatch(/no parameter named "DCMode"/);
    const wrongEnum = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL2008', parameter: 'WatchdogOutputs', value: 'Explode' });
    expect(errorText(wrongEnum)).toMatch(/"Explode" is not a value of Watchdog outputs .*: one of Set outputs to 0, Keep outputs/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const pending = harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master', parameter_id: 1, value: '2000', expected_content_hash: master.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        `Set a device parameter in ${project}:`,
        '  device     Device/EtherCAT_Master (type 64, id 0000 0001, version 4.6.0.0)',
        '  parameter  Cycle time (CycleTime, id 1), UDINT',
        '  value      4000 us  →  2000 us',
        '  allowed    50..1000000 us',
        '  default    4000 us',
        'This changes the project only. A changed device configuration usually rules out an online change: the next download is a full one, which stops the application.',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await read('Device/EtherCAT_Master')).content_hash).toBe(master.content_hash);

    const set = await approve('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master', parameter: 'CycleTime', value: '+2000', expected_content_hash: master.content_hash });
    expect(structured<{ before: string; after: string; unit: string }>(set.result)).toMatchObject({ before: '4000', after: '2000', unit: 'us' });
    const stale = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master', parameter: 'SyncOffset', value: '10', expected_content_hash: master.content_hash });
    expect(errorText(stale)).toMatch(/changed since it was read/);
    const plc = await approve('codesys_set_device_parameter', { project_path: project, device_path: 'Device', parameter: 'Update IO while in stop', value: 'false' });
    expect(cardText(plc.preview)).toContain('  value      TRUE  →  FALSE\n  allowed    TRUE or FALSE');

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const changes = entries.filter((e) => e.tool === 'codesys_set_device_parameter' && e.outcome === 'succeeded');
    expect(await harness.core.reverter.revertable(changes)).toEqual(changes.map((e) => e.id));
    await harness.core.reverter.revert(changes[0]!.id);
    expect((await read('Device/EtherCAT_Master')).device.parameters.find((p) => p.id === 1)!.value).toBe('4000');
    expect((await read('Device')).device.parameters.find((p) => p.name === 'UpdateIoInStop')!.value).toBe('FALSE');
  });

  it('lists the repository, adds an IO module under the EtherCAT master, maps one of its channels, and reverts both', async () => {
    const { approve, harness } = h;
    const listed = structured<{ devices: Array<{ name: string; version: string }>; total: number }>(await harness.call('codesys_list_device_repository', { search: 'EL3', type: 65 }));
    expect(listed.devices).toEqual([expect.objectContaining({ name: 'EL3064', version: 'Revision=16#00140000' })]);

    const unknown = await harness.call('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'AI_1', device_name: 'EL3064', version: 'Revision=16#99' });
    expect(errorText(unknown)).toMatch(/No installed description of "EL3064" has version Revision=16#99 \(installed versions: Revision=16#00140000\)/);
    const noSuch = await harness.call('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'AI_1', device_name: 'EL9999' });
    expect(errorText(noSuch)).toMatch(/No installed device description is named "EL9999"/);
    expect(harness.core.store.state.approvals).toEqual([]);

    // CODESYS refuses a module the PLC does not take below itself: approved, but nothing changes.
    const wrongPlace = await approve('codesys_add_device', { project_path: project, parent_path: 'Device', name: 'AI_1', device_name: 'EL3064' });
    expect(errorText(wrongPlace.result)).toMatch(/CODESYS refused to add AI_1: The device 'EL3064' cannot be plugged into 'Device': it connects to ECATSlave, and 'Device' accepts Common\.PCI\. Nothing was changed/);
    expect((await read('Device')).device.children).toEqual(['EtherCAT_Master']);

    const added = await approve('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'AI_1', device_name: 'el3064', version: '*' });
    expect(cardText(added.preview)).toMatch(
      /^Add a device in .*:\n {2}AI_1: EL3064 \(Beckhoff Automation GmbH & Co\. KG\), type 65, id ECAT_2_BF83052, version Revision=16#00140000\nDevice\/EtherCAT_Master, devices before → after:\n {4}EK1100\n {2}\+ AI_1\n/,
    );
    // The result names the device and its place; its parameters and channels are codesys_read_device's, whose
    // content_hash it already carries for the parameter and mapping tools.
    const module = await read('Device/EtherCAT_Master/AI_1');
    expect(structured(added.result)).toEqual({
      device: { name: 'AI_1', path: 'Device/EtherCAT_Master/AI_1', identification: { type: 65, id: 'ECAT_2_BF83052', version: 'Revision=16#00140000' }, enabled: true, children: [] },
      children_before: ['EK1100'],
      children_after: ['EK1100', 'AI_1'],
      content_hash: module.content_hash,
    });
    // Its Limits parameter is a structure: reading `value` raises in CODESYS; the tree gives null and goes on.
    const tree = structured<{ devices: Array<{ path: string; parameters: Array<{ name: string; value: string | null }> }> }>(
      await harness.call('codesys_get_device_tree', { project_path: project, root_path: 'Device/EtherCAT_Master/AI_1' }),
    );
    expect(tree.devices[0]!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Limit values', value: null }), expect.objectContaining({ name: 'Filter settings', value: '50 Hz FIR' })]));
    expect(module.device.channels.map((c) => [c.name, c.address])).toEqual([
      ['AI 1 Value', '%IW1'],
      ['AI 2 Value', '%IW2'],
      ['AI 3 Value', '%IW3'],
      ['AI 4 Value', '%IW4'],
    ]);

    const mapped = await approve('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/AI_1', channel: 'ai 2 value', variable: 'iFillLevel' });
    expect(cardText(mapped.preview)).toMatch(/^Map an IO channel in .*:\n {2}Device\/EtherCAT_Master\/AI_1 \/ AI 2 Value \(%IW2, INT\): {2}\(not mapped\) {2}→ {2}iFillLevel \(creates a new variable\)\n/);
    expect(structured<{ before: string; after: string; address: string }>(mapped.result)).toMatchObject({ before: '', after: 'iFillLevel', address: '%IW2' });
    // A compound parameter's sub-element: range-checked before the card, which names the element.
    const tooHigh = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master/AI_1', parameter: 'Limits', element_index: 1, value: '40000' });
    expect(errorText(tooHigh)).toMatch(/40000 is out of range for Limit 2 of Device\/EtherCAT_Master\/AI_1: -32768\.\.32767/);
    const noElement = await harness.call('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master/AI_1', parameter: 'Limits', element_index: 5, value: '1' });
    expect(errorText(noElement)).toMatch(/Limit values of .* has no sub-element 5 \(0: Limit 1, 1: Limit 2, 2: Limits enabled\)/);
    const limit = await approve('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master/AI_1', parameter: 'Limits', element_index: 1, value: '20000' });
    expect(cardText(limit.preview)).toContain('  parameter  Limit values (Limits, id 3), element 1: Limit 2, INT\n  value      0  →  20000\n');
    const limits = (await read('Device/EtherCAT_Master/AI_1')).device.parameters.find((p) => p.name === 'Limits') as Parameter & { value: string; elements: Parameter[] };
    expect([limits.value, limits.elements[1]!.value]).toEqual(['Limit 1=0, Limit 2=20000, Limits enabled=FALSE', '20000']);

    const missing = await harness.call('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008', channel: 'Input 3', variable: 'Application.GVL_IO.bEmergencyStop' });
    expect(errorText(missing)).toMatch(/Input 3 \(%IX0\.2, BIT\) → Application\.GVL_IO\.bEmergencyStop: GVL_IO declares no variable bEmergencyStop, so the mapping would break the build/);
    const wrongType = await harness.call('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008', channel: 'Input 3', variable: 'PRG_Cartoner.nCartons' });
    expect(errorText(wrongType)).toMatch(/PRG_Cartoner\.nCartons is UDINT, which does not fit a BIT channel \(it needs a BOOL\)/);
    const noObject = await harness.call('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008', channel: 'Input 3', variable: 'GVL_Safety.bDoor' });
    expect(errorText(noObject)).toMatch(/the application has no GVL or program named GVL_Safety/);
    expect(harness.core.store.state.approvals).toEqual([]);
    const bad = await harness.call('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/AI_1', channel: 'AI 9 Value', variable: 'x' });
    expect(errorText(bad)).toMatch(/has no IO channel "AI 9 Value" \(channels: AI 1 Value, AI 2 Value, AI 3 Value, AI 4 Value\)/);

    // History: the mapping reverts; the device's addition reverts only once nothing later depends on it.
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const map = entries.find((e) => e.tool === 'codesys_map_io_channel' && e.outcome === 'succeeded')!;
    const add = entries.find((e) => e.tool === 'codesys_add_device' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(map.id);
    expect((await read('Device/EtherCAT_Master/AI_1')).device.channels[1]!.variable).toBe('');
    await harness.core.reverter.revert(add.id);
    expect((await read('Device/EtherCAT_Master')).device.children).toEqual(['EK1100']);
  });

  it('exports the IO mapping as CSV into a new file, and imports an edited copy showing each mapping old → new', async () => {
    const { approve, harness } = h;
    await approve('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008', channel: 'Input 1', variable: 'Application.GVL_IO.bStartButton' });
    const exported = structured<{ output_path: string; content_hash: string; channels: number; mapped: number }>(
      (await approve('codesys_export_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', output_path: 'io.csv' })).result,
    );
    expect(exported).toMatchObject({ output_path: join(world.workspace, 'io.csv'), channels: 16, mapped: 1 });
    const again = (await approve('codesys_export_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', output_path: 'io.csv' })).result;
    expect(errorText(again)).toMatch(/already exists; codesys_export_io_mappings never overwrites a file/);
    const csv = await readFile(join(world.workspace, 'io.csv'), 'utf8');
    expect(csv).toContain('Application.GVL_IO.bStartButton;Map to existing variable;EL1008;Input 1;%IX0.0;BIT;;Digital input\r\n');

    const edited = csv
      .replace(';;EL1008;Input 2;', 'GVL_IO.bCartonSensor;;EL1008;Input 2;')
      .replace(';;EL2008;Output 1;', 'xConveyorMotor;;EL2008;Output 1;')
      .replace('Application.GVL_IO.bStartButton;Map to existing variable;EL1008;Input 1;', ' ;Map to existing variable;EL1008;Input 1;');
    await writeFile(join(world.workspace, 'edited.csv'), edited);
    await writeFile(join(world.workspace, 'ghost.csv'), `${edited}xGhost;;EL9999;Input 1;;BIT;;\r\n`);
    const ghost = await harness.call('codesys_import_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', input_path: 'ghost.csv' });
    expect(errorText(ghost)).toMatch(/1 row\(s\) name a device or channel that is not there: line 19 \(EL9999 \/ Input 1\)\. CODESYS would skip them without a word/);
    const same = await harness.call('codesys_import_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', input_path: 'io.csv', expected_content_hash: exported.content_hash });
    expect(errorText(same)).toMatch(/changes no mapping below the device \(16 row\(s\) match/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const pending = harness.call('codesys_import_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', input_path: 'edited.csv' });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview).split('\n').slice(1, 4)).toEqual([
      '  Device/EtherCAT_Master/EK1100/EL1008 / Input 1 (%IX0.0, BIT):  Application.GVL_IO.bStartButton (existing variable)  →  (not mapped)',
      '  Device/EtherCAT_Master/EK1100/EL1008 / Input 2 (%IX0.1, BIT):  (not mapped)  →  GVL_IO.bCartonSensor (existing variable)',
      '  Device/EtherCAT_Master/EK1100/EL2008 / Output 1 (%QX0.0, BIT):  (not mapped)  →  xConveyorMotor (creates a new variable)',
    ]);
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await read('Device/EtherCAT_Master/EK1100/EL1008')).device.channels[0]!.variable).toBe('Application.GVL_IO.bStartButton');

    const imported = await approve('codesys_import_io_mappings', { project_path: project, device_path: 'Device/EtherCAT_Master', input_path: 'edited.csv' });
    expect(structured<{ changed: unknown[]; unchanged_rows: number }>(imported.result)).toMatchObject({ unchanged_rows: 13 });
    const inputs = (await read('Device/EtherCAT_Master/EK1100/EL1008')).device.channels;
    expect(inputs.slice(0, 2).map((c) => c.variable)).toEqual(['', 'GVL_IO.bCartonSensor']);
    expect((await read('Device/EtherCAT_Master/EK1100/EL2008')).device.channels[0]!.variable).toBe('xConveyorMotor');

    await harness.core.audit.flush();
    const importEntry = (await harness.core.audit.read()).entries.find((e) => e.tool === 'codesys_import_io_mappings' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(importEntry.id);
    expect((await read('Device/EtherCAT_Master/EK1100/EL1008')).device.channels.slice(0, 2).map((c) => c.variable)).toEqual(['Application.GVL_IO.bStartButton', '']);
  });

  it('updates a device to another version, plugs and unplugs a slot device, and installs a device description machine-wide', async () => {
    const { approve, harness } = h;
    const updated = await approve('codesys_update_device', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008' });
    expect(cardText(updated.preview)).toMatch(/EL1008: type 65, id ECAT_2_3F03052, version Revision=16#00100000 {2}→ {2}EL1008 .*version Revision=16#00110000\n.*Parameters the new description lacks are dropped/);
    expect(structured<{ device: Pick<Device, 'identification'> }>(updated.result).device.identification?.version).toBe('Revision=16#00110000');
    const same = await harness.call('codesys_update_device', { project_path: project, device_path: 'Device/EtherCAT_Master/EK1100/EL1008' });
    expect(errorText(same)).toMatch(/is type 65, id ECAT_2_3F03052, version Revision=16#00110000 already; nothing was changed/);

    const pi = await approve('codesys_update_device', { project_path: project, device_path: 'Device', device_name: 'CODESYS Control for Raspberry Pi 64 SL' });
    expect(cardText(pi.preview)).toMatch(/\nThe project, devices before → after:\n {4}Device\n/);
    const plc = await read('Device');
    expect(plc.device.children).toEqual(['EtherCAT_Master', 'GPIOs_A_B']);
    const plugged = await approve('codesys_plug_device', { project_path: project, slot_path: 'Device/GPIOs_A_B', name: 'Gpio', device_name: 'GPIOs A/B' });
    expect(cardText(plugged.preview)).toContain('  - GPIOs_A_B\n  + Gpio');
    expect(structured<{ children_after: string[] }>(plugged.result).children_after).toEqual(['EtherCAT_Master', 'Gpio']);
    const mapped = await approve('codesys_map_io_channel', { project_path: project, device_path: 'Device/Gpio', channel: 'GPIO 4', variable: 'xDoorClosed' });
    expect(structured<{ address: string }>(mapped.result).address).toBe('%IX1.0');
    const unplugged = await approve('codesys_unplug_device', { project_path: project, device_path: 'Device/Gpio' });
    expect(cardText(unplugged.preview)).toMatch(/\(not revertible\):[^]*lost for good: its 1 parameter values, its IO mappings \(GPIO 4 → xDoorClosed\)/);
    expect((await read('Device')).device.children).toEqual(['EtherCAT_Master', 'GPIOs_A_B']);

    await copyFile(DEVDESC, join(world.workspace, 'Scale.devdesc.xml'));
    const installed = await approve('codesys_install_device_description', { input_path: 'Scale.devdesc.xml' });
    expect(cardText(installed.preview)).toMatch(/MACHINE-WIDE change: every project and every user of this CODESYS installation will see it[^]*device {3}Weigh Scale ES-1 \(Example Scales Ltd\)\n {2}ident {4}type 65, id ECAT_99_1234, version Revision=16#00010000/);
    const twice = await harness.call('codesys_install_device_description', { input_path: 'Scale.devdesc.xml' });
    expect(errorText(twice)).toMatch(/Weigh Scale ES-1 .* is installed already; nothing was changed/);
    await writeFile(join(world.workspace, 'notes.xml'), '<notes/>');
    expect(errorText(await harness.call('codesys_install_device_description', { input_path: 'notes.xml' }))).toMatch(/not a CODESYS device description/);
    const scale = await approve('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'Scale', device_name: 'Weigh Scale ES-1' });
    expect(structured<{ device: Pick<Device, 'path'> }>(scale.result).device.path).toBe('Device/EtherCAT_Master/Scale');
    expect((await read('Device/EtherCAT_Master/Scale')).device.parameters.map((p) => [p.visible_name, p.writable])).toEqual([
      ['Filter', true],
      ['SerialNumber', false],
    ]);
    expect(existsSync(join(world.workspace, 'Scale.devdesc.xml'))).toBe(true);
  });

  it('removes a device description after a machine-wide card naming the devices that use it; denied, unknown and built-in ones change nothing', async () => {
    const { approve, harness } = h;
    const listed = async () => structured<{ devices: Array<{ name: string }> }>(await harness.call('codesys_list_device_repository', { search: 'Weigh' })).devices.map((d) => d.name);
    await copyFile(DEVDESC, join(world.workspace, 'Scale.devdesc.xml'));
    await approve('codesys_install_device_description', { input_path: 'Scale.devdesc.xml' });
    await approve('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'Scale', device_name: 'Weigh Scale ES-1' });
    const call = { device_name: 'Weigh Scale ES-1', version: 'Revision=16#00010000' };

    expect(errorText(await harness.call('codesys_remove_device_description', { ...call, version: 'Revision=16#00990000' }))).toMatch(
      /No installed description of "Weigh Scale ES-1" has version Revision=16#00990000 \(installed versions: Revision=16#00010000\); nothing was changed/,
    );
    expect(errorText(await harness.call('codesys_remove_device_description', { device_name: 'Nope 9000', version: '1.0' }))).toMatch(/No installed device description is named "Nope 9000"; nothing was changed/);
    expect(errorText(await harness.call('codesys_remove_device_description', { device_name: 'EL3064', version: 'Revision=16#00140000' }))).toMatch(
      /EL3064 Revision=16#00140000 comes with the CODESYS installation \(source Installation\), not from a description file installed into a repository source of yours; nothing was removed/,
    );
    expect(harness.core.store.state.approvals).toEqual([]);

    const denied = harness.call('codesys_remove_device_description', call);
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        "Remove a device description from the IDE's device repository.",
        'This is a MACHINE-WIDE change: every project on this PC loses it; History cannot undo it (install the file again).',
        '  device   Weigh Scale ES-1 (Example Scales Ltd)',
        '  ident    type 65, id ECAT_99_1234, version Revision=16#00010000',
        `Devices of ${project} that use it (they stay, but cannot be updated or added again until it is installed again):`,
        '  Device/EtherCAT_Master/Scale',
      ].join('\n'),
    );
    expect(errorText(await denied)).toMatch(/Denied/);
    expect(await listed()).toEqual(['Weigh Scale ES-1']);

    const removed = await approve('codesys_remove_device_description', call);
    expect(structured(removed.result)).toMatchObject({ removed: { name: 'Weigh Scale ES-1', id: 'ECAT_99_1234' }, used_by: { project, devices: ['Device/EtherCAT_Master/Scale'] } });
    expect(await listed()).toEqual([]);
    expect((await read('Device/EtherCAT_Master/Scale')).device.identification).toMatchObject({ id: 'ECAT_99_1234' });
    expect(errorText(await harness.call('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'Scale2', device_name: 'Weigh Scale ES-1' }))).toMatch(
      /No installed device description is named "Weigh Scale ES-1"/,
    );
    expect(errorText(await harness.call('codesys_remove_device_description', call))).toMatch(/No installed device description is named "Weigh Scale ES-1"/);
    await harness.core.audit.flush();
    const outcomes = (await harness.core.audit.read()).entries.filter((e) => e.tool === 'codesys_remove_device_description').map((e) => e.outcome);
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(outcomes).toContain('denied');
  }, 60_000);

  it('works headless, where each command runs in its own CODESYS: saved device changes and an installed description last', async () => {
    await h.close();
    const headless = await startCodesysHarness(world, { mode: 'headless' });
    try {
      const { approve, harness } = headless;
      await copyFile(DEVDESC, join(world.workspace, 'Scale.devdesc.xml'));
      await approve('codesys_install_device_description', { input_path: 'Scale.devdesc.xml' });
      await approve('codesys_add_device', { project_path: project, parent_path: 'Device/EtherCAT_Master', name: 'Scale', device_name: 'Weigh Scale ES-1' });
      await approve('codesys_set_device_parameter', { project_path: project, device_path: 'Device/EtherCAT_Master/Scale', parameter: 'Filter', value: '8' });
      await approve('codesys_map_io_channel', { project_path: project, device_path: 'Device/EtherCAT_Master/Scale', channel: 'Weight', variable: 'diWeight' });
      const scale = structured<Read>(await harness.call('codesys_read_device', { project_path: project, device_path: 'Device/EtherCAT_Master/Scale' })).device;
      expect(scale.parameters.find((p) => p.name === 'Filter')!.value).toBe('8');
      expect(scale.channels).toEqual([expect.objectContaining({ name: 'Weight', variable: 'diWeight', address: '%ID1' })]);
    } finally {
      await headless.close();
    }
    // About six CODESYS starts, one per command: more time than the default on a busy machine.
  }, 90_000);
});
