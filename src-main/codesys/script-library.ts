// The Python that runs inside CODESYS: the watcher and the command templates, read from src-main/codesys/python.
// A command script is its template with the helpers it names (`# interlock-helpers: ...`) prepended. Nothing from
// a tool's arguments is ever put into the code; arguments travel in a JSON file beside the script.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TEMPLATE_NAMES = [
  'session_status',
  'open_project',
  'create_project',
  'save_project',
  'close_project',
  'close_all_projects',
  'project_structure',
  'read_object',
  'write_object',
  'create_pou',
  'create_dut',
  'create_gvl',
  'create_method',
  'create_property',
  'create_folder',
  'rename_object',
  'delete_object',
  'dump_code',
  'compile_project',
  'read_compile_messages',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const FUTURE_IMPORT = 'from __future__ import print_function';
const HELPERS_LINE = /^# interlock-helpers:(.*)$/m;
const IPC_DIR_PLACEHOLDER = "u'__INTERLOCK_IPC_DIR__'";

/**
 * The `python` folder in the source tree. tsc does not copy .py files, so from `dist/` as from the sources the
 * folder is found from the package root: the nearest `package.json` named "interlock" above this module.
 */
export function codesysPythonDir(from: string = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'interlock') {
      return join(dir, 'src-main', 'codesys', 'python');
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find Interlock's package root above ${from}`);
    dir = parent;
  }
}

/** A Python unicode literal for `text` that is pure ASCII (valid for IronPython 2.7 and python3 alike). */
export function pythonUnicodeLiteral(text: string): string {
  return `u${asciiJson(text)}`;
}

/** JSON with every non-ASCII UTF-16 unit escaped: the params files are ASCII whatever the locale's code page. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export class ScriptLibrary {
  readonly #dir: string;
  readonly #scripts = new Map<TemplateName, string>();

  constructor(dir: string = codesysPythonDir()) {
    this.#dir = dir;
  }

  /** The command script for a template, helpers prepended, starting with the one `from __future__` line. */
  script(name: TemplateName): string {
    let script = this.#scripts.get(name);
    if (script === undefined) {
      const template = this.#read('templates', name);
      const helpers = HELPERS_LINE.exec(template)?.[1]?.trim().split(/\s+/) ?? [];
      const parts = [...helpers.map((helper) => this.#read('helpers', helper)), template].map(withoutFutureImport);
      script = `${FUTURE_IMPORT}\n${parts.join('\n')}`;
      this.#scripts.set(name, script);
    }
    return script;
  }

  /** watcher.py with this session's directory filled in. */
  watcher(ipcDir: string): string {
    const source = readFileSync(join(this.#dir, 'watcher.py'), 'utf8');
    if (!source.includes(IPC_DIR_PLACEHOLDER)) throw new Error('watcher.py has lost its IPC directory placeholder');
    return source.replace(IPC_DIR_PLACEHOLDER, () => pythonUnicodeLiteral(ipcDir));
  }

  #read(folder: 'templates' | 'helpers', name: string): string {
    return readFileSync(join(this.#dir, folder, `${name}.py`), 'utf8');
  }
}

function withoutFutureImport(source: string): string {
  return source
    .split('\n')
    .filter((line) => line.trim() !== FUTURE_IMPORT)
    .join('\n');
}
