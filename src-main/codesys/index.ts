// The CODESYS domain: one persistent, visible CODESYS driven through file IPC (headless as fallback), and its
// tools in the tool table.
import type { DomainFactory } from '../mcp/domain-module.ts';
import type { EditKindReverter } from '../core/index.ts';
import { inToolset } from '../mcp/toolsets.ts';
import { CodesysConnection } from './bridge/codesys-connection.ts';
import { templateTable } from './bridge/templates.ts';
import { codesysCatalog } from './codesys-catalog.ts';
import { CodesysOnline } from './online-session/codesys-online.ts';
import type { CodesysToolset } from './toolset-kit.ts';
import { trackSaves, withProjectSave, withSaveAfterRevert, withSaveTracking } from './project/project-save.ts';
import { UnsavedChanges } from './project/unsaved-changes.ts';
import { CapabilityGuard, DOCTOR_TEMPLATES, selfTestTools } from './doctor/index.ts';
import { projectToolset } from './project/index.ts';
import { codeToolset } from './code/index.ts';
import { buildToolset } from './build/index.ts';
import { librariesToolset } from './libraries/index.ts';
import { exchangeToolset } from './exchange/index.ts';
import { devicesToolset } from './devices/index.ts';
import { tasksToolset } from './tasks/index.ts';
import { symbolsToolset } from './symbols/index.ts';
import { usersToolset } from './users/index.ts';
import { objectsToolset } from './objects/index.ts';
import { onlineToolset } from './online/index.ts';
import { plcFilesToolset } from './plc-files/index.ts';
import { networkToolset } from './network/index.ts';

/** The toolset modules, in the order their rows are listed. A new toolset folder adds its module here. */
export const CODESYS_TOOLSET_MODULES: readonly CodesysToolset[] = [
  projectToolset,
  codeToolset,
  buildToolset,
  librariesToolset,
  exchangeToolset,
  devicesToolset,
  tasksToolset,
  symbolsToolset,
  usersToolset,
  objectsToolset,
  onlineToolset,
  plcFilesToolset,
  networkToolset,
];

/** Every template's contract: the bridge's, each toolset's and the doctor's (the connection checks each run). */
export const CODESYS_TEMPLATES = templateTable([...CODESYS_TOOLSET_MODULES.map((toolset) => toolset.templates), DOCTOR_TEMPLATES]);

export { CodesysConnection, CODESYS_TARGET_ID, type ConnectionOptions, type RunOptions, type SessionInfo } from './bridge/codesys-connection.ts';
export { CodesysLauncher, type CodesysSettings, type LauncherState, type LauncherStatus } from './bridge/launcher.ts';
export { IpcClient } from './bridge/ipc-client.ts';
export { HeadlessExecutor } from './bridge/headless-executor.ts';
export { ScriptLibrary } from './bridge/script-library.ts';
export type { TemplateName } from './bridge/templates.ts';
export type { ScriptExecutor, ScriptRequest, ScriptResult } from './bridge/script-executor.ts';
export { POU_EDIT_KIND } from './code/code-tools.ts';
export { CAPABILITIES_FILE, formatReport, loadReport, runSelfTest, saveReport, type CapabilityReport } from './doctor/index.ts';
export { ONLINE_MEMORY_FOLDER } from './online-session/online-memory.ts';

export const createCodesysDomain: DomainFactory = async (services) => {
  const codesys = new CodesysConnection(services, { templates: CODESYS_TEMPLATES });
  const online = new CodesysOnline(services, codesys);
  const context = { services, codesys, online };
  // Approved changes that are not in their project file: durable across restarts, checked against CODESYS's state.
  const unsaved = new UnsavedChanges(services);
  await unsaved.load();
  const stopTracking = trackSaves({ codesys, unsaved });
  // The last self-test's table for this installation: tools it found unavailable are refused before any card.
  const capabilities = new CapabilityGuard(services.dataDir, () => codesys.settings);
  await capabilities.refresh();
  // Rows that belong to another toolset than their folder's name it themselves.
  const tools = CODESYS_TOOLSET_MODULES.flatMap((toolset) => inToolset(toolset.id, toolset.tools(context)));
  tools.push(...inToolset('codesys-project', selfTestTools(context, capabilities, () => tools.map((t) => t.name))));
  const reverters: Record<string, EditKindReverter> = {};
  for (const toolset of CODESYS_TOOLSET_MODULES) {
    for (const [kind, reverter] of Object.entries(toolset.reverters?.(context) ?? {})) {
      if (Object.hasOwn(reverters, kind)) throw new Error(`Two CODESYS toolsets revert the edit kind ${kind}`);
      reverters[kind] = reverter;
    }
  }
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
