// Reverting device changes from History: a parameter set back, a tree change undone, IO mappings restored, each only
// while the project still holds the change's result.
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import type { EditKindReverter } from '../../core/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import type { CodesysConnection } from '../bridge/codesys-connection.ts';
import { auditedProjectOpenNow, resolveProjectPath } from '../toolset-kit.ts';
import {
  DEVICE_PARAMETER_EDIT_KIND,
  DEVICE_TREE_EDIT_KIND,
  deviceHash,
  IO_MAPPING_EDIT_KIND,
  mappingHash,
  readContainer,
  readDevice,
  readMappings,
  treeHash,
  type Identification,
} from './device-kit.ts';

/**
 * How the person reverts device changes from History: only while CODESYS runs and the project is the one open in
 * it, and only while the project still holds the change's result.
 */
export function deviceEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  const openNow = (edit: EditRecord) => auditedProjectOpenNow(services, codesys, projectPathOf(edit));
  const project = async (edit: EditRecord) => {
    if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    return resolveProjectPath(services, projectPathOf(edit));
  };
  const str = (value: unknown) => String(value);
  const deviceOrNull = (projectPath: string, devicePath: string) => readDevice(codesys, projectPath, devicePath, 'revert').catch(() => null);
  const treeNow = async (projectPath: string, edit: EditRecord) => {
    const container = await readContainer(codesys, projectPath, str(edit.revert.container), 'revert');
    const device = await deviceOrNull(projectPath, str(edit.revert.device_path));
    return treeHash(container.children, device?.identification ?? null);
  };
  type MappingChange = { device_path: string; channel: string; before: string; after: string };
  const mappingNow = async (projectPath: string, edit: EditRecord) => {
    const rows = await readMappings(codesys, projectPath, str(edit.revert.device_path), 'revert');
    return mappingHash((edit.revert.changes as MappingChange[]).map((c) => rows.find((r) => r.device_path === c.device_path && r.name === c.channel)?.variable ?? ''));
  };
  return {
    [DEVICE_PARAMETER_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        const device = path ? await deviceOrNull(path, str(edit.revert.device_path)) : null;
        return device ? deviceHash(device) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        const device = await readDevice(codesys, projectPath, str(edit.revert.device_path), 'revert');
        if (deviceHash(device) !== edit.afterHash) throw new Error(`${device.path} changed after this change; reverting would undo later work`);
        const set = await codesys.run(
          'device_set_parameter',
          {
            project_path: projectPath,
            device_path: device.path,
            parameter_id: Number(edit.revert.parameter_id),
            ...(edit.revert.element_index !== undefined ? { element_index: Number(edit.revert.element_index) } : {}),
            value: str(edit.revert.before),
            expected_value: str(edit.revert.after),
          },
          { label: 'revert', projectPath },
        );
        return deviceHash(set.device);
      },
    },
    [DEVICE_TREE_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? treeNow(path, edit).catch(() => null) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        if ((await treeNow(projectPath, edit)) !== edit.afterHash) throw new Error(`The devices below ${str(edit.revert.container)} changed after this change; reverting would undo later work`);
        const devicePath = str(edit.revert.device_path);
        const container = await readContainer(codesys, projectPath, str(edit.revert.container), 'revert');
        const options = { label: 'revert', projectPath };
        {
          const previous = edit.revert.previous as Identification | null;
          const action = edit.revert.action === 'plug' ? 'unplug' : edit.revert.action === 'update' ? 'update' : 'remove';
          if (action === 'update' && !previous) throw new Error('The audit entry does not hold the previous description');
          await codesys.run('device_change', { project_path: projectPath, device_path: devicePath, action, ...(previous && action === 'update' ? { device: previous } : {}), expected_children: container.children }, options);
        }
        return treeNow(projectPath, edit);
      },
    },
    [IO_MAPPING_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? mappingNow(path, edit).catch(() => null) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        if ((await mappingNow(projectPath, edit)) !== edit.afterHash) throw new Error('The IO mappings changed after this change; reverting would undo later work');
        const changes = (edit.revert.changes as MappingChange[]).map((c) => ({ device_path: c.device_path, channel: c.channel, before: c.after, after: c.before }));
        await codesys.run('device_io', { project_path: projectPath, device_path: str(edit.revert.device_path), action: 'map', changes }, { label: 'revert', projectPath });
        return mappingNow(projectPath, edit);
      },
    },
  };
}
