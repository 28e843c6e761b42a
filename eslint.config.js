// Architecture rules are lint rules here, not conventions:
// - only the Electron shell (src-main/electron) and the preload import `electron`;
// - the renderer imports neither Node nor Electron nor main's code; it talks to main only through the contract;
// - the shared contract stays runtime-neutral.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'bench-results/**', '**/*.py'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'Only src-main/electron/ (the shell) and src-preload/ may import electron.' }] }],
    },
  },
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
