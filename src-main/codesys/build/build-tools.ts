// Building: codesys_compile_project and codesys_get_compile_messages. Messages go to the agent (structured), to the
// queue entry's output and to the Diagnostics view.
import type { DomainServices } from '../../mcp/domain-module.ts';
import { basename } from 'node:path';
import type { Diagnostic } from '../../../src-shared/app-state.ts';
import { ToolError, type ToolExecution } from '../../core/index.ts';
import { defineTool, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { CODESYS_TARGET_ID } from '../bridge/codesys-connection.ts';
import { z } from 'zod';
import { projectPathField, projectPlan, type ToolContext } from '../toolset-kit.ts';
import { compileMessage } from '../bridge/templates.ts';
import { plural } from '../../../src-shared/plural.ts';

export const messageSchema = compileMessage;
export type CompileMessage = z.infer<typeof messageSchema>;

export const messagesOutput = z.object({
  success: z.boolean().describe('True when there is no error'),
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
  messages: z.array(messageSchema),
});

export function countMessages(messages: CompileMessage[]): z.infer<typeof messagesOutput> {
  const errors = messages.filter((m) => m.severity === 'error').length;
  const warnings = messages.filter((m) => m.severity === 'warning').length;
  return { success: errors === 0, errors, warnings, infos: messages.length - errors - warnings, messages };
}

function report(services: DomainServices, execution: ToolExecution, projectPath: string, source: string, messages: CompileMessage[]): z.infer<typeof messagesOutput> {
  const counted = countMessages(messages);
  const items: Diagnostic[] = messages.map((m) => ({
    severity: m.severity,
    message: `${m.code ? `${m.code}: ` : ''}${m.text}${m.part === 'declaration' ? ' (declaration)' : ''}`,
    file: projectPath,
    ...(m.object_path ? { objectPath: m.object_path, pou: m.object_path.split('/').at(-1)! } : {}),
    ...(m.line !== null ? { line: m.line } : {}),
  }));
  const summary = `${plural(counted.errors, 'error')}, ${plural(counted.warnings, 'warning')} in ${basename(projectPath)}`;
  services.store.emit({ type: 'diagnostics.updated', diagnostics: { target: CODESYS_TARGET_ID, source, updatedAt: Date.now(), summary, items } });
  execution.output([
    summary,
    ...messages.map((m) => `${m.severity} ${m.object_path ?? ''}${m.line !== null ? `:${m.line}` : ''}${m.part ? ` (${m.part})` : ''}: ${m.code ? `${m.code} ` : ''}${m.text}`),
  ]);
  return counted;
}

function compileProjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_compile_project',
    title: 'Compile CODESYS project',
    description: 'Builds the active application (clean, build, generate code) and returns each error and warning with object path, part and 1-based line. Use after edits; up to the compile timeout.',
    input: z.object({ project_path: projectPathField }),
    output: messagesOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      execution.progress({ message: 'Compiling in CODESYS' });
      const { messages } = await codesys.run(
        'compile_project',
        { project_path: projectPath },
        { label: 'codesys_compile_project', execution, projectPath, timeout: 'compile' },
      );
      return report(services, execution, projectPath, 'CODESYS build', messages);
    },
    summarize: (r) => `${plural(r.errors, 'error')}, ${plural(r.warnings, 'warning')}`,
  });
}

function getCompileMessagesRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_get_compile_messages',
    title: 'CODESYS compile messages',
    description: 'Reads the messages of the last build without building again.',
    input: z.object({ project_path: projectPathField }),
    output: messagesOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      if (codesys.commandsRunHeadless) {
        throw new ToolError('Commands run headless: each starts a fresh CODESYS, which holds no messages of earlier builds. Call codesys_compile_project instead.');
      }
      const { messages } = await codesys.run(
        'read_compile_messages',
        { project_path: projectPath },
        { label: 'codesys_get_compile_messages', execution, projectPath },
      );
      return report(services, execution, projectPath, 'CODESYS messages', messages);
    },
    summarize: (r) => `${plural(r.errors, 'error')}, ${plural(r.warnings, 'warning')}`,
  });
}

export function buildTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [compileProjectRow(toolContext), getCompileMessagesRow(toolContext)];
}
