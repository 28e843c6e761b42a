// codesys_self_test: the doctor as a read-only tool, for the agent and the person alike.
import { z } from 'zod';
import { ADDITIVE, argsPlan, defineTool, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { projectPathField, resolveProjectPath, CODESYS_QUEUE, type ToolContext } from '../toolset-kit.ts';
import type { CapabilityGuard } from './capability-guard.ts';
import { capabilityReport, runSelfTest, saveReport } from './codesys-doctor.ts';

export const SELF_TEST_TOOL = 'codesys_self_test';

export function selfTestTools({ services, codesys }: ToolContext, capabilities: CapabilityGuard, toolNames: () => readonly string[]): AnyToolDefinition[] {
  return [
    defineTool({
      name: SELF_TEST_TOOL,
      title: 'Check what works on this CODESYS',
      description:
        'Probes the configured CODESYS read-only: each tool available, limited or unavailable (with the missing member). Unavailable tools are refused from then on.',
      input: z.object({ project_path: projectPathField.optional() }),
      // Every result has its guesses (the default is for a table saved before they existed): listed as required.
      output: capabilityReport.extend({ guesses: capabilityReport.shape.guesses.unwrap(), saved_to: z.string() }),
      // It probes read-only, but keeps its verdict: tools it finds unavailable are refused from then on.
      annotations: { ...ADDITIVE, idempotentHint: true },
      mutates: false,
      prepare: async (args) => argsPlan(CODESYS_QUEUE, { projectPath: args.project_path ? await resolveProjectPath(services, args.project_path, 'existing') : undefined }),
      handler: async (plan, execution) => {
        const report = await runSelfTest(codesys, { tools: toolNames(), ...(plan.args.projectPath ? { projectPath: plan.args.projectPath } : {}), execution });
        const savedTo = await saveReport(services.dataDir, report);
        capabilities.update(report);
        return { ...report, saved_to: savedTo };
      },
      summarize: (r) => {
        const count = (status: string) => r.tools.filter((t) => t.status === status).length;
        return `${count('available')} tools work, ${count('limited')} limited, ${count('unavailable')} will not work, ${count('not_probed')} not probed`;
      },
    }),
  ];
}
