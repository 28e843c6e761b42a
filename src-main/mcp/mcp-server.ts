// Builds one MCP server instance from the tool table. Both protocol eras, every transport and the tests use this
// same factory. The 2026-07-28 HTTP path builds an instance per request, so construction must not scale with the
// table: the low-level SDK `Server` gets five request handlers, and the table's listing (JSON Schemas included) is
// computed once per table and shared by every instance.
import { ProtocolError, ProtocolErrorCode, Server, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ProgressInfo, QueueStatus } from '../../src-shared/app-state.ts';
import { impactText, type ImpactReport } from '../../src-shared/impact.ts';
import { projectFileText, type ProjectFileRecord } from '../../src-shared/project-changes.ts';
import type { Core } from '../core/index.ts';
import { ToolError } from '../core/index.ts';
import { clientIdentity } from './agent-identity.ts';
import { INPUT_LIMITS } from './input-limits.ts';
import { callLifetimeSignal } from './call-lifetime.ts';
import {
  matchUriTemplate,
  type McpCatalog,
  type ToolBackedRead,
  type PromptDefinition,
  type ResourceContents,
  type ResourceDefinition,
  type ResourceTemplateDefinition,
} from './catalog-definition.ts';
import { interlockStatus, pendingApprovals, toolManifest } from './platform-tools.ts';
import { reportResultMismatch, resultIssues } from './result-check.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import type { ToolsetPolicy, ToolsetRequest } from './toolsets.ts';

export const SERVER_NAME = 'interlock';

/** Tells the factory which agent a request belongs to (registering it on first sight). */
export type AgentResolver = (ctx: ServerContext) => string;

/** How often a waiting call tells the client it is still alive (clients time out after 60 s by default). */
export const WAITING_PROGRESS_INTERVAL_MS = 5000;

export interface McpServerDeps {
  core: Core;
  table: readonly AnyToolDefinition[];
  version: string;
  /** Resources, templates and prompts besides the platform's own. */
  catalog?: McpCatalog;
  /** Which rows each connection lists and may call (the person's toolsets, read-only mode). Absent: every row. */
  toolsets?: ToolsetPolicy;
  /** Overrides WAITING_PROGRESS_INTERVAL_MS (tests that check a client's timeout against it in seconds, not minutes). */
  waitingProgressIntervalMs?: number;
}

const INSTRUCTIONS =
  "Interlock runs PLC engineering tools (OpenPLC, CODESYS) on the person's own projects. Read-only tools run at once. " +
  'Every tool that changes a project waits until the person approves it in the Interlock window; a denied or timed-out ' +
  'call returns an error result and changes nothing. Read before you edit: edit tools take the content_hash you read. ' +
  'Paths of project files and folders are absolute or relative to the first project root, and must lie inside a project root.';

type ObjectJsonSchema = { type: 'object' } & Record<string, unknown>;

export interface ListedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: ObjectJsonSchema;
  outputSchema: ObjectJsonSchema;
  annotations: { title?: string; readOnlyHint?: true; destructiveHint: boolean; idempotentHint?: true; openWorldHint: boolean };
}

interface TableIndex {
  byName: Map<string, AnyToolDefinition>;
  listed: Map<AnyToolDefinition, ListedTool> | undefined;
  /** The same entries with the title repeated in the annotations, for clients older than Tool.title. */
  listedWithAnnotationTitle: Map<AnyToolDefinition, ListedTool> | undefined;
}

const indexes = new WeakMap<readonly AnyToolDefinition[], TableIndex>();

function tableIndex(table: readonly AnyToolDefinition[]): TableIndex {
  let index = indexes.get(table);
  if (!index) {
    index = { byName: new Map(table.map((t) => [t.name, t])), listed: undefined, listedWithAnnotationTitle: undefined };
    indexes.set(table, index);
  }
  return index;
}

/**
 * The tools/list entries of the rows `visible` lets through, converted once: the table does not change while a
 * control center runs, only which of its rows a connection sees.
 */
function listedTools(table: readonly AnyToolDefinition[], visible: (row: AnyToolDefinition) => boolean, protocolVersion: string): ListedTool[] {
  const index = tableIndex(table);
  index.listed ??= new Map(table.map((row) => [row, listedTool(row)]));
  let listed = index.listed;
  if (!knowsToolTitle(protocolVersion)) {
    const modern = listed;
    listed = index.listedWithAnnotationTitle ??= new Map(table.map((row) => [row, { ...modern.get(row)!, annotations: { title: row.title, ...modern.get(row)!.annotations } }]));
  }
  return table.filter(visible).map((row) => listed.get(row)!);
}

