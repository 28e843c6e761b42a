// Where an OpenPLC Editor (v4.1+) project keeps its POUs and what the folders and extensions mean.

export const POU_TYPES = ['function', 'function-block', 'program'] as const;
export type PouType = (typeof POU_TYPES)[number];

export const POU_LANGUAGES = ['st', 'il', 'ld', 'fbd', 'python', 'cpp'] as const;
export type PouLanguage = (typeof POU_LANGUAGES)[number];

/** In the order the contract lists POUs (by type: function < function-block < program). */
export const POU_FOLDERS: ReadonlyArray<{ type: PouType; dir: string }> = [
  { type: 'function', dir: 'pous/functions' },
  { type: 'function-block', dir: 'pous/function-blocks' },
  { type: 'program', dir: 'pous/programs' },
];

export const LANGUAGE_BY_EXTENSION: Readonly<Record<string, PouLanguage>> = {
  '.st': 'st',
  '.il': 'il',
  '.ld': 'ld',
  '.fbd': 'fbd',
  '.py': 'python',
  '.cpp': 'cpp',
};

/** The keyword that opens a POU of each type, and the one that closes it. */
export const DECLARATION_KEYWORD: Readonly<Record<PouType, string>> = {
  program: 'PROGRAM',
  'function-block': 'FUNCTION_BLOCK',
  function: 'FUNCTION',
};
export const END_KEYWORD: Readonly<Record<PouType, string>> = {
  program: 'END_PROGRAM',
  'function-block': 'END_FUNCTION_BLOCK',
  function: 'END_FUNCTION',
};

export const PROJECT_FILE = 'project.json';
export const LIBRARY_MANIFEST = 'library.json';
export const DEVICE_CONFIGURATION_FILE = 'devices/configuration.json';
export const PIN_MAPPING_FILE = 'devices/pin-mapping.json';
export const DATA_TYPE_DIR = 'datatypes';
export const DEVICE_FILE_DIRS = ['devices/servers', 'devices/remote'] as const;
export const DEFAULT_DEVICE_BOARD = 'OpenPLC Simulator';

/** IEC 61131-3 identifier (what POU, type and variable names must be). */
export { IDENTIFIER } from '../../plc-edit/index.ts';

/** A return type as a POU declaration writes it: a type name, optionally an array or a subrange. */
export const RETURN_TYPE = /^[A-Za-z_][\w ]*(\[[\w .,]*\])?( OF [A-Za-z_]\w*)?$/;

/** The temp files `writeFileAtomic` leaves only if the process dies mid-write; never project content. */
export const ATOMIC_TEMP_SUFFIX = '.interlock-tmp';

export function pouTypeOfKeyword(keyword: string): PouType | undefined {
  const upper = keyword.toUpperCase();
  return POU_TYPES.find((type) => DECLARATION_KEYWORD[type] === upper);
}
