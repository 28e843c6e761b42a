// The MCP catalog (tools, resources, templates, prompts, completions), logging and schema portability, through
// a real control center's HTTP endpoint with the real SDK client in both protocol eras. The conformance suite's
// fixtures stand in for domain rows, beside the production domains, as in scripts/conformance.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { z } from 'zod';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { DOMAINS } from '../control-center/plc-domains.ts';
import { packageRoot } from '../files/index.ts';
import { TOOLSET_IDS } from '../../src-shared/toolsets.ts';
import { matchUriTemplate } from './catalog-definition.ts';
import { INPUT_LIMITS } from './input-limits.ts';
import { asOutputStructure, withNullableLeavesAsTypeArrays, withoutSafeIntegerBounds, withoutSizeCaps, withoutTypeArrays, withRepeatsAsDefs } from './mcp-server.ts';
import { conformanceFixtureDomain, RED_PIXEL_PNG, WatchedResource } from './test-support/conformance-fixtures.ts';
import { requiredFindings } from './test-support/output-required.ts';
import { schemaFindings } from './test-support/schema-portability.ts';

const MODERN = '2026-07-28';
const LOG_LEVEL_META_KEY = 'io.modelcontextprotocol/logLevel';
const watched = new WatchedResource();
let cc: ControlCenter;
let dataDir: string;
const clients: Client[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-catalog-'));
  // Every toolset, CODESYS configured (never launched here): the whole table is listed.
  const settings = { codesys: { executablePath: join(packageRoot(), 'standins', 'codesys', 'CODESYS') }, mcp: { toolsets: TOOLSET_IDS } };
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify(settings));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [...DOMAINS, conformanceFixtureDomain(watched)] });
});
afterAll(async () => {
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
});

type Era = 'legacy' | 'modern';

interface LogMessage {
  level: string;
  data: unknown;
  logger?: string;
}