/** Tool.title arrived in 2025-06-18; before it a client found the title only in the annotations. */
const TOOL_TITLE_SINCE = '2025-06-18';

function knowsToolTitle(protocolVersion: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(protocolVersion) && protocolVersion >= TOOL_TITLE_SINCE;
}

/** One row as tools/list shows it to a client of 2025-06-18 or later (also what the per-tool snapshots record). */
export function listedTool(tool: AnyToolDefinition): ListedTool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: objectJsonSchema(tool.input, 'input'),
    outputSchema: objectJsonSchema(tool.output, 'output'),
    annotations: listedAnnotations(tool),
  };
}

/**
 * The hints as tools/list shows them: readOnlyHint and idempotentHint only when true, since false is what the
 * protocol assumes when they are absent. destructiveHint and openWorldHint are always listed: their defaults are
 * true, and a client that reads an absent hint as false would take a destructive tool for a harmless one. The
 * title is the tool's own (Tool.title), repeated here only for older clients (listedTools).
 */
function listedAnnotations(tool: AnyToolDefinition): ListedTool['annotations'] {
  const { readOnlyHint, idempotentHint, destructiveHint, openWorldHint } = tool.annotations;
  return { ...(readOnlyHint ? { readOnlyHint } : {}), destructiveHint, ...(idempotentHint ? { idempotentHint } : {}), openWorldHint };
}

/**
 * An input schema keeps its descriptions (the agent fills the fields in); an output schema is listed as structure
 * only, since the tool's description says what its result means: field prose repeated in every tool's result would
 * be a third of the whole listing, paid in every conversation. Neither lists what says nothing: the safe-integer
 * bounds zod puts on every integer, an output's `additionalProperties: false` (the server itself refuses a result
 * with a key its schema does not name, result-check.ts, so a client never sees one). An output object's `required`
 * names exactly the fields every result has (null where there is no value), so a typed client (generated types,
 * pydantic, a validator) knows them without the server's instructions. An output's nullable leaf is one type array
 * and an input's an `anyOf` (withNullableLeavesAsTypeArrays, withoutTypeArrays); an object or enum an output schema
 * repeats is listed once, under `$defs`. Results are checked against the full schema before they leave.
 */
function objectJsonSchema(schema: z.ZodType, io: 'input' | 'output'): ObjectJsonSchema {
  const converted = withoutSafeIntegerBounds(z.toJSONSchema(schema, { target: 'draft-2020-12', io }));
  const listed = io === 'output' ? withRepeatsAsDefs(withNullableLeavesAsTypeArrays(asOutputStructure(converted))) : withoutSizeCaps(withoutTypeArrays(converted));
  const { $schema: _dialect, ...json } = listed as Record<string, unknown>;
  return { type: 'object', ...json };
}

/**
 * The schema with each object or enum that occurs more than once in it (a device's identification in `before` and
 * `device`, the settings before and after a change) listed once under `$defs` and referred to by a local `$ref`
 * wherever it occurs: the same meaning to every validator and type generator, without paying for each copy. A def is
 * named after the property where it first occurs (`_item` for an array's items) and made only where the listing gets
 * smaller; the largest saving goes first, so a repeated object takes its own repeated parts with it.
 */
export function withRepeatsAsDefs(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const { $defs: existing, ...rest } = node as Record<string, unknown>;
  let root: Record<string, unknown> = rest;
  const defs: Record<string, unknown> = { ...(existing as Record<string, unknown> | undefined) };
  for (let repeat = costliestRepeat(root, defs); repeat !== undefined; repeat = costliestRepeat(root, defs)) {
    let name = repeat.name;
    for (let n = 2; name in defs; n++) name = `${repeat.name}_${n}`;
    const { json } = repeat;
    const ref = { $ref: `#/$defs/${name}` };
    const replace = (child: unknown): unknown => {
      if (typeof child !== 'object' || child === null || Array.isArray(child)) return child;
      return JSON.stringify(child) === json ? ref : withSubschemas({ ...child }, replace);
    };
    root = withSubschemas(root, replace);
    for (const [key, def] of Object.entries(defs)) defs[key] = withSubschemas({ ...(def as Record<string, unknown>) }, replace);
    defs[name] = JSON.parse(json);
  }
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}

interface Repeat {
  json: string;
  name: string;
  saving: number;
}

