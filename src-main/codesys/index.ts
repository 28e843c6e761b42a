// The CODESYS domain: one persistent, visible CODESYS driven through file IPC (headless as fallback), and its
// tools in the tool table.
import type { DomainFactory } from '../mcp/domain-module.ts';
import { inToolset } from '../mcp/toolsets.ts';
import { CodesysConnection } from './bridge/codesys-connection.ts';
import { CapabilityGuard } from './doctor/capability-guard.ts';
import { selfTestTools } from './doctor/self-test-tool.ts';
import { codesysCatalog } from './codesys-catalog.ts';
import { CodesysOnline } from './online/codesys-online.ts';
import { buildTools } from './build/build-tools.ts';
import { codeTools, POU_EDIT_KIND, pouEditReverter } from './code/code-tools.ts';
import { deviceNetworkReverters, deviceNetworkTools } from './network/network-tools.ts';
import { deviceEditReverters, deviceTools } from './devices/device-tools.ts';
import { libraryEditReverters, libraryTools } from './libraries/library-tools.ts';
import { miscObjectReverters, miscObjectTools } from './objects/external-file-tools.ts';
import { libraryReferenceReverters, libraryReferenceTools } from './libraries/library-reference-tools.ts';
import { taskEditReverters, taskTools } from './tasks/task-tools.ts';
import { nativeExchangeTools } from './exchange/native-tools.ts';
import { plcopenTools } from './exchange/plcopen-tools.ts';
import { deviceTreeTools } from './devices/device-tree-tools.ts';
import { objectTools } from './code/object-tools.ts';
import { onlineTools } from './online/online-tools.ts';
import { plcFileTools } from './plc-files/plc-file-tools.ts';
import { projectTools } from './project/project-tools.ts';
import { sessionTools } from './project/session-tools.ts';
import { trackSaves, withProjectSave, withSaveAfterRevert, withSaveTracking } from './project/project-save.ts';
import type { EditKindReverter } from '../core/index.ts';
import { UnsavedChanges } from './project/unsaved-changes.ts';
import { symbolEditReverters, symbolTools } from './symbols/symbol-tools.ts';
import { textListEditReverters, textListTools } from './objects/text-list-tools.ts';
import { userEditReverters, userTools } from './users/user-tools.ts';
import { objectAccessReverters, objectAccessTools } from './users/object-access-tools.ts';

export { CodesysConnection, CODESYS_TARGET_ID, type ConnectionOptions, type RunOptions, type SessionInfo } from './bridge/codesys-connection.ts';
export { CodesysLauncher, type CodesysSettings, type LauncherState, type LauncherStatus } from './bridge/launcher.ts';
export { IpcClient } from './bridge/ipc-client.ts';
export { HeadlessExecutor } from './bridge/headless-executor.ts';
export { ScriptLibrary, TEMPLATE_NAMES, type TemplateName } from './bridge/script-library.ts';
export type { ScriptExecutor, ScriptRequest, ScriptResult } from './bridge/script-executor.ts';
export { POU_EDIT_KIND } from './code/code-tools.ts';
export { CAPABILITIES_FILE, formatReport, loadReport, runSelfTest, saveReport, type CapabilityReport } from './doctor/codesys-doctor.ts';
export { ONLINE_MEMORY_FOLDER } from './online/online-memory.ts';

export const createCodesysDomain: DomainFactory = async (services) => {
  const codesys = new CodesysConnection(services);
  const online = new CodesysOnline(services, codesys);
  const context = { services, codesys };
  // Approved changes that are not in their project file: durable across restarts, checked against CODESYS's state.
  const unsaved = new UnsavedChanges(services);
  await unsaved.load();
  const stopTracking = trackSaves({ codesys, unsaved });
  // The last self-test's table for this installation: tools it found unavailable are refused before any card.
  const capabilities = new CapabilityGuard(services.dataDir, () => codesys.settings);
  await capabilities.refresh();
  // One call per toolset folder; rows that belong to another toolset than their file's name it themselves.
  const tools = [
    ...inToolset('codesys-project', [...sessionTools(context), ...projectTools(context)]),
    ...inToolset('codesys-code', [...codeTools(context), ...objectTools(context)]),
    ...inToolset('codesys-build', buildTools(context)),
    ...inToolset('codesys-libraries', [...libraryReferenceTools(context), ...libraryTools(context)]),
    ...inToolset('codesys-exchange', [...nativeExchangeTools(context), ...plcopenTools(context)]),
    ...inToolset('codesys-devices', [...deviceTreeTools(context), ...deviceTools(context)]),
    ...inToolset('codesys-tasks', taskTools(context)),
    ...inToolset('codesys-symbols', symbolTools(context)),
    ...inToolset('codesys-users', [...userTools(context), ...objectAccessTools(context)]),
    ...inToolset('codesys-objects', [...textListTools(context), ...miscObjectTools(context)]),
    ...inToolset('codesys-online', onlineTools({ ...context, online })),
    ...inToolset('codesys-plc-files', plcFileTools({ ...context, online })),
    ...inToolset('codesys-network', deviceNetworkTools({ ...context, online })),
  ];
  tools.push(...inToolset('codesys-project', selfTestTools(context, capabilities, () => tools.map((t) => t.name))));
  const reverters: Record<string, EditKindReverter> = {
    [POU_EDIT_KIND]: pouEditReverter(services, codesys),
    ...libraryReferenceReverters(services, codesys),
    ...taskEditReverters(services, codesys),
    ...deviceEditReverters(services, codesys),
    ...libraryEditReverters(services, codesys),
    ...symbolEditReverters(services, codesys),
    ...deviceNetworkReverters(services, codesys),
    ...userEditReverters(services, codesys),
    ...objectAccessReverters(services, codesys),
    ...textListEditReverters(services, codesys),
    ...miscObjectReverters(services, codesys),
  };
  return {
    tools: tools.map((tool) => capabilities.guard(withSaveTracking(withProjectSave(tool, { codesys, unsaved }), { unsaved }))),
    unsavedChanges: { dismiss: (auditId) => unsaved.dismiss(auditId) },
    unavailableTools: () => capabilities.unavailableTools(),
    reverters: Object.fromEntries(Object.entries(reverters).map(([kind, reverter]) => [kind, withSaveAfterRevert(reverter, { codesys, unsaved })])),
    catalog: codesysCatalog(),
    online: online.monitor,
    dispose: async () => {
      stopTracking();
      online.monitor.dispose();
      await online.flush();
      await codesys.dispose();
      await online.ledger.close();
      await unsaved.flush();
    },
  };
};
