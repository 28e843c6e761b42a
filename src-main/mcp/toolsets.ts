// Which rows of the tool table a connection lists and may call. Three layers, each only narrowing the one before:
// the toolsets of the programs that are configured (no CODESYS path: no CODESYS tools), the toolsets the person
// chose in Settings (with their read-only mode), and what the client asked for on its connection (the
// X-MCP-Toolsets header, the `toolsets` query parameter, `interlock mcp --toolsets`). The platform toolset is always
// listed. Nothing a client sends reaches the first two layers.
import type { Settings } from '../../src-shared/settings-schema.ts';
import { isToolsetId, PLATFORM_TOOLSET, TOOLSETS, TOOLSET_IDS, type ToolsetDomain, type ToolsetId } from '../../src-shared/toolsets.ts';
import type { AnyToolDefinition } from './tool-definition.ts';

/** What a client asked for on its connection: `all` (everything the person allows) or a list of toolset ids. */
export type ToolsetRequest = 'all' | readonly ToolsetId[];

/** The header and query parameter a client names its toolsets with. */
export const TOOLSETS_HEADER = 'x-mcp-toolsets';
export const TOOLSETS_QUERY = 'toolsets';

/** The most characters a toolset request may have (every id, comma-separated, with room to spare). */
const MAX_REQUEST_CHARS = 1024;

/**
 * Puts rows into a toolset: every row of the control center's table belongs to exactly one. A row that names its
 * own toolset keeps it (the online reads that change nothing are `codesys-monitor` among the online rows).
 */
export function inToolset(toolset: ToolsetId, rows: readonly AnyToolDefinition[]): AnyToolDefinition[] {
  return rows.map((row) => ({ ...row, toolset: row.toolset ?? toolset }));
}

/**
 * Reads `a,b`, `all` or `*` (spaces allowed). An unknown id is refused with the known ones, so a typo in a client's
 * configuration is an error at connect time rather than a toolset that silently stays hidden.
 */
export function parseToolsetRequest(text: string): ToolsetRequest {
  if (text.length > MAX_REQUEST_CHARS) throw new ToolsetRequestError(`The toolsets requested are longer than ${MAX_REQUEST_CHARS} characters.`);
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw new ToolsetRequestError(`No toolset requested: name toolsets (${TOOLSET_IDS.join(', ')}) or all.`);
  if (ids.some((id) => id === 'all' || id === '*')) return 'all';
  const unknown = ids.filter((id) => !isToolsetId(id));
  if (unknown.length > 0) throw new ToolsetRequestError(`Unknown toolset ${unknown.join(', ')}: the toolsets are ${TOOLSET_IDS.join(', ')} (or all).`);
  return [...new Set(ids as ToolsetId[])];
}

export class ToolsetRequestError extends Error {}

/** Whether a program's tools can work with these settings: CODESYS needs the path to CODESYS.exe. */
export function domainConfigured(domain: ToolsetDomain, settings: Settings): boolean {
  switch (domain) {
    case 'platform':
    case 'openplc':
      return true;
    case 'codesys':
      return settings.codesys.executablePath.trim() !== '';
  }
}

/** The toolsets the person allows now: their choice, of the configured programs, plus the platform toolset. */
export function allowedToolsets(settings: Settings): ReadonlySet<ToolsetId> {
  const chosen = new Set<string>([...settings.mcp.toolsets, PLATFORM_TOOLSET]);
  return new Set(TOOLSETS.filter((t) => chosen.has(t.id) && domainConfigured(t.domain, settings)).map((t) => t.id));
}

/** The settings a policy reads: the current ones, and word when they change. */
export interface SettingsSource {
  readonly current: Settings;
  onChange(listener: (settings: Settings) => void): () => void;
}

/**
 * The person's side of the selection, read from the settings at each use, with word to every endpoint when what
 * agents may see changes (so each connected session gets `notifications/tools/list_changed`).
 */
export class ToolsetPolicy {
  readonly #settings: SettingsSource;

  constructor(settings: SettingsSource) {
    this.#settings = settings;
  }

  get allowed(): ReadonlySet<ToolsetId> {
    return allowedToolsets(this.#settings.current);
  }

  get readOnly(): boolean {
    return this.#settings.current.mcp.readOnly;
  }

  /** Whether a connection that asked for `request` (undefined: asked for nothing) lists and may call `row`. */
  visible(row: AnyToolDefinition, request: ToolsetRequest | undefined): boolean {
    const toolset = row.toolset;
    if (toolset === undefined || !this.allowed.has(toolset)) return false;
    if (this.readOnly && !row.annotations.readOnlyHint) return false;
    return toolset === PLATFORM_TOOLSET || request === undefined || request === 'all' || request.includes(toolset);
  }

  /** Calls `listener` whenever the set of allowed toolsets or the read-only mode changes. */
  onChange(listener: () => void): () => void {
    let before = this.#key(this.#settings.current);
    return this.#settings.onChange((settings) => {
      const after = this.#key(settings);
      if (after === before) return;
      before = after;
      listener();
    });
  }

  #key(settings: Settings): string {
    return `${[...allowedToolsets(settings)].join(',')}|${settings.mcp.readOnly}`;
  }
}
