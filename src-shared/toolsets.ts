// The toolsets: every MCP tool belongs to exactly one. The person chooses in Settings which toolsets agents see
// (main's `mcp/toolsets.ts` filters the table with it); a client narrows that per connection, never widens it.
// The platform toolset (Interlock's own status and manifest) is always listed.

/** Which program a toolset drives: its tools are listed only while that program is configured. */
export type ToolsetDomain = 'platform' | 'openplc' | 'codesys';

export interface ToolsetInfo {
  readonly id: string;
  readonly domain: ToolsetDomain;
  /** One line: what the toolset's tools do. */
  readonly description: string;
}

export const TOOLSETS = [
  { id: 'platform', domain: 'platform', description: "Interlock itself: its status, its tools and toolsets (always listed)." },
  { id: 'openplc', domain: 'openplc', description: 'OpenPLC Editor projects: read, edit and compile POUs, variables and configuration.' },
  { id: 'codesys-project', domain: 'codesys', description: 'The CODESYS IDE and its projects: launch, open, create, save, close, the object tree.' },
  { id: 'codesys-code', domain: 'codesys', description: 'CODESYS code: read, edit and search POUs; create, rename and delete POUs, DUTs, GVLs, methods, properties, folders.' },
  { id: 'codesys-build', domain: 'codesys', description: 'Build a CODESYS project and read its compile messages.' },
  { id: 'codesys-monitor', domain: 'codesys', description: "Watch a running PLC without changing it: online state, variable values, forced values." },
  { id: 'codesys-online', domain: 'codesys', description: 'Change a running PLC: log in and out, download, start, stop, reset, write and force values, boot application.' },
  { id: 'codesys-plc-files', domain: 'codesys', description: "The PLC's file system and project-source archive: list, copy to and from, delete." },
  { id: 'codesys-network', domain: 'codesys', description: "The PLC on the network: scan the gateway, check reachability, set the device's address, state and users." },
  { id: 'codesys-devices', domain: 'codesys', description: 'The device tree: devices, parameters, IO mappings and device descriptions.' },
  { id: 'codesys-libraries', domain: 'codesys', description: 'Library references, the library repository, installing libraries and reading their documentation.' },
  { id: 'codesys-tasks', domain: 'codesys', description: 'The task configuration: list, set and delete tasks.' },
  { id: 'codesys-exchange', domain: 'codesys', description: 'Export and import PLCopenXML and native CODESYS exports.' },
  { id: 'codesys-symbols', domain: 'codesys', description: 'The symbol configuration: which variables OPC UA clients and HMIs may read or write.' },
  { id: 'codesys-users', domain: 'codesys', description: "The project's users and groups, and their access rights on objects." },
  { id: 'codesys-objects', domain: 'codesys', description: 'Other project objects: text lists, external files, image pools.' },
] as const satisfies readonly ToolsetInfo[];

export type ToolsetId = (typeof TOOLSETS)[number]['id'];

export const TOOLSET_IDS: readonly ToolsetId[] = TOOLSETS.map((t) => t.id);

/** The platform toolset: listed on every connection whatever the person or the client chose. */
export const PLATFORM_TOOLSET: ToolsetId = 'platform';

/** A small everyday set: OpenPLC, and CODESYS projects, code, build and watching a PLC without changing it. */
export const DEFAULT_TOOLSETS: readonly ToolsetId[] = ['openplc', 'codesys-project', 'codesys-code', 'codesys-build', 'codesys-monitor'];

export function isToolsetId(id: string): id is ToolsetId {
  return (TOOLSET_IDS as readonly string[]).includes(id);
}

export function toolsetInfo(id: ToolsetId): ToolsetInfo {
  return TOOLSETS.find((t) => t.id === id)!;
}
