// Interlock's own install folder (where package.json, the built renderer, the Python templates and, in a
// checkout, the stand-ins live), found from this module's location so it works from src/ and dist/ alike.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: { root: string; version: string } | undefined;

function locate(): { root: string; version: string } {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === 'interlock') return (cached = { root: dir, version: parsed.version ?? '0.0.0' });
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find Interlock\'s package.json above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export function packageRoot(): string {
  return locate().root;
}

export function packageVersion(): string {
  return locate().version;
}

/** The `interlock` command's script, as agents' configurations and a detached control center launch it. */
export function interlockBinPath(): string {
  return join(packageRoot(), 'bin', 'interlock.js');
}
