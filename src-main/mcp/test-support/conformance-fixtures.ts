// The fixture tools, resources and prompts the official MCP conformance suite (@modelcontextprotocol/conformance,
// server mode) calls by name. A test-only domain: scripts/conformance.ts adds it beside the production domains, so
// every scenario runs through the same tool table, queue, approval gate, audit log and endpoint as real calls.
// Never part of a shipped control center.
import { z } from 'zod';
import { ToolError, type ToolExecution } from '../../core/index.ts';
import type { ContentBlock, McpCatalog, PromptDefinition, ResourceDefinition, ResourceTemplateDefinition } from '../catalog-definition.ts';
import type { DomainFactory } from '../domain-module.ts';
import { inToolset } from '../toolsets.ts';
import { argsPlan, defineTool, READ_ONLY, type AnyToolDefinition } from '../tool-definition.ts';

/** A 1x1 red PNG. */
export const RED_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A 44-byte WAV header with no samples: the smallest valid audio/wav. */
export const EMPTY_WAV = Buffer.from(
  'RIFF$\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000\u0001\u0000\u0001\u0000\u0040\u001f\u0000\u0000\u0080\u003e\u0000\u0000\u0002\u0000\u0010\u0000data\u0000\u0000\u0000\u0000',
  'latin1',
).toString('base64');

const TARGET = { key: 'conformance-fixtures' };
const noInput = z.object({});
const textOutput = z.object({ text: z.string().describe('The text the tool returns') });
const mediaOutput = z.object({ data: z.string().describe('Base64 bytes'), mimeType: z.string().describe('Media type of the bytes') });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every fixture tool takes no arguments, reads nothing of the person's and runs on one fixture target. */
function fixtureTool<O extends z.ZodObject>(
  name: string,
  description: string,
  output: O,
  handler: (execution: ToolExecution) => Promise<z.infer<O>>,
  content?: (result: z.infer<O>) => ContentBlock[],
): AnyToolDefinition {
  return defineTool({
    name,
    title: name,
    description,
    input: noInput,
    output,
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => argsPlan(TARGET, args),
    handler: (_plan, execution) => handler(execution),
    ...(content ? { content } : {}),
  });
}

const asText = (result: { text: string }): ContentBlock[] => [{ type: 'text', text: result.text }];

function mediaTool(name: string, kind: 'image' | 'audio', data: string, mimeType: string): AnyToolDefinition {
  return fixtureTool(name, `Returns ${kind} content (${mimeType})`, mediaOutput, async () => ({ data, mimeType }), (result) => [
    { type: kind, data: result.data, mimeType: result.mimeType },
  ]);
}

export function conformanceFixtureTools(): AnyToolDefinition[] {
  return [
    fixtureTool('test_simple_text', 'Returns a simple text result', textOutput, async () => ({ text: 'This is a simple text response for testing.' }), asText),
    mediaTool('test_image_content', 'image', RED_PIXEL_PNG, 'image/png'),
    mediaTool('test_audio_content', 'audio', EMPTY_WAV, 'audio/wav'),
    fixtureTool('test_embedded_resource', 'Returns an embedded text resource', textOutput, async () => ({ text: 'This is an embedded resource content.' }), (result) => [
      { type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: result.text } },
    ]),
    fixtureTool('test_multiple_content_types', 'Returns text, an image and an embedded resource', textOutput, async () => ({ text: 'Multiple content types test:' }), (result) => [
      { type: 'text', text: result.text },
      { type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' },
      { type: 'resource', resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: '{"test":"data","value":123}' } },
    ]),
    fixtureTool(
      'test_tool_with_logging',
      'Reports three steps, which reach the client as info-level log messages',
      textOutput,
      async (execution) => {
        execution.progress({ message: 'Tool execution started' });
        await sleep(50);
        execution.progress({ message: 'Tool processing data' });
        await sleep(50);
        execution.progress({ message: 'Tool execution completed' });
        return { text: 'Logging test completed' };
      },
      asText,
    ),
    fixtureTool('test_error_handling', 'Always fails, as a tool error result', textOutput, async () => {
      throw new ToolError('This tool intentionally returns an error for testing');
    }),
    fixtureTool(
      'test_tool_with_progress',
      'Reports progress 0, 50 and 100 of 100',
      textOutput,
      async (execution) => {
        for (const step of [0, 50, 100]) {
          if (step > 0) await sleep(50);
          execution.progress({ message: `${step}/100`, progress: step, total: 100 });
        }
        return { text: 'Progress test completed' };
      },
      asText,
    ),
  ];
}

