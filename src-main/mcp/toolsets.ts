// Which rows of the tool table a connection lists and may call. Three layers, each only narrowing the one before:
// the toolsets of the programs that are configured (no CODESYS path: no CODESYS tools), the toolsets the person
// chose in Settings (with their read-only mode), and what the client asked for on its connection (the
// X-MCP-Toolsets header, the `toolsets` query parameter, `interlock mcp --toolsets`). The platform toolset is always
// listed. Nothing a client sends reaches the first two layers.
import type { Settings } from '../../src-shared/settings-schema.ts';
import { isToolsetId, PLATFORM_TOOLSET, TOOLSETS, TOOLSET_IDS, toolsetInfo, type ToolsetDomain, type ToolsetId } from '../../src-shared/toolsets.ts';
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
  // Asked for every call and for every row of every listing; a settings object is replaced, never changed, on save.
  let allowed = allowedBySettings.get(settings);
  if (!allowed) {
    const chosen = new Set<string>([...settings.mcp.toolsets, PLATFORM_TOOLSET]);
    allowed = new Set(TOOLSETS.filter((t) => chosen.has(t.id) && domainConfigured(t.domain, settings)).map((t) => t.id));
    allowedBySettings.set(settings, allowed);
  }
  return allowed;
}
const allowedBySettings = new WeakMap<Settings, ReadonlySet<ToolsetId>>();

/** The settings a policy reads: the current ones, and word when they change. */
export interface SettingsSource {
  readonly current: Settings;
  onChange(listener: (settings: Settings) => void): () => void;
}

/** What one agent's connection lists beyond what it asked for: the toolsets it enabled itself (`enable_toolset`). */
interface ConnectionToolsets {
  requested: ToolsetRequest | undefined;
  readonly enabled: Set<ToolsetId>;
}

/** What `enable_toolset` did: the toolset is listed on the connection now; `changed` when it was not before. */
export interface EnableOutcome {
  readonly changed: boolean;
}

/**
 * The person's side of the selection, read from the settings at each use, with word to every endpoint when what
 * agents may see changes (so each connected session gets `notifications/tools/list_changed`). It also keeps, per
 * agent, the toolsets its connection asked for and those the agent enabled since: always within what the person
 * allows, so an agent can start small and grow its own list, never the person's choice.
 */
export class ToolsetPolicy {
  readonly #settings: SettingsSource;
  readonly #connections = new Map<string, ConnectionToolsets>();
  readonly #agentListeners = new Set<(agentId: string) => void>();

  constructor(settings: SettingsSource) {
    this.#settings = settings;
  }

  get allowed(): ReadonlySet<ToolsetId> {
    return allowedToolsets(this.#settings.current);
  }

  get readOnly(): boolean {
    return this.#settings.current.mcp.readOnly;
  }

  /**
   * Whether a connection that asked for `request` (undefined: asked for nothing) lists and may call `row`; with
   * `agentId`, the toolsets that agent enabled count as asked for.
   */
  visible(row: AnyToolDefinition, request: ToolsetRequest | undefined, agentId?: string): boolean {
    const toolset = row.toolset;
    if (toolset === undefined || !this.allowed.has(toolset)) return false;
    if (this.readOnly && !row.annotations.readOnlyHint) return false;
    const narrowed = request !== undefined && request !== 'all';
    if (row.onlyWhenNarrowed) return narrowed;
    if (toolset === PLATFORM_TOOLSET || !narrowed || request.includes(toolset)) return true;
    return agentId !== undefined && this.#connections.get(agentId)?.enabled.has(toolset) === true;
  }

  /** Records what the agent's connection asked for (at each request: a 2026-07-28 HTTP agent has no connection). */
  noteConnection(agentId: string, requested: ToolsetRequest | undefined): void {
    const known = this.#connections.get(agentId);
    if (known) known.requested = requested;
    else this.#connections.set(agentId, { requested, enabled: new Set() });
  }

  /** Whether the agent's connection lists `toolset` now (the person allows it, and it asked for or enabled it). */
  listedFor(agentId: string, toolset: ToolsetId): boolean {
    if (!this.allowed.has(toolset)) return false;
    const connection = this.#connections.get(agentId);
    const requested = connection?.requested;
    return toolset === PLATFORM_TOOLSET || requested === undefined || requested === 'all' || requested.includes(toolset) || connection!.enabled.has(toolset);
  }

  /** Why the person does not let agents use `toolset` now, or null when they do. */
  whyNotAllowed(toolset: ToolsetId): string | null {
    if (this.allowed.has(toolset)) return null;
    const settings = this.#settings.current;
    const info = toolsetInfo(toolset);
    return settings.mcp.toolsets.includes(toolset) && !domainConfigured(info.domain, settings)
      ? `its program is not configured in Interlock (Settings → ${info.domain === 'codesys' ? 'CODESYS' : info.domain})`
      : 'the person has not chosen it in Settings → Agents (MCP)';
  }

  /**
   * For the instructions of a connection that asked for toolsets the person does not allow: which, and why (the
   * connection is not refused; it lists what is allowed of what it asked for). Empty when it asked for nothing refused.
   */
  refusedRequestNote(request: ToolsetRequest | undefined): string {
    if (request === undefined || request === 'all') return '';
    const refused = request.filter((id) => !this.allowed.has(id));
    if (refused.length === 0) return '';
    const reasons = refused.map((id) => `${id} (${this.whyNotAllowed(id)})`).join('; ');
    return ` This connection asked for toolsets the person does not allow, so their tools are not listed: ${reasons}. An agent cannot change that; ask the person. list_toolsets shows what is allowed.`;
  }

  /**
   * Lists `toolset` on the agent's connection from now on. Only a toolset the person allows (chosen in Settings,
   * its program configured) can be enabled; anything else is refused with what is allowed.
   */
  enable(agentId: string, toolset: ToolsetId): EnableOutcome {
    const refused = this.whyNotAllowed(toolset);
    if (refused !== null) {
      throw new ToolsetRequestError(
        `The ${toolset} toolset cannot be enabled: ${refused}. An agent cannot change that; ask the person. Toolsets you may enable: ${[...this.allowed].join(', ')}.`,
      );
    }
    if (this.listedFor(agentId, toolset)) return { changed: false };
    const connection = this.#connections.get(agentId) ?? { requested: undefined, enabled: new Set<ToolsetId>() };
    connection.enabled.add(toolset);
    this.#connections.set(agentId, connection);
    for (const listener of this.#agentListeners) listener(agentId);
    return { changed: true };
  }

  /**
   * Drops what an agent enabled (it disconnected). A 2026-07-28 HTTP agent forgotten as idle may still be listening
   * and lists less from now on, so the listeners hear of it like of an enable.
   */
  forget(agentId: string): void {
    const enabled = this.#connections.get(agentId)?.enabled.size ?? 0;
    this.#connections.delete(agentId);
    if (enabled > 0) for (const listener of this.#agentListeners) listener(agentId);
  }

  /** Calls `listener` with the agent whose connection lists other tools after `enable_toolset` or `forget`. */
  onAgentListChange(listener: (agentId: string) => void): () => void {
    this.#agentListeners.add(listener);
    return () => void this.#agentListeners.delete(listener);
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
