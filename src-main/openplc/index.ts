// The OpenPLC domain: tools to inspect, edit (with approval) and compile OpenPLC Editor v4 projects.
import type { DomainServices } from '../mcp/domain-module.ts';
import type { DomainModule } from '../mcp/domain-module.ts';
import type { AtomicWriteOptions } from '../files/index.ts';
import { inToolset } from '../mcp/toolsets.ts';
import { CompileRunner } from './compile/compile-runner.ts';
import { DiagnosticsStore } from './compile/diagnostics-store.ts';
import { checkOpenPlcSettings } from './compile/settings-check.ts';
import { OpenProjects } from './open-projects.ts';
import { openPlcCatalog } from './openplc-catalog.ts';
import { compileTools } from './tools/compile-tools.ts';
import { editTools } from './tools/edit-tools.ts';
import { inspectionTools } from './tools/inspection-tools.ts';

export { ProjectReader } from './project/project-reader.ts';

export { projectKey, TARGET_PREFIX } from './open-projects.ts';

export interface OpenPlcDomainOptions {
  /** Called at each write boundary of a POU edit; the crash-safety test kills the process there. */
  onWriteBoundary?: AtomicWriteOptions['onBoundary'];
}

export async function createOpenPlcDomain(services: DomainServices, options: OpenPlcDomainOptions = {}): Promise<DomainModule> {
  const projects = new OpenProjects(services, options.onWriteBoundary);
  const compiles = new CompileRunner();
  const context = { services, projects, compiles, diagnostics: new DiagnosticsStore(services) };
  return {
    tools: inToolset('openplc', [...inspectionTools(context), ...editTools(context), ...compileTools(context)]),
    catalog: openPlcCatalog(),
    checkSettings: (settings) => checkOpenPlcSettings(settings),
    async dispose() {
      compiles.dispose();
      await projects.dispose();
    },
  };
}