async function connect(era: Era, name: string): Promise<{ client: Client; logs: LogMessage[] }> {
  const client = new Client({ name, version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {});
  const logs: LogMessage[] = [];
  client.setNotificationHandler('notifications/message', (n) => void logs.push(n.params as LogMessage));
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  clients.push(client);
  return { client, logs };
}

describe('schema portability of every listed tool', () => {
  it('has no type arrays in inputs (only nullable leaves in outputs), no accept-anything output, no bare object, no unresolvable $ref and no undescribed argument (production domains and fixtures)', async () => {
    const { client } = await connect('legacy', 'schema-walker');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['compile_project', 'codesys_compile_project', 'update_pou', 'test_simple_text']));
    const findings = tools.flatMap((tool) => [
      ...(tool.description ? [] : [{ tool: tool.name, io: 'input', path: '', problem: 'no tool description' }]),
      ...schemaFindings(tool.name, 'input', tool.inputSchema),
      ...schemaFindings(tool.name, 'output', tool.outputSchema),
    ]);
    expect(findings).toEqual([]);
    // The v1 SDK client compiles each output schema with this validator to check results: a $ref it cannot resolve throws.
    const validator = new AjvJsonSchemaValidator();
    const uncompiled = tools.filter((tool) => {
      try {
        validator.getValidator(tool.outputSchema!);
        return false;
      } catch {
        return true;
      }
    });
    expect(uncompiled.map((t) => t.name)).toEqual([]);
  });

  it('names in every output object, at any depth, exactly the fields every result has (the zod schema\'s non-optional ones)', async () => {
    const { client } = await connect('legacy', 'required-walker');
    const { tools } = await client.listTools();
    const rows = new Map(cc.table.map((row) => [row.name, row]));
    expect(tools.length).toBeGreaterThan(100);
    const findings = tools.flatMap((tool) => requiredFindings(tool.name, rows.get(tool.name)!.output, tool.outputSchema as Record<string, unknown>));
    expect(findings).toEqual([]);
  });

  it('the required walker catches a default or transform in an output, whose value a result may lack', () => {
    const listed = { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } }, b: { type: 'string' } }, required: ['a', 'b'] };
    expect(requiredFindings('t', z.object({ a: z.array(z.string()).default([]), b: z.string().transform((s) => s.trim()) }), listed).map((f) => f.path)).toEqual(['/a', '/b']);
    expect(requiredFindings('t', z.object({ a: z.array(z.string()), b: z.string() }), listed)).toEqual([]);
  });

  it('the required walker catches a field left out of required, an optional one in it, and a cut-off object', () => {
    const output = z.object({ a: z.string(), b: z.number().optional(), c: z.array(z.object({ d: z.boolean().nullable() })).nullable() });
    const item = { type: 'object', properties: { d: { anyOf: [{ type: 'boolean' }, { type: 'null' }] } }, required: ['d'] };
    const listed = (c: unknown, required: string[]) => ({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' }, c }, required });
    expect(requiredFindings('t', output, { ...listed({ anyOf: [{ type: 'array', items: { $ref: '#/$defs/i' } }, { type: 'null' }] }, ['a', 'c']), $defs: { i: item } })).toEqual([]);
    expect(requiredFindings('t', output, listed({ anyOf: [{ type: 'array', items: { ...item, required: [] } }, { type: 'null' }] }, ['a', 'b', 'c'])).map((f) => f.path)).toEqual(['', '/c/items']);
    expect(requiredFindings('t', output, listed({ anyOf: [{ type: 'array', items: { type: 'object' } }, { type: 'null' }] }, ['a', 'c'])).map((f) => `${f.path} ${f.problem}`)).toEqual(['/c/items an object listed without its fields']);
  });

  it('the walker finds each kind of problem it is there to catch', () => {
    const nullableLeaves = { s: { type: ['string', 'null'] }, e: { type: ['string', 'null'], enum: ['x', null] } };
    expect(
      schemaFindings('t', 'output', { type: 'object', properties: { ...nullableLeaves, a: { type: ['object', 'null'], properties: {} }, b: {}, c: { type: 'object', additionalProperties: {} }, d: { type: ['string', 'null'], enum: ['x'] } } }).map(
        (f) => `${f.path} ${f.problem}`,
      ),
    ).toEqual(['/a type array ["object","null"]', '/b accepts anything', '/c/additionalProperties accepts anything', '/d type array ["string","null"]']);
    expect(schemaFindings('t', 'input', { type: 'object', properties: { s: { type: ['string', 'null'], description: 'x' } } }).map((f) => `${f.path} ${f.problem}`)).toEqual(['/s type array ["string","null"]']);
    expect(
      schemaFindings('t', 'output', { type: 'object', properties: { a: { type: 'object' }, b: { $ref: '#/$defs/b' }, c: { $ref: '#/$defs/c' } }, $defs: { b: { type: 'string' } } }).map((f) => `${f.path} ${f.problem}`),
    ).toEqual(['/a object without its fields', '/c unresolvable $ref #/$defs/c']);
    expect(schemaFindings('t', 'input', { type: 'object', properties: { x: { type: 'string' } } })).toEqual([{ tool: 't', io: 'input', path: '/x', problem: 'no description' }]);
  });

  it('lists output schemas as structure only: no description keyword or closed object at any depth, required kept, a property named description kept', async () => {
    const someOptional = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a'] };
    const record = (names: Record<string, unknown>) => ({ type: 'object', propertyNames: names, additionalProperties: { type: 'string' } });
    expect(asOutputStructure(record({ type: 'string' }))).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
    expect(asOutputStructure(record({ type: 'string', pattern: '^[a-z]+$' }))).toEqual(record({ type: 'string', pattern: '^[a-z]+$' }));
    expect(asOutputStructure({ type: 'object', properties: { x: someOptional }, required: ['x'] })).toEqual({ type: 'object', properties: { x: someOptional }, required: ['x'] });
    const closed = { type: 'object', additionalProperties: false, properties: { description: { type: 'string', description: 'x' } } };
    expect(asOutputStructure({ type: 'object', description: 'd', additionalProperties: false, properties: { description: { type: 'string', description: 'x' }, a: { anyOf: [{ type: 'string', description: 'y' }, closed] } } })).toEqual({
      type: 'object',
      properties: { description: { type: 'string' }, a: { anyOf: [{ type: 'string' }, { type: 'object', properties: { description: { type: 'string' } } }] } },
    });
    const identification = { type: 'object', properties: { type: { type: 'integer' }, id: { type: 'string' }, version: { type: 'string' }, vendor: { type: 'string' } } };
    const device = { type: 'object', properties: { path: { type: 'string' }, identification: { anyOf: [identification, { type: 'null' }] }, parts: { type: 'array', items: identification } } };
    expect(withRepeatsAsDefs({ type: 'object', properties: { before: device, after: device, state: { type: 'string', enum: ['run', 'stop'] } } })).toEqual({
      type: 'object',
      properties: { before: { $ref: '#/$defs/before' }, after: { $ref: '#/$defs/before' }, state: { type: 'string', enum: ['run', 'stop'] } },
      $defs: {
        before: { type: 'object', properties: { path: { type: 'string' }, identification: { anyOf: [{ $ref: '#/$defs/identification' }, { type: 'null' }] }, parts: { type: 'array', items: { $ref: '#/$defs/identification' } } } },
        identification,
      },
    });
    // The v1 SDK client's validator follows the references: a wrong value inside a def fails, a right one passes.
    const check = new AjvJsonSchemaValidator().getValidator(withRepeatsAsDefs({ type: 'object', properties: { before: device, after: device } }) as Record<string, unknown>);
    const part = { type: 1, id: 'a', version: '1', vendor: 'v' };
    expect(check({ before: { path: 'D', identification: null, parts: [part] }, after: { path: 'D', identification: part, parts: [] } }).valid).toBe(true);
    expect(check({ before: { path: 'D', identification: null, parts: [] }, after: { path: 'D', identification: { ...part, id: 7 }, parts: [] } }).valid).toBe(false);
    // A copy too small to pay for its def stays where it is.
    const small = { type: 'object', properties: { a: { type: 'string', enum: ['x'] }, b: { type: 'string', enum: ['x'] } } };
    expect(withRepeatsAsDefs(small)).toEqual(small);
    expect(
      withoutSizeCaps({ type: 'object', properties: { path: { type: 'string', minLength: 1, maxLength: INPUT_LIMITS.pathChars }, code: { type: 'array', items: { type: 'string', maxLength: INPUT_LIMITS.codeChars } }, name: { type: 'string', maxLength: INPUT_LIMITS.nameChars } } }),
    ).toEqual({ type: 'object', properties: { path: { type: 'string' }, code: { type: 'array', items: { type: 'string' } }, name: { type: 'string' } } });
    // A minLength 1 goes beside a pattern that refuses "" itself, and stays beside one that takes it or on a short field.
    const named = (pattern: string) => ({ type: 'string', minLength: 1, maxLength: 64, pattern });
    expect(withoutSizeCaps({ type: 'object', properties: { line: named('^[^\\n]+$'), any: named('^[^\\n]*$'), short: { type: 'string', minLength: 1, maxLength: 64 } } })).toEqual({
      type: 'object',
      properties: { line: { type: 'string', maxLength: 64, pattern: '^[^\\n]+$' }, any: named('^[^\\n]*$'), short: { type: 'string', minLength: 1, maxLength: 64 } },
    });
    expect(withoutSafeIntegerBounds({ type: 'object', properties: { n: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, port: { type: 'integer', minimum: 1, maximum: 65535 } } })).toEqual({
      type: 'object',
      properties: { n: { type: 'integer' }, port: { type: 'integer', minimum: 1, maximum: 65535 } },
    });
    const { client } = await connect('legacy', 'output-prose');
    const { tools } = await client.listTools();
    const status = tools.find((t) => t.name === 'get_interlock_status')!;
    expect(JSON.stringify(status.outputSchema)).not.toContain('"description"');
    expect(JSON.stringify(tools.find((t) => t.name === 'read_pou')!.inputSchema)).toContain('"description"');
  });

  it('turns a nullable type array into an anyOf, keeping the description outside and constraints inside', () => {
    expect(withoutTypeArrays({ type: 'object', properties: { type: { type: ['string', 'null'], description: 'd', maxLength: 3 } } })).toEqual({
      type: 'object',
      properties: { type: { description: 'd', anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] } },
    });
  });

  it('lists a nullable leaf of an output as one type array (an enum listing null), and leaves objects, arrays, refs and consts an anyOf', () => {
    const orNull = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
    const kept = { o: orNull({ type: 'object', properties: { a: { type: 'string' } } }), a: orNull({ type: 'array', items: { type: 'string' } }), r: orNull({ $ref: '#/$defs/x' }), c: orNull({ type: 'string', const: 'k' }) };
    const schema = { type: 'object', properties: { n: orNull({ type: 'integer', minimum: 0 }), e: orNull({ type: 'string', enum: ['live', 'cache'] }), u: { anyOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'null' }] }, ...kept } };
    expect(withNullableLeavesAsTypeArrays(schema)).toEqual({
      type: 'object',
      properties: { n: { type: ['integer', 'null'], minimum: 0 }, e: { type: ['string', 'null'], enum: ['live', 'cache', null] }, u: { type: ['boolean', 'number', 'null'] }, ...kept },
    });
    // The same values pass and fail either way.
    const validator = new AjvJsonSchemaValidator();
    const [before, after] = [schema, withNullableLeavesAsTypeArrays(schema)].map((s) => validator.getValidator({ ...(s as Record<string, unknown>), $defs: { x: { type: 'string' } } }));
    for (const value of [{ n: null, e: null, u: null }, { n: 3, e: 'live', u: true }, { n: -1 }, { e: 'other' }, { u: 'text' }, { n: 'x' }]) expect(after!(value).valid, JSON.stringify(value)).toBe(before!(value).valid);
  });
});

