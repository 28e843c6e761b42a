// Compiling through the person's `openplc-cli` and reading what the compiler said.
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { isWithin } from '../../files/index.ts';
import { defineTool, READ_ONLY, ADDITIVE, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { parseCompilerMessages } from '../compile/compiler-messages.ts';
import { locateDiagnostics, type DiagnosticSources } from '../compile/diagnostic-locator.ts';
import { diagnosticsSummary } from '../compile/diagnostics-store.ts';
import type { OpenProject } from '../open-projects.ts';
import { isObject } from '../project/project-document.ts';
import { readDeviceConfiguration } from '../project/io-configuration.ts';
import { toPosix } from '../project/pou-index.ts';
import { parsePouSource } from '../st/pou-source.ts';
import { projectPath, projectPlan, type OpenPlcToolContext } from './tool-context.ts';
import { plural } from '../../../src-shared/plural.ts';

const Diagnostic = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  pou: z.string().nullable(),
  file: z.string().nullable().describe('Project-relative path of the file the line refers to'),
  line: z.number().int().nullable().describe('1-based line in that file (body-relative compiler lines are already mapped)'),
  column: z.number().int().nullable(),
});

/** The one JSON document openplc-cli prints on stdout (openplc-format.md, "Output contract"); fields the contract does not name are left out. */
const CompileEnvelope = z
  .object({
    ok: z.boolean().describe('true on success; false with error on failure'),
    project: z.string().optional().describe('Project name'),
    projectPath: z.string().optional().describe('Project folder'),
    target: z.string().optional().describe('Board compiled for'),
    uploaded: z.boolean().optional().describe('Whether the build was uploaded (never, for compile)'),
    buildDirectory: z.string().optional().describe('Where the build output went'),
    firmwarePath: z.string().optional().describe('The firmware file, for targets that produce one'),
    warnings: z.array(z.string()).optional().describe('Compiler warnings'),
    error: z
      .object({ code: z.string().describe('Stable error code, e.g. compile_failed'), message: z.string().describe('What went wrong') })
      .optional()
      .describe('Why the command failed'),
  })
  .nullable()
  .describe('The JSON document openplc-cli printed on stdout, or null when it printed nothing');

function compileProjectRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'compile_project',
    title: 'Compile an OpenPLC project',
    description: 'Compiles an OpenPLC project with the OpenPLC CLI (target "OpenPLC Runtime v4" is fastest for a syntax check). Returns success and the CLI result; errors: get_diagnostics.',
    input: z.object({
      project_path: projectPath,
      target: boundedString(INPUT_LIMITS.nameChars, 'target').min(1).optional().describe('Board to compile for, e.g. "OpenPLC Runtime v4"; default: devices/configuration.json deviceBoard'),
    }),
    output: z.object({
      success: z.boolean().describe('Whether openplc-cli exited with status 0'),
      exit_code: z.number().int().describe("openplc-cli's exit status (4: compile failed)"),
      output: CompileEnvelope,
    }),
    // Compiling the same sources again changes nothing more.
    annotations: { ...ADDITIVE, idempotentHint: true },
    // Compiling writes only the disposable build/ folder, never what the person wrote, so it needs no approval.
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ args, project }, execution) => {
      const document = await project.reader.document();
      project.setLabel(document.name);
      const settings = context.services.settings.current.openplc;
      project.compileStarted();
      let result;
      try {
        result = await context.compiles.run({
          cliPath: settings.cliPath,
          projectRoot: project.root,
          target: args.target,
          timeoutMs: settings.compileTimeoutSeconds * 1000,
          signal: execution.signal,
          onStderr: (lines) => {
            execution.output(lines);
            for (const message of lines) execution.progress({ message });
          },
        });
      } catch (err) {
        project.compileFinished(err instanceof ToolTimeoutError ? 'timed out' : err instanceof ToolCancelledError ? 'cancelled' : null);
        throw err;
      }

      let output: z.infer<typeof CompileEnvelope> = null;
      let outputProblem: string | null = null;
      if (result.stdout.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(result.stdout);
        } catch {
          outputProblem = `openplc-cli printed something other than JSON on stdout (exit code ${result.exitCode}): ${result.stdout.trim().slice(0, 300)}`;
        }
        const envelope = outputProblem ? undefined : CompileEnvelope.safeParse(parsed);
        if (envelope?.success) output = envelope.data;
        else if (envelope) outputProblem = `openplc-cli printed JSON that is not its result envelope (exit code ${result.exitCode}): ${result.stdout.trim().slice(0, 300)}`;
      }
      const diagnostics = await locateDiagnostics(parseCompilerMessages(result.stderr), diagnosticSources(project, output, args.target));
      const summary = diagnosticsSummary(diagnostics, result.exitCode);
      context.diagnostics.set(project.key, { lines: result.stderr.map((l) => l.trim()), diagnostics }, summary);
      project.compileFinished(summary);
      if (outputProblem) throw new ToolError(outputProblem);
      return { success: result.exitCode === 0, exit_code: result.exitCode, output };
    },
    summarize: (r) => (r.success ? 'compiled' : `failed (exit ${r.exit_code})`),
  });
}

function getDiagnosticsRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'get_diagnostics',
    title: 'OpenPLC compile diagnostics',
    description: 'Returns the errors and warnings (POU, file, line, column) and compiler output of the project\'s latest compile_project in this session.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ lines: z.array(z.string()), diagnostics: z.array(Diagnostic) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => {
      await project.reader.document();
      const latest = context.diagnostics.get(project.key);
      if (!latest) {
        throw new ToolError(`No compile of ${project.root} has run in this Interlock session, so there are no diagnostics yet; call compile_project first.`);
      }
      return latest;
    },
    summarize: (r) => plural(r.diagnostics.length, 'diagnostic'),
  });
}

export function compileTools(context: OpenPlcToolContext): AnyToolDefinition[] {
  return [compileProjectRow(context), getDiagnosticsRow(context)];
}

/** How diagnostics find the POU files and, for MatIEC, the generated program.st of the build. */
function diagnosticSources(project: OpenProject, output: unknown, requestedTarget: string | undefined): DiagnosticSources {
  return {
    pou: async (name) => {
      try {
        const pou = await project.reader.findPou(name);
        const { content } = await project.reader.readPouFile(pou);
        return { path: pou.path, source: parsePouSource(content, pou.language) };
      } catch {
        return null;
      }
    },
    compilerFile: async (file) => {
      const reported = isObject(output) && typeof output.buildDirectory === 'string' ? output.buildDirectory : null;
      const board = requestedTarget ?? (await readDeviceConfiguration(project.root).then((c) => c.board, () => null));
      const buildDirectory = reported ?? (board ? join(project.root, 'build', board) : null);
      const candidates = isAbsolute(file) ? [file] : [...(buildDirectory ? [join(buildDirectory, 'src', file), join(buildDirectory, file)] : []), join(project.root, file)];
      for (const candidate of candidates) {
        try {
          const real = await realpath(candidate);
          if (!isWithin(project.root, real)) continue;
          return { path: toPosix(relative(project.root, real)), text: await readFile(real, 'utf8') };
        } catch {
          // not this one
        }
      }
      return null;
    },
  };
}
