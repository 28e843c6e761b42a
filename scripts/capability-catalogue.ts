// `npm run catalogue:codesys`: derives the doctor's tool-to-member catalogue (src-main/codesys/doctor/
// capability-catalogue.json) so that it cannot drift from the code. Two halves:
//   - which templates each CODESYS tool runs: the TypeScript of the tool rows, followed through the functions a row
//     calls (the type checker resolves them) to the template names they pass, outside the bridge;
//   - which ScriptEngine members each template reaches when CODESYS runs it: the static reference check
//     (check_templates.py) types every access, helpers included as far as the template calls them.
// A member of a class the doctor can reach read-only (capabilities.ts, PROBE_OWNER_CLASSES) becomes one probe, with
// every tool whose templates use it. scripts/capability-catalogue.test.ts fails until the written file is current.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { packageRoot } from '../src-main/files/index.ts';
import { CODESYS_TEMPLATES } from '../src-main/codesys/index.ts';
import { SELF_TEST_TOOL } from '../src-main/codesys/doctor/self-test-tool.ts';
import { scriptEngineApiReference } from '../src-main/codesys/scriptengine-api/scriptengine-api.ts';
import { CATALOGUE_FILE, PROBE_OWNER_CLASSES, type CapabilityCatalogue, type ProbeOwner } from '../src-main/codesys/doctor/capabilities.ts';

const root = packageRoot();
const codesysDir = join(root, 'src-main', 'codesys');
// TypeScript names files with '/', Windows paths use '\\' (and any letter case for the drive): compare by relative().
const inside = (file: string, folder: string) => {
  const rel = relative(folder, resolvePath(file));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/** Tool name -> the templates it runs (sorted). */
export function toolTemplates(): Map<string, string[]> {
  const templateNames = new Set(Object.keys(CODESYS_TEMPLATES));
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
  const files = config.fileNames.filter((f) => inside(f, codesysDir) && !f.endsWith('.test.ts') && !resolvePath(f).includes(`${sep}test-support${sep}`));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const bridge = join(codesysDir, 'bridge');

  const resolve = (node: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  /** The body a reference leads to: a function, a method or a const arrow function, in a toolset (not the bridge). */
  const bodyOf = (decl: ts.Declaration): ts.Node | undefined => {
    const file = decl.getSourceFile().fileName;
    if (!inside(file, codesysDir) || inside(file, bridge)) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return decl.initializer;
    return undefined;
  };
  /** Template names in a node, and in the functions it calls, once each. A compared name (`template === 'x'`) is not a run. */
  const templatesIn = (node: ts.Node, seen: Set<ts.Node>, found = new Set<string>()): Set<string> => {
    const visit = (n: ts.Node) => {
      if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && templateNames.has(n.text)) {
        const parent = n.parent;
        const compared = ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind);
        if (!compared) found.add(n.text);
      }
      if (ts.isIdentifier(n)) {
        for (const decl of resolve(n)) {
          const body = bodyOf(decl);
          if (!body || seen.has(body)) continue;
          seen.add(body);
          templatesIn(body, seen, found);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const literalName = (node: ts.Expression): string | null => {
    if (ts.isStringLiteral(node)) return node.text;
    for (const decl of resolve(node)) if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isStringLiteral(decl.initializer)) return decl.initializer.text;
    return null;
  };
  const toolNamesIn = (node: ts.Node): string[] => {
    const names: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isStringLiteral(n) && /^codesys_[a-z_]+$/.test(n.text) && !ts.isBinaryExpression(n.parent)) names.push(n.text);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return names;
  };

  const tools = new Map<string, Set<string>>();
  const add = (name: string, templates: Iterable<string>) => {
    const set = tools.get(name) ?? new Set<string>();
    for (const t of templates) set.add(t);
    tools.set(name, set);
  };
  /** Factories whose rows take the tool name as a parameter (createTool(context, spec), controlTool(name, ...)). */
  const factories = new Map<ts.Node, Set<string>>();
  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName)) continue;
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'defineTool' && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0])) {
        const row = n.arguments[0];
        const nameProperty = row.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'name');
        const name = nameProperty ? literalName(nameProperty.initializer) : null;
        const templates = templatesIn(row, new Set());
        if (name) add(name, templates);
        else {
          let factory: ts.Node | undefined = n.parent;
          while (factory && !ts.isFunctionDeclaration(factory) && !ts.isArrowFunction(factory)) factory = factory.parent;
          if (!factory) throw new Error(`A tool row without a name in ${file.fileName}`);
          const key = ts.isArrowFunction(factory) && ts.isVariableDeclaration(factory.parent) ? factory.parent : factory;
          factories.set(key, templates);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(file);
  }
  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName)) continue;
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n)) {
        const factory = resolve(n.expression).find((decl) => factories.has(decl));
        if (factory) {
          const names = n.arguments.flatMap(toolNamesIn);
          if (names.length !== 1) throw new Error(`A tool factory call in ${file.fileName} names ${names.length} tools: ${names.join(', ')}`);
          const templates = new Set(factories.get(factory));
          for (const argument of n.arguments) templatesIn(argument, new Set(), templates);
          add(names[0]!, templates);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(file);
  }
  return new Map([...tools].sort(([a], [b]) => a.localeCompare(b)).map(([name, set]) => [name, [...set].sort()]));
}