describe.each<Era>(['legacy', 'modern'])('catalog rows over HTTP, %s era', (era) => {
  it('returns a table row\'s content blocks beside its structured result, through the queue and audit', async () => {
    const { client } = await connect(era, `content-${era}`);
    const result = await client.callTool({ name: 'test_image_content', arguments: {} });
    expect(result.content).toEqual([{ type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' }]);
    expect(result.structuredContent).toEqual({ data: RED_PIXEL_PNG, mimeType: 'image/png' });
    expect(cc.core.store.state.queue.findLast((e) => e.tool === 'test_image_content')).toMatchObject({ status: 'succeeded', decision: { by: 'read-only' } });
    const failed = await client.callTool({ name: 'test_error_handling', arguments: {} });
    expect(failed).toMatchObject({ isError: true, content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }] });
  });

  it('reads resources and templates, and gets prompts with their arguments', async () => {
    const { client } = await connect(era, `resources-${era}`);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['interlock://status', 'interlock://tools', 'test://static-text']));
    expect((await client.readResource({ uri: 'test://static-binary' })).contents).toEqual([{ uri: 'test://static-binary', mimeType: 'image/png', blob: RED_PIXEL_PNG }]);
    const templated = await client.readResource({ uri: 'test://template/a%20b/data' });
    expect(JSON.parse((templated.contents[0] as { text: string }).text)).toEqual({ id: 'a b', templateTest: true, data: 'Data for ID: a b' });
    await expect(client.readResource({ uri: 'test://template/1/2/data' })).rejects.toThrow(/not found/);
    const prompt = await client.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'one', arg2: 'two' } });
    expect(prompt.messages).toEqual([{ role: 'user', content: { type: 'text', text: "Prompt with arguments: arg1='one', arg2='two'" } }]);
    await expect(client.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'one' } })).rejects.toThrow(/needs arg2/);
    await expect(client.getPrompt({ name: 'safe_plc_edit', arguments: { goal: '  ' } })).rejects.toThrow(/needs a goal/);
    const completion = await client.complete({ ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' }, argument: { name: 'arg1', value: 'par' } });
    expect(completion.completion.values).toEqual(['paris', 'park', 'party']);
  });

  it('sends progress and the same steps as info-level log messages', async () => {
    const { client, logs } = await connect(era, `logging-${era}`);
    if (era === 'legacy') await client.setLoggingLevel('info');
    const progress: number[] = [];
    const result = await client.callTool(
      { name: 'test_tool_with_progress', arguments: {}, ...(era === 'modern' ? { _meta: { [LOG_LEVEL_META_KEY]: 'info' } } : {}) },
      { onprogress: (p) => void progress.push(p.progress) },
    );
    expect(result.structuredContent).toEqual({ text: 'Progress test completed' });
    expect(progress).toEqual([1, 50, 100]);
    await expect.poll(() => logs.map((l) => l.data)).toEqual(['0/100', '50/100', '100/100']);
    expect(logs.every((l) => l.level === 'info' && l.logger === 'interlock')).toBe(true);
  });
});

