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
 * Syntax errors, Pyflakes (undefined and unused names, unused imports, redefinitions, misused literals), imports and
 * statements (E4, E7: bare except, comparisons to None, assigned lambdas), invalid escapes (W6), bugbear (B) and
 * Pylint's errors and warnings (PLE, PLW). Left out: the rules whose fix is Python-3-only syntax or API, which
 * IronPython 2.7 inside CODESYS cannot run (`raise ... from` (B904), `zip(strict=)` (B905)).
 */
const RULES = ['E4', 'E7', 'E9', 'F', 'W6', 'B', 'PLE', 'PLW'];
const NOT_FOR_IRONPYTHON = ['B904', 'B905'];
const SETTINGS = { 'target-version': 'py37', lint: { select: RULES, ignore: NOT_FOR_IRONPYTHON } };
/** As for TypeScript: a longer file is split by what it does. */
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

/** The stand-ins' Python: every .py file under standins/ and the executables with a python3 shebang. */
export function standinPythonFiles(dir: string = join(root, 'standins')): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file.endsWith('.py') || (!/\.\w+$/.test(file) && readFileSync(file, 'utf8').startsWith('#!/usr/bin/env python3')))
    .sort();
}

/** Everything Pyflakes finds in one file, but a name defined elsewhere: for CODESYS Python, the composed script decides that. */
const FILE_SETTINGS = { ...SETTINGS, lint: { select: RULES, ignore: [...NOT_FOR_IRONPYTHON, 'F821'] } };
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

export function lintPython(options: { standins?: string[]; codesysDir?: string } = {}): PythonFinding[] {
  const findings: PythonFinding[] = [];
  const report = (file: string, line: number, d: RuffDiagnostic, script?: string) =>
    findings.push({ file: relative(root, file), line, code: d.code ?? 'invalid-syntax', message: d.message, ...(script === undefined ? {} : { script }) });

  const whole = new Workspace(SETTINGS, PositionEncoding.Utf16);
  for (const file of options.standins ?? standinPythonFiles()) {
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

  for (const file of [...(options.standins ?? standinPythonFiles()), ...pythonSourceFiles(options.codesysDir)]) {
    const lines = readFileSync(file, 'utf8').split('\n').length;
    if (lines > MAX_PYTHON_LINES) findings.push({ file: relative(root, file), line: MAX_PYTHON_LINES + 1, code: 'max-lines', message: `${lines} lines, at most ${MAX_PYTHON_LINES}: split it by what it does` });
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
