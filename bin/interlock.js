#!/usr/bin/env node
// Entry point of the `interlock` command. The implementation is the compiled TypeScript in dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cli = fileURLToPath(new URL('../dist/src-main/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error('Interlock is not built yet: run `npm run build` (or `npm start`) in its folder first.');
  process.exit(1);
}
const { main } = await import(pathToFileURL(cli).href);
process.exitCode = await main(process.argv.slice(2));