describe('logging/setLevel', () => {
  it('filters per session: a session at warning gets no info messages while another at info gets them', async () => {
    const quiet = await connect('legacy', 'quiet');
    const chatty = await connect('legacy', 'chatty');
    await quiet.client.setLoggingLevel('warning');
    await chatty.client.setLoggingLevel('info');
    // One after the other: run together on the one fixture target, the second would also log that it queued.
    await quiet.client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    await chatty.client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    await expect.poll(() => chatty.logs.length).toBe(3);
    expect(chatty.logs.map((l) => l.data)).toEqual(['Tool execution started', 'Tool processing data', 'Tool execution completed']);
    expect(quiet.logs).toEqual([]);
  });

  it('in the 2026-07-28 era, sends log messages only for a request that asks for them', async () => {
    const { client, logs } = await connect('modern', 'modern-quiet');
    await client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    await client.callTool({ name: 'test_simple_text', arguments: {} });
    expect(logs).toEqual([]);
  });
});

describe('resource subscriptions', () => {
  it('notifies a subscribed session when the resource changes, and stops after unsubscribe', async () => {
    const { client } = await connect('legacy', 'subscriber');
    const updates: string[] = [];
    client.setNotificationHandler('notifications/resources/updated', (n) => void updates.push(n.params.uri));
    await expect(client.subscribeResource({ uri: 'test://static-text' })).rejects.toThrow(/cannot be subscribed/);
    await client.subscribeResource({ uri: 'test://watched-resource' });
    watched.touch('changed once');
    await expect.poll(() => updates).toEqual(['test://watched-resource']);
    await client.unsubscribeResource({ uri: 'test://watched-resource' });
    watched.touch('changed twice');
    await client.ping(); // anything sent before the pong has arrived by now
    expect(updates).toEqual(['test://watched-resource']);
    expect((await client.readResource({ uri: 'test://watched-resource' })).contents).toEqual([{ uri: 'test://watched-resource', mimeType: 'text/plain', text: 'changed twice' }]);
  });
});

describe('matchUriTemplate', () => {
  it('matches one segment per variable and refuses malformed escapes', () => {
    expect(matchUriTemplate('test://template/{id}/data', 'test://template/7/data')).toEqual({ id: '7' });
    expect(matchUriTemplate('test://template/{id}/data', 'test://template/7/data/x')).toBeUndefined();
    expect(matchUriTemplate('test://template/{id}/data', 'test://template/%E0%A4%A/data')).toBeUndefined();
    expect(matchUriTemplate('a.b/{x}', 'aXb/1')).toBeUndefined();
  });
});
