// What Interlock's CODESYS tools rely on in the ScriptEngine API, as probes `interlock doctor codesys` runs on the
// person's own CODESYS: each names where the member lives (an owner the probe templates can reach read-only) and the
// tools that need it. A missing member makes its tools unavailable on that CODESYS (refused before any card), or
// limited where the tool works without it in a narrower way. Which tools use which member is derived from the code
// (capability-catalogue.json, written by scripts/capability-catalogue.ts); only the limits are kept here by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../files/index.ts';

/** Where a probed member lives. The first six need nothing open; the project ones use the open (or named) project. */
export const PROBE_OWNERS = [
  'scriptengine',
  'projects',
  'system',
  'online',
  'librarymanager',
  'device_repository',
  'project',
  'application',
  'user_management',
  'library_manager',
  'online_application',
  'online_device',
  // Only the guessed text-list row API is looked up on these (scriptengine-api-reference.json `guesses`).
  'text_list_rows',
  'text_list_row',
] as const;
export type ProbeOwner = (typeof PROBE_OWNERS)[number];

/** Owners only a command with a running script reaches (the online factories). */
export const ONLINE_OWNERS: readonly ProbeOwner[] = ['online_application', 'online_device'];

export interface ApiRequirement {
  /** `<owner>.<member>`: stable, used in the saved table. */
  id: string;
  owner: ProbeOwner;
  /** A member, or a path through members ('OnlineChangeOption.Keep'). */
  member: string;
  tools: readonly string[];
  /** `unavailable`: the tools cannot work without it. `limited`: they work, with what `limitation` says they lose. */
  effect: 'unavailable' | 'limited';
  limitation?: string;
}

/** The generated half of the catalogue (scripts/capability-catalogue.ts writes it; never edited by hand). */
export interface CapabilityCatalogue {
  about: string;
  requirements: Array<{ id: string; owner: ProbeOwner; member: string; tools: string[] }>;
  /** Tools one of whose templates needs a running script (`# interlock-context: script`): the online factories. */
  script_context_tools: string[];
}

export const CATALOGUE_FILE = 'src-main/codesys/doctor/capability-catalogue.json';

/** The ScriptEngine class of each owner the probe templates reach ('scriptengine': the module, its enums and globals). */
export const PROBE_OWNER_CLASSES: Record<ProbeOwner, string> = {
  scriptengine: 'scriptengine',
  projects: 'ScriptProjects',
  system: 'System',
  online: 'ScriptOnline',
  librarymanager: 'LibManager',
  device_repository: 'ScriptDeviceRepository',
  project: 'ScriptProject',
  application: 'ScriptApplication',
  user_management: 'ScriptUserManagement',
  library_manager: 'ScriptLibManObject',
  online_application: 'ScriptOnlineApplication',
  online_device: 'ScriptOnlineDevice',
  text_list_rows: 'ScriptTextListItemsCollection',
  // The reference documents no class for a text list's row; its members are the guess probed on it.
  text_list_row: '(text list row)',
};

/**
 * The judgement the code cannot make: members whose tools still work without them, and what they lose. Every other
 * member a tool's templates use makes the tool unavailable when it is missing. A test checks each id is derived.
 */
export const LIMITED: Readonly<Record<string, string>> = {
  'scriptengine.OnlineChangeOption': 'no online change: a login from a script can only download in full',
  'scriptengine.OnlineChangeOption.Keep': 'no login just to read: reads need a login made with codesys_online_login',
  'application.is_online_change_possible': 'whether an online change is possible is not known before the login',
  'application.is_uptodate': "headless reads cannot tell whether the PLC runs the project's code",
  'online_device.download_source': 'no compact source archive: the whole project is stored',
};

function loadCatalogue(): CapabilityCatalogue {
  try {
    return JSON.parse(readFileSync(join(packageRoot(), CATALOGUE_FILE), 'utf8')) as CapabilityCatalogue;
  } catch (err) {
    // Only while the generator writes the first one.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { about: '', requirements: [], script_context_tools: [] };
    throw err;
  }
}

const catalogue = loadCatalogue();

export const API_REQUIREMENTS: readonly ApiRequirement[] = catalogue.requirements.map((r) =>
  LIMITED[r.id] ? { ...r, effect: 'limited', limitation: LIMITED[r.id]! } : { ...r, effect: 'unavailable' },
);

/** Tools whose templates need a running script (`# interlock-context: script`): the online factories. */
export const SCRIPT_CONTEXT_TOOLS: readonly string[] = catalogue.script_context_tools;

/** Tools that set a symbol's access and so need SymbolAccess members (symbol_config.py's access_value). */
export const SYMBOL_ACCESS_TOOLS: readonly string[] = ['codesys_set_symbol_access'];

/** Every tool this catalogue names. */
export function requiredTools(): Set<string> {
  return new Set([...API_REQUIREMENTS.flatMap((r) => r.tools), ...SCRIPT_CONTEXT_TOOLS, ...SYMBOL_ACCESS_TOOLS]);
}
