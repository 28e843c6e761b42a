// The contracts of the symbol-configuration templates: parameters and results, checked by the CodesysConnection like
// every template's (the toolset's index.ts registers them).
import { z } from 'zod';

const inApplication = { project_path: z.string().min(1), application_path: z.string().min(1).optional() };

export const SYMBOL_ACCESS = ['none', 'read', 'write', 'readwrite'] as const;
export const CONTENT_FLAGS = [
  'SupportOPCUA',
  'IncludeComments',
  'IncludeAttributes',
  'IncludeTypeNodeAttributes',
  'IncludeExecutables',
  'UseEmptyNamespaceByDefault',
  'XmlIncludeNodeFlags',
  'XmlIncludeComments',
  'XmlIncludeAttributes',
  'XmlIncludeTypeNodeAttributes',
  'XmlIncludeExecutables',
] as const;
export const ATTRIBUTE_FILTERS = ['none', 'all', 'simple_identifiers', 'prefix', 'regex'] as const;
export const COMMENT_FILTERS = ['none', 'normal', 'docu', 'both', 'prefer_normal', 'prefer_docu'] as const;
export const LAYOUT_CALCULATORS = ['compatibility', 'optimized'] as const;

const access = z.enum(SYMBOL_ACCESS);

export const symbolSettings = z.object({
  content_feature_flags: z.array(z.enum(CONTENT_FLAGS)).describe('The configured SymbolConfigContentFeatureFlags'),
  effective_content_feature_flags: z.array(z.enum(CONTENT_FLAGS)).describe('What takes effect (the OPC UA-only flags need SupportOPCUA)'),
  support_opc_ua: z.boolean(),
  export_comments_to_xml: z.boolean(),
  attribute_filter_type: z.enum(ATTRIBUTE_FILTERS),
  attribute_filter_data: z.string(),
  comment_filter_type: z.enum(COMMENT_FILTERS),
  direct_io_access: z.boolean(),
  direct_io_obstacles: z.array(z.string()).describe('Why direct I/O access cannot take effect; empty when it can'),
  layout_calculator: z.string().describe('compatibility, optimized, or the Guid of another layout calculator'),
});

export const symbolVariable = z.object({
  signature: z.string().describe('Full name of the signature: a program, function block or GVL, e.g. "GVL_IO"'),
  library_id: z.string().describe('The library that declares the signature; empty for the project'),
  variable: z.string(),
  type: z.string(),
  comment: z.string(),
  access: access.describe('The configured access'),
  maximal_access: access.describe('The most the declaration allows (a CONSTANT: read)'),
  effective_access: access,
  exported_via_attribute: z.boolean().describe("True when an {attribute 'symbol'} pragma decides the access"),
});

export const configuredSymbol = symbolVariable.extend({ kind: z.enum(['signature', 'datatype']) });

export const symbolState = z.object({
  application: z.string(),
  symbol_config: z.string().nullable().describe('Object path of the symbol configuration; null when the application has none'),
  settings: symbolSettings.nullable(),
  configured: z.array(configuredSymbol),
});

export const settingsChange = z.object({
  content_feature_flags: z.array(z.enum(CONTENT_FLAGS)).optional(),
  attribute_filter_type: z.enum(ATTRIBUTE_FILTERS).optional(),
  attribute_filter_data: z.string().optional(),
  comment_filter_type: z.enum(COMMENT_FILTERS).optional(),
  direct_io_access: z.boolean().optional(),
  /** compatibility, optimized, or (when a revert restores it) the Guid of another layout calculator. */
  layout_calculator: z.string().min(1).optional(),
});

const accessRow = z.tuple([z.string(), z.string(), access]);

export const SYMBOL_TEMPLATES = {
  symbol_config_read: {
    params: z.object(inApplication),
    result: symbolState,
  },
  symbol_signatures: {
    params: z.object({
      ...inApplication,
      compile: z.boolean(),
      include_datatypes: z.boolean(),
      search: z.string().optional(),
      max_signatures: z.number().int().min(1),
      max_variables: z.number().int().min(1),
    }),
    result: z.object({
      symbol_config: z.string(),
      signatures: z.array(
        z.object({ kind: z.enum(['signature', 'datatype']), signature: z.string(), library_id: z.string(), variables: z.array(symbolVariable), variables_total: z.number().int() }),
      ),
      total: z.number().int(),
    }),
  },
  symbol_config_create: {
    params: z.object({ ...inApplication, export_comments_to_xml: z.boolean(), support_opc_ua: z.boolean(), layout_calculator: z.enum(LAYOUT_CALCULATORS) }),
    result: symbolState,
  },
  symbol_access_set: {
    params: z.object({
      ...inApplication,
      changes: z.array(z.object({ signature: z.string().min(1), library_id: z.string().optional(), variable: z.string().min(1).optional(), access })).min(1),
      /** [signature, variable, access] of every variable as the change was planned against it, in the plan's order. */
      expected: z.array(accessRow).optional(),
      /** Check everything and report what would change, changing nothing. */
      dry_run: z.boolean().optional(),
    }),
    result: z.object({ changes: z.array(symbolVariable.extend({ before: access, after: access })), state: symbolState }),
  },
  symbol_settings_set: {
    params: z.object({ ...inApplication, expected: symbolSettings, settings: settingsChange }),
    result: z.object({ before: symbolSettings, state: symbolState }),
  },
  symbol_xsd: {
    params: z.object(inApplication),
    result: z.object({ symbol_config: z.string(), xsd: z.string() }),
  },
} as const;
