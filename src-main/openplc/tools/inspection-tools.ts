// The read-only tools: what a project contains and what its files say. None of them changes anything.
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { PIN_TYPES } from '../project/io-configuration.ts';
import { PouInfo, pouName, projectPath, projectPlan, Variable, type OpenPlcToolContext } from './tool-context.ts';
import { plural } from '../../../src-shared/plural.ts';

const ProjectType = z.enum(['plc-project', 'plc-library']);

const DataType = z.discriminatedUnion('kind', [
  z.object({ name: z.string(), kind: z.literal('enumerated'), values: z.array(z.string()), initial_value: z.string().nullable() }),
  z.object({
    name: z.string(),
    kind: z.literal('structure'),
    fields: z.array(z.object({ name: z.string(), type: z.string(), initial_value: z.string().nullable(), documentation: z.string().nullable() })),
  }),
  z.object({ name: z.string(), kind: z.literal('array'), base_type: z.string(), dimensions: z.array(z.string()), initial_value: z.string().nullable() }),
]);

const DataTypeSource = z
  .enum(['dt-files', 'inline-project-json', 'none'])
  .describe('Where the types were read: datatypes/*.dt (current format), the inline project.json list (v4.1–4.2 projects), or nowhere');

const ProjectFormat = z.object({
  data_types: DataTypeSource,
  device_configuration: z.enum(['current', 'v4.1', 'absent', 'invalid']),
  pin_mapping: z.enum(['per-board', 'flat-v4.1', 'absent', 'invalid']),
  execution_configuration_key: z.enum(['configuration', 'configurations', 'none', 'invalid']),
  legacy_json_pous: z.number().int().describe('Mid-2025 JSON POU files, which are not read'),
});

function getProjectStructureRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'get_project_structure',
    title: 'OpenPLC project structure',
    description: 'Shows an OpenPLC Editor project: path, name, type and its recognised files (POUs, data types, devices...), with their format variants. Start here.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ path: z.string(), name: z.string(), type: ProjectType, files: z.array(z.string()), format: ProjectFormat }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => project.reader.structure(),
    summarize: (r) => `${r.name}: ${plural(r.files.length, 'file')}`,
  });
}

function listPousRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'list_pous',
    title: 'List OpenPLC POUs',
    description: 'Lists the programs, function blocks and functions of an OpenPLC project with language (st, il, ld, fbd, python, cpp) and path.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ pous: z.array(PouInfo) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => ({
      pous: (await project.reader.listPous()).map(({ name, type, language, path }) => ({ name, type, language, path })),
    }),
    summarize: (r) => plural(r.pous.length, 'POU'),
  });
}

function listDatatypesRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'list_datatypes',
    title: 'List OpenPLC data types',
    description: 'Lists the project\'s data types (enumerations, structures, arrays) with values, fields, bounds and initial values as declared.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ data_types: z.array(DataType), source: DataTypeSource }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => project.reader.listDataTypes(),
    summarize: (r) => `${r.data_types.length} data types (${r.source})`,
  });
}

function getExecutionConfigurationRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'get_execution_configuration',
    title: 'OpenPLC tasks and program instances',
    description: 'Shows the configured tasks (Cyclic or Interrupt, interval, priority) and program instances as stored.',
    input: z.object({ project_path: projectPath }),
    output: z.object({
      tasks: z.array(z.object({ name: z.string(), triggering: z.enum(['Cyclic', 'Interrupt']), interval: z.string().nullable(), priority: z.number().int() })),
      program_instances: z.array(z.object({ name: z.string(), task: z.string(), program: z.string() })),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => project.reader.executionConfiguration(),
    summarize: (r) => `${r.tasks.length} tasks, ${r.program_instances.length} instances`,
  });
}

function getIoConfigurationRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'get_io_configuration',
    title: 'OpenPLC board and pin mapping',
    description: 'Shows the selected device board and its pin mapping in stored order: pin, type, IEC address, alias. Only for plc-project projects.',
    input: z.object({ project_path: projectPath }),
    output: z.object({
      device_board: z.string(),
      io_points: z.array(z.object({ pin: z.string(), pin_type: z.enum(PIN_TYPES), address: z.string(), alias: z.string().nullable() })),
      configuration_format: z.enum(['current', 'v4.1', 'absent']),
      pin_mapping_format: z.enum(['per-board', 'flat-v4.1', 'absent']),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => project.reader.ioConfiguration(),
    summarize: (r) => `${r.device_board}: ${r.io_points.length} I/O points`,
  });
}

function readPouRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'read_pou',
    title: 'Read an OpenPLC POU',
    description: 'Returns a POU\'s source exactly as stored, with type, language, path and content_hash; pass that hash to update_pou or patch_pou.',
    input: z.object({ project_path: projectPath, pou_name: pouName }),
    output: PouInfo.extend({ content: z.string(), content_hash: z.string() }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ args, project }) => {
      const { pou, content, hash } = await project.reader.readPou(args.pou_name);
      project.remember(pou.path, hash);
      return { name: pou.name, type: pou.type, language: pou.language, path: pou.path, content, content_hash: hash };
    },
    summarize: (r) => `${r.path} (${r.content.length} chars)`,
  });
}

function listVariablesRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'list_variables',
    title: 'List a POU\'s variables',
    description: 'Lists the variables a POU declares, in order: name, class, type, AT location, initial value and documentation. Works for every language.',
    input: z.object({ project_path: projectPath, pou_name: pouName }),
    output: z.object({ variables: z.array(Variable) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ args, project }) => ({ variables: await project.reader.listVariables(args.pou_name) }),
    summarize: (r) => `${r.variables.length} variables`,
  });
}

function listGlobalVariablesRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'list_global_variables',
    title: 'List OpenPLC global variables',
    description: 'Lists the resource\'s global variables from project.json in stored order, shaped like list_variables.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ variables: z.array(Variable) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => ({ variables: await project.reader.globalVariables() }),
    summarize: (r) => `${r.variables.length} globals`,
  });
}

function validateProjectRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'validate_project',
    title: 'Validate an OpenPLC project',
    description: 'Checks that a folder is a usable OpenPLC project and lists warnings (legacy formats, mismatched names, unparsable files, dangling program instances). Not a compile.',
    input: z.object({ project_path: projectPath }),
    output: z.object({ valid: z.literal(true), name: z.string(), type: ProjectType, warnings: z.array(z.string()) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ project }) => project.reader.validate(),
    summarize: (r) => `${r.name}: ${plural(r.warnings.length, 'warning')}`,
  });
}

function searchProjectRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'search_project',
    title: 'Search an OpenPLC project',
    description: 'Finds text (or a regex) in the POUs, data types and global variables of an OpenPLC project; each match says what it is in, with 1-based line and column where there is a file.',
    input: z.object({
      project_path: projectPath,
      pattern: boundedString(INPUT_LIMITS.patternChars, 'pattern').describe('Text to find (or a JavaScript regular expression when regex is true)'),
      regex: z.boolean().default(false).describe('Treat pattern as a regular expression'),
      case_sensitive: z.boolean().default(false).describe('Match letter case exactly'),
      max_results: z.number().int().min(1).max(2000).default(200).describe('Stop after this many matches'),
    }),
    output: z.object({
      matches: z.array(
        z.object({
          kind: z.enum(['pou', 'data_type', 'enum_value', 'structure_field', 'global_variable']).describe('What the match is in'),
          file: z.string().describe('The file it was found in, relative to the project (project.json for inline data types and global variables)'),
          pou: z.string().nullable(),
          data_type: z.string().nullable().describe('The data type, also for a match in one of its enumeration values or structure fields'),
          member: z.string().nullable().describe('The enumeration value or structure field the match is in'),
          global_variable: z.string().nullable(),
          line: z.number().int().nullable().describe('1-based line in file; null for an entry of project.json'),
          column: z.number().int().describe('1-based column in the file\'s line, or in text for an entry of project.json'),
          text: z.string().describe('The line (trimmed), or the entry\'s declaration'),
        }),
      ),
      truncated: z.boolean().describe('True when there were more matches than max_results'),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(context, args),
    handler: async ({ args, project }) =>
      project.reader.search(args.pattern, { regex: args.regex, caseSensitive: args.case_sensitive, maxResults: args.max_results }),
    summarize: (r) => `${r.matches.length}${r.truncated ? '+' : ''} matches`,
  });
}

export function inspectionTools(context: OpenPlcToolContext): AnyToolDefinition[] {
  return [getProjectStructureRow(context), listPousRow(context), listDatatypesRow(context), getExecutionConfigurationRow(context), getIoConfigurationRow(context), readPouRow(context), listVariablesRow(context), listGlobalVariablesRow(context), validateProjectRow(context), searchProjectRow(context)];
}