/** The object or enum subschema whose copies cost the most bytes, if listing it once under `$defs` saves any. */
function costliestRepeat(root: Record<string, unknown>, defs: Record<string, unknown>): Repeat | undefined {
  const seen = new Map<string, { count: number; name: string }>();
  const visit = (schema: Record<string, unknown>, name: string) => {
    for (const [child, childName] of namedSubschemas(schema, name)) {
      if (isObjectOrEnum(child)) {
        const json = JSON.stringify(child);
        const entry = seen.get(json);
        if (entry) entry.count++;
        else seen.set(json, { count: 1, name: childName });
      }
      visit(child, childName);
    }
  };
  visit(root, 'value');
  for (const [name, def] of Object.entries(defs)) visit(def as Record<string, unknown>, name);
  let costliest: Repeat | undefined;
  for (const [json, { count, name }] of seen) {
    if (count < 2) continue;
    const refBytes = `{"$ref":"#/$defs/${name}"}`.length;
    const defBytes = `"${name}":${json},`.length + (Object.keys(defs).length === 0 ? '"$defs":{},'.length : 0);
    const saving = count * (json.length - refBytes) - defBytes;
    if (saving > 0 && (!costliest || saving > costliest.saving)) costliest = { json, name, saving };
  }
  return costliest;
}

function isObjectOrEnum(schema: Record<string, unknown>): boolean {
  return (schema.type === 'object' && typeof schema.properties === 'object') || Array.isArray(schema.enum);
}

/** The direct subschemas of a schema (not its `$defs`), each with the name a def of it would get. */
function namedSubschemas(schema: Record<string, unknown>, name: string): Array<[Record<string, unknown>, string]> {
  const found: Array<[Record<string, unknown>, string]> = [];
  const add = (child: unknown, childName: string) => {
    if (typeof child === 'object' && child !== null && !Array.isArray(child) && !('$ref' in child)) found.push([child as Record<string, unknown>, childName]);
  };
  for (const key of ['properties', 'patternProperties'] as const) for (const [property, child] of Object.entries((schema[key] as Record<string, unknown> | undefined) ?? {})) add(child, property);
  for (const key of SCHEMA_LISTS) for (const child of (schema[key] as unknown[] | undefined) ?? []) add(child, name);
  for (const key of SCHEMA_SLOTS) if (key in schema) add(schema[key], key === 'items' ? `${name}_item` : `${name}_${key}`);
  return found;
}

/**
 * The schema without its `description` keywords (a property that happens to be named "description" stays), without
 * `additionalProperties: false`, and without a record's `propertyNames: {type: "string"}` (every JSON key is one).
 */
export function asOutputStructure(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const { description: _prose, ...schema } = node as Record<string, unknown>;
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  if (JSON.stringify(schema.propertyNames) === '{"type":"string"}') delete schema.propertyNames;
  return withSubschemas(schema, asOutputStructure);
}

/**
 * The input schema without the maxLength of names, paths and code texts (INPUT_LIMITS.nameChars, pathChars and
 * more): a cap on the request's size that no real name, path or POU reaches, listed on some hundred fields; nor a
 * path's minLength 1 (no real path is empty). The server still enforces both, refusing a value outside them with an
 * error that names the field and the limit. Other limits stay (a user name's 64, a language code's 32: what the
 * program takes), except a maxLength beside a pattern that bounds the length itself and a minLength 1 beside a
 * pattern that refuses the empty string itself.
 */
export function withoutSizeCaps(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const schema = withSubschemas({ ...node }, withoutSizeCaps);
  const isPath = typeof schema.maxLength === 'number' && schema.maxLength >= INPUT_LIMITS.pathChars;
  const isRequestCap = isPath || schema.maxLength === INPUT_LIMITS.nameChars;
  if (isRequestCap || (typeof schema.maxLength === 'number' && boundsItsLength(schema.pattern))) delete schema.maxLength;
  if (schema.minLength === 1 && (isPath || refusesEmpty(schema.pattern))) delete schema.minLength;
  return schema;
}

/** Whether a pattern refuses the empty string, as `^[^\n]+$` does: a minLength 1 beside it says nothing more. */
function refusesEmpty(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    return !new RegExp(pattern, 'u').test('');
  } catch {
    return false;
  }
}

/**
 * Whether a pattern alone bounds a string's length (anchored at both ends, no `*`, `+` or open `{n,}`), as a content
 * hash's `^sha256:[0-9a-f]{64}$` does: a maxLength beside it says nothing more to the agent.
 */
