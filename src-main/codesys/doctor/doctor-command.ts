// `interlock doctor codesys` without a running control center: Interlock's own connection to the CODESYS in
// Settings (launched for the probe, closed again afterwards unless it holds unsaved work), the same self-test the
// codesys_self_test tool runs, and the table saved where the control center will read it.
import { resolve } from 'node:path';
import type { Settings } from '../../../src-shared/settings-schema.ts';
import { ProjectRoots } from '../../files/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { CodesysConnection } from '../bridge/codesys-connection.ts';
import { CODESYS_TEMPLATES, createCodesysDomain } from '../index.ts';
import { runSelfTest, saveReport, type CapabilityReport } from './codesys-doctor.ts';

export interface DoctorRun {
  report: CapabilityReport;
  savedTo: string;
}

export async function runDoctorStandalone(options: {
  dataDir: string;
  settings: Settings;
  projectPath?: string;
  /** Progress and CODESYS's notices, for the terminal (stderr). */
  log: (line: string) => void;
}): Promise<DoctorRun> {
  const services: DomainServices = {
    roots: new ProjectRoots(() => options.settings.projectRoots),
    settings: { current: options.settings, devicePassword: '' },
    store: {
      emit: (event) => {
        if (event.type === 'notice.added') options.log(`${event.notice.level}: ${event.notice.message}`);
      },
      state: { uiClients: 0 },
    },
    gate: { markStale: () => {} },
    reverter: { onBeforeRevert: () => () => {} },
    dataDir: options.dataDir,
  };
  // The tool table's names (the domain starts nothing until a tool runs).
  const domain = await createCodesysDomain(services);
  const tools = domain.tools.map((t) => t.name);
  await domain.dispose();
  const codesys = new CodesysConnection(services, { templates: CODESYS_TEMPLATES });
  try {
    const report = await runSelfTest(codesys, {
      tools,
      ...(options.projectPath ? { projectPath: resolve(options.projectPath) } : {}),
      execution: { progress: (info) => options.log(info.message ?? '') },
    });
    return { report, savedTo: await saveReport(options.dataDir, report) };
  } finally {
    await codesys.dispose();
  }
}
