// A sandboxed preload cannot require local files, so the preload and what it imports from the contract are
// bundled into one CommonJS file; `electron` stays external (the sandbox provides it).
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, '../dist/preload'),
    emptyOutDir: true,
    target: 'chrome140',
    minify: false,
    lib: {
      entry: resolve(import.meta.dirname, 'preload.ts'),
      formats: ['cjs'],
      fileName: () => 'preload.cjs',
    },
    rolldownOptions: { external: ['electron'] },
  },
});