function boundsItsLength(pattern: unknown): boolean {
  return typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$') && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
}

/** The schema without `minimum`/`maximum` where they are only the safe-integer range zod writes for `.int()`. */
export function withoutSafeIntegerBounds(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const schema = withSubschemas({ ...node }, withoutSafeIntegerBounds);
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  return schema;
}

/** Keywords that describe a value as a whole; they stay beside an `anyOf` rather than inside each branch. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * Zod writes a nullable value as `type: ["string", "null"]`. Strict clients and schema converters (OpenAI-style
 * function schemas, Gemini, the Inspector's --strict) reject type arrays in the input schemas they convert, while an
 * `anyOf` of single types means the same to every validator; so every type array of an input becomes one.
 */
export function withoutTypeArrays(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const schema = withSubschemas({ ...node }, withoutTypeArrays);
  if (!Array.isArray(schema.type)) return schema;
  const { type: types, ...rest } = schema as { type: string[] } & Record<string, unknown>;
  if (types.length === 1) return { ...rest, type: types[0] };
  const outer = Object.fromEntries(Object.entries(rest).filter(([key]) => ANNOTATIONS.has(key)));
  const inner = Object.fromEntries(Object.entries(rest).filter(([key]) => !ANNOTATIONS.has(key)));
  return { ...outer, anyOf: types.map((type) => (type === 'null' ? { type } : { ...inner, type })) };
}

/**
 * An output's nullable leaf (a string, number, integer or boolean, an enum among them) as one type array,
 * `{"type":["string","null"]}`, where zod writes some as `anyOf: [{...}, {"type":"null"}]`; a nullable enum lists null
 * among its values. Same meaning to every validator and type generator, at half the bytes. Only outputs: a result
 * is checked by the client's validator or typed by its generator, both of which read type arrays, while strict
 * function-schema converters (OpenAI-style, Gemini) read only input schemas, which keep the anyOf
 * (withoutTypeArrays). Objects, arrays, `$ref`s and `const`s stay an anyOf.
 */
export function withNullableLeavesAsTypeArrays(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const schema = withSubschemas({ ...node }, withNullableLeavesAsTypeArrays);
  const branches = schema.anyOf as Array<Record<string, unknown>> | undefined;
  if (!Array.isArray(branches) || branches.length < 2) return schema;
  const values = branches.filter((branch) => !(branch.type === 'null' && Object.keys(branch).length === 1));
  if (values.length !== branches.length - 1 || !values.every(isLeaf) || (values.length > 1 && values.some((v) => Object.keys(v).length > 1))) return schema;
  const { anyOf: _branches, ...rest } = schema;
  const value = values[0]!;
  const merged: Record<string, unknown> = { ...rest, ...value, type: [...values.map((v) => v.type as string), 'null'] };
  if (Array.isArray(value.enum)) merged.enum = [...value.enum, null];
  return merged;
}

const LEAF_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function isLeaf(schema: Record<string, unknown>): boolean {
  return typeof schema.type === 'string' && LEAF_TYPES.has(schema.type) && !('const' in schema) && !('$ref' in schema);
}

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_SLOTS = ['items', 'additionalProperties', 'propertyNames', 'contains', 'not', 'unevaluatedProperties'] as const;

/** The schema (a copy the caller owns) with `transform` applied to each of its direct subschemas. */
function withSubschemas(schema: Record<string, unknown>, transform: (child: unknown) => unknown): Record<string, unknown> {
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (typeof map === 'object' && map !== null) schema[key] = Object.fromEntries(Object.entries(map).map(([name, child]) => [name, transform(child)]));
  }
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) schema[key] = (schema[key] as unknown[]).map(transform);
  for (const key of SCHEMA_SLOTS) if (key in schema) schema[key] = transform(schema[key]);
  return schema;
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** What one connection asked for: its toolsets (the X-MCP-Toolsets header, `interlock mcp --toolsets`). */
export interface ConnectionOptions {
  toolsets?: ToolsetRequest;
}

