// The CODESYS ScriptEngine API reference (scriptengine-api-reference.json beside this file): what the real API offers,
// class by class, with the source of every fact. The templates and the stand-in are checked against it; the doctor
// probes what it lists. Its format is described in standins/codesys/README.md; scriptengine_api.py is the python3 reader.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../files/index.ts';

export type ApiMemberKind = 'property' | 'method' | 'enum_member' | 'module_function';

export interface ApiParameter {
  name: string;
  /** The reference's type text: `str`, `ScriptObject`, `tuple[str]`, `bool or None`, ... */
  type?: string;
  /** The default as the reference prints it; absent for a required parameter. */
  default?: string;
  /** `*arguments`: any number of values, none required. */
  variadic?: boolean;
  /** The type or default a peer's evidence gives where the dump is contradicted (readers take it over `type`/`default`). */
  type_by_hand?: string;
  default_by_hand?: string;
}

/** One C# overload of a method: the dump's `name(self, ...) (k/n)`, or a peer's form (create_pou by name), or a guess. */
export interface ApiOverload {
  params: ApiParameter[];
  returns?: string;
  source: string;
  note?: string;
}

/** Where scriptDoc.txt contradicts itself, with the peers' evidence and the choice the reference makes. */
export interface ApiContradiction {
  id: string;
  kind: string;
  member: string;
  doc: { line: number; says: string }[];
  evidence: string[];
  follows: string;
}

export interface ApiRaise {
  /** The exception's name as the reference gives it (`TimeoutException`, `ValueError`). */
  type: string;
  /** When it is raised, in the project's words. */
  when?: string;
}

export interface ApiMember {
  kind: ApiMemberKind;
  /** `scriptDoc.txt:<line>`, `<owner>/<repository>:<path>` of a peer, or `guess`. */
  source: string;
  /** The documented signature (for a wrapper over C# overloads, the Python-level one with its `=None` defaults). */
  params?: ApiParameter[];
  /** Its overloads, each a signature of its own; a call must fit the documented signature or one of them. */
  overloads?: ApiOverload[];
  /** How many C# overloads the dump says there are (it asks for every argument by keyword then). */
  overload_count?: number;
  returns?: string;
  /** The return type where the dump contradicts itself (create_device_identification: DeviceId, not str). */
  returns_by_hand?: string;
  raises?: ApiRaise[];
  value?: number;
  /** The CODESYS version it appeared in (`3.5.10.0`). */
  since?: string;
  /** The CODESYS version it is gone from (`3.5.21.50` = SP21 Patch 5). */
  removed_in?: string;
  /** Where a peer saw it work or fail on a real CODESYS: `SP21 Patch 5: ...`. */
  live?: string[];
  /** Behaviour that differs by version, keyed by profile (`SP21`). */
  profiles?: Record<string, string>;
  /** Present on some versions or installations only: templates must probe it (hasattr) before use. */
  optional?: boolean;
  /** A property scripts may assign (true: "Gets or sets"), or may not (false: "Gets" alone); absent: the dump does not say. */
  settable?: boolean;
  /** Part of the stand-in only (a test hook or fault switch), never of the real API. */
  standin_internal?: boolean;
  note?: string;
}

export interface ApiClass {
  module: string;
  kind: 'class' | 'enum' | 'list' | 'exception';
  source: string;
  bases: string[];
  /** Marker classes every object of this class carries (their `is_...` properties). */
  markers?: string[];
  /** Classes whose members an object of this class has when it is of that kind (an application, a device, ...). */
  facets?: Record<string, string>;
  /** The class of a list's items. */
  items?: string;
  /** An exception class's constructor. */
  constructor?: ApiMember;
  members: Record<string, ApiMember>;
  note?: string;
}

export interface ApiGlobal {
  type: string;
  source: string;
  kind?: 'constructor' | 'enum';
  note?: string;
}

