// `interlock mcp` runs beside every agent and relays every call: the modules cli.ts loads before the relay starts
// stay in its heap for as long as it runs and cost CPU on every call (issue 20). The other commands' modules are
// imported by those commands; this keeps them out of the relay's static import graph.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module reached from `entry` through static value imports (`import type` and `await import()` excluded). */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)';/gms)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('interlock mcp', () => {
  it('loads the relay and nothing of the other commands: no zod, no Settings or UI schemas, no core', () => {
    const { files, packages } = staticGraph(resolve(here, 'cli.ts'));
    expect(files).toContain(resolve(here, 'mcp', 'stdio-relay.ts'));
    expect([...packages]).toEqual([]);
    const relative = [...files].map((file) => file.slice(resolve(here, '..').length + 1));
    expect(relative.filter((file) => file.startsWith('src-shared/') && file !== 'src-shared/toolsets.ts')).toEqual([]);
    expect(relative.filter((file) => /^src-main\/(core|control-center|codesys|openplc|host)\//.test(file) && file !== 'src-main/core/data-dir.ts')).toEqual([]);
    expect(relative).not.toContain('src-main/cli-commands.ts');
    // fetch would load undici (and its WebAssembly parser) into every relay for one health check at start-up.
    expect(relative.filter((file) => /\bfetch\(/.test(readFileSync(resolve(here, '..', file), 'utf8')))).toEqual([]);
  });

  it('still reaches the other commands through cli-commands.ts, which the graph above leaves out', () => {
    const { packages } = staticGraph(resolve(here, 'cli-commands.ts'));
    expect(packages).toContain('zod');
  });
});
