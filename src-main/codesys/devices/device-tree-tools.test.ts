// Reading the device tree through MCP on the stand-in, as an agent uses it.
import { describe, expect, it } from 'vitest';
import { structured, packagingProjectPerTest } from '../test-support/standin.ts';

describe('CODESYS device tree', () => {
  const packaging = packagingProjectPerTest();

  it('reads the device tree with parameters, bounded', async () => {
    const { harness } = packaging.h;
    const tree = structured<{ devices: Array<{ path: string; depth: number; identification: { id: string }; parameters: Array<{ name: string; value: string; unit: string }>; parameters_total: number }>; truncated: boolean }>(
      await harness.call('codesys_get_device_tree', { project_path: packaging.project }),
    );
    expect(tree.devices.map((d) => [d.path, d.depth])).toEqual([
      ['Device', 0],
      ['Device/EtherCAT_Master', 1],
      ['Device/EtherCAT_Master/EK1100', 2],
      ['Device/EtherCAT_Master/EK1100/EL1008', 3],
      ['Device/EtherCAT_Master/EK1100/EL2008', 3],
    ]);
    expect(tree.devices[1]!.parameters).toContainEqual({ id: 1, name: 'Cycle time', value: '4000', unit: 'us' });
    expect(tree.devices[0]!.parameters.map((p) => p.name)).toContain('Update IO while in stop');
    expect(tree.truncated).toBe(false);

    const bounded = structured<typeof tree>(
      await harness.call('codesys_get_device_tree', { project_path: packaging.project, root_path: 'Device/EtherCAT_Master', max_devices: 2, max_parameters: 1 }),
    );
    expect(bounded.devices.map((d) => d.path)).toEqual(['Device/EtherCAT_Master', 'Device/EtherCAT_Master/EK1100']);
    expect(bounded.devices[0]).toMatchObject({ depth: 0, parameters_total: 4, identification: { id: '0000 0001' } });
    expect(bounded.devices[0]!.parameters).toHaveLength(1);
    expect(bounded.truncated).toBe(true);
  });
});
