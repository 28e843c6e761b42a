// The rows of the MCP catalog besides tools: resources, resource templates and prompts. Like the tool table, the
// server registers them in a loop, so adding one is adding a row. They are read-only views: anything that changes
// a project is a tool, and goes through the queue, the approval gate and the audit log.

/** One item of `resources/read`: text or base64 bytes. */
export type ResourceContents = { uri: string; mimeType: string; text: string } | { uri: string; mimeType: string; blob: string };

/** The content blocks a tool result or a prompt message may carry besides its JSON text. */
export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; data: string; mimeType: string }
  | { type: 'audio'; data: string; mimeType: string }
  | { type: 'resource'; resource: ResourceContents };

export interface ResourceDefinition {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  read(): Promise<ResourceContents[]> | ResourceContents[];
  /**
   * Calls `onChange` whenever the resource changes, until the returned function is called. Only resources with a
   * watch accept `resources/subscribe`; the server sends `notifications/resources/updated` to subscribers.
   */
  watch?(onChange: () => void): () => void;
}

interface ResourceTemplateRow {
  /** RFC 6570 level-1 template: `{name}` stands for one path segment (a path in it is percent-encoded, `/` as %2F). */
  uriTemplate: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

/**
 * A resource that shows what a read-only tool of the table returns: reading it is a call of that tool, with the
 * tool's own input checks and sandbox, through the queue (CODESYS does one thing at a time) and the audit log.
 */
export interface ToolBackedRead {
  tool: string;
  /** The tool's arguments from the URI's variables; the tool's input schema checks them. */
  args(variables: Record<string, string>): Record<string, unknown>;
  /** The resource's text from the tool's result. */
  text(result: Record<string, unknown>): string;
}

export type ResourceTemplateDefinition = ResourceTemplateRow &
  ({ read(uri: string, variables: Record<string, string>): Promise<ResourceContents[]> | ResourceContents[] } | { viaTool: ToolBackedRead });

export interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
  /** Suggestions for `completion/complete` given what the person typed so far. */
  complete?(value: string): string[];
}

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: ContentBlock;
}

export interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
  /** Gets the arguments already checked for presence of every required one; throws a ToolError for bad values. */
  get(args: Record<string, string>): Promise<PromptMessage[]> | PromptMessage[];
}

/** What a domain (or the platform) adds to the catalog besides tools. */
export interface McpCatalog {
  resources?: readonly ResourceDefinition[];
  resourceTemplates?: readonly ResourceTemplateDefinition[];
  prompts?: readonly PromptDefinition[];
}

const MAX_URI_CHARS = 2048;

/** Matches a URI against a level-1 template; returns the variables, or undefined when it does not match. */
export function matchUriTemplate(template: string, uri: string): Record<string, string> | undefined {
  if (uri.length > MAX_URI_CHARS) return undefined;
  const names: string[] = [];
  const pattern = template
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part) => {
      const variable = /^\{(.+)\}$/.exec(part);
      if (!variable) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(variable[1] as string);
      return '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(uri);
  if (!match) return undefined;
  const variables: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      variables[name] = decodeURIComponent(match[index + 1] as string);
    });
  } catch {
    return undefined; // malformed percent-encoding
  }
  return variables;
}
