// The architecture rules are enforced by the lint configuration, not by convention: prove the rules bite, and that
// the import graph has no cycles, neither between files nor between the folders of src-main.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'interlock/layers').map((m) => m.message);
}

describe('architecture lint rules', () => {
  // The first lint of a file in src-main starts the type-aware project service: slow on a busy machine, so done once
  // here with room, not inside the first test's timeout.
  beforeAll(() => violations('src-main/core/probe.ts', 'export const warm = 1;\n'), 240_000);

  it('keep Node and Electron out of the renderer, and main\'s code too', async () => {
    expect(await violations('src-renderer/src/probe.ts', "import { readFile } from 'node:fs';\nvoid readFile;\n")).toEqual([expect.stringMatching(/no Node modules/)]);
    expect(await violations('src-renderer/src/probe.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;\n")).toEqual([expect.stringMatching(/InterlockBridge/)]);
    expect(await violations('src-renderer/src/probe.ts', "import { createCore } from '../../src-main/core/index.ts';\nvoid createCore;\n")).toEqual([
      expect.stringMatching(/only src-shared/),
    ]);
    expect(await violations('src-renderer/src/probe.ts', "import { applyAppEvent } from '../../src-shared/app-events.ts';\nvoid applyAppEvent;\n")).toEqual([]);
  });

  it('let only the Electron shell and the preload import electron', async () => {
    const code = "import { app } from 'electron';\nvoid app;\n";
    expect(await violations('src-main/core/probe.ts', code)).toEqual([expect.stringMatching(/Only src-main\/electron/)]);
    expect(await violations('src-main/mcp/probe.ts', code)).toEqual([expect.stringMatching(/Only src-main\/electron/)]);
    expect(await violations('src-main/electron/probe.ts', code)).toEqual([]);
    expect(await violations('src-preload/probe.ts', code)).toEqual([]);
  });

  it('keep the shared contract runtime-neutral', async () => {
    expect(await violations('src-shared/probe.ts', "import { join } from 'node:path';\nvoid join;\n")).toEqual([expect.stringMatching(/renderer too/)]);
    expect(await violations('src-shared/probe.ts', "import { Core } from '../src-main/core/index.ts';\nvoid Core;\n")).toEqual([expect.stringMatching(/nothing but zod/)]);
  });

  it('keep the layers of src-main apart: each folder imports only the layers below it', async () => {
    const probe = (folder: string, target: string) => violations(`src-main/${folder}/probe.ts`, `import * as probe from '${target}';\nvoid probe;\n`);
    expect(await probe('core', '../host/http-host.ts')).toEqual([expect.stringMatching(/core\/ never imports host, mcp, a domain or the composition root/)]);
    expect(await probe('core', '../mcp/tool-definition.ts')).toEqual([expect.stringMatching(/core\/ never imports/)]);
    expect(await probe('core', '../openplc/index.ts')).toEqual([expect.stringMatching(/core\/ never imports/)]);
    expect(await probe('core', '../control-center/index.ts')).toEqual([expect.stringMatching(/core\/ never imports/)]);
    expect(await probe('core', '../files/index.ts')).toEqual([]);
    expect(await probe('files', '../core/index.ts')).toEqual([expect.stringMatching(/files\/ is the bottom layer/)]);
    expect(await probe('openplc', '../codesys/index.ts')).toEqual([expect.stringMatching(/never imports the other domain or the composition root/)]);
    expect(await probe('codesys/tools', '../../openplc/index.ts')).toEqual([expect.stringMatching(/never imports the other domain/)]);
    expect(await probe('codesys', '../control-center/index.ts')).toEqual([expect.stringMatching(/never imports the other domain or the composition root/)]);
    expect(await probe('openplc', '../mcp/tool-definition.ts')).toEqual([]);
    expect(await probe('mcp', '../host/http-host.ts')).toEqual([expect.stringMatching(/mcp\/ never imports host/)]);
    expect(await probe('mcp', '../instance/local-token.ts')).toEqual([]);
    expect(await probe('host', '../instance/local-token.ts')).toEqual([]);
    // The helpers at the bottom are leaves: the holes of the old deny-list are closed.
    expect(await probe('files', '../logging/index.ts')).toEqual([expect.stringMatching(/files\/ is the bottom layer/)]);
    expect(await probe('logging', '../control-center/index.ts')).toEqual([expect.stringMatching(/logging\/ is a leaf helper/)]);
    expect(await probe('text-diff', '../codesys/index.ts')).toEqual([expect.stringMatching(/text-diff\/ is a leaf helper/)]);
    expect(await probe('text-diff', '../../src-shared/app-state.ts')).toEqual([]);
    // Tests compose layers the way the composition root does.
    expect(await violations('src-main/mcp/probe.test.ts', "import { startControlCenter } from '../control-center/index.ts';\nvoid startControlCenter;\n")).toEqual([]);
  });

  it('give every folder of src-main an allow-list, and forbid each folder what its list leaves out', async () => {
    const onDisk = readdirSync(join(root, 'src-main'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
    const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { LAYERS: Record<string, { allowed: string[]; why: string }> };
    expect(onDisk.filter((folder) => !(folder in config.LAYERS))).toEqual([]);
    expect(Object.keys(config.LAYERS).filter((folder) => !onDisk.includes(folder))).toEqual([]);
    for (const [folder, { allowed }] of Object.entries(config.LAYERS)) expect(allowed.filter((name) => !onDisk.includes(name)), folder).toEqual([]);
    for (const folder of onDisk) {
      const { allowed, why } = config.LAYERS[folder]!;
      const outside = onDisk.find((name) => name !== folder && !allowed.includes(name));
      if (folder === 'electron') expect(outside).toBeUndefined(); // the shell may import every layer
      if (outside === undefined) continue;
      const found = await violations(`src-main/${folder}/probe.ts`, `import * as probe from '../${outside}/index.ts';\nvoid probe;\n`);
      expect(found, `${folder} -> ${outside}`).toEqual([expect.stringContaining(why)]);
    }
  });

  it('keep the CODESYS toolsets apart: each imports the bridge and the shared helpers, never another toolset', async () => {
    const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { CODESYS_TOOLSETS: string[]; CODESYS_SHARED: string[]; TOOLSET_CROSSINGS: Record<string, string[]> };
    const codesys = join(root, 'src-main', 'codesys');
    const onDisk = readdirSync(codesys, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(config.CODESYS_TOOLSETS).toEqual(onDisk.filter((name) => !config.CODESYS_SHARED.includes(name)).sort());
    expect(config.CODESYS_SHARED).toEqual(['bridge', 'online-session', 'python-helpers', 'scriptengine-api', 'test-support']);
    expect(config.CODESYS_TOOLSETS).toEqual(expect.arrayContaining(['code', 'devices', 'online', 'project', 'users']));

    const probe = (toolset: string, target: string) => violations(`src-main/codesys/${toolset}/probe.ts`, `import * as probe from '${target}';\nvoid probe;\n`);
    const toolsetRule = /A CODESYS toolset imports the bridge and the shared helpers .*never another toolset/;
    expect(await probe('project', '../online/online-tools.ts')).toEqual([expect.stringMatching(toolsetRule)]);
    expect(await probe('users', '../devices/index.ts')).toEqual([expect.stringMatching(toolsetRule)]);
    expect(await probe('code', '../index.ts')).toEqual([expect.stringMatching(toolsetRule)]);
    expect(await probe('project', '../bridge/codesys-connection.ts')).toEqual([]);
    expect(await probe('project', '../toolset-kit.ts')).toEqual([]);
    // The layer rule still holds inside a toolset.
    expect(await probe('project', '../../openplc/index.ts')).toEqual([expect.stringMatching(/never imports the other domain/)]);

    // Each crossing still listed is still used: the list only shrinks.
    const files = sourceFiles(['src-main/codesys']).filter((file) => !/\.test\.ts$|[\\/]test-support[\\/]/.test(file));
    for (const [from, targets] of Object.entries(config.TOOLSET_CROSSINGS)) {
      const imported = new Set(files.filter((file) => relative(codesys, file).split(sep)[0] === from).flatMap((file) => localImports(file).map((target) => relative(codesys, target).split(sep)[0])));
      for (const target of targets) expect(imported.has(target), `${from} -> ${target}`).toBe(true);
    }
  });

  it('check every import form, resolved to the file it names: dynamic imports, types, re-exports, require', async () => {
    const bottom = /files\/ is the bottom layer/;
    const probe = (code: string) => violations('src-main/files/probe.ts', code);
    expect(await probe("export async function f() { return import('../logging/index.ts'); }\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export async function f() { return import(`../logging/index.ts`); }\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("import type { LogRecord } from '../logging/index.ts';\nexport type R = LogRecord;\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export type R = import('../logging/index.ts').LogRecord;\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export * from '../logging/index.ts';\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export { x } from '../logging/index.ts';\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("declare const require: (s: string) => unknown;\nexport const m = require('../logging/index.ts');\n")).toEqual([expect.stringMatching(bottom)]);
    // Resolved, not matched as text: a folder import and a detour through another folder name the same file.
    expect(await probe("export * from '../logging';\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export * from './../../src-main/logging/index.ts';\n")).toEqual([expect.stringMatching(bottom)]);
    expect(await probe("export * from './atomic-write.ts';\n")).toEqual([]);
    // A computed specifier cannot be checked, so it is refused; electron is refused in every form.
    expect(await probe("export async function f(name: string) { return import(name); }\n")).toEqual([expect.stringMatching(/computed import specifier/)]);
    expect(await violations('src-main/core/probe.ts', "export async function f() { return import('electron'); }\n")).toEqual([expect.stringMatching(/Only src-main\/electron/)]);
    expect(await violations('src-renderer/src/probe.ts', "export async function f() { return import('node:fs'); }\n")).toEqual([expect.stringMatching(/no Node modules/)]);
  });

  it('put every file under a rule: the command line, the CODESYS kits and the bridge included', async () => {
    const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { zoneOf: (path: string) => unknown; CODESYS_SHARED: string[]; CODESYS_TOOLSETS: string[] };
    const tracked = sourceFiles(['src-main', 'src-shared', 'src-preload', 'src-renderer', 'e2e', 'scripts', 'standins']).map((file) => relative(root, file).split(sep).join('/'));
    expect(tracked.length).toBeGreaterThan(300);
    expect(tracked.filter((file) => config.zoneOf(file) === null)).toEqual([]);
    // A file no rule covers is an error in itself.
    expect(await violations('src-main/probe.ts', 'export const x = 1;\n')).toEqual([expect.stringMatching(/No layer rule covers src-main\/probe.ts/)]);
    expect(await violations('docs/probe.ts', 'export const x = 1;\n')).toEqual([expect.stringMatching(/No layer rule covers docs\/probe.ts/)]);
    // The command line is the shell: it may import every layer.
    expect(await violations('src-main/cli-commands.ts', "export async function f() { return import('./control-center/index.ts'); }\n")).toEqual([]);
    // The bridge, the online session and the kits beside the toolsets never import a toolset: the bridge's template
    // table is built from the toolsets' modules, which only the domain root imports.
    const sharedRule = /The CODESYS bridge and the shared helpers never import a toolset/;
    for (const toolset of config.CODESYS_TOOLSETS) {
      expect(await violations('src-main/codesys/bridge/probe.ts', `export * from '../${toolset}/index.ts';\n`), `bridge -> ${toolset}`).toEqual([expect.stringMatching(sharedRule)]);
    }
    expect(await violations('src-main/codesys/bridge/probe.ts', "export async function f() { return import('../devices/device-templates.ts'); }\n")).toEqual([expect.stringMatching(sharedRule)]);
    expect(await violations('src-main/codesys/bridge/probe.ts', "import type { DEVICE_TEMPLATES } from '../devices/device-templates.ts';\nexport type T = typeof DEVICE_TEMPLATES;\n")).toEqual([
      expect.stringMatching(sharedRule),
    ]);
    expect(await violations('src-main/codesys/bridge/probe.ts', "export * from '../index.ts';\n")).toEqual([expect.stringMatching(sharedRule)]);
    expect(await violations('src-main/codesys/online-session/probe.ts', "export * from '../plc-files/plc-file-templates.ts';\n")).toEqual([expect.stringMatching(sharedRule)]);
    expect(await violations('src-main/codesys/toolset-kit.ts', "export * from './code/index.ts';\n")).toEqual([expect.stringMatching(sharedRule)]);
    expect(await violations('src-main/codesys/python-helpers/probe.ts', "export * from '../users/index.ts';\n")).toEqual([expect.stringMatching(sharedRule)]);
    expect(await violations('src-main/codesys/plc-files/probe.ts', "export * from '../online-session/codesys-online.ts';\n")).toEqual([]);
    expect(await violations('src-main/codesys/index.ts', "export * from './users/index.ts';\n")).toEqual([]);
    // And none does today, tests aside (which compose the domain the way its root does).
    const codesys = join(root, 'src-main', 'codesys');
    const part = (file: string) => relative(codesys, file).split(sep);
    const isShared = (file: string) => config.CODESYS_SHARED.includes(part(file)[0]!) || ['toolset-kit.ts', 'new-file-kit.ts'].includes(part(file).join('/'));
    const isUp = (file: string) => config.CODESYS_TOOLSETS.includes(part(file)[0]!) || ['index.ts', 'codesys-catalog.ts'].includes(part(file).join('/'));
    const upward = sourceFiles(['src-main/codesys'])
      .filter((file) => !/\.test\.ts$|[\\/]test-support[\\/]/.test(file) && isShared(file))
      .flatMap((file) => localImports(file).filter(isUp).map((target) => `${part(file).join('/')} -> ${part(target).join('/')}`));
    expect(upward).toEqual([]);
  });

  it('keep every file at 800 lines or fewer: a longer one is split along its own sections', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};\n`).join('');
    const tooLong = async (filePath: string, code: string) => ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
    expect(await tooLong('src-shared/probe.ts', lines(800))).toEqual([]);
    expect(await tooLong('src-shared/probe.ts', lines(801))).toEqual([expect.stringMatching(/\(801\)\. Maximum allowed is 800/)]);
    expect(await tooLong('e2e/probe.test.ts', lines(801))).toHaveLength(1);
  });

  it('find no import cycle between files, and no loop between the folders of src-main', () => {
    const files = sourceFiles(['src-main', 'src-shared', 'src-preload', 'src-renderer/src']);
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    expect(cycles(graph).map((cycle) => cycle.map((f) => relative(root, f)))).toEqual([]);

    const folderOf = (file: string) => relative(join(root, 'src-main'), file).split(sep)[0]!;
    const folders = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      if (!file.startsWith(join(root, 'src-main') + sep) || /\.test\.tsx?$|[\\/]test-support[\\/]/.test(file)) continue;
      const from = folderOf(file);
      for (const target of imports) {
        if (!target.startsWith(join(root, 'src-main') + sep) || folderOf(target) === from) continue;
        if (!folders.has(from)) folders.set(from, new Set());
        folders.get(from)!.add(folderOf(target));
      }
    }
    expect(cycles(new Map([...folders].map(([folder, targets]) => [folder, [...targets]])))).toEqual([]);
  });
});

function sourceFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

/** The project files a source file imports or re-exports (type-only imports included). */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.')).map((name) => resolve(dirname(file), name));
}

/** The strongly connected components with more than one member (Tarjan), or a node importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