type Access = [string, string, boolean];

/** Template name -> the ScriptEngine accesses it reaches: [class, 'scriptengine' or enum, member, probed]. */
export async function templateAccesses(): Promise<Record<string, Access[]>> {
  const checker = join(codesysDir, 'scriptengine-api', 'check_templates.py');
  const { stdout } = await promisify(execFile)('python3', [checker, codesysDir], { maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(stdout) as { accesses: Record<string, Access[]> }).accesses;
}

/** Templates that need a running script (`# interlock-context: script`). */
async function scriptContextTemplates(): Promise<Set<string>> {
  const found = new Set<string>();
  const { readdir } = await import('node:fs/promises');
  for (const entry of await readdir(codesysDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.py') || !entry.parentPath.endsWith(`${sep}templates`)) continue;
    if (/^# interlock-context: script$/m.test(await readFile(join(entry.parentPath, entry.name), 'utf8'))) found.add(entry.name.replace(/\.py$/, ''));
  }
  return found;
}

/** The catalogue from the two halves (computed here unless given). */
export async function deriveCatalogue(tools = toolTemplates(), accesses?: Record<string, Access[]>): Promise<CapabilityCatalogue> {
  accesses ??= await templateAccesses();
  const scriptTemplates = await scriptContextTemplates();
  const requirements = new Map<string, { owner: ProbeOwner; member: string; tools: Set<string> }>();
  const ownerOf = new Map<string, ProbeOwner>(Object.entries(PROBE_OWNER_CLASSES).map(([owner, cls]) => [cls, owner as ProbeOwner]));
  // The static check cannot tell an application from another object: a member of the application's (or the library
  // manager's) own class, read on a ScriptObject, is that owner's.
  const reference = scriptEngineApiReference();
  /** A member of the class itself or its bases (not of a facet: a project is no device, whatever the check allowed). */
  const ownMember = (cls: string, member: string): boolean => {
    const entry = reference.classes[cls];
    return Boolean(entry && (entry.members[member] || (entry.bases ?? []).some((base) => ownMember(base, member))));
  };
  const facetOwner = (cls: string, member: string): ProbeOwner | undefined => {
    if (cls !== 'ScriptObject') return undefined;
    for (const owner of ['application', 'library_manager'] as const) if (reference.classes[PROBE_OWNER_CLASSES[owner]]?.members[member]) return owner;
    return undefined;
  };
  const enums = new Set(Object.values(accesses).flatMap((list) => list.filter(([cls]) => cls === 'scriptengine').map(([, member]) => member)));
  for (const [tool, templates] of tools) {
    // The self-test probes these members; it does not need them.
    if (tool === SELF_TEST_TOOL) continue;
    for (const template of templates) {
      for (const [cls, member] of accesses[template] ?? []) {
        let owner = ownerOf.has(cls) && (cls === 'scriptengine' || ownMember(cls, member)) ? ownerOf.get(cls) : facetOwner(cls, member);
        let path = member;
        if (!owner && enums.has(cls) && /^[A-Z]/.test(cls)) [owner, path] = ['scriptengine', `${cls}.${member}`];
        if (!owner || (owner === 'scriptengine' && !/^[A-Z]/.test(path))) continue;
        const id = `${owner}.${path}`;
        const entry = requirements.get(id) ?? { owner, member: path, tools: new Set<string>() };
        entry.tools.add(tool);
        requirements.set(id, entry);
      }
    }
  }
  return {
    about: 'Generated by `npm run catalogue:codesys` (scripts/capability-catalogue.ts) from the tool rows and the templates; do not edit.',
    requirements: [...requirements]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, r]) => ({ id, owner: r.owner, member: r.member, tools: [...r.tools].sort() })),
    script_context_tools: [...tools].filter(([name, templates]) => name !== SELF_TEST_TOOL && templates.some((t) => scriptTemplates.has(t))).map(([name]) => name),
  };
}

export const catalogueText = (catalogue: CapabilityCatalogue) => `${JSON.stringify(catalogue, null, 1)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogue = await deriveCatalogue();
  await writeFile(join(root, CATALOGUE_FILE), catalogueText(catalogue));
  console.log(`${catalogue.requirements.length} probes for ${new Set(catalogue.requirements.flatMap((r) => r.tools)).size} tools written to ${CATALOGUE_FILE}`);
}
