// `npm run bench`: every benchmark, one after the other (they would disturb each other's timings in parallel).
// Each prints its own table with its targets and writes bench-results/<name>.json.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['tools-list', 'mcp', 'openplc', 'codesys', 'codesys-online', 'hostile', 'ui'] as const;

let failed = 0;
for (const name of BENCHES) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(`./bench/${name}.ts`, import.meta.url))], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`${name} benchmark exited with ${result.status ?? result.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
