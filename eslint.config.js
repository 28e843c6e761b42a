// Architecture rules are lint rules here, not conventions (ARCHITECTURE.md explains the layers):
// - only the Electron shell (src-main/electron) and the preload import `electron`;
// - the renderer imports neither Node nor Electron nor main's code; it talks to main only through the contract;
// - the shared contract stays runtime-neutral;
// - inside src-main, each folder imports only the layers below it (the table below), in the manner of VS Code's
//   layering rules, as allow-lists. Tests and test-support compose layers the way the composition root does and are exempt.
// One rule (`interlock/layers`, scripts/lint/layer-imports.js) checks every import form, dynamic imports included,
// with each specifier resolved to its file; a file that no rule covers is an error.
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { layerImportsPlugin } from './scripts/lint/layer-imports.js';

const electronOnlyInShell = { name: 'electron', message: 'Only src-main/electron/ (the shell) and src-preload/ may import electron.' };

/**
 * Per folder of src-main: its layer and what it is (ARCHITECTURE.md's layer table is generated from these by
 * scripts/architecture-doc.ts), the folders it may import (an allow-list), and why. Every other folder of src-main is
 * forbidden, so a new folder is out of bounds for everyone until a rule lets it in, and a folder without a rule here
 * may import nothing of src-main at all (e2e/architecture-rules.test.ts fails until it gets one).
 */
