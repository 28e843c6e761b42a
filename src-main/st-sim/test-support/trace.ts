// Runs a program scan by scan with given inputs and returns the outputs it is asked for: the corpus's expected
// traces are written against this.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimProjectInput, SimSource } from '../sim-compile.ts';
import { SimProgram } from '../sim-run.ts';

/** `inputs[k]` are set before scan k (and kept after); returns one row of `watch` values per scan. */
export function trace(source: string | SimSource[], inputs: Array<Record<string, unknown>>, watch: string[], cycleMs = 10, program = 'test'): unknown[][] {
  const sources = typeof source === 'string' ? [{ name: 'test.st', text: source }] : source;
  const sim = new SimProgram({ sources, program });
  const st = sim.create();
  const index = (name: string, list: Array<{ name: string }>) => {
    const at = list.findIndex((s) => s.name.toLowerCase() === name.toLowerCase());
    if (at < 0) throw new Error(`no signal ${name} among ${list.map((s) => s.name).join(', ')}`);
    return at;
  };
  const columns = watch.map((w) => index(w, sim.module.outputs));
  const rows: unknown[][] = [];
  for (let scan = 0; scan < inputs.length; scan++) {
    for (const [name, value] of Object.entries(inputs[scan]!)) sim.write(st, index(name, sim.module.inputs), value);
    const fault = sim.scan(st, scan * cycleMs);
    if (fault) {
      rows.push([`fault: ${fault.message}`]);
      break;
    }
    const out = sim.read(st);
    rows.push(columns.map((c) => out[c]));
  }
  return rows;
}

/** The same input for `n` scans. */
export function hold(n: number, values: Record<string, unknown> = {}): Array<Record<string, unknown>> {
  return Array.from({ length: n }, () => values);
}

/** The demo project (`bottling-line`) as the simulator reads it, with `main.st` replaced by `mainText` if given. */
export function demoProject(mainText?: string): SimProjectInput & { mainText: string } {
  const root = join(import.meta.dirname, '../../../fixtures/openplc/bottling-line');
  const sources: SimSource[] = [];
  for (const dir of ['pous/programs', 'pous/function-blocks', 'pous/functions', 'datatypes']) {
    for (const file of readdirSync(join(root, dir))) sources.push({ name: `${dir}/${file}`, text: readFileSync(join(root, dir, file), 'utf8') });
  }
  const project = JSON.parse(readFileSync(join(root, 'project.json'), 'utf8')) as {
    data: { configuration: { resource: { globalVariables: Array<{ name: string; type: { value: string }; location: string; initialValue: string | null; documentation: string }> } } };
  };
  const globals = project.data.configuration.resource.globalVariables.map((g) => ({ name: g.name, type: g.type.value, address: g.location || null, initialValue: g.initialValue, documentation: g.documentation }));
  const main = sources.find((s) => s.name === 'pous/programs/main.st')!;
  const original = main.text;
  if (mainText !== undefined) main.text = mainText;
  return { sources, globals, program: 'main', mainText: original };
}
