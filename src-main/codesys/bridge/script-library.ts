// The Python that runs inside CODESYS: the watcher (bridge/watcher.py), the shared helpers (python-helpers/) and the
// command templates, each in its toolset's templates/ folder (their parameters and results: the toolset's contracts).
// A command script is its template with the helpers it names (`# interlock-helpers: ...`) prepended. Nothing from
// a tool's arguments is ever put into the code; arguments travel in a JSON file beside the script.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../files/index.ts';
import type { TemplateName } from './templates.ts';

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

/** src-main/codesys in the source tree: tsc does not copy .py files, so dist/ finds them from the package root. */
export function codesysPythonDir(): string {
  return join(packageRoot(), 'src-main', 'codesys');
}

const WATCHER_FILE = join('bridge', 'watcher.py');
const HELPERS_FOLDER = 'python-helpers';
const TEMPLATES_FOLDER = 'templates';

/** Where each command template lives under `dir`: `<toolset>/templates/<name>.py`; a name used twice is refused. */
export function templateFiles(dir: string = codesysPythonDir()): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name, TEMPLATES_FOLDER);
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.py'));
    } catch {
      continue;
    }
    for (const name of names) {
      const template = name.slice(0, -'.py'.length);
      const other = files.get(template);
      if (other !== undefined) throw new Error(`Two CODESYS templates named ${template}: ${other} and ${join(folder, name)}`);
      files.set(template, join(folder, name));
    }
  }
  return files;
}

/** Every Python file that runs inside CODESYS: the watcher, the helpers and the templates. */
export function pythonSourceFiles(dir: string = codesysPythonDir()): string[] {
  const helpers = join(dir, HELPERS_FOLDER);
  return [
    join(dir, WATCHER_FILE),
    ...readdirSync(helpers)
      .filter((name) => name.endsWith('.py'))
      .map((name) => join(helpers, name)),
    ...templateFiles(dir).values(),
  ];
}

/** A Python unicode literal for `text` that is pure ASCII (valid for IronPython 2.7 and python3 alike). */
export function pythonUnicodeLiteral(text: string): string {
  return `u${asciiJson(text)}`;
}

/** JSON with every non-ASCII UTF-16 unit escaped: the params files are ASCII whatever the locale's code page. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A composed script, and for each of its lines (index 0 is line 1) the file and line it came from. */
export interface ScriptComposition {
  script: string;
  origins: Array<{ file: string; line: number } | null>;
}

export class ScriptLibrary {
  readonly #dir: string;
  #templates: Map<string, string> | undefined;
  readonly #scripts = new Map<TemplateName, string>();
  readonly #context = new Map<TemplateName, boolean>();

  constructor(dir: string = codesysPythonDir()) {
    this.#dir = dir;
  }

  /** The command script for a template, helpers prepended, starting with the one `from __future__` line. */
  script(name: TemplateName): string {
    let script = this.#scripts.get(name);
    if (script === undefined) {
      script = this.composition(name).script;
      this.#scripts.set(name, script);
    }
    return script;
  }

  /** The command script with where each line comes from: the helpers the template names, then the template. */
  composition(name: TemplateName): ScriptComposition {
    const file = this.#templateFile(name);
    const helpers = HELPERS_LINE.exec(readFileSync(file, 'utf8'))?.[1]?.trim().split(/\s+/) ?? [];
    return this.#compose([...BASE_HELPERS, ...helpers], file);
  }

  /** True when the template must run inside a running script (in timer mode: through Execute Script File). */
  needsScriptContext(name: TemplateName): boolean {
    let needs = this.#context.get(name);
    if (needs === undefined) {
      needs = CONTEXT_LINE.test(readFileSync(this.#templateFile(name), 'utf8'));
      this.#context.set(name, needs);
    }
    return needs;
  }

  /** watcher.py with the base helpers before it and this session's directory and mode filled in. */
  watcher(ipcDir: string, mode: WatcherMode): string {
    const { script } = this.watcherComposition();
    if (!script.includes(IPC_DIR_PLACEHOLDER) || !script.includes(MODE_PLACEHOLDER)) throw new Error('watcher.py has lost a placeholder');
    return script.replace(IPC_DIR_PLACEHOLDER, () => pythonUnicodeLiteral(ipcDir)).replace(MODE_PLACEHOLDER, () => `'${mode}'`);
  }

  /** watcher.py with the base helpers before it, placeholders unfilled, with where each line comes from. */
  watcherComposition(): ScriptComposition {
    return this.#compose(BASE_HELPERS, join(this.#dir, WATCHER_FILE));
  }

  /** The named helpers, then `main`, with the one `from __future__` line Python allows only at the very top. */
  #compose(helpers: readonly string[], main: string): ScriptComposition {
    const lines = [FUTURE_IMPORT];
    const origins: ScriptComposition['origins'] = [null];
    for (const file of [...helpers.map((helper) => join(this.#dir, HELPERS_FOLDER, `${helper}.py`)), main]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (line.trim() === FUTURE_IMPORT) return;
          lines.push(line);
          origins.push({ file, line: index + 1 });
        });
    }
    return { script: lines.join('\n'), origins };
  }

  #templateFile(name: TemplateName): string {
    this.#templates ??= templateFiles(this.#dir);
    const file = this.#templates.get(name);
    if (file === undefined) throw new Error(`No CODESYS template named ${name} under ${this.#dir}`);
    return file;
  }
}
