// Lints the project's Python with Ruff (its npm WebAssembly build: no Python tooling needed): the stand-ins as the
// python3 programs they are, and what runs inside CODESYS as CODESYS runs it, each command script composed the way
// ScriptLibrary composes it (its helpers before the template), so a name a helper defines counts as defined and a
// name nothing defines does not. That Python is IronPython 2.7 and must parse as python3 too: the check parses it
// as Python 3.7, the oldest grammar Ruff knows, and script-library.test.ts keeps it ASCII and free of f-strings.
// Usage: node scripts/lint-python.ts   (part of `npm run lint`)
import { PositionEncoding, Workspace } from '@astral-sh/ruff-wasm-nodejs';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonSourceFiles, ScriptLibrary, templateFiles, type ScriptComposition } from '../src-main/codesys/bridge/script-library.ts';
import type { TemplateName } from '../src-main/codesys/bridge/templates.ts';

/**
 * Syntax errors and Pyflakes (undefined and unused names, unused imports, redefinitions, misused literals), the
 * pycodestyle errors and warnings (invalid escapes, lambdas assigned, comparisons to None...), Bugbear's likely bugs
 * (mutable defaults, unused loop variables, loop variables caught by closures) and Pylint's errors (wrong special
 * method signatures...). Left out: line length (the TypeScript has no cap either) and Bugbear's `raise ... from`,
 * which is Python 3 only where the CODESYS Python is 2.7 (the stand-ins raise as IronPython does).
 */
const RULES = { select: ['E', 'W', 'F', 'B', 'PLE'], ignore: ['E501', 'B904'] };
const SETTINGS = { 'target-version': 'py37', lint: RULES };
/** The most lines a Python file may have, as lint's max-lines keeps every TypeScript file: a longer one is split. */
export const MAX_PYTHON_LINES = 800;

export interface PythonFinding {
  /** The file (relative to the repository) and 1-based line the finding is in. */
  file: string;
  line: number;
  code: string;
  message: string;
  /** For a composed CODESYS script: which one it was found in. */
  script?: string;
}

interface RuffDiagnostic {
  code: string | null;
  message: string;
  start_location: { row: number; column: number };
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The project's other Python (python3 tools): the ScriptEngine reference's converters and checks, the scripts. */
export function toolPythonFiles(dirs: string[] = [join(root, 'src-main', 'codesys', 'scriptengine-api'), join(root, 'scripts')]): string[] {
  return dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.py')).map((entry) => join(entry.parentPath, entry.name)))
    .sort();
}

/** The stand-ins' Python: every .py file under standins/ and the executables with a python3 shebang. */
export function standinPythonFiles(dir: string = join(root, 'standins')): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file.endsWith('.py') || (!/\.\w+$/.test(file) && readFileSync(file, 'utf8').startsWith('#!/usr/bin/env python3')))
    .sort();
}

/** Everything Pyflakes finds in one file, but a name defined elsewhere: for CODESYS Python, the composed script decides that. */
const FILE_SETTINGS = { ...SETTINGS, lint: { ...RULES, ignore: [...RULES.ignore, 'F821'] } };
/** A name no part of the script defines. */
const SCRIPT_SETTINGS = { ...SETTINGS, lint: { select: ['F821'] } };

/**
 * The stand-in's scriptengine.py takes the top-level names of its parts (scriptengine_*.py beside it) into its own
 * namespace at import time, which Pyflakes cannot follow: those names count as defined there, and only those.
 */
function namesOfParts(file: string): Set<string> {
  const names = new Set<string>();
  if (basename(file) !== 'scriptengine.py') return names;
  for (const part of readdirSync(dirname(file)).filter((name) => /^scriptengine_\w+\.py$/.test(name))) {
    for (const match of readFileSync(join(dirname(file), part), 'utf8').matchAll(/^(?:def|class)\s+(\w+)|^(\w+)\s*=(?!=)/gm)) names.add(match[1] ?? match[2]!);
  }
  return names;
}

export function lintPython(options: { standins?: string[]; tools?: string[]; codesysDir?: string } = {}): PythonFinding[] {
  const findings: PythonFinding[] = [];
  const report = (file: string, line: number, d: RuffDiagnostic, script?: string) =>
    findings.push({ file: relative(root, file), line, code: d.code ?? 'invalid-syntax', message: d.message, ...(script === undefined ? {} : { script }) });
  const standins = options.standins ?? standinPythonFiles();
  const tools = options.tools ?? toolPythonFiles();

  for (const file of [...standins, ...tools, ...pythonSourceFiles(options.codesysDir)]) {
    const text = readFileSync(file, 'utf8');
    const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_PYTHON_LINES) findings.push({ file: relative(root, file), line: MAX_PYTHON_LINES + 1, code: 'max-lines', message: `File has too many lines (${lines}). Maximum allowed is ${MAX_PYTHON_LINES}: split it along its own sections` });
  }

  const whole = new Workspace(SETTINGS, PositionEncoding.Utf16);
  for (const file of [...standins, ...tools]) {
    const fromParts = namesOfParts(file);
    for (const d of whole.check(readFileSync(file, 'utf8')) as RuffDiagnostic[]) {
      const name = /^Undefined name `(\w+)`/.exec(d.message)?.[1];
      if ((d.code === 'F821' || d.code === 'F822') && name !== undefined && fromParts.has(name)) continue;
      report(file, d.start_location.row, d);
    }
  }

  const perFile = new Workspace(FILE_SETTINGS, PositionEncoding.Utf16);
  for (const file of pythonSourceFiles(options.codesysDir)) {
    for (const d of perFile.check(readFileSync(file, 'utf8')) as RuffDiagnostic[]) report(file, d.start_location.row, d);
  }

  // Each script whole, as CODESYS runs it; a helper's finding is reported once, not once per script that has it.
  const library = new ScriptLibrary(options.codesysDir);
  const scripts: Array<[string, ScriptComposition]> = [['watcher', library.watcherComposition()], ...[...templateFiles(options.codesysDir).keys()].map((name): [string, ScriptComposition] => [name, library.composition(name as TemplateName)])];
  const composed = new Workspace(SCRIPT_SETTINGS, PositionEncoding.Utf16);
  const seen = new Set<string>();
  for (const [name, { script, origins }] of scripts) {
    for (const d of composed.check(script) as RuffDiagnostic[]) {
      const origin = origins[d.start_location.row - 1];
      if (!origin || d.code === 'invalid-syntax') continue; // the `from __future__` line; each file's syntax is checked above
      const key = `${origin.file}:${origin.line}:${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      report(origin.file, origin.line, d, name);
    }
  }
  return findings;
}

if (import.meta.main) {
  const started = Date.now();
  const findings = lintPython();
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.code} ${f.message}${f.script ? ` (in the ${f.script} script)` : ''}`);
  console.error(`lint-python: ${findings.length} finding(s) in ${Date.now() - started} ms`);
  process.exit(findings.length === 0 ? 0 : 1);
}
