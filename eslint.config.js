// Architecture rules are lint rules here, not conventions (ARCHITECTURE.md explains the layers):
// - only the Electron shell (src-main/electron) and the preload import `electron`;
// - the renderer imports neither Node nor Electron nor main's code; it talks to main only through the contract;
// - the shared contract stays runtime-neutral;
// - inside src-main, each folder imports only the layers below it (the table below), in the manner of VS Code's
//   layering rules. Tests and test-support compose layers the way the composition root does and are exempt.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const electronOnlyInShell = { name: 'electron', message: 'Only src-main/electron/ (the shell) and src-preload/ may import electron.' };

/** Per folder of src-main: the folders it must never import, and why. */
const LAYERS = {
  files: { forbidden: ['core', 'instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'files/ is the bottom layer: it imports nothing else of src-main (the composition root registers its reverter).' },
  core: { forbidden: ['instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'core/ never imports host, mcp, a domain or the composition root: they build on it.' },
  instance: { forbidden: ['core', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'instance/ (token, server record) is shared by host and mcp and depends on neither.' },
  mcp: { forbidden: ['plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'mcp/ never imports host, a domain or the composition root: domains plug into it through the tool table.' },
  'plc-edit': { forbidden: ['openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'The PLC edit kit serves both domains and knows neither.' },
  openplc: { forbidden: ['codesys', 'api', 'host', 'control-center', 'electron'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  codesys: { forbidden: ['openplc', 'api', 'host', 'control-center', 'electron'], why: 'A domain never imports the other domain or the composition root; it gets DomainServices instead.' },
  api: { forbidden: ['mcp', 'plc-edit', 'openplc', 'codesys', 'host', 'control-center', 'electron'], why: 'api/ (the UI contract handlers) needs only the core; transports (host, Electron IPC) use it.' },
  host: { forbidden: ['plc-edit', 'openplc', 'codesys', 'control-center', 'electron'], why: 'host/ serves what the composition root hands it and knows no domain.' },
  'iec-st': { forbidden: ['core', 'files', 'instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron', 'text-diff', 'text-search', 'logging'], why: 'iec-st/ (the ST parser and impact analysis) is a leaf helper: it reads text and knows no service.' },
  'text-search': { forbidden: ['files', 'instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'text-search/ is a leaf helper of the domains.' },
  'os-process': { forbidden: ['core', 'files', 'instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'os-process/ is a leaf helper.' },
  demo: { forbidden: ['core', 'instance', 'mcp', 'plc-edit', 'openplc', 'codesys', 'api', 'host', 'control-center', 'electron'], why: 'demo/ only seeds files; the composition root uses it.' },
  'control-center': { forbidden: ['electron'], why: 'The composition root runs headless too: the Electron shell builds on it, not the other way round.' },
};

function layerRules() {
  return Object.entries(LAYERS).map(([folder, { forbidden, why }]) => ({
    files: [`src-main/${folder}/**`],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: folder === 'electron' ? [] : [electronOnlyInShell],
          patterns: [{ group: forbidden.map((name) => `**/${name}/**`), message: `${why} (src-main/${folder} must not import src-main/{${forbidden.join(',')}})` }],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'bench-results/**', '**/*.py'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { paths: [electronOnlyInShell] }],
    },
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