/** Calls each watcher whenever `touch` runs, so a test can change the watched resource. */
export class WatchedResource {
  readonly #listeners = new Set<() => void>();
  text = 'Watched resource content';
  touch(text: string): void {
    this.text = text;
    for (const listener of this.#listeners) listener();
  }
  watch(onChange: () => void): () => void {
    this.#listeners.add(onChange);
    return () => this.#listeners.delete(onChange);
  }
}

export function conformanceFixtureCatalog(watched = new WatchedResource()): McpCatalog {
  const resources: ResourceDefinition[] = [
    {
      uri: 'test://static-text',
      name: 'static-text',
      title: 'Static text',
      description: 'A fixed text resource',
      mimeType: 'text/plain',
      read: () => [{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }],
    },
    {
      uri: 'test://static-binary',
      name: 'static-binary',
      title: 'Static binary',
      description: 'A fixed PNG resource',
      mimeType: 'image/png',
      read: () => [{ uri: 'test://static-binary', mimeType: 'image/png', blob: RED_PIXEL_PNG }],
    },
    {
      uri: 'test://watched-resource',
      name: 'watched-resource',
      title: 'Watched resource',
      description: 'A resource clients may subscribe to',
      mimeType: 'text/plain',
      read: () => [{ uri: 'test://watched-resource', mimeType: 'text/plain', text: watched.text }],
      watch: (onChange) => watched.watch(onChange),
    },
  ];
  const resourceTemplates: ResourceTemplateDefinition[] = [
    {
      uriTemplate: 'test://template/{id}/data',
      name: 'template-data',
      title: 'Template data',
      description: 'Data for the id in the URI',
      mimeType: 'application/json',
      read: (uri, { id }) => [{ uri, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }],
    },
  ];
  const prompts: PromptDefinition[] = [
    {
      name: 'test_simple_prompt',
      title: 'Simple prompt',
      description: 'A prompt without arguments',
      arguments: [],
      get: () => [{ role: 'user', content: { type: 'text', text: 'This is a simple prompt for testing.' } }],
    },
    {
      name: 'test_prompt_with_arguments',
      title: 'Prompt with arguments',
      description: 'A prompt that repeats its two arguments',
      arguments: [
        { name: 'arg1', description: 'First test argument', required: true, complete: (value) => ['paris', 'park', 'party'].filter((v) => v.startsWith(value)) },
        { name: 'arg2', description: 'Second test argument', required: true },
      ],
      get: ({ arg1, arg2 }) => [{ role: 'user', content: { type: 'text', text: `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'` } }],
    },
    {
      name: 'test_prompt_with_embedded_resource',
      title: 'Prompt with an embedded resource',
      description: 'A prompt that embeds the resource it is given',
      arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
      get: ({ resourceUri }) => [
        { role: 'user', content: { type: 'resource', resource: { uri: resourceUri as string, mimeType: 'text/plain', text: 'Embedded resource content for testing.' } } },
        { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
      ],
    },
    {
      name: 'test_prompt_with_image',
      title: 'Prompt with an image',
      description: 'A prompt that carries an image',
      arguments: [],
      get: () => [
        { role: 'user', content: { type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' } },
        { role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } },
      ],
    },
  ];
  return { resources, resourceTemplates, prompts };
}

/** The fixtures as a domain for `startControlCenter({ domains })`, in the always-configured toolset `openplc`. */
export function conformanceFixtureDomain(watched = new WatchedResource()): DomainFactory {
  return async () => ({ tools: inToolset('openplc', conformanceFixtureTools()), catalog: conformanceFixtureCatalog(watched), dispose: async () => undefined });
}
