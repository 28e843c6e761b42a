// `npm run bench`: every benchmark, one after the other (they would disturb each other's timings in parallel).
// Each prints its own table with its targets and writes bench-results/<name>.json.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// openplc writes and deletes a project of 10,000 POUs; for a minute after it, file operations on this machine are
// about twice as slow, which is the CODESYS bridge's round trip (a few small files per command), so the bridge
// benchmarks run before it.
const BENCHES = ['start', 'tools-list', 'mcp', 'codesys', 'codesys-online', 'writes', 'simulation', 'openplc', 'hostile', 'ui'] as const;

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