export function createInterlockMcpServer(deps: McpServerDeps, resolveAgent: AgentResolver, connection: ConnectionOptions = {}): Server {
  const catalog = catalogIndex(deps);
  const policy = deps.toolsets;
  const requested = connection.toolsets;
  // The agent's connection, with what it asked for, is known to the policy before its first call runs.
  const agentOf: AgentResolver = (ctx) => {
    const agentId = resolveAgent(ctx);
    policy?.noteConnection(agentId, requested);
    return agentId;
  };
  // Only a connection that named its toolsets can list more later (enable_toolset); only it needs its agent to list.
  const narrowed = policy !== undefined && requested !== undefined && requested !== 'all';
  // A row this connection does not see is unknown to it: listed nowhere, refused like a name that does not exist.
  const visibleTo = (ctx: ServerContext) => {
    if (policy === undefined) return () => true;
    const agentId = narrowed ? agentOf(ctx) : undefined;
    return (row: AnyToolDefinition) => policy.visible(row, requested, agentId);
  };
  const server = new Server(
    { name: SERVER_NAME, title: 'Interlock', version: deps.version },
    {
      capabilities: {
        tools: policy ? { listChanged: true } : {},
        resources: catalog.watchable ? { subscribe: true } : {},
        prompts: {},
        // Agents see compile output and progress as info-level messages; logging/setLevel filters them per session.
        logging: {},
        ...(catalog.completable ? { completions: {} } : {}),
      },
      instructions: INSTRUCTIONS + (policy?.refusedRequestNote(requested) ?? ''),
    },
  );
  const { byName } = tableIndex(deps.table);
  server.setRequestHandler('tools/list', (_request, ctx) => ({ tools: listedTools(deps.table, visibleTo(ctx), clientIdentity(server, ctx).protocolVersion) }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const tool = byName.get(request.params.name);
    if (!tool || !visibleTo(ctx)(tool)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) return toolError(`Input validation error: Invalid arguments for tool ${tool.name}: ${issues(args.error)}`);
    return callTool(deps.core, tool, args.data as Record<string, unknown>, ctx, agentOf, deps.waitingProgressIntervalMs ?? WAITING_PROGRESS_INTERVAL_MS);
  });
  // A template that reads through a tool is that tool: listed and read only where the tool is (toolsets, read-only
  // mode, what the connection asked for), and otherwise unknown, as the tool is; nothing of it runs.
  const templateVisible = (template: ResourceTemplateDefinition, ctx: ServerContext) => {
    if (!('viaTool' in template)) return true;
    const tool = byName.get(template.viaTool.tool);
    return tool !== undefined && visibleTo(ctx)(tool);
  };
  registerCatalog(server, catalog, templateVisible, async (read, variables, ctx) => {
    const tool = byName.get(read.tool);
    if (!tool || tool.mutates) throw new Error(`A resource template reads through ${read.tool}, which is not a read-only tool of the table`);
    const args = tool.input.safeParse(read.args(variables));
    if (!args.success) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid resource URI for ${tool.name}: ${issues(args.error)}`);
    const outcome = await runTool(deps.core, tool, args.data as Record<string, unknown>, ctx, agentOf, deps.waitingProgressIntervalMs ?? WAITING_PROGRESS_INTERVAL_MS);
    if (!outcome.ok) throw new ProtocolError(ProtocolErrorCode.InvalidParams, outcome.message);
    return read.text(outcome.value);
  });
  return server;
}

/** Reads one resource through a read-only tool: the tool's checks, the queue and the audit, like a call. */
type ToolReader = (read: ToolBackedRead, variables: Record<string, string>, ctx: ServerContext) => Promise<string>;

function toolError(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

interface CatalogIndex {
  resources: Map<string, ResourceDefinition>;
  templates: readonly ResourceTemplateDefinition[];
  prompts: Map<string, PromptDefinition>;
  watchable: boolean;
  completable: boolean;
}

const catalogs = new WeakMap<McpServerDeps, CatalogIndex>();

/** The platform's rows first, then the domains'; indexed once per set of deps, like the tool table. */
function catalogIndex(deps: McpServerDeps): CatalogIndex {
  let index = catalogs.get(deps);
  if (index) return index;
  const platform = platformCatalog(deps);
  const resources = [...(platform.resources ?? []), ...(deps.catalog?.resources ?? [])];
  const prompts = [...(platform.prompts ?? []), ...(deps.catalog?.prompts ?? [])];
  index = {
    resources: uniqueBy(resources, (r) => r.uri, 'resource'),
    templates: (deps.catalog?.resourceTemplates ?? []).filter((t) => !('viaTool' in t) || readableThrough(deps.table, t.viaTool.tool)),
    prompts: uniqueBy(prompts, (p) => p.name, 'prompt'),
    watchable: resources.some((r) => r.watch),
    completable: prompts.some((p) => p.arguments.some((a) => a.complete)),
  };
  catalogs.set(deps, index);
  return index;
}

/** A template that reads through a tool is listed only with that tool; a mutating tool there is a bug. */
function readableThrough(table: readonly AnyToolDefinition[], name: string): boolean {
  const tool = table.find((t) => t.name === name);
  if (tool?.mutates) throw new Error(`A resource template reads through ${name}, which changes things`);
  return tool !== undefined;
}

function uniqueBy<T>(rows: readonly T[], key: (row: T) => string, kind: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    if (map.has(key(row))) throw new Error(`Two MCP ${kind} rows share the name ${key(row)}`);
    map.set(key(row), row);
  }
  return map;
}

const SAFE_EDIT_PROMPT_TEXT =
  'Work through Interlock like this: inspect the project first (structure, POUs, variables); read each POU you will change ' +
  'and keep its content_hash; make the smallest edit (patch_pou for a few lines, update_pou for a rewrite) passing that hash; the person ' +
  'approves every edit in Interlock, so say in one sentence why each edit is needed; if a call is denied, stop and ask rather than retry; ' +
  'compile afterwards and fix every error the diagnostics point at before you report the change done.';

/** Read-only views for clients that browse resources, and a prompt that teaches the safe edit loop. */
function platformCatalog(deps: McpServerDeps): McpCatalog {
  const json = (uri: string, value: unknown): ResourceContents[] => [{ uri, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }];
  return {
    resources: [
      {
        uri: 'interlock://status',
        name: 'interlock-status',
        title: 'Interlock status',
        description: 'Targets, connected agents, queue depth and pending approvals (same as get_interlock_status)',
        mimeType: 'application/json',
        read: () => json('interlock://status', interlockStatus(deps.core, deps.version)),
      },
      {
        uri: 'interlock://approvals',
        name: 'interlock-approvals',
        title: 'Calls waiting for approval',
        description: "The calls waiting for the person's decision (tool, agent, target, when it expires), without their arguments; subscribe to hear when one arrives or is decided",
        mimeType: 'application/json',
        read: () => json('interlock://approvals', pendingApprovals(deps.core)),
        watch: (onChange) =>
          deps.core.store.subscribe((event) => {
            if (event.type === 'approval.requested' || event.type === 'approval.removed' || (event.type === 'approval.updated' && event.patch.state !== undefined)) onChange();
          }),
      },
      {
        uri: 'interlock://tools',
        name: 'interlock-tools',
        title: 'Interlock tool manifest',
        description: "Every tool with whether it needs the person's approval (same as describe_tools)",
        mimeType: 'application/json',
        read: () => json('interlock://tools', toolManifest(deps.table, deps.toolsets)),
      },
    ],
    prompts: [
      {
        name: 'safe_plc_edit',
        title: 'Edit PLC code safely through Interlock',
        description: 'The read → edit → compile → check loop Interlock expects, for a goal you describe',
        arguments: [{ name: 'goal', description: 'What the change should achieve', required: true }],
        get: ({ goal }) => {
          if (goal === undefined || goal.trim() === '') throw new ToolError('The safe_plc_edit prompt needs a goal');
          return [{ role: 'user', content: { type: 'text', text: `Goal: ${goal}\n\n${SAFE_EDIT_PROMPT_TEXT}` } }];
        },
      },
    ],
  };
}

function listedResource(row: ResourceDefinition) {
  return { uri: row.uri, name: row.name, title: row.title, description: row.description, mimeType: row.mimeType };
}

/** A row's own ToolError becomes InvalidParams with its message; anything else is a bug and stays generic. */
async function catalogCall<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ToolError) throw new ProtocolError(ProtocolErrorCode.InvalidParams, error.message);
    throw error;
  }
}

function registerCatalog(
  server: Server,
  catalog: CatalogIndex,
  templateVisible: (template: ResourceTemplateDefinition, ctx: ServerContext) => boolean,
  readViaTool: ToolReader,
): void {
  server.setRequestHandler('resources/list', () => ({ resources: [...catalog.resources.values()].map(listedResource) }));
  server.setRequestHandler('resources/templates/list', (_request, ctx) => ({
    resourceTemplates: catalog.templates
      .filter((t) => templateVisible(t, ctx))
      .map((t) => ({ uriTemplate: t.uriTemplate, name: t.name, title: t.title, description: t.description, mimeType: t.mimeType })),
  }));
  server.setRequestHandler('resources/read', async (request, ctx) => {
    const { uri } = request.params;
    const row = catalog.resources.get(uri);
    if (row) return { contents: await catalogCall(() => row.read()) };
    for (const template of catalog.templates.filter((t) => templateVisible(t, ctx))) {
      const variables = matchUriTemplate(template.uriTemplate, uri);
      if (!variables) continue;
      if ('viaTool' in template) return { contents: [{ uri, mimeType: template.mimeType, text: await readViaTool(template.viaTool, variables, ctx) }] };
      return { contents: await catalogCall(() => template.read(uri, variables)) };
    }
    throw new ProtocolError(ProtocolErrorCode.ResourceNotFound, `Resource ${uri} not found`);
  });
  if (catalog.watchable) registerSubscriptions(server, catalog);
  server.setRequestHandler('prompts/list', () => ({
    prompts: [...catalog.prompts.values()].map((p) => ({
      name: p.name,
      title: p.title,
      description: p.description,
      arguments: p.arguments.map((a) => ({ name: a.name, description: a.description, required: a.required })),
    })),
  }));
  server.setRequestHandler('prompts/get', async (request) => {
    const prompt = catalog.prompts.get(request.params.name);
    if (!prompt) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt ${request.params.name} not found`);
    const args = request.params.arguments ?? {};
    const missing = prompt.arguments.filter((a) => a.required && (args[a.name] === undefined || args[a.name] === ''));
    if (missing.length > 0) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `The ${prompt.name} prompt needs ${missing.map((a) => a.name).join(', ')}`);
    return { description: prompt.description, messages: await catalogCall(() => prompt.get(args)) };
  });
  if (catalog.completable) {
    server.setRequestHandler('completion/complete', (request) => {
      const { ref, argument } = request.params;
      const prompt = ref.type === 'ref/prompt' ? catalog.prompts.get(ref.name) : undefined;
      const complete = prompt?.arguments.find((a) => a.name === argument.name)?.complete;
      const values = complete ? complete(argument.value).slice(0, MAX_COMPLETIONS) : [];
      return { completion: { values, hasMore: false } };
    });
  }
}

