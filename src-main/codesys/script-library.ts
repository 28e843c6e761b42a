// The Python that runs inside CODESYS: the watcher and the command templates, read from src-main/codesys/python
// (their parameters and results: templates.ts).
// A command script is its template with the helpers it names (`# interlock-helpers: ...`) prepended. Nothing from
// a tool's arguments is ever put into the code; arguments travel in a JSON file beside the script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../files/index.ts';
import type { TemplateName } from './templates.ts';

export { TEMPLATE_NAMES, type TemplateName } from './templates.ts';

const FUTURE_IMPORT = 'from __future__ import print_function';
/** Helpers every script and the watcher start with, before the ones a template names. */
const BASE_HELPERS = ['text'];
const HELPERS_LINE = /^# interlock-helpers:(.*)$/m;
/** A template that calls what needs a running script (the online factories) says so: `# interlock-context: script`. */
const CONTEXT_LINE = /^# interlock-context:\s*script\s*$/m;
const IPC_DIR_PLACEHOLDER = "u'__INTERLOCK_IPC_DIR__'";
const MODE_PLACEHOLDER = "'__INTERLOCK_WATCHER_MODE__'";

/** How the watcher waits for commands: a UI-thread timer (CODESYS stays usable) or an endless system.delay loop. */
export type WatcherMode = 'timer' | 'loop';

/** The `python` folder in the source tree: tsc does not copy .py files, so dist/ finds it from the package root. */
export function codesysPythonDir(): string {
  return join(packageRoot(), 'src-main', 'codesys', 'python');
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
  readonly #context = new Map<TemplateName, boolean>();

  constructor(dir: string = codesysPythonDir()) {
    this.#dir = dir;
  }

  /** The command script for a template, helpers prepended, starting with the one `from __future__` line. */
  script(name: TemplateName): string {
    let script = this.#scripts.get(name);
    if (script === undefined) {
      const template = this.#read('templates', name);
      const helpers = HELPERS_LINE.exec(template)?.[1]?.trim().split(/\s+/) ?? [];
      script = this.#compose([...BASE_HELPERS, ...helpers], template);
      this.#scripts.set(name, script);
    }
    return script;
  }

  /** True when the template must run inside a running script (in timer mode: through Execute Script File). */
  needsScriptContext(name: TemplateName): boolean {
    let needs = this.#context.get(name);
    if (needs === undefined) {
      needs = CONTEXT_LINE.test(this.#read('templates', name));
      this.#context.set(name, needs);
    }
    return needs;
  }

  /** watcher.py with the base helpers before it and this session's directory and mode filled in. */
  watcher(ipcDir: string, mode: WatcherMode): string {
    const source = readFileSync(join(this.#dir, 'watcher.py'), 'utf8');
    if (!source.includes(IPC_DIR_PLACEHOLDER) || !source.includes(MODE_PLACEHOLDER)) throw new Error('watcher.py has lost a placeholder');
    return this.#compose(BASE_HELPERS, source)
      .replace(IPC_DIR_PLACEHOLDER, () => pythonUnicodeLiteral(ipcDir))
      .replace(MODE_PLACEHOLDER, () => `'${mode}'`);
  }

  /** The named helpers, then `main`, with the one `from __future__` line Python allows only at the very top. */
  #compose(helpers: readonly string[], main: string): string {
    const parts = [...helpers.map((helper) => this.#read('helpers', helper)), main].map(withoutFutureImport);
    return `${FUTURE_IMPORT}\n${parts.join('\n')}`;
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
