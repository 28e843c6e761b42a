// The CODESYS domain: one persistent, visible CODESYS driven through file IPC (headless as fallback), and its
// tools in the tool table.
import type { DomainFactory } from '../mcp/domain-module.ts';
import { CodesysConnection } from './codesys-connection.ts';
import { CapabilityGuard } from './doctor/capability-guard.ts';
import { selfTestTools } from './doctor/self-test-tool.ts';
import { CodesysOnline } from './online/codesys-online.ts';
import { buildTools } from './tools/build-tools.ts';
import { codeTools, POU_EDIT_KIND, pouEditReverter } from './tools/code-tools.ts';
import { deviceNetworkReverters, deviceNetworkTools } from './tools/device-network-tools.ts';
import { deviceEditReverters, deviceTools } from './tools/device-tools.ts';
import { libraryEditReverters, libraryTools } from './tools/library-tools.ts';
import { miscObjectReverters, miscObjectTools } from './tools/misc-object-tools.ts';
import { modelEditReverters, modelTools } from './tools/model-tools.ts';
import { objectTools } from './tools/object-tools.ts';
import { onlineTools } from './tools/online-tools.ts';
import { plcFileTools } from './tools/plc-file-tools.ts';
import { projectTools } from './tools/project-tools.ts';
import { sessionTools } from './tools/session-tools.ts';
import { symbolEditReverters, symbolTools } from './tools/symbol-tools.ts';
import { textListEditReverters, textListTools } from './tools/textlist-tools.ts';
import { userEditReverters, userTools } from './tools/user-tools.ts';

export { CodesysConnection, CODESYS_TARGET_ID, type ConnectionOptions, type RunOptions, type SessionInfo } from './codesys-connection.ts';
export { CodesysLauncher, type CodesysSettings, type LauncherState, type LauncherStatus } from './launcher.ts';
export { IpcClient } from './ipc-client.ts';
export { HeadlessExecutor } from './headless-executor.ts';
export { ScriptLibrary, TEMPLATE_NAMES, type TemplateName } from './script-library.ts';
export type { ScriptExecutor, ScriptRequest, ScriptResult } from './script-executor.ts';
export { POU_EDIT_KIND } from './tools/code-tools.ts';
export { CAPABILITIES_FILE, formatReport, loadReport, runSelfTest, saveReport, type CapabilityReport } from './doctor/codesys-doctor.ts';
export { ONLINE_MEMORY_FOLDER } from './online/online-memory.ts';

export const createCodesysDomain: DomainFactory = async (services) => {
  const codesys = new CodesysConnection(services);
  const online = new CodesysOnline(services, codesys);
  const context = { services, codesys };
  // The last self-test's table for this installation: tools it found unavailable are refused before any card.
  const capabilities = new CapabilityGuard(services.dataDir, () => codesys.settings);
  await capabilities.refresh();
  const tools = [
    ...sessionTools(context),
    ...projectTools(context),
    ...codeTools(context),
    ...objectTools(context),
    ...buildTools(context),
    ...modelTools(context),
    ...deviceTools(context),
    ...libraryTools(context),
    ...symbolTools(context),
    ...userTools(context),
    ...textListTools(context),
    ...miscObjectTools(context),
    ...onlineTools({ ...context, online }),
    ...plcFileTools({ ...context, online }),
    ...deviceNetworkTools({ ...context, online }),
  ];
  tools.push(...selfTestTools(context, capabilities, () => tools.map((t) => t.name)));
  return {
    tools: tools.map((tool) => capabilities.guard(tool)),
    unavailableTools: () => capabilities.unavailableTools(),
    reverters: {
      [POU_EDIT_KIND]: pouEditReverter(services, codesys),
      ...modelEditReverters(services, codesys),
      ...deviceEditReverters(services, codesys),
      ...libraryEditReverters(services, codesys),
      ...symbolEditReverters(services, codesys),
      ...deviceNetworkReverters(services, codesys),
      ...userEditReverters(services, codesys),
      ...textListEditReverters(services, codesys),
      ...miscObjectReverters(services, codesys),
    },
    online: online.monitor,
    dispose: async () => {
      online.monitor.dispose();
      await online.flush();
      await codesys.dispose();
    },
  };
};