/** The spec caps one completion answer at 100 values. */
const MAX_COMPLETIONS = 100;

/** Subscriptions live as long as this server instance (one legacy session, or one socket connection). */
function registerSubscriptions(server: Server, catalog: CatalogIndex): void {
  const watching = new Map<string, () => void>();
  const unwatchAll = () => {
    for (const stop of watching.values()) stop();
    watching.clear();
  };
  const previousOnClose = server.onclose;
  server.onclose = () => {
    unwatchAll();
    previousOnClose?.();
  };
  server.setRequestHandler('resources/subscribe', (request) => {
    const { uri } = request.params;
    const row = catalog.resources.get(uri);
    if (!row?.watch) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Resource ${uri} cannot be subscribed to`);
    if (!watching.has(uri)) watching.set(uri, row.watch(() => void server.sendResourceUpdated({ uri }).catch(() => undefined)));
    return {};
  });
  server.setRequestHandler('resources/unsubscribe', (request) => {
    watching.get(request.params.uri)?.();
    watching.delete(request.params.uri);
    return {};
  });
}

async function callTool(core: Core, tool: AnyToolDefinition, args: Record<string, unknown>, ctx: ServerContext, resolveAgent: AgentResolver, waitingProgressIntervalMs: number) {
  const outcome = await runTool(core, tool, args, ctx, resolveAgent, waitingProgressIntervalMs);
  if (!outcome.ok) return toolError(outcome.message);
  const content = tool.content ? tool.content(outcome.value) : [{ type: 'text' as const, text: JSON.stringify(outcome.value) }];
  // The agent hears what its edit does to the machine in the same words the person approved it on.
  if (outcome.impact) content.push({ type: 'text' as const, text: impactText(outcome.impact, outcome.approvedByRule) });
  // Whether the project file holds the change: an agent must not take a change that only lives in the IDE for saved.
  if (outcome.projectFile) content.push({ type: 'text' as const, text: projectFileText(outcome.projectFile) });
  for (const note of outcome.notes ?? []) content.push({ type: 'text' as const, text: note });
  return { content, structuredContent: outcome.value };
}

type RunOutcome = { ok: true; value: Record<string, unknown>; impact?: ImpactReport; approvedByRule?: string; projectFile?: ProjectFileRecord; notes?: string[] } | { ok: false; message: string };

/** One call of a row through the runner (queue, gate, audit), its result checked against the row's output schema. */
async function runTool(core: Core, tool: AnyToolDefinition, args: Record<string, unknown>, ctx: ServerContext, resolveAgent: AgentResolver, waitingProgressIntervalMs: number): Promise<RunOutcome> {
  const agentId = resolveAgent(ctx);
  const sendProgress = progressSender(ctx);
  // What the tool reports (compile output lines, steps) and where the call waits also reach the agent's log.
  const log = (message: string) => void ctx.mcpReq.log('info', message, SERVER_NAME).catch(() => undefined);
  const progress = (info: ProgressInfo) => {
    sendProgress(info);
    log(info.message);
  };
  let waiting: ReturnType<typeof setInterval> | undefined;
  const stopWaiting = () => {
    clearInterval(waiting);
    waiting = undefined;
  };
  const onStatus = (status: QueueStatus) => {
    stopWaiting();
    if (status !== 'queued' && status !== 'awaiting-approval') return;
    const message =
      status === 'queued' ? `Queued behind other calls for this target in Interlock` : `Waiting for the person to approve ${tool.name} in Interlock`;
    progress({ message });
    // The repeats only keep the client's request timeout alive; the log has the message once.
    waiting = setInterval(() => sendProgress({ message }), waitingProgressIntervalMs);
  };
  try {
    const outcome = await core.runner.run({
      agentId,
      tool: { name: tool.name, title: tool.title, mutates: tool.mutates, ...(tool.changesRunningPlc ? { changesRunningPlc: true } : {}), ...(tool.changesCode ? { changesCode: true } : {}) },
      args,
      signal: callLifetimeSignal(ctx),
      prepare: (context) => tool.prepare(args, context),
      ...(tool.preview ? { preview: tool.preview.bind(tool) } : {}),
      ...(tool.previewFollowUp ? { previewFollowUp: tool.previewFollowUp.bind(tool) } : {}),
      ...(tool.rebase ? { rebase: tool.rebase.bind(tool) } : {}),
      execute: (plan, execution) => tool.handler(plan, execution),
      ...(tool.summarize ? { summarize: tool.summarize } : {}),
      onStatus,
      onProgress: progress,
    });
    if (outcome.status !== 'succeeded') return { ok: false, message: outcome.message };
    const value = outcome.value as Record<string, unknown>;
    // Our own handlers produce the result, but a domain bug must not reach the agent as a result its SDK rejects:
    // it would be told the call failed, although a change may have been made, and might repeat it.
    const mismatch = resultIssues(tool.output, value);
    if (mismatch.length > 0) {
      reportResultMismatch({ tool: tool.name, issues: mismatch });
      return { ok: false, message: mismatchText(tool, value, mismatch) };
    }
    return { ok: true, value, ...(outcome.impact ? { impact: outcome.impact } : {}), ...(outcome.approvedByRule ? { approvedByRule: outcome.approvedByRule } : {}), ...(outcome.projectFile ? { projectFile: outcome.projectFile } : {}), ...(outcome.notes ? { notes: outcome.notes } : {}) };
  } finally {
    stopWaiting();
  }
}

/** What the agent reads instead of a malformed result: what happened, so it does not repeat a change that was made. */
function mismatchText(tool: AnyToolDefinition, result: unknown, mismatch: readonly string[]): string {
  const outcome = tool.mutates ? `${tool.name} ran and succeeded: the change was made, do not repeat it.` : `${tool.name} ran and succeeded.`;
  return (
    `${outcome} Its result does not match the tool's output schema (an Interlock bug, logged: ${mismatch.join('; ')}), ` +
    `so it comes as text only: ${JSON.stringify(result)}`
  );
}

/** Sends `notifications/progress` when the request asked for it, with a strictly increasing `progress`. */
function progressSender(ctx: ServerContext): (info: ProgressInfo) => void {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token === undefined) return () => undefined;
  let last = 0;
  return (info) => {
    // The spec wants progress to increase with every notification, even when the tool repeats a value.
    const value = info.progress !== undefined && info.progress > last ? info.progress : last + 1;
    last = value;
    const params: { progressToken: string | number; progress: number; total?: number; message: string } = {
      progressToken: token,
      progress: value,
      message: info.message,
    };
    if (info.total !== undefined && info.total >= value) params.total = info.total;
    ctx.mcpReq.notify({ method: 'notifications/progress', params }).catch(() => undefined);
  };
}