/** A call no source shows (the member may be documented, this way of calling it is not), with why it is made. */
export interface ApiGuess {
  id: string;
  call: string;
  member: string;
  why: string;
  templates: string[];
  /** The tools that run one of `templates` (derived from the tool rows; a test keeps it so). */
  tools: string[];
  /** A look-up that tells, without changing anything: `member` may name several, separated by spaces. */
  probe: { owner: string; member: string } | null;
  /** Why no look-up can tell (null when `probe` is set). */
  not_probed: string | null;
}

export interface ScriptEngineApiReference {
  about: string;
  format: number;
  sources: Record<string, string>;
  /** `scriptengine` maps a ScriptEngine API version (a 4.x `since`) to the first CODESYS version assumed to carry it. */
  versions: { about: string; profiles: string[]; default: string; scriptengine?: Record<string, string> };
  globals: Record<string, ApiGlobal>;
  /** Classes the stand-in hands out that are no ScriptEngine class (System.Guid, items no source names), with why. */
  standin_classes: { about: string; classes: Record<string, { source: string; note: string }> };
  classes: Record<string, ApiClass>;
  guesses: { about: string; entries: ApiGuess[] };
  contradictions: { about: string; entries: ApiContradiction[] };
  /** The sha256 of the source text each generated part was made from (scripts/scriptdoc-reference.py). */
  source_text: Record<string, { sha256: string }>;
}

export const SCRIPTENGINE_API_REFERENCE_PATH = join(packageRoot(), 'src-main', 'codesys', 'scriptengine-api', 'scriptengine-api-reference.json');

let loaded: ScriptEngineApiReference | undefined;

export function scriptEngineApiReference(): ScriptEngineApiReference {
  loaded ??= JSON.parse(readFileSync(SCRIPTENGINE_API_REFERENCE_PATH, 'utf8')) as ScriptEngineApiReference;
  return loaded;
}

/** A CODESYS version as four numbers: 'CODESYS V3.5 SP21 Patch 5' -> [3, 5, 21, 50]; '3.5.17.0' -> [3, 5, 17, 0]. */
export function parseCodesysVersion(text: string): [number, number, number, number] | undefined {
  const dotted = /^\d+(\.\d+){1,3}$/.exec(text.trim());
  if (dotted) {
    const parts = text.trim().split('.').map(Number);
    while (parts.length < 4) parts.push(0);
    return parts as [number, number, number, number];
  }
  const sp = /SP\s*(\d+)(?:\s*Patch\s*(\d+))?/i.exec(text);
  return sp ? [3, 5, Number(sp[1]), Number(sp[2] ?? 0) * 10] : undefined;
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Whether the member exists on that version (any version when `version` is undefined). */
export function memberAvailable(member: ApiMember, version?: readonly number[], engineVersions: Record<string, string> = {}): boolean {
  if (!version) return true;
  const sinceText = member.since && member.since.startsWith('4.') ? (engineVersions[member.since] ?? member.since) : member.since;
  const since = sinceText ? parseCodesysVersion(sinceText) : undefined;
  const removed = member.removed_in ? parseCodesysVersion(member.removed_in) : undefined;
  return (!since || compareVersions(version, since) >= 0) && (!removed || compareVersions(version, removed) < 0);
}

/** The class with its bases, markers and facets, each once: the classes whose members its objects may have. */
export function classLineage(reference: ScriptEngineApiReference, name: string): string[] {
  const seen: string[] = [];
  const pending = [name];
  while (pending.length > 0) {
    const current = pending.shift()!;
    const entry = reference.classes[current];
    if (!entry || seen.includes(current)) continue;
    seen.push(current);
    pending.push(...entry.bases, ...(entry.markers ?? []), ...Object.keys(entry.facets ?? {}));
  }
  return seen;
}

/** The member as objects of `className` have it (declared there, on a base, a marker or a facet), if the reference knows it. */
export function findApiMember(
  reference: ScriptEngineApiReference,
  className: string,
  member: string,
  version?: readonly number[],
): { declaredBy: string; member: ApiMember } | undefined {
  for (const current of classLineage(reference, className)) {
    const found = reference.classes[current]?.members[member];
    if (found && memberAvailable(found, version, reference.versions.scriptengine)) return { declaredBy: current, member: found };
  }
  return undefined;
}
