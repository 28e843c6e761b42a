// Builds the UI into dist/renderer/. The base is relative so the same build loads from the web host at `/` and
// from file:// inside the Electron window.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome140',
    // The strict CSP allows no inline script, and every browser this UI runs in supports modulepreload.
    modulePreload: { polyfill: false },
  },
});
