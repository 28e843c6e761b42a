// Architecture rules are lint rules here, not conventions (ARCHITECTURE.md explains the layers):
// - only the Electron shell (src-main/electron) and the preload import `electron`;
// - the renderer imports neither Node nor Electron nor main's code; it talks to main only through the contract;
// - the shared contract stays runtime-neutral;
// - inside src-main, each folder imports only the layers below it (the table below), in the manner of VS Code's
//   layering rules, as allow-lists. Tests and test-support compose layers the way the composition root does and are exempt.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import { readdirSync } from 'node:fs';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const electronOnlyInShell = { name: 'electron', message: 'Only src-main/electron/ (the shell) and src-preload/ may import electron.' };

/**
 * Per folder of src-main: the folders it may import (an allow-list), and why. Every other folder of src-main is
 * forbidden, so a new folder is out of bounds for everyone until a rule lets it in, and a folder without a rule here
 * may import nothing of src-main at all (e2e/architecture-rules.test.ts fails until it gets one).
 */
export const LAYERS = {
  files: { allowed: [], why: 'files/ is the bottom layer: it imports nothing else of src-main (the composition root registers its reverter).' },
  'os-process': { allowed: [], why: 'os-process/ is a leaf helper.' },
  'iec-st': { allowed: [], why: 'iec-st/ (the Structured Text parser and the impact analysis) is a leaf helper: it reads text and knows no service.' },
  'st-sim': { allowed: ['iec-st'], why: 'st-sim/ (the Structured Text simulator) is a leaf helper: it runs text on a simulated clock and knows no service.' },
  'text-diff': { allowed: ['iec-st'], why: 'text-diff/ is a leaf helper of the edit kit and the domains; its worker also runs the impact analysis off the event loop.' },
  logging: { allowed: [], why: 'logging/ is a leaf helper: the composition root and the shell hand it what to record.' },
  'text-search': { allowed: ['core'], why: 'text-search/ is a leaf helper of the domains.' },
  core: { allowed: ['files'], why: 'core/ never imports host, mcp, a domain or the composition root: they build on it.' },
  instance: { allowed: ['files', 'os-process'], why: 'instance/ (token, server record) is shared by host and mcp and depends on neither.' },
  mcp: { allowed: ['core', 'files', 'instance', 'os-process'], why: 'mcp/ never imports host, a domain or the composition root: domains plug into it through the tool table.' },
  'plc-edit': { allowed: ['core', 'files', 'iec-st', 'mcp', 'text-diff', 'text-search'], why: 'The PLC edit kit serves both domains and knows neither.' },
  openplc: { allowed: ['core', 'files', 'iec-st', 'mcp', 'os-process', 'plc-edit', 'text-diff', 'text-search'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  codesys: { allowed: ['core', 'files', 'iec-st', 'mcp', 'os-process', 'plc-edit', 'text-diff', 'text-search'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  api: { allowed: ['core', 'files'], why: 'api/ (the UI contract handlers) needs only the core; transports (host, Electron IPC) use it.' },
  host: { allowed: ['api', 'core', 'files', 'instance', 'mcp'], why: 'host/ serves what the composition root hands it and knows no domain.' },
  demo: { allowed: ['files'], why: 'demo/ only seeds files; the composition root uses it.' },
  'control-center': {
    allowed: ['api', 'codesys', 'core', 'demo', 'files', 'host', 'iec-st', 'instance', 'logging', 'mcp', 'openplc', 'os-process', 'plc-edit', 'text-diff', 'text-search'],
    why: 'The composition root runs headless too: the Electron shell builds on it, not the other way round.',
  },
  electron: {
    allowed: ['api', 'codesys', 'control-center', 'core', 'demo', 'files', 'host', 'iec-st', 'instance', 'logging', 'mcp', 'openplc', 'os-process', 'plc-edit', 'text-diff', 'text-search'],
    why: 'The Electron shell sits on top of everything.',
  },
};

/** The folders of src-main as they are on disk, so that a new one is covered the day it appears. */
export const SRC_MAIN_FOLDERS = readdirSync(new URL('./src-main/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Folders of src-main/codesys that are not toolsets: the bridge and the helpers every toolset shares. */
const CODESYS_SHARED = ['bridge', 'python-helpers', 'scriptengine-api', 'test-support'];

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
  network: ['online'], // the online session whose device a gateway change concerns
  online: ['plc-files'], // which templates are PLC file transfers
  'plc-files': ['online'], // the online session and its device label
  doctor: ['index.ts'], // the self test builds the whole CODESYS domain
};

function layerPatterns(folder) {
  const layer = LAYERS[folder] ?? { allowed: [], why: `src-main/${folder}/ has no layer rule yet: give it one in LAYERS (eslint.config.js).` };
  const forbidden = SRC_MAIN_FOLDERS.filter((name) => name !== folder && !layer.allowed.includes(name));
  return forbidden.length === 0 ? [] : [{ group: forbidden.map((name) => `**/${name}/**`), message: `${layer.why} (src-main/${folder} may import only src-main/{${layer.allowed.join(',')}})` }];
}

function toolsetPatterns(toolset) {
  const crossings = TOOLSET_CROSSINGS[toolset] ?? [];
  const others = CODESYS_TOOLSETS.filter((name) => name !== toolset && !crossings.includes(name));
  const group = [...others.flatMap((name) => [`**/codesys/${name}/**`, `../${name}/**`, `../../${name}/**`]), ...(crossings.includes('index.ts') ? [] : ['../index.ts'])];
  return [{ group, message: `A CODESYS toolset imports the bridge and the shared helpers (bridge/, toolset-kit.ts), never another toolset or the domain's index.ts (src-main/codesys/${toolset})` }];
}

function importRule(files, patterns) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: { 'no-restricted-imports': ['error', { paths: files[0] === 'src-main/electron/**' ? [] : [electronOnlyInShell], patterns }] },
  };
}

function layerRules() {
  return [
    ...SRC_MAIN_FOLDERS.map((folder) => importRule([`src-main/${folder}/**`], layerPatterns(folder))),
    ...CODESYS_TOOLSETS.map((toolset) => importRule([`src-main/codesys/${toolset}/**`], [...layerPatterns('codesys'), ...toolsetPatterns(toolset)])),
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'bench-results/**', '**/*.py'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { paths: [electronOnlyInShell] }],
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
          allowDefaultProject: ['src-main/*/probe.ts', 'src-main/*/*/probe.ts', 'src-main/*/probe.test.ts'],
          // One probe per folder of src-main and per toolset: more than the default eight.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 100,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error', '@typescript-eslint/await-thenable': 'error' },
  },
  ...layerRules(),
  {
    files: ['src-main/electron/**', 'src-preload/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src-renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer reaches main only through the InterlockBridge contract.' }, ...nodeBuiltins.map((name) => ({ name, message: 'The renderer runs in a browser sandbox: no Node modules.' }))],
          patterns: [{ group: ['**/src-main/**', '**/src-preload/**'], message: 'The renderer may import only src-shared (the contract), not main or preload code.' }],
        },
      ],
    },
  },
  {
    files: ['src-shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The shared contract runs in main, preload and renderer alike.' }, ...nodeBuiltins.map((name) => ({ name, message: 'The shared contract runs in the renderer too: no Node modules.' }))],
          patterns: [{ group: ['**/src-main/**', '**/src-renderer/**', '**/src-preload/**'], message: 'src-shared depends on nothing but zod.' }],
        },
      ],
    },
  },
);