export const LAYERS = {
  files: { layer: 'helpers', what: 'atomic writes, content hashes, the project-root sandbox, package paths', allowed: [], why: 'files/ is the bottom layer: it imports nothing else of src-main (the composition root registers its reverter).' },
  'os-process': { layer: 'helpers', what: 'whether a process is alive (Windows-safe): used for `server.json` and CODESYS locks', allowed: [], why: 'os-process/ is a leaf helper.' },
  'iec-st': { layer: 'helpers', what: 'the Structured Text parser and the impact analysis of an edit or a change to a running PLC', allowed: [], why: 'iec-st/ (the Structured Text parser and the impact analysis) is a leaf helper: it reads text and knows no service.' },
  'st-sim': { layer: 'helpers', what: 'the Structured Text simulator: compiles a PROGRAM with its project\'s POUs to JavaScript, runs old and new side by side through generated scenarios (`behaviour.ts`)', allowed: ['iec-st'], why: 'st-sim/ (the Structured Text simulator) is a leaf helper: it runs text on a simulated clock and knows no service.' },
  'text-diff': { layer: 'helpers', what: 'diffs for approval cards computed off the event loop, with a cost limit (and the impact analysis and the simulation in the same worker)', allowed: ['iec-st', 'st-sim'], why: 'text-diff/ is a leaf helper of the edit kit and the domains; its worker also runs the impact analysis and the simulation off the event loop.' },
  logging: { layer: 'helpers', what: 'the rotating log file and what it records', allowed: [], why: 'logging/ is a leaf helper: the composition root and the shell hand it what to record.' },
  'audit-forward': { layer: 'helpers', what: 'sends every audit record to the person\'s syslog collector (RFC 5424 over TCP, TLS or UDP) through a bounded queue on disk', allowed: ['files'], why: 'audit-forward/ (the syslog forwarding of the audit) gets its records from the composition root; it knows no core, domain or host.' },
  'git-commits': { layer: 'above the core', what: 'makes each approved change to a project in a git work tree one commit (a separate index, the installed `git`), and keeps which commit each became', allowed: ['core', 'files'], why: 'git-commits/ (one commit per approved change in the project\'s git) gets the audit\'s durable records from the composition root; it knows no domain, host or MCP.' },
  'text-search': { layer: 'above the core', what: 'line search shared by both domains\' search tools', allowed: ['core'], why: 'text-search/ is a helper of the domains above the core (its errors): it knows no domain.' },
  core: { layer: 'core', what: '`AppStateStore`, `SettingsStore`, `AgentRegistry`, `CommandQueue`, `ApprovalGate`, `AuditLog`, `EditReverter`, `ToolRunner`; `index.ts` is the barrel, `create-core.ts` the factory', allowed: ['files'], why: 'core/ never imports host, mcp, a domain or the composition root: they build on it.' },
  instance: { layer: 'instance', what: 'what identifies this control center to clients: the local token and `server.json`', allowed: ['files', 'os-process'], why: 'instance/ (token, server record) is shared by host and mcp and depends on neither.' },
  mcp: { layer: 'MCP', what: 'the tool-table row (`tool-definition.ts`), the domain contract (`domain-module.ts`), the server factory, the HTTP endpoint, the local socket and the `interlock mcp` relay', allowed: ['core', 'files', 'instance', 'os-process'], why: 'mcp/ never imports host, a domain or the composition root: domains plug into it through the tool table.' },
  'plc-edit': { layer: 'edit kit', what: 'what both domains\' edit tools share: edit fields and hash field, find/replace edits, the diff card, the read-hash check, project-root path resolution', allowed: ['core', 'files', 'iec-st', 'mcp', 'text-diff', 'text-search'], why: 'The PLC edit kit serves both domains and knows neither.' },
  openplc: { layer: 'domains', what: 'the OpenPLC domain: its projects and programs, the compiler, and its rows of the tool table', allowed: ['core', 'files', 'iec-st', 'mcp', 'os-process', 'plc-edit', 'text-diff', 'text-search'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  codesys: { layer: 'domains', what: 'the CODESYS domain: the bridge to CODESYS, the online session and one module per toolset (see below)', allowed: ['core', 'files', 'iec-st', 'mcp', 'os-process', 'plc-edit', 'text-diff', 'text-search'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  api: { layer: 'UI contract', what: 'main\'s handlers for the UI contract, used by Electron IPC and the web host alike', allowed: ['core', 'files'], why: 'api/ (the UI contract handlers) needs only the core; transports (host, Electron IPC) use it.' },
  host: { layer: 'host', what: 'the loopback HTTP host: login, Host/Origin checks, static UI, `/api`, `/mcp`', allowed: ['api', 'core', 'files', 'instance', 'mcp'], why: 'host/ serves what the composition root hands it and knows no domain.' },
  demo: { layer: 'composition root', what: 'seeds the demo workspace for `--demo`', allowed: ['files'], why: 'demo/ only seeds files; the composition root uses it.' },
  'control-center': { layer: 'composition root', what: 'builds one control center: core, domains (`plc-domains.ts`), tool table, reverters, MCP endpoints, host',
    allowed: ['api', 'audit-forward', 'codesys', 'core', 'demo', 'files', 'git-commits', 'host', 'iec-st', 'instance', 'logging', 'mcp', 'openplc', 'os-process', 'plc-edit', 'st-sim', 'text-diff', 'text-search'],
    why: 'The composition root runs headless too: the Electron shell builds on it, not the other way round.',
  },
  electron: { layer: 'shell', what: 'the tray app',
    allowed: ['api', 'audit-forward', 'codesys', 'control-center', 'core', 'demo', 'files', 'git-commits', 'host', 'iec-st', 'instance', 'logging', 'mcp', 'openplc', 'os-process', 'plc-edit', 'st-sim', 'text-diff', 'text-search'],
    why: 'The Electron shell sits on top of everything.',
  },
};

/** The folders of src-main as they are on disk, so that a new one is covered the day it appears. */
export const SRC_MAIN_FOLDERS = readdirSync(new URL('./src-main/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Folders of src-main/codesys that are not toolsets: the bridge, the online session (the login, the watch and the PLC
 * ledger that the online, PLC-file and network toolsets share) and the helpers every toolset shares.
 */
export const CODESYS_SHARED = ['bridge', 'online-session', 'python-helpers', 'scriptengine-api', 'test-support'];

/** The toolset folders of src-main/codesys as they are on disk (toolset-kit.ts beside them is shared too). */
export const CODESYS_TOOLSETS = readdirSync(new URL('./src-main/codesys/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !CODESYS_SHARED.includes(entry.name))
  .map((entry) => entry.name)
  .sort();

/**
 * A toolset imports the bridge and the shared helpers (bridge/, toolset-kit.ts), never another toolset nor the
 * domain's index.ts. What still crosses today is listed here by name, to move into the bridge or the kit; nothing
 * else may (e2e/architecture-rules.test.ts fails when an entry is no longer needed).
 */
export const TOOLSET_CROSSINGS = {
  exchange: ['code'], // pou-text's diff parts
  doctor: ['index.ts'], // the self test builds the whole CODESYS domain
};

/** The command line sits on top of everything, like the Electron shell. */
export const SHELL_FILES = ['src-main/cli.ts', 'src-main/cli-commands.ts'];
/** The files at the top of src-main/codesys: the domain root may import its toolsets; the kits beside it may not. */
const CODESYS_ROOT_FILES = ['index.ts', 'codesys-catalog.ts'];

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.includes('/test-support/');
const segments = (path) => path.split('/');

/** The rule that covers a file (a posix path from the root), or null: a file under no rule is a lint error. */
export function zoneOf(path) {
  const [top, second, third] = segments(path);
  if (isTest(path) && ['src-main', 'src-shared', 'src-renderer', 'src-preload'].includes(top)) return { name: 'tests', kind: 'tests', electronAllowed: second === 'electron' };
  if (top === 'src-main') {
    if (third === undefined) return SHELL_FILES.includes(path) ? { name: 'the command line', kind: 'shell' } : null;
    if (!(second in LAYERS)) return null;
    return { name: `src-main/${second}`, kind: 'layer', folder: second, codesysPart: second === 'codesys' ? codesysPart(path) : undefined };
  }
  if (top === 'src-shared') return { name: 'src-shared', kind: 'shared' };
  if (top === 'src-renderer') return second === 'src' ? { name: 'src-renderer', kind: 'renderer' } : { name: 'build configuration', kind: 'tooling' };
  if (top === 'src-preload') return second === 'preload.ts' ? { name: 'src-preload', kind: 'preload' } : { name: 'build configuration', kind: 'tooling' };
  if (['e2e', 'scripts', 'standins', 'bin'].includes(top) || (second === undefined && /\.(js|ts)$/.test(top))) return { name: 'tooling and tests', kind: 'tooling' };
  return null;
}

/** Where in src-main/codesys a file is: a toolset, a shared part (bridge and helpers), or the domain root. */
function codesysPart(path) {
  const rest = segments(path).slice(2);
  if (rest.length === 1) return CODESYS_ROOT_FILES.includes(rest[0]) ? { kind: 'root' } : { kind: 'shared', name: rest[0] };
  if (CODESYS_SHARED.includes(rest[0])) return { kind: 'shared', name: rest[0] };
  return { kind: 'toolset', name: rest[0] };
}

const electronOnly = electronOnlyInShell.message;
const forNode = (message) => (target) => (target.kind === 'builtin' ? message : null);

/** The message of a forbidden import of `target` from a file in `zone`, or null. */
function checkImport(zone, target) {
  const [top, second] = target.kind === 'file' ? segments(target.path) : [];
  switch (zone.kind) {
    case 'tooling':
    case 'shell':
      return null;
    case 'tests':
      return target.kind === 'package' && target.name === 'electron' && !zone.electronAllowed ? electronOnly : null;
    case 'preload':
      return top === 'src-main' || top === 'src-renderer' ? 'The preload exposes the shared contract only: it imports src-shared, not main or renderer code.' : null;
    case 'renderer':
      if (target.kind === 'package' && target.name === 'electron') return 'The renderer reaches main only through the InterlockBridge contract.';
      return forNode('The renderer runs in a browser sandbox: no Node modules.')(target) ?? (top === 'src-main' || top === 'src-preload' ? 'The renderer may import only src-shared (the contract), not main or preload code.' : null);
    case 'shared':
      if (target.kind === 'package' && target.name === 'electron') return 'The shared contract runs in main, preload and renderer alike.';
      return forNode('The shared contract runs in the renderer too: no Node modules.')(target) ?? (target.kind === 'file' && top !== 'src-shared' ? 'src-shared depends on nothing but zod.' : null);
    case 'layer':
      return checkLayer(zone, target, top, second);
  }
  return null;
}

function checkLayer(zone, target, top, second) {
  if (target.kind === 'package' && target.name === 'electron' && zone.folder !== 'electron') return electronOnly;
  if (target.kind !== 'file') return null;
  if (top === 'src-renderer' || top === 'src-preload') return `The main process never imports renderer or preload code (${zone.name}).`;
  if (top !== 'src-main') return null;
  const layer = LAYERS[zone.folder];
  if (segments(target.path).length === 2 && /\.[cm]?[jt]sx?$/.test(target.path)) return `Nothing below the shell imports the command line (${zone.name} may import only src-main/{${layer.allowed.join(',')}})`;
  if (second !== zone.folder) return layer.allowed.includes(second) ? null : `${layer.why} (src-main/${zone.folder} may import only src-main/{${layer.allowed.join(',')}})`;
  return zone.folder === 'codesys' ? checkCodesys(zone.codesysPart, codesysPart(target.path)) : null;
}

function checkCodesys(from, to) {
  if (from.kind === 'toolset') {
    const crossings = TOOLSET_CROSSINGS[from.name] ?? [];
    const crosses = (to.kind === 'toolset' && to.name !== from.name && !crossings.includes(to.name)) || (to.kind === 'root' && !crossings.includes('index.ts'));
    return crosses ? `A CODESYS toolset imports the bridge and the shared helpers (bridge/, toolset-kit.ts), never another toolset or the domain's index.ts (src-main/codesys/${from.name})` : null;
  }
  // The bridge builds its template table from what the domain root registers (each toolset's module), so it and the
  // kits beside it never point up: a toolset is found through the registry, never imported.
  if (from.kind === 'shared' && (to.kind === 'toolset' || to.kind === 'root')) {
    return `The CODESYS bridge and the shared helpers never import a toolset or the domain root: the domain root hands them the toolsets' modules (src-main/codesys/${from.name})`;
  }
  return null;
}

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'bench-results/**', '**/*.py'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A file that grows past this is split along its own sections (the developers' habit of issue 20).
      'max-lines': ['error', { max: 800, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Type-aware rules for the main process: a promise nobody awaits loses its error (an unhandled rejection ends
    // the control center) and its ordering.
    files: ['src-main/**/*.ts'],
    // The architecture test lints probe files that exist only in memory: they get the default project.
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['src-main/probe.ts', 'src-main/*/probe.ts', 'src-main/*/*/probe.ts', 'src-main/*/probe.test.ts'],
          // One probe per folder of src-main and per toolset: more than the default eight.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 100,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error', '@typescript-eslint/await-thenable': 'error' },
  },
  {
    // Every import form, resolved to its file, checked against the layer rules; a file under no rule is an error.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { interlock: layerImportsPlugin(import.meta.dirname, { zoneOf, check: checkImport }) },
    rules: { 'interlock/layers': 'error' },
  },
);
